"""Dated events announced (`announcement`): "the plumber is coming on Thursday at 9", "dentist on
Friday at 10", a recurrence without a doer; a schedule nobody in particular owes, its verb the
kind of event (someone coming is a visit, having someone at a time an appointment).
"""
from __future__ import annotations

from typing import Any, Optional

from obsmem_ros.core.records import CommitmentKind

from . import utterance_syntax as sx
from .due_times import due_of
from .owed_actions import said_as
from .placing import placing
from .proposals import event_named, proposes
from .referents import ReadingContext, mention_id
from .speakers import is_person_noun
from .spoken_due import moves_in_time
from .utterance_records import Undertaking
from .verbs import canonical_verb

__all__ = ["announcement"]


def announcement(doc: Any, ctx: ReadingContext, text: str) -> Optional[Undertaking]:
    """A dated event announced ("the plumber is coming on Thursday at 9", "dentist on Friday at
    10") or a recurrence without a doer: a schedule nobody in particular owes. Said without a verb,
    a dated event may be asked as a proposal ("dentist Thursday at 3?"); a time alone is none."""
    root = next(iter(doc.sents)).root
    told = sx.child(root, "ccomp")
    if told is not None and (root.lemma_.lower() == "forget" and sx.negated(root) or
                             root.lemma_.lower() in ("remember", "note", "know")):
        root = told  # "don't forget the bin men come on Thursdays": what to remember is announced
    verbless = root.pos_ not in ("VERB", "AUX")
    if verbless and not any(t.pos_ in ("NOUN", "PROPN") and not sx.is_time_token(t) for t in root.subtree):
        return None  # "Ten o'clock.": a time alone; "Dentist Thursday at 3?" names the event
    if sx.is_question(doc) and not (verbless or proposes(root)) or ctx.speakers.speaker == ctx.robot_id or \
            sx.negated(root):
        return None  # the robot relays, it does not announce; "he can't do Monday" announces nothing
    due_ns, due_text, recurrence = due_of(root, text, ctx)
    if not due_text or (due_ns is None and not recurrence) or (due_ns is not None and not recurrence and (
            due_ns < ctx.now_ns or verbless and due_ns == ctx.now_ns)):
        return None  # said without a verb, only a time still ahead dates an event ("lovely weather today" is talk)
    have_got = root.lower_ == "got" and any(a in ("have", "'ve", "has", "'s") for a in sx.auxiliaries(root))
    past = root.tag_ == "VBD" and not have_got or any(a in ("did", "was", "were", "had") for a in sx.auxiliaries(root))
    if past and not moves_in_time(root) or _modal_perfect(root):
        return None  # said of the past ("we've got people coming" is the present: have got = have); a move
        # done is news of the time still ahead ("they moved Canelo to ten-thirty")
    owner = ctx.speakers.addressee if recurrence and sx.imperative(root) else _own(root, ctx)
    action = placing(root, ctx) or said_as([t for t in root.subtree if not t.is_punct], ctx.speakers)
    named = [t for t in root.subtree if t.dep_ in ("nsubj", "nsubjpass", "dobj", "pobj", "attr") and (
        t.pos_ in ("NOUN", "PROPN") and (t.dep_ in ("nsubj", "nsubjpass") or not sx.is_time_token(t) or event_named(t))
        or t.lower_ in sx.PRONOUNS and t.dep_ in ("nsubj", "nsubjpass") and ctx.last_thing
        or t.lower_ in sx.THIRD_PERSON and ctx.speakers.person(t))
        or t.dep_ == "npadvmod" and event_named(t)  # "can we make movie night Sunday": the event, parsed as a time
        or verbless and t is root and t.pos_ in ("NOUN", "PROPN") and not sx.is_time_token(t)]  # "Jo's dentist Monday at 3"
    objects = tuple(dict.fromkeys(ctx.speakers.person(t) or (ctx.last_thing if t.lower_ in sx.PRONOUNS else "")
                                  or ctx.resolve(sx.thing_words(t)[0]) or mention_id(sx.thing_words(t)[0])
                                  for t in named))
    if root.lemma_.lower() == "be" and not any(objects) and not _back(root):  # "it's only Monday": a date
        return None  # said, no event; "I should be back around ten": a return
    return Undertaking(kind=CommitmentKind.SCHEDULE, owner=owner, beneficiary=ctx.speakers.speaker,
                       action=action, due_ns=due_ns, due_text=due_text, recurrence=recurrence,
                       objects=tuple(o for o in objects if o), verb=_event_word(root))


def _own(root: Any, ctx: ReadingContext) -> str:
    """The one addressed, when the event announced is their doing ("you're getting Kayla from the
    dance tonight", said to someone of the home); else no one in particular (the speaker's "I cycle
    to the gym on Friday" may be a timetable as well as a plan)."""
    subj = sx.subject(root)
    addressee = ctx.speakers.addressee
    return addressee if subj is not None and subj.lower_ == "you" and addressee != ctx.robot_id else ""


def _back(verb: Any) -> bool:
    """Whether "be" says someone comes back or home ("I should be back around ten")."""
    return any(t.dep_ in ("advmod", "prt", "acomp") and t.lower_ in ("back", "home") for t in verb.subtree)


def _modal_perfect(pred: Any) -> bool:
    """ "might have left", "must've forgotten": a modal with the perfect speaks of the past."""
    auxs = [c for c in pred.children if c.dep_ == "aux"]
    return pred.tag_ == "VBN" and any(a.tag_ == "MD" for a in auxs) and any(a.lemma_.lower() in ("have", "'ve") for a in auxs)


def _event_word(root: Any) -> str:
    """What kind of dated event a clause announces: someone coming is a visit ("the plumber's
    coming on Thursday"), having someone at a time is an appointment ("I've got the dentist at
    nine"); else the clause's own verb."""
    lemma = root.lemma_.lower()
    subj = sx.subject(root)
    if lemma in sx.ARRIVING | {"visit", "stay"} and subj is not None and (is_person_noun(subj) or subj.pos_ == "PROPN"):
        return "visit"
    booked = sx.child(root, "dobj")
    if lemma in ("have", "get", "see") and booked is not None and (is_person_noun(booked) or booked.pos_ == "PROPN"):
        coming = any(c.dep_ in ("acl", "relcl") and c.lemma_.lower() in sx.ARRIVING | {"visit", "stay"}
                     for c in booked.children)
        return "visit" if coming else "appointment"  # "we've got the Smiths coming", "I'm seeing the optician"
    return canonical_verb(root.lemma_) if root.pos_ in ("VERB", "AUX") else ""

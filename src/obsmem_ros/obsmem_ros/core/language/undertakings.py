"""Undertakings: what a clause says is owed, by whom, for whom and by when.

A reminder ("remind me to ..."), a request (an imperative, "can you ...", "I need you to ...", a
prohibition, a need: "the plants need watering"), a promise (the speaker with "will" / "going to"
/ "promise"), a schedule (a bare recurring command, or an event at a future time announced by a
person). Coordinated results split ("I will have the living room ready and the grapes washed by
8:30" -> two promises, one due time). Times are resolved against the time of speaking
(`views.commitment.due`, then `times.find_times`); words that resolve to no time are kept as
`due_text`.

This module reads the undertakings of a predicate (`undertakings_of`), or of a predicate read as
a kind a classifier names (`undertakings_as`, `rekinded`), and what each owes: its things, its
due time, a standing wish it makes. The forms that find who owes what are in `undertaking_forms`,
the parts and words of an owed action in `owed_actions`, due times in `due_times`, and dated
events announced in `announcements`.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, List, Sequence, Tuple

from obsmem_ros.core.records import CommitmentKind

from . import utterance_syntax as sx
from .any_time_wishes import wanted_any_time
from .clauses import PARSES
from .due_times import due_of
from .owed_actions import actions, own_times, said_as
from .placing import placing
from .plans import about_newcomer, plan_owner, planner_of
from .preferences import measure, standing_wish
from .referents import ReadingContext, referent
from .speakers import is_thing
from .undertaking_forms import ANYONE, core_action, gives_word, kind, pledging, reassures
from .utterance_records import Undertaking
from .verbs import canonical_verb, deed_key, undertaking_words

__all__ = ["lets_be", "pro_form", "rekinded", "undertakings_as", "undertakings_of"]

_STANDING = re.compile(r"\b(?:from now on|in future|from today on|from here on)\b")
_PERSON_OBJECTS = frozenset({"you", "him", "her", "them", "me", "us"})
_LETTING_BE = frozenset({"leave", "forget"})


def undertakings_of(pred: Any, doc: Any, ctx: ReadingContext, text: str) -> List[Undertaking]:
    subj = sx.subject(pred)
    asked = subj is not None and subj.lower_ == "you" and any(a in sx.REQUEST_MODALS for a in sx.auxiliaries(pred))
    conditional = asked and pred.dep_ in ("advcl", "acl", "relcl", "ccomp")  # "any chance you could X"
    if (pred.dep_ not in ("ROOT", "conj", "ccomp", "parataxis") and not conditional) or (
            pred.dep_ == "conj" and child_of_same_subject(pred)) or lets_be(pred):
        return []
    if any(pledging(c, ctx) for c in pred.children):  # "you have my word: the shed cleared out by Sunday"
        return undertakings_as("promise", pred, doc, ctx, text)
    if pred.dep_ == "ROOT" and gives_word(pred, ctx):  # "you have my word: the towels back in the basket ..."
        return _pledged(doc, ctx)
    found = kind(pred, doc, ctx)
    if found is None or found[3] is None:
        return []
    owed = about_newcomer(_owed(pred, doc, ctx, text, *found), ctx)
    promised = found[0] is CommitmentKind.PROMISE and found[3] is not pred  # "I promise the towels will be back"
    return _of_thing(owed, sx.subject(found[3]), ctx) if promised else owed


def _pledged(doc: Any, ctx: ReadingContext) -> List[Undertaking]:
    """The deed a pledge names after a colon ("you have my word: the towels back in the basket after
    dinner", parsed as hanging off "word"), read as a clause of its own and promised by the speaker."""
    colon = next((t for t in doc if t.text == ":"), None)
    words = doc[colon.i + 1:].text.strip() if colon is not None else ""
    if not words:
        return []
    deed = PARSES.doc(words)
    return undertakings_as("promise", next(iter(deed.sents)).root, deed, ctx, words)


def undertakings_as(label: str, pred: Any, doc: Any, ctx: ReadingContext, text: str) -> List[Undertaking]:
    """What `pred` owes read as an undertaking of kind `label` (request | promise | schedule), when
    a classifier says the clause asks, promises or plans but no form of `kind` matched: the owner
    and beneficiary follow the kind (a request is owed by the addressee to the speaker, a promise
    and a plan by the speaker), the action is the predicate's core action (the verb inside "want
    you to", "going to", "promise to" and polite frames)."""
    if pred.dep_ not in ("ROOT", "conj", "ccomp", "parataxis") or sx.is_question(doc) and label != "request" \
            or reassures(pred) or lets_be(pred) or label == "schedule" and _refused(pred):
        return []
    speaker, addressee = ctx.speakers.speaker, ctx.speakers.addressee
    inner = sx.child(pred, "xcomp", "ccomp")
    action = core_action(inner if inner is not None and inner.pos_ in ("VERB", "AUX") and pred.lemma_.lower() in (
        "want", "need", "like", "promise", "go", "plan", "mean", "have") else pred)
    if label == "request":
        kind, owner, beneficiary = CommitmentKind.REQUEST, addressee, speaker
    elif label == "promise":
        kind, owner, beneficiary = CommitmentKind.PROMISE, *promiser(pred, ctx)
    else:  # a plan: the speaker's, that of the person the subject names ("Des is staying in"), else no one's
        kind, owner, beneficiary = CommitmentKind.SCHEDULE, plan_owner(pred, ctx), speaker
    return _of_thing(_owed(pred, doc, ctx, text, kind, owner, beneficiary, action), sx.subject(pred), ctx)


def _refused(pred: Any) -> bool:
    """A plan said not to happen ("he can't come Thursday"): negated, and not "not until" a time
    ("mi nah reach home till half six" says when it does)."""
    return sx.negated(pred) and not any(t.lower_ in _UNTIL_WORDS for t in pred.subtree)


_UNTIL_WORDS = frozenset({"until", "till", "til", "'til"})


def promiser(pred: Any, ctx: ReadingContext) -> Tuple[str, str]:
    """(owner, beneficiary) of a clause read as a promise: the speaker's word to the one addressed,
    unless its subject says whose deed it is: the addressee's ("Okay, you take her", "fine, you do
    the shop run then": an offer accepted hands the deed to the one who offered it), or another
    person's of the home, given to the speaker ("Kaylee texted. She's gonna pick up Dana")."""
    speaker, addressee = ctx.speakers.speaker, ctx.speakers.addressee
    subj = sx.subject(pred)
    if subj is None or subj.lower_ in sx.SPEAKER_WORDS:
        return speaker, addressee
    if subj.lower_ == "you":
        return (addressee, speaker) if addressee not in ("", ctx.robot_id) else (speaker, addressee)
    other = planner_of(pred, ctx)
    return (other, speaker) if other not in ("", speaker) else (speaker, addressee)


def _of_thing(owed: List[Undertaking], subj: Any, ctx: ReadingContext) -> List[Undertaking]:
    """`owed` with the thing its clause is said of ("your boots will be dry by the morning": the
    boots, dry; "I promise the towels will be back in the basket": the towels, back) as its first
    thing and the start of its deed; unchanged when the subject is someone or nothing."""
    thing = referent(subj, ctx, new_ok=False) if subj is not None and is_thing(subj, ctx.speakers) else None
    if not thing:
        return owed
    said = said_as(list(subj.subtree), ctx.speakers)
    return [replace(u, objects=tuple(dict.fromkeys((thing, *u.objects))),
                    action=u.action if u.action.lower().startswith(f"put {said.lower()}") else f"{said} {u.action}")
            for u in owed]


def rekinded(owed: Undertaking, label: str, ctx: ReadingContext) -> Undertaking:
    """`owed` as an undertaking of kind `label` (request | promise | schedule), its owner and
    beneficiary following the kind as in `undertakings_as`; a reminder stays a reminder."""
    kind = {"request": CommitmentKind.REQUEST, "promise": CommitmentKind.PROMISE,
            "schedule": CommitmentKind.SCHEDULE}[label]
    if owed.kind is kind or owed.kind is CommitmentKind.REMINDER and kind is CommitmentKind.REQUEST:
        return owed
    speaker, addressee = ctx.speakers.speaker, ctx.speakers.addressee
    others = owed.kind is CommitmentKind.SCHEDULE and owed.owner not in ("", speaker, ctx.robot_id)  # "she's
    # gonna pick Dana up": another's plan the classifier reads as a promise stays theirs, given to the speaker
    owner, beneficiary = {CommitmentKind.REQUEST: (addressee, speaker),
                          CommitmentKind.PROMISE: (owed.owner, speaker) if others else (speaker, addressee),
                          CommitmentKind.SCHEDULE: (owed.owner or speaker, owed.beneficiary or speaker)}[kind]
    return replace(owed, kind=kind, owner=owner, beneficiary=beneficiary)


def _owed(pred: Any, doc: Any, ctx: ReadingContext, text: str, kind: CommitmentKind, owner: str, beneficiary: str,
          action_pred: Any) -> List[Undertaking]:
    """The undertakings of `kind` that `pred` says are owed, the owed action read from `action_pred`."""
    due_ns, due_text, recurrence = due_of(action_pred, text, ctx)
    if kind is CommitmentKind.REQUEST and recurrence and sx.imperative(pred) and not any(
            t.lower_ == "please" for t in doc):  # "start the coffee machine every weekday at 7": a standing order
        kind = CommitmentKind.SCHEDULE
    standing = kind is CommitmentKind.REQUEST and (_STANDING.search(text.lower()) or sx.habitual(action_pred)
                                                   or _held_without_end(action_pred))
    ordered = kind is CommitmentKind.REQUEST or kind is CommitmentKind.SCHEDULE and owner == addressee_of(ctx)
    wishes = standing_wish(action_pred, ctx) if ordered and (kind is CommitmentKind.SCHEDULE or standing) else []
    ctx.standing += wishes or (wanted_any_time(action_pred, ctx) if ordered else [])  # "give me the green mug
    # any day": which one the speaker wants whenever there is a choice
    subj = sx.subject(pred)
    if action_pred is not pred and pred.lemma_.lower() in ("need", "have") and subj is not None and \
            action_pred.tag_ == "VB" and is_thing(subj, ctx.speakers) and subj.lower_ not in ANYONE:
        thing = referent(subj, ctx, new_ok=False)
        drop = sx.time_phrases_in(action_pred) + [c for c in action_pred.children if c.dep_ == "aux"]
        kept = sx.subtree_without(action_pred, drop)
        words = sx.phrase_text(list(subj.subtree) + kept)
        return [Undertaking(kind=kind, owner=owner, beneficiary=beneficiary, action=words, due_ns=due_ns,
                            due_text=due_text, recurrence=recurrence, objects=_with_goal(thing, kept, ctx),
                            verb=canonical_verb(action_pred.lemma_))]
    if action_pred is not pred and pred.lemma_.lower() in ("need", "want") and subj is not None and \
            action_pred.lower_.endswith("ing"):  # "the plants need watering", "I need waking at six"
        verb = PARSES.doc(f"they are {action_pred.lower_}")[2].lemma_.lower()  # the gerund read as a verb
        person = ctx.speakers.person(subj)
        thing = None if person else referent(subj, ctx, new_ok=False)
        done_to = person or sx.phrase_text(list(subj.subtree))
        return [Undertaking(kind=kind, owner=owner, beneficiary=beneficiary,
                            action=f"{verb} {done_to}".strip(), due_ns=due_ns,
                            due_text=due_text, recurrence=recurrence, objects=(thing,) if thing else (),
                            verb=canonical_verb(verb))]
    out = []
    parts = actions(action_pred, ctx)
    for (verb, tokens, head), own in zip(parts, own_times(action_pred, [head for _v, _t, head in parts], text)):
        if own is not None:  # "water the plants tonight and mow the lawn on Saturday": each its own time
            due_ns, due_text, recurrence = due_of(action_pred, own[0], ctx, phrases=own[1])
        named = [t for t in tokens if t.dep_ in ("dobj", "pobj", "nsubj", "conj", "nsubjpass")
                 or t.i == action_pred.i]  # a verbless result names its own thing ("the towels back in ...")
        # pronouns first (what was said before), then whom or what the deed is for, so that "it" next means
        # the deed's own thing ("take the halwa out for Bhua's. It's in the freezer": the halwa); order kept
        things = [t for t in named if t.pos_ in ("NOUN", "PROPN", "PRON") and not ctx.speakers.person(t)]
        first = sorted(things, key=lambda t: (t.pos_ != "PRON", not (t.dep_ == "pobj" and t.head.lower_ == "for"), t.i))
        meant = {t.i: referent(t, ctx, new_ok=False) for t in first}
        objects = tuple(filter(None, (meant[t.i] for t in things)))
        objects = objects or _unsaid_objects(kind, tokens, ctx)
        forbidden = sx.negated(action_pred) and sx.imperative(pred)  # "don't let him near it"; not "couldn't you"
        action = ("not " if forbidden else "") + said_as(tokens, ctx.speakers)
        placed = None if forbidden else placing(head, ctx)  # "have them back in the basket": put them there
        action, verb = (placed, "put") if placed else (action, verb)
        out.append(Undertaking(kind=kind, owner=owner, beneficiary=beneficiary, action=action,
                               due_ns=due_ns, due_text=due_text, recurrence=recurrence,
                               objects=tuple(dict.fromkeys(objects)), verb=deed_key(verb, _moves_person(head, ctx))))
    return out


def _with_goal(thing: Any, tokens: Sequence[Any], ctx: ReadingContext) -> Tuple[str, ...]:
    """The thing a need is said of and the place its deed names ("the remote needs to go to the
    kids' desk": the remote, the kids' desk), as a request said with its thing first names both."""
    goals = [referent(t, ctx, new_ok=False) for t in tokens if t.dep_ == "pobj" and t.pos_ in ("NOUN", "PROPN")
             and not ctx.speakers.person(t)]
    return tuple(dict.fromkeys(filter(None, (thing, *goals))))


def _moves_person(head: Any, ctx: ReadingContext) -> bool:
    """Whether a deed's direct object is a person, or one of the objects it joins ("drop you", "drop
    Gran", "put him on the bus", "drive my own self and your mama")."""
    return any(t.lower_ in _PERSON_OBJECTS or bool(ctx.speakers.person(t))
               for c in head.children if c.dep_ == "dobj" for t in (c, *c.conjuncts))


def _unsaid_objects(kind: CommitmentKind, tokens: Sequence[Any], ctx: ReadingContext) -> Tuple[str, ...]:
    """The things of an owed action that names none: a promise answering a request is about that
    request's things ("Could you remind me to post the card?" - "I'll remind you at nine"); a
    request with no thing ("could you check?") is about the thing just spoken of. An action whose
    words name a thing memory does not know ("remind everyone about movie night") is about that,
    not about the last thing spoken of."""
    if any((t.dep_ in ("dobj", "dative", "ccomp", "xcomp") or t.pos_ in ("NOUN", "PROPN"))
           and not ctx.speakers.person(t) for t in tokens):
        return ()
    if kind is CommitmentKind.PROMISE:
        asked = [u for u in ctx.earlier if u.owner == ctx.speakers.speaker and u.objects and u.kind in (
            CommitmentKind.REQUEST, CommitmentKind.REMINDER)]
        return asked[-1].objects if asked else ()
    if kind in (CommitmentKind.REQUEST, CommitmentKind.REMINDER) and ctx.last_thing:
        return (ctx.last_thing,)
    return ()


def lets_be(pred: Any) -> bool:
    """ "Leave my keys", "leave the towels to me", "forget the remote": an imperative that lets a thing
    be, with no place, state or deed said for it (at most the speaker to have it), asks nothing to be
    done; "leave the keys on the hook", "leave the lights on", "leave the parcel with Ann" do."""
    thing = sx.child(pred, "dobj")
    if pred.lemma_.lower() not in _LETTING_BE or not sx.imperative(pred) or thing is None:
        return False
    said = [c for c in pred.children if c.dep_ not in ("dobj", "punct", "intj")
            and not (c.dep_ == "advmod" and c.lower_ == "alone")]
    said += [c for c in thing.children if c.dep_ == "prep" and c.lower_ != "of"]  # "the keys on the hook"
    return all(c.dep_ == "prep" and c.lower_ in ("to", "with") and any(
        p.lower_ in ("me", "us") for p in c.children) for c in said)


def _held_without_end(pred: Any) -> bool:
    """ "Keep it at 21 degrees": a state asked to be kept with no time said holds from now on."""
    return pred.lemma_.lower() == "keep" and sx.imperative(pred) and all(measure(t) for t in sx.time_phrases_in(pred))


def pro_form(doc: Any) -> bool:
    """Whether a clause's deed stands for one said before it: a pro-verb with "it" / "that" /
    "this" and no thing of its own ("I'll do it", "can you sort that out?")."""
    root = next(iter(doc.sents)).root
    objects = [c for c in root.children if c.dep_ in ("dobj", "attr")]
    return root.lemma_.lower() in undertaking_words("pro_verbs") and len(objects) == 1 and \
        objects[0].lower_ in ("it", "that", "this", "so") and not any(t.pos_ in ("NOUN", "PROPN") for t in doc)


def addressee_of(ctx: ReadingContext) -> str:
    return ctx.speakers.addressee


def child_of_same_subject(pred: Any) -> bool:
    """A conjoined verb sharing its head's subject (its head's undertaking covers it)."""
    return not any(c.dep_ in ("nsubj", "nsubjpass") for c in pred.children)

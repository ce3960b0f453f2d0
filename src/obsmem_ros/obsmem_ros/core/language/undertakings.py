"""Undertakings: what a clause says is owed, by whom, for whom and by when.

A reminder ("remind me to ..."), a request (an imperative, "can you ...", "I need you to ...", a
prohibition, a need: "the plants need watering"), a promise (the speaker with "will" / "going to"
/ "promise"), a schedule (a bare recurring command, or an event at a future time announced by a
person). Coordinated results split ("I will have the living room ready and the grapes washed by
8:30" -> two promises, one due time). Times are resolved against the time of speaking
(`views.commitment.due`, then `times.find_times`); words that resolve to no time are kept as
`due_text`.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, List, Optional, Sequence, Tuple

from obsmem_ros.core.records import CommitmentKind

from . import utterance_syntax as sx
from .clauses import PARSES
from .conversation_times import anchored, returns, then_time, time_of_return
from .messages import conditional
from .offers import offer_of
from .placing import placing
from .plans import (about_newcomer, deed_ahead, done_to_speaker, event_ahead, own_word_told, plan_owner, planned,
                    planner_of, word_passed_on)
from .preferences import measure, standing_wish
from .referents import ReadingContext, mention_id, referent
from .spoken_due import moves_in_time, spoken_due, unsaid
from .times import find_times
from .utterance_records import Undertaking
from .verbs import canonical_verb, deed_key, undertaking_noun, undertaking_verb, undertaking_words

__all__ = ["announcement", "due_of", "gives_word", "pro_form", "rekinded", "undertakings_as", "undertakings_of"]

_NS = 1_000_000_000
_DAY_NS = 86_400 * _NS
_FREQUENCY = frozenset({"always", "usually", "normally", "generally", "typically", "never", "often"})
_ACTION_FRAMES = frozenset({"mind", "try", "manage", "remember", "bother", "able", "willing", "happy", "free"})
_STANDING = re.compile(r"\b(?:from now on|in future|from today on|from here on)\b")
_ANYONE = frozenset({"someone", "somebody", "anyone", "anybody"})
_PERSON_OBJECTS = frozenset({"you", "him", "her", "them", "me", "us"})
_EVERYONE = frozenset({"everyone", "everybody", "family", "household", "all"})


def undertakings_of(pred: Any, doc: Any, ctx: ReadingContext, text: str) -> List[Undertaking]:
    subj = sx.subject(pred)
    asked = subj is not None and subj.lower_ == "you" and any(a in sx.REQUEST_MODALS for a in sx.auxiliaries(pred))
    conditional = asked and pred.dep_ in ("advcl", "acl", "relcl", "ccomp")  # "any chance you could X"
    if (pred.dep_ not in ("ROOT", "conj", "ccomp", "parataxis") and not conditional) or (
            pred.dep_ == "conj" and child_of_same_subject(pred)):
        return []
    if any(_pledging(c, ctx) for c in pred.children):  # "you have my word: the shed cleared out by Sunday"
        return undertakings_as("promise", pred, doc, ctx, text)
    found = _kind(pred, doc, ctx)
    if found is None or found[3] is None:
        return []
    owed = about_newcomer(_owed(pred, doc, ctx, text, *found), ctx)
    promised = found[0] is CommitmentKind.PROMISE and found[3] is not pred  # "I promise the towels will be back"
    return _of_thing(owed, sx.subject(found[3]), ctx) if promised else owed


def undertakings_as(label: str, pred: Any, doc: Any, ctx: ReadingContext, text: str) -> List[Undertaking]:
    """What `pred` owes read as an undertaking of kind `label` (request | promise | schedule), when
    a classifier says the clause asks, promises or plans but no form of `_kind` matched: the owner
    and beneficiary follow the kind (a request is owed by the addressee to the speaker, a promise
    and a plan by the speaker), the action is the predicate's core action (the verb inside "want
    you to", "going to", "promise to" and polite frames)."""
    if pred.dep_ not in ("ROOT", "conj", "ccomp", "parataxis") or sx.is_question(doc) and label != "request" \
            or _reassures(pred):
        return []
    speaker, addressee = ctx.speakers.speaker, ctx.speakers.addressee
    inner = sx.child(pred, "xcomp", "ccomp")
    action = _core_action(inner if inner is not None and inner.pos_ in ("VERB", "AUX") and pred.lemma_.lower() in (
        "want", "need", "like", "promise", "go", "plan", "mean", "have") else pred)
    if label == "request":
        kind, owner, beneficiary = CommitmentKind.REQUEST, addressee, speaker
    elif label == "promise":
        kind, owner, beneficiary = CommitmentKind.PROMISE, speaker, addressee
    else:  # a plan: the speaker's, that of the person the subject names ("Des is staying in"), else no one's
        kind, owner, beneficiary = CommitmentKind.SCHEDULE, plan_owner(pred, ctx), speaker
    return _of_thing(_owed(pred, doc, ctx, text, kind, owner, beneficiary, action), sx.subject(pred), ctx)


def _of_thing(owed: List[Undertaking], subj: Any, ctx: ReadingContext) -> List[Undertaking]:
    """`owed` with the thing its clause is said of ("your boots will be dry by the morning": the
    boots, dry; "I promise the towels will be back in the basket": the towels, back) as its first
    thing and the start of its deed; unchanged when the subject is someone or nothing."""
    thing = referent(subj, ctx, new_ok=False) if subj is not None and sx.is_thing(subj, ctx.speakers) else None
    if not thing:
        return owed
    said = _said_as(list(subj.subtree), ctx.speakers)
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
    owner, beneficiary = {CommitmentKind.REQUEST: (addressee, speaker), CommitmentKind.PROMISE: (speaker, addressee),
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
    if kind is CommitmentKind.SCHEDULE and owner == addressee_of(ctx) or standing:  # "from now on keep them ..."
        ctx.standing += standing_wish(action_pred, ctx)
    subj = sx.subject(pred)
    if action_pred is not pred and pred.lemma_.lower() in ("need", "have") and subj is not None and \
            action_pred.tag_ == "VB" and sx.is_thing(subj, ctx.speakers) and subj.lower_ not in _ANYONE:
        thing = referent(subj, ctx, new_ok=False)
        drop = sx.time_phrases_in(action_pred) + [c for c in action_pred.children if c.dep_ == "aux"]
        words = sx.phrase_text(list(subj.subtree) + sx.subtree_without(action_pred, drop))
        return [Undertaking(kind=kind, owner=owner, beneficiary=beneficiary, action=words, due_ns=due_ns,
                            due_text=due_text, recurrence=recurrence, objects=(thing,) if thing else (),
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
    parts = _actions(action_pred, ctx)
    for (verb, tokens, head), own in zip(parts, _own_times(action_pred, [head for _v, _t, head in parts], text)):
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
        action = ("not " if forbidden else "") + _said_as(tokens, ctx.speakers)
        placed = None if forbidden else placing(head, ctx)  # "have them back in the basket": put them there
        action, verb = (placed, "put") if placed else (action, verb)
        out.append(Undertaking(kind=kind, owner=owner, beneficiary=beneficiary, action=action,
                               due_ns=due_ns, due_text=due_text, recurrence=recurrence,
                               objects=tuple(dict.fromkeys(objects)), verb=deed_key(verb, _moves_person(head, ctx))))
    return out


def _moves_person(head: Any, ctx: ReadingContext) -> bool:
    """Whether a deed's direct object is a person ("drop you", "drop Gran", "put him on the bus")."""
    return any(c.dep_ == "dobj" and (c.lower_ in _PERSON_OBJECTS or bool(ctx.speakers.person(c)))
               for c in head.children)


def _unsaid_objects(kind: CommitmentKind, tokens: Sequence[Any], ctx: ReadingContext) -> Tuple[str, ...]:
    """The things of an owed action that names none: a promise answering a request is about that
    request's things ("Could you remind me to post the card?" - "I'll remind you at nine"); a
    request with no thing ("could you check?") is about the thing just spoken of."""
    if any(t.dep_ in ("dobj", "dative", "ccomp", "xcomp") and not ctx.speakers.person(t) for t in tokens):
        return ()
    if kind is CommitmentKind.PROMISE:
        asked = [u for u in ctx.earlier if u.owner == ctx.speakers.speaker and u.objects and u.kind in (
            CommitmentKind.REQUEST, CommitmentKind.REMINDER)]
        return asked[-1].objects if asked else ()
    if kind in (CommitmentKind.REQUEST, CommitmentKind.REMINDER) and ctx.last_thing:
        return (ctx.last_thing,)
    return ()


def _kind(pred: Any, doc: Any, ctx: ReadingContext) -> Optional[Tuple[CommitmentKind, str, str, Any]]:
    """(kind, owner, beneficiary, the predicate of the owed action) of a clause, or None."""
    speaker, addressee = ctx.speakers.speaker, ctx.speakers.addressee
    lemma, subj = pred.lemma_.lower(), sx.subject(pred)
    subj_word = subj.lower_ if subj is not None else ""
    auxs = sx.auxiliaries(pred)
    please = any(t.lower_ == "please" for t in doc)
    if (undertaking_verb(lemma) == "remind" or _told_when(pred, ctx)) and (sx.imperative(pred) or subj_word == "you"):
        who = sx.child(pred, "dobj") or _reminded_person(pred, ctx)
        beneficiary = (ctx.speakers.person(who) or who.lower_) if who is not None else speaker
        return CommitmentKind.REMINDER, addressee, beneficiary or speaker, _reminder_content(pred) or pred
    named = _named_undertaking(pred, ctx)
    if named is not None:
        return named
    if lemma in ("want", "need", "like", "ask") and subj_word in sx.SPEAKER_WORDS:
        inner = sx.child(pred, "xcomp", "ccomp")
        if inner is not None and (sx.subject(inner) is not None and sx.subject(inner).lower_ == "you"):
            return CommitmentKind.REQUEST, addressee, speaker, inner
    embedded = any(c.dep_ == "mark" and c.lower_ in ("if", "whether") for c in pred.children)  # "I wonder if you could"
    if subj_word == "you" and any(a in sx.REQUEST_MODALS for a in auxs) and (
            sx.is_question(doc) or pred.dep_ in ("advcl", "acl", "relcl") or embedded):  # "you couldn't grab it, could you?"
        return CommitmentKind.REQUEST, addressee, speaker, _core_action(pred)
    if lemma == "forget" and sx.negated(pred) and sx.imperative(pred):  # "don't forget to feed the cat"
        inner = sx.child(pred, "xcomp")
        return (CommitmentKind.REQUEST, addressee, speaker, inner) if inner is not None else None
    if sx.negated(pred):  # "don't let Noah near it": a prohibition is a request too
        return (CommitmentKind.REQUEST, addressee, speaker, pred) if sx.imperative(pred) and not _reassures(pred) \
            else None
    needed = _needed(pred, ctx)
    if needed is not None:  # "the plants need watering", "I need the washing hung up"
        return CommitmentKind.REQUEST, addressee, speaker, needed
    if lemma == "make" and sx.imperative(pred) and any(c.lower_ == "sure" for c in pred.children):
        inner = next((g for c in pred.children if c.lower_ == "sure" for g in c.children
                      if g.dep_ in ("ccomp", "xcomp")), None)
        return (CommitmentKind.REQUEST, addressee, speaker, inner) if inner is not None else None
    offered = offer_of(pred)
    if offered is not None:  # "let me get it": the speaker offers the deed
        return CommitmentKind.PROMISE, speaker, addressee, offered
    if subj_word in ("let", "'s") or lemma == "let" and not any(
            c.dep_ in ("dobj", "nsubj", "ccomp") and c.lower_ in ("me", "us") for c in pred.subtree):
        return None  # "let's go" suggests; "let me know" asks
    if sx.imperative(pred) and (please or pred.dep_ == "ROOT"):
        return CommitmentKind.REQUEST, addressee, speaker, pred
    if subj_word in ("you",) and any(a in sx.REQUEST_MODALS for a in auxs) and (
            sx.is_question(doc) or please or pred.dep_ == "advcl"):
        return CommitmentKind.REQUEST, addressee, speaker, _core_action(pred)
    if subj_word in ("i", "we") and undertaking_verb(lemma) == "promise":
        inner = sx.child(pred, "xcomp", "ccomp")
        return (CommitmentKind.PROMISE, speaker, ctx.speakers.addressee, inner) if inner is not None else None
    if subj_word in ("i", "we") and any(c.dep_ == "advmod" and c.lower_ in _FREQUENCY for c in pred.children):
        return None  # habitual "will": "I'll always go for the blue one" states a habit, owes nothing
    if subj_word in ("i", "we") and (any(a in sx.FUTURE_AUX for a in auxs) or
                                     lemma == "go" and pred.tag_ == "VBG" and sx.child(pred, "xcomp") is not None):
        going_to = sx.child(pred, "xcomp") if lemma == "go" else None  # "I'm going to water them"
        action = _core_action(going_to if going_to is not None else pred)  # else "I'll go for the blue one"
        if _whereabouts(action):  # "we'll be out from twelve": a plan of the speaker's, not an undertaking
            return CommitmentKind.SCHEDULE, speaker, speaker, action
        return CommitmentKind.PROMISE, speaker, ctx.speakers.addressee, action
    if subj_word in ("i", "we") and "can" in auxs and not sx.is_question(doc) and sx.time_phrases_in(pred):
        return CommitmentKind.PROMISE, speaker, ctx.speakers.addressee, pred  # "I can take Max to the vet on Friday"
    if deed_ahead(pred, ctx):  # "I collect the twins at three", "you carry the crates"
        if subj_word == "you":
            return CommitmentKind.REQUEST, addressee, speaker, pred
        return (CommitmentKind.PROMISE, speaker, addressee, pred) if event_ahead(ctx) else \
            (CommitmentKind.SCHEDULE, speaker, speaker, pred)  # a part in an event said before, or a plan
    planner = planner_of(pred, ctx)  # the speaker's own plans are read above, or announced ("I'm seeing the physio")
    asked = sx.is_question(doc) and not sx.declarative_question(doc)  # "you're taking him, okay?" still tells
    giver = "" if asked else word_passed_on(pred, auxs, ctx)
    if giver:  # "Omar told me he'd bring the ladder back"
        return CommitmentKind.PROMISE, giver, speaker, _core_action(pred)
    told = "" if asked else own_word_told(pred, auxs, ctx)
    if told:  # "I told Arjun I'd help him with his fractions"
        return CommitmentKind.PROMISE, speaker, told, _core_action(pred)
    if planner not in ("", speaker) and not asked and planned(pred, auxs, ctx):  # "Jun's taking Lola to mass"
        going_to = sx.child(pred, "xcomp") if lemma == "go" and pred.tag_ == "VBG" else None
        action = _core_action(going_to if going_to is not None else pred)  # done to the speaker: a promise to them
        return CommitmentKind.PROMISE if done_to_speaker(action) else CommitmentKind.SCHEDULE, planner, speaker, action
    return None


def _reminded_person(pred: Any, ctx: ReadingContext) -> Optional[Any]:
    """Who a reminder is for, when not the verb's object: "give me a nudge" (the dative), "set
    a reminder for Dan" (a "for" under the noun or the verb), "... for Dan to do his homework" (the
    subject of the reminded clause)."""
    people = [c for c in pred.children if c.dep_ in ("dative", "iobj", "npadvmod")]
    noun = sx.child(pred, "dobj")
    heads = [pred] + ([noun] if noun is not None else [])
    people += [g for h in heads for c in h.children if c.dep_ in ("prep", "dative") and c.lower_ == "for"
               for g in c.children if g.dep_ == "pobj"]
    people += [g for h in heads for c in h.children if c.dep_ in ("advcl", "acl", "relcl", "xcomp", "ccomp")
               for g in c.children if g.dep_ == "nsubj" and any(m.lower_ == "for" for m in c.children)]
    return next((c for c in people if ctx.speakers.person(c) or c.pos_ == "PROPN" or sx.is_person_noun(c)
                 or c.lower_ in _EVERYONE), None)


def _reminder_content(pred: Any, noun: Optional[Any] = None) -> Optional[Any]:
    """What a reminder is about: the clause under the verb or its noun ("remind me to ...", "a
    nudge to take my pills"), else what follows a preposition under the verb, its noun or its
    object ("a reminder about the bins", "remind everyone about movie night": "about" and "of"
    name the topic even when it is an evening); None when nothing does."""
    heads = [pred] + [h for h in (noun, sx.child(pred, "dobj")) if h is not None]
    clause = next((c for h in heads for c in h.children if c.dep_ in ("xcomp", "ccomp", "acl", "advcl", "relcl")
                   and c.pos_ in ("VERB", "AUX") and not (c.dep_ == "advcl" and conditional(c))), None)
    return clause or next((g for h in heads for c in h.children if c.dep_ == "prep" and c.lower_ != "for"
                           and (c.lower_ in ("about", "of") or not sx.is_time_phrase(c))
                           for g in c.children if g.dep_ in ("pobj", "pcomp")), None)


def _told_when(pred: Any, ctx: ReadingContext) -> bool:
    """Telling someone to do something at a time is reminding them ("at 9:30 every day, could you
    tell me to take my medicine?"); without a time it passes a message on ("tell Dan to do his
    homework")."""
    told = sx.child(pred, "dobj", "dative")
    deed = sx.child(pred, "xcomp")
    return pred.lemma_.lower() == "tell" and told is not None and bool(ctx.speakers.person(told)) and \
        deed is not None and any(a.lower_ == "to" for a in deed.children) and bool(sx.time_phrases_in(pred))


def _named_undertaking(pred: Any, ctx: ReadingContext) -> Optional[Tuple[CommitmentKind, str, str, Any]]:
    """An undertaking a noun names under a light verb: a reminder asked for ("give me a nudge to
    take my pills", "set a reminder for Dan to do his homework", "send round a reminder about movie
    night"), a promise made ("I give you my word I'll ...", "you have my word: ..."), a favour
    asked ("do me a favour and bring ...": the verb joined to it is the request)."""
    noun = sx.child(pred, "dobj")
    if pred.lemma_.lower() not in undertaking_words("light") or noun is None or sx.negated(pred):
        return None
    meant = undertaking_noun(noun.lemma_)
    speaker, addressee = ctx.speakers.speaker, ctx.speakers.addressee
    subj = sx.subject(pred)
    asking = sx.imperative(pred) or subj is not None and subj.lower_ == "you" and any(
        a in sx.REQUEST_MODALS for a in sx.auxiliaries(pred))
    if meant == "remind" and asking:
        who = _reminded_person(pred, ctx)
        beneficiary = (ctx.speakers.person(who) or who.lower_) if who is not None else speaker
        return CommitmentKind.REMINDER, addressee, beneficiary, _reminder_content(pred, noun) or pred
    if meant == "promise" and gives_word(pred, ctx):
        content = next((c for c in noun.children if c.dep_ in ("appos", "acl", "relcl", "ccomp")), None) or next(
            (c for c in pred.children if c.dep_ in ("ccomp", "advcl", "xcomp")), None)
        return (CommitmentKind.PROMISE, speaker, addressee, content) if content is not None else None
    if meant == "request" and sx.imperative(pred):
        deed = next((c for c in pred.children if c.dep_ == "conj" and c.pos_ == "VERB"), None)
        return (CommitmentKind.REQUEST, addressee, speaker, deed) if deed is not None else None
    return None


def _held_without_end(pred: Any) -> bool:
    """ "Keep it at 21 degrees": a state asked to be kept with no time said holds from now on."""
    return pred.lemma_.lower() == "keep" and sx.imperative(pred) and all(measure(t) for t in sx.time_phrases_in(pred))


def due_of(pred: Any, text: str, ctx: ReadingContext,
           phrases: Optional[Sequence[Any]] = None) -> Tuple[Optional[int], str, str]:
    """(due time, the words that time it, recurrence) of an owed action (timed by `phrases`, all the
    time phrases under `pred` when None)."""
    phrases = list(sx.time_phrases_in(pred) if phrases is None else phrases)
    due_text = "; ".join(sx.phrase_text(list(t.subtree)) for t in phrases)
    due_ns, recurrence = spoken_due(pred, text, now_ns=ctx.now_ns, timezone=ctx.timezone,
                                    meal_clock=ctx.meal_clock, said_before=ctx.times[ctx.own_times:],
                                    around=ctx.around)
    if due_ns is None and due_text:
        times = find_times(due_text, ctx.now_ns)
        if times and times[0].end_ns > times[0].start_ns:
            due_ns = times[0].start_ns
            while due_ns < ctx.now_ns and times[0].granularity.value in ("minute", "hour"):
                due_ns += _DAY_NS
    if due_ns is None:  # "before then", "for when I'm back": a time said earlier in the conversation
        due_ns = then_time(text, ctx.times) or (
            time_of_return(ctx.times) if any(returns(p) for p in phrases) else None)
    elif not recurrence:
        due_ns = anchored(due_ns, text, ctx.now_ns, ctx.times, ctx.timezone, ctx.around, ctx.meal_clock)
    return due_ns, due_text, recurrence


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
    if sx.is_question(doc) and not verbless or ctx.speakers.speaker == ctx.robot_id or sx.negated(root):
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
    owner = ctx.speakers.addressee if recurrence and sx.imperative(root) else ""
    action = placing(root, ctx) or _said_as([t for t in root.subtree if not t.is_punct], ctx.speakers)
    named = [t for t in root.subtree if t.dep_ in ("nsubj", "nsubjpass", "dobj", "pobj", "attr") and (
        t.pos_ in ("NOUN", "PROPN") and (t.dep_ in ("nsubj", "nsubjpass") or not sx.is_time_token(t))
        or t.lower_ in sx.PRONOUNS and t.dep_ in ("nsubj", "nsubjpass") and ctx.last_thing
        or t.lower_ in sx.THIRD_PERSON and ctx.speakers.person(t))]
    objects = tuple(dict.fromkeys(ctx.speakers.person(t) or (ctx.last_thing if t.lower_ in sx.PRONOUNS else "")
                                  or ctx.resolve(sx.thing_words(t)[0]) or mention_id(sx.thing_words(t)[0])
                                  for t in named))
    if root.lemma_.lower() == "be" and not any(objects) and not _back(root):  # "it's only Monday": a date
        return None  # said, no event; "I should be back around ten": a return
    return Undertaking(kind=CommitmentKind.SCHEDULE, owner=owner, beneficiary=ctx.speakers.speaker,
                       action=action, due_ns=due_ns, due_text=due_text, recurrence=recurrence,
                       objects=tuple(o for o in objects if o), verb=_event_word(root))


def _back(verb: Any) -> bool:
    """Whether "be" says someone comes back or home ("I should be back around ten")."""
    return any(t.dep_ in ("advmod", "prt", "acomp") and t.lower_ in ("back", "home") for t in verb.subtree)


def gives_word(pred: Any, ctx: ReadingContext) -> bool:
    """Whether the speaker pledges with a light verb and a noun of promising ("I give you my word",
    "you have my word", "I make you a promise"), whatever the pledge is of."""
    noun = sx.child(pred, "dobj")
    if pred.lemma_.lower() not in undertaking_words("light") or noun is None or \
            undertaking_noun(noun.lemma_) != "promise":
        return False
    subj = sx.subject(pred)
    giver = ctx.speakers.person(subj) if subj is not None and subj.lower_ in sx.SPEAKER_WORDS else \
        sx.possessor(noun, ctx.speakers)
    return giver == ctx.speakers.speaker


def _pledging(clause: Any, ctx: ReadingContext) -> bool:
    """A pledge said inside the clause it pledges ("you have my word" of "you have my word: the
    shed cleared out by Sunday")."""
    return clause.dep_ in ("ccomp", "parataxis") and gives_word(clause, ctx)


def _reassures(pred: Any) -> bool:
    """A prohibition that asks nothing ("don't worry about the towels")."""
    return sx.negated(pred) and sx.imperative(pred) and pred.lemma_.lower() in undertaking_words("reassuring")


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


def own_clause(conj: Any) -> bool:
    """A conjoined clause with a subject and a tense of its own ("... and I'll pick him up"): read
    on its own, not as a part of its head's deed ("get the room tidied and the grapes washed")."""
    subj = next((c for c in conj.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return subj is not None and (any(c.dep_ in ("aux", "auxpass") for c in conj.children) or
                                 subj.pos_ in ("PRON", "PROPN"))


def _own_times(pred: Any, heads: Sequence[Any], text: str) -> List[Optional[Tuple[str, List[Any]]]]:
    """For each coordinated part of an owed action (`heads`: `pred`, then each conjunct split off),
    the clause's words with the other parts' time phrases blanked out and its own time phrases,
    when at least two parts say a time of their own ("water the plants tonight and mow the lawn on
    Saturday"); None for a part that shares the clause's time ("wash and dry the towels by six")."""
    phrases = sx.time_phrases_in(pred)
    inside = [{t.i for t in h.subtree} if h is not pred else set() for h in heads]
    split_off = set().union(*inside)
    owned = [[p for p in phrases if p.i in spread] if h is not pred else [p for p in phrases if p.i not in split_off]
             for h, spread in zip(heads, inside)]
    if sum(bool(o) for o in owned) < 2:
        return [None] * len(heads)
    return [(unsaid(text, [t for other in owned if other is not own for p in other for t in p.subtree]), own)
            if own else None for own in owned]


def _actions(pred: Any, ctx: ReadingContext) -> List[Tuple[str, List[Any], Any]]:
    """(verb, tokens, head) of each owed action: coordinated results split ("have the room ready and
    the grapes washed" -> "have the room ready", "have the grapes washed"); times and the subject left
    out (but those of a message passed on: "tell Biji I'll call her tonight at nine" tells her when);
    `head` is `pred` for the first, the conjunct for each split off."""
    message = {t.i for c in pred.children if c.dep_ == "ccomp" for t in c.subtree} if pred.lemma_.lower() == "tell" \
        else set()
    done_to = _result_clause(pred)  # "my book brought to the settee": its subject is what is done to, kept
    drop = [p for p in sx.time_phrases_in(pred) if p.i not in message] + [c for c in pred.children if c.dep_ in (
        "aux", "neg", "punct", "intj", "mark", "cc") or c.dep_ == "nsubj" and not done_to or c.lower_ == "please" or
        (c.dep_ == "npadvmod" and ctx.speakers.person(c)) or _pledging(c, ctx)]
    drop += [c for c in pred.children if c.dep_ == "conj" and own_clause(c)]  # its own clause:
    # "Tuấn's dropping him off and I'll pick him up" owes two deeds of two people
    conj = [c for c in pred.children if c.dep_ == "conj" and c not in drop]
    separate = [c for c in conj if any(t.pos_ in ("VERB", "ADJ") for t in c.subtree)]
    first = [t for t in sx.subtree_without(pred, drop + separate) if t.lower_ != "please" and not t.is_punct]
    verb = pred.lemma_ if pred.pos_ in ("VERB", "AUX") else ""  # a verbless result: "the towels back in"
    out = [(verb, first, pred)]
    for c in separate:
        tokens = [t for t in sx.subtree_without(c, drop) if not t.is_punct]
        if c.pos_ in ("VERB", "AUX"):
            out.append((c.lemma_, tokens, c))
        else:
            out.append((pred.lemma_, [pred] + tokens, c))
    return out


def _core_action(pred: Any) -> Any:
    """The owed action inside a polite frame: "would you mind watering ..." -> water, "would you
    be able to run ..." -> run, "could you try to fix ..." -> fix."""
    for _ in range(3):
        frame = pred if pred.lemma_.lower() in _ACTION_FRAMES else sx.child(pred, "acomp")
        if frame is None or frame.lemma_.lower() not in _ACTION_FRAMES:
            return pred
        inner = sx.child(frame, "xcomp", "ccomp")
        if inner is None:
            return pred
        pred = inner
    return pred


def _whereabouts(action: Any) -> bool:
    """An announced plan about where the speaker will be ("I'll be back by ten", "we're going to
    my mum's", "I'm off at six"), not something done for someone."""
    lemma = action.lemma_.lower()
    if lemma == "be":
        return not any(c.dep_ in ("acomp", "attr") and c.lower_ in ("ready", "done", "able") for c in action.children)
    errand = any(c.dep_ == "conj" and c.pos_ == "VERB" for c in action.children)  # "I'll go and close it"
    return lemma in ("go", "leave", "fly", "travel", "head", "drive", "come") and sx.child(action, "dobj") is None \
        and not errand


def _needed(pred: Any, ctx: ReadingContext) -> Optional[Any]:
    """What a need asks for: a thing that needs doing ("the plants need watering": water) or a
    result the speaker needs ("I need the washing hung up by lunchtime", "I'd like the remote
    brought to the sofa": hung up, brought)."""
    owed = pred.lemma_.lower() == "have" and any(  # "the recycling has to go out tonight" ("has to be hot": a wish)
        c.dep_ == "xcomp" and c.lemma_.lower() != "be" and any(a.lower_ == "to" for a in c.children)
        for c in pred.children)
    wished = pred.lemma_.lower() == "like" and any(c.dep_ == "aux" and c.lower_ in ("would", "'d") for c in pred.children)
    if pred.lemma_.lower() not in ("need", "want") and not (owed or wished) or sx.negated(pred):
        return None
    subj = sx.subject(pred)
    done = sx.child(pred, "xcomp", "dobj", "ccomp")
    if subj is None or done is None:
        return None
    if (subj.lower_ in sx.SPEAKER_WORDS or not ctx.speakers.person(subj) and sx.is_thing(subj, ctx.speakers)) and \
            done.tag_ in ("VBG", "NN") and done.lower_.endswith("ing"):
        return done  # a gerund after "need" is passive: "the plants need watering", "I need waking at six"
    if done.dep_ == "xcomp" and done.tag_ == "VB" and (subj.lower_ in _ANYONE
                                                       or sx.is_thing(subj, ctx.speakers)):
        return done  # "someone needs to walk the dog", "the bins need to go out tonight"
    result = next((c for c in done.children if c.tag_ == "VBN" and c.dep_ in ("acl", "oprd", "ccomp", "xcomp")), None)
    if subj.lower_ in sx.SPEAKER_WORDS and (result is not None or _result_clause(done)):
        return done
    return None


def _result_clause(done: Any) -> bool:
    """A participle clause with a thing for its subject: the result wanted, parsed as a clause of
    its own ("I'd like my book brought to the settee": brought, with "my book" its subject; the state
    a thing is to be made sure of: "make sure the kettle's on"). A
    participle the tagger calls a past tense counts under "would like" only, whose result cannot
    lie in the past ("I want the lights dimmed" may state how they are liked, not ask)."""
    subj = sx.subject(done)
    if done.dep_ not in ("ccomp", "xcomp", "oprd") or subj is None or subj.pos_ != "NOUN":
        return False
    conditional = any(c.dep_ == "aux" and c.lower_ in ("would", "'d") for c in done.head.children)
    if done.lemma_.lower() == "be" and done.head.lower_ == "sure":  # "make sure the kettle's on": its state
        return True
    return done.tag_ == "VBN" or done.tag_ == "VBD" and conditional


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
    if lemma in sx.ARRIVING | {"visit", "stay"} and subj is not None and (sx.is_person_noun(subj) or subj.pos_ == "PROPN"):
        return "visit"
    booked = sx.child(root, "dobj")
    if lemma in ("have", "get", "see") and booked is not None and (sx.is_person_noun(booked) or booked.pos_ == "PROPN"):
        coming = any(c.dep_ in ("acl", "relcl") and c.lemma_.lower() in sx.ARRIVING | {"visit", "stay"}
                     for c in booked.children)
        return "visit" if coming else "appointment"  # "we've got the Smiths coming", "I'm seeing the optician"
    return canonical_verb(root.lemma_) if root.pos_ in ("VERB", "AUX") else ""


def _said_as(tokens: Sequence[Any], speakers: sx.Speakers) -> str:
    """The words of an owed action with "me" / "my" / "you" as the people they mean ("wake me up"
    said by ava -> "wake ava up"), so the action reads the same to whoever asks about it later."""
    words = []
    for tok in sorted(tokens, key=lambda t: t.i):
        person = speakers.person(tok) if tok.lower_ in ("me", "myself", "you", "yourself") and tok.dep_ != "nsubj" or \
            tok.lower_ in speakers.kin and tok.pos_ in ("NOUN", "PROPN") else ""  # "ask Gran" -> "ask rita"
        owner = speakers.person(tok) if tok.lower_ in ("my", "your") else ""
        words.append(person or (f"{owner}'s" if owner else tok.text))
    out = ""
    for tok, word in zip(sorted(tokens, key=lambda t: t.i), words):
        out += word if (not out or word.startswith("'") or word in (",", ".", "n't")) else " " + word
    return out.strip(" ,.")

"""The forms that find who owes what: a clause's kind of undertaking, its owner, its beneficiary
and the predicate of the owed action (`kind`), read from the clause's form, not its wording.

A reminder asked for (also by a noun under a light verb: "give me a nudge to ...", "set a reminder
for Dan"), a request (an imperative, "can you ...", an obligation, a prohibition, a need: "the plants need
watering", "I'd like my book brought to the settee"), a promise (the speaker's "will", an offer,
a pledge: "you have my word"), a plan of the speaker's or one passed on ("Jun's taking Lola to
mass"). Also the pledges themselves (`gives_word`, `pledging`), prohibitions that ask nothing
(`reassures`), the polite frames an owed action sits in (`core_action`) and a result wanted said
as a clause of its own (`result_clause`).
"""
from __future__ import annotations

from typing import Any, Optional, Tuple

from obsmem_ros.core.records import CommitmentKind

from . import utterance_syntax as sx
from .bare_word import serves_speaker, word_giver
from .errand_wishes import asks_errand, recurring_wish
from .kept_in_mind import not_let_forget
from .messages import conditional
from .obligations import obliged
from .offers import offer_of
from .plans import (deed_ahead, done_to_speaker, event_ahead, own_deed_ahead, own_word_told, planned, planner_of,
                    word_passed_on)
from .present_promises import present_promise, set_out_to
from .referents import ReadingContext
from .speakers import is_person_noun, is_thing, possessor
from .verbs import undertaking_noun, undertaking_verb, undertaking_words

__all__ = ["ANYONE", "core_action", "gives_word", "kind", "pledging", "reassures", "result_clause"]

_FREQUENCY = frozenset({"always", "usually", "normally", "generally", "typically", "never", "often"})
_ACTION_FRAMES = frozenset({"mind", "try", "manage", "remember", "bother", "able", "willing", "happy", "free"})
ANYONE = frozenset({"someone", "somebody", "anyone", "anybody"})
_EVERYONE = frozenset({"everyone", "everybody", "family", "household", "all"})


def kind(pred: Any, doc: Any, ctx: ReadingContext) -> Optional[Tuple[CommitmentKind, str, str, Any]]:
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
        return CommitmentKind.REQUEST, addressee, speaker, core_action(pred)
    owed = obliged(pred, ctx)  # "you have to put the dryer on", "Dad says I have to mow the lawn"
    if owed is not None and not sx.is_question(doc):
        return owed
    kept = not_let_forget(pred, ctx)  # "don't let me forget to take my pills": a reminder
    if kept is not None:
        return kept
    if lemma == "forget" and sx.negated(pred) and sx.imperative(pred):  # "don't forget to feed the cat"
        inner = sx.child(pred, "xcomp")
        return (CommitmentKind.REQUEST, addressee, speaker, inner) if inner is not None else None
    if sx.negated(pred):  # "don't let Noah near it": a prohibition is a request too
        return (CommitmentKind.REQUEST, addressee, speaker, pred) if sx.imperative(pred) and not reassures(pred) \
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
        return CommitmentKind.REQUEST, addressee, speaker, core_action(pred)
    if subj_word in ("i", "we") and undertaking_verb(lemma) == "promise":
        inner = sx.child(pred, "xcomp", "ccomp")
        return (CommitmentKind.PROMISE, speaker, ctx.speakers.addressee, inner) if inner is not None else None
    promiser = _third_person_promise(pred, subj_word, ctx)
    if promiser is not None:  # "she's promised to bring it round": the word the one she is gave
        return promiser
    if subj_word in ("i", "we") and any(c.dep_ == "advmod" and c.lower_ in _FREQUENCY for c in pred.children):
        return None  # habitual "will": "I'll always go for the blue one" states a habit, owes nothing
    if subj_word in ("i", "we") and (any(a in sx.FUTURE_AUX for a in auxs) or
                                     lemma == "go" and pred.tag_ == "VBG" and sx.child(pred, "xcomp") is not None):
        going_to = sx.child(pred, "xcomp") if lemma == "go" else None  # "I'm going to water them"
        action = core_action(going_to if going_to is not None else pred)  # else "I'll go for the blue one"
        if _whereabouts(action):  # "we'll be out from twelve": a plan of the speaker's, not an undertaking
            return CommitmentKind.SCHEDULE, speaker, speaker, action
        return CommitmentKind.PROMISE, speaker, ctx.speakers.addressee, action
    if subj_word in ("i", "we") and "can" in auxs and not sx.is_question(doc) and (
            sx.time_phrases_in(pred) or _by_oneself(pred)):  # "I can take Max to the vet on Friday"
        return CommitmentKind.PROMISE, speaker, ctx.speakers.addressee, pred  # "I can carry it myself"
    promised = present_promise(pred, ctx) if subj_word in ("i", "we") else None
    if promised is not None:  # "I go pick her up", "I go cut it myself", "fine, I take you Saturday"
        return CommitmentKind.PROMISE, speaker, addressee, core_action(promised)
    if deed_ahead(pred, ctx):  # "I collect the twins at three", "you carry the crates"
        if subj_word == "you":
            return CommitmentKind.REQUEST, addressee, speaker, pred
        return (CommitmentKind.PROMISE, speaker, addressee, pred) if event_ahead(ctx) else \
            (CommitmentKind.SCHEDULE, speaker, speaker, pred)  # a part in an event said before, or a plan
    if subj_word == "i" and pred.dep_ != "ccomp" and own_deed_ahead(pred, auxs, ctx):  # "I'm taking the trash out at nine"
        return CommitmentKind.PROMISE, speaker, addressee, core_action(set_out_to(pred) or pred)
    planner = planner_of(pred, ctx)  # the speaker's own plans are read above, or announced ("I'm seeing the physio")
    asked = sx.is_question(doc) and not sx.declarative_question(doc)  # "you're taking him, okay?" still tells
    giver = "" if asked else word_passed_on(pred, auxs, ctx)
    if giver:  # "Omar told me he'd bring the ladder back", "Dad says he go wash it himself"
        return CommitmentKind.PROMISE, giver, speaker, core_action(set_out_to(pred) or pred)
    told = "" if asked else own_word_told(pred, auxs, ctx)
    if told:  # "I told Arjun I'd help him with his fractions"
        return CommitmentKind.PROMISE, speaker, told, core_action(pred)
    given = None if asked else word_giver(pred, auxs, ctx)
    if given is not None:  # "Tomas said he fix the lock on Saturday", "you said you'd call Kaiser"
        return CommitmentKind.PROMISE, given[0], given[1], core_action(set_out_to(pred) or pred)
    if planner not in ("", speaker, addressee) and not asked and serves_speaker(pred, ctx):
        return CommitmentKind.PROMISE, planner, speaker, pred  # "clinic tomorrow at nine. Bongani drives me"
    if planner not in ("", speaker) and not asked and planned(pred, auxs, ctx):  # "Jun's taking Lola to mass"
        going_to = sx.child(pred, "xcomp") if lemma == "go" and pred.tag_ == "VBG" else set_out_to(pred)
        action = core_action(going_to if going_to is not None else pred)  # done to the speaker: a promise to them
        return CommitmentKind.PROMISE if done_to_speaker(action) else CommitmentKind.SCHEDULE, planner, speaker, action
    return None


def _third_person_promise(pred: Any, subj_word: str,
                          ctx: ReadingContext) -> Optional[Tuple[CommitmentKind, str, str, Any]]:
    """A promise someone else made, said by the speaker with the verb of promising itself ("Nadia
    has promised to bring it", "Dad swore he'd fix it"): its subject's word to the speaker; None
    when the subject is the speaker, the addressee or no one of the home."""
    if undertaking_verb(pred.lemma_.lower()) != "promise" or subj_word in ("", "i", "we", "you"):
        return None
    inner = sx.child(pred, "xcomp", "ccomp")
    planner = planner_of(pred, ctx)
    return (CommitmentKind.PROMISE, planner, ctx.speakers.speaker, inner) if inner is not None and planner else None


def _by_oneself(pred: Any) -> bool:
    """The deed is the speaker's own by an emphatic reflexive under its verb ("I can carry it
    myself", "we can sort it out ourselves"): an undertaking, not a statement of ability."""
    return any(c.lower_ in ("myself", "ourselves") for c in pred.children)


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
    return next((c for c in people if ctx.speakers.person(c) or c.pos_ == "PROPN" or is_person_noun(c)
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


def gives_word(pred: Any, ctx: ReadingContext) -> bool:
    """Whether the speaker pledges with a light verb and a noun of promising ("I give you my word",
    "you have my word", "I make you a promise"), whatever the pledge is of."""
    noun = sx.child(pred, "dobj")
    if pred.lemma_.lower() not in undertaking_words("light") or noun is None or \
            undertaking_noun(noun.lemma_) != "promise":
        return False
    subj = sx.subject(pred)
    giver = ctx.speakers.person(subj) if subj is not None and subj.lower_ in sx.SPEAKER_WORDS else \
        possessor(noun, ctx.speakers)
    return giver == ctx.speakers.speaker


def pledging(clause: Any, ctx: ReadingContext) -> bool:
    """A pledge said inside the clause it pledges ("you have my word" of "you have my word: the
    shed cleared out by Sunday")."""
    return clause.dep_ in ("ccomp", "parataxis") and gives_word(clause, ctx)


def reassures(pred: Any) -> bool:
    """A prohibition that asks nothing ("don't worry about the towels")."""
    return sx.negated(pred) and sx.imperative(pred) and pred.lemma_.lower() in undertaking_words("reassuring")


def core_action(pred: Any) -> Any:
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
    if wished and recurring_wish(pred):  # "at the weekend I'd like my tea brought up at nine": a standing liking
        return None
    subj = sx.subject(pred)
    done = sx.child(pred, "xcomp", "dobj", "ccomp")
    if subj is None or done is None:
        return None
    if (subj.lower_ in sx.SPEAKER_WORDS or not ctx.speakers.person(subj) and is_thing(subj, ctx.speakers)) and \
            done.tag_ in ("VBG", "NN") and done.lower_.endswith("ing"):
        return done  # a gerund after "need" is passive: "the plants need watering", "I need waking at six"
    if done.dep_ == "xcomp" and done.tag_ == "VB" and (subj.lower_ in ANYONE
                                                       or is_thing(subj, ctx.speakers)):
        return done  # "someone needs to walk the dog", "the bins need to go out tonight"
    result = next((c for c in done.children if c.tag_ == "VBN" and c.dep_ in ("acl", "oprd", "ccomp", "xcomp")), None)
    if subj.lower_ in sx.SPEAKER_WORDS and (result is not None or result_clause(done) or asks_errand(pred)):
        return done  # "I'd like Alice's keys brought to the desk" (tagged a past tense): still the result wanted
    return None


def result_clause(done: Any) -> bool:
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

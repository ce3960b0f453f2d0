"""Words given in a bare verb where "will" would stand: "Tomas said he fix the lock on Saturday",
"you said you fix the tap", "Papa promise he bring me swimming tomorrow", "Bongani drives me"
(after "clinic tomorrow at nine"), "Karim drive me".

English learnt as a second language, and many home varieties, drop "will" and the third person's
"-s"; what marks the deed as one still to be done is then the clause's surroundings: a verb of
saying or promising it is the content of, a time of its own still ahead, a dated event said
before it. A plain present alone stays a habit ("Dad drives me to school", "I walk the dog at
seven") and a deed placed in the past ("already", "last night") is never a word given.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence, Tuple

from . import utterance_syntax as sx
from .plans import STATIVE, done_to_speaker, event_ahead, planner_of
from .present_promises import behind, time_ahead
from .referents import ReadingContext

__all__ = ["bare_deed", "reported_word", "serves_speaker", "word_ahead", "word_giver"]

_STATIVE = STATIVE | {"work", "live", "stay"}  # whereabouts too: "he work late tomorrow" gives no word
_PROMISING = frozenset({"promise", "swear", "pledge", "vow"})


def bare_deed(pred: Any, ctx: ReadingContext) -> bool:
    """A deed in the plain present (no auxiliary): not a state, a habit, a negation, a question nor
    a deed the clause places in the past."""
    subj = sx.subject(pred)
    present = pred.tag_ in ("VBP", "VBZ") or pred.tag_ == "VB" and subj is not None and subj.dep_ == "nsubj" \
        and subj.lower_ != "you"  # "Karim drive me." tagged an order, with a subject of its own
    return present and subj is not None and not sx.auxiliaries(pred) and not sx.negated(pred) and \
        pred.lemma_.lower() not in _STATIVE and not sx.habitual(pred) and not sx.is_question(pred.doc) and \
        not behind(pred, ctx)


def reported_word(pred: Any, ctx: ReadingContext) -> bool:
    """Whether a plain-present clause under a verb of saying or promising reports a word given
    ("Tomas said he fix the lock", "you said you fix the tap", "Papa promise he bring me"): the
    verb of promising itself, a time of the clause's own still ahead, a third person's bare verb
    ("he fix": the "will" dropped with the "-s"), or a present reported after a past "said" (the
    "would" of reported speech dropped)."""
    said = pred.head
    if pred.dep_ != "ccomp" or not bare_deed(pred, ctx):
        return False
    promising = said.lemma_.lower() in _PROMISING
    if not (promising or said.lemma_.lower() in ("say", "tell")):
        return False
    return promising or _ahead(pred, ctx) or _third_person_bare(pred) or said.tag_ == "VBD" and pred.tag_ == "VBP"


def word_giver(pred: Any, auxs: Sequence[str], ctx: ReadingContext) -> Optional[Tuple[str, str]]:
    """(who gave the word, to whom) of a clause reporting a word given (`reported_word`), or of the
    addressee's own word recalled to them ("you said you'd call Kaiser", "you said you fix the
    tap"): the person its subject names, to the speaker (the one told, else the addressee, when the
    speaker gave it); None when the clause reports no word or names no one of the home."""
    said = pred.head
    subj, teller = sx.subject(pred), sx.subject(said) if pred.dep_ == "ccomp" else None
    backshifted = pred.tag_ == "VB" and any(a in ("would", "'d", "will", "'ll") for a in auxs)
    recalled = teller is not None and teller.lower_ == "you" and subj is not None and subj.lower_ == "you" and \
        said.lemma_.lower() in ("say", "promise", "tell") and backshifted and not sx.negated(pred)
    if not (recalled or reported_word(pred, ctx)):
        return None
    speaker, addressee = ctx.speakers.speaker, ctx.speakers.addressee
    if subj.lower_ == "you":
        return addressee, speaker
    if subj.lower_ in ("i", "we"):
        told = next((c for c in said.children if c.dep_ in ("dobj", "dative")), None)
        return speaker, (ctx.speakers.person(told) if told is not None else "") or addressee
    owner = planner_of(pred, ctx)
    return (owner, speaker) if owner else None


def serves_speaker(pred: Any, ctx: ReadingContext) -> bool:
    """Whether someone's plain-present deed done to the speaker is their word for a time ahead
    ("Bongani drives me", after "clinic tomorrow at nine"; "today Kacper drives me to the job";
    "Karim drive me"): the clause's own time ahead, a dated event said before it, or the bare verb
    of a third person; "Dad drives me to school" alone is a habit."""
    if not bare_deed(pred, ctx) or not done_to_speaker(pred):
        return False
    return _ahead(pred, ctx) or event_ahead(ctx) or _third_person_bare(pred)


def word_ahead(pred: Any, ctx: ReadingContext) -> bool:
    """Whether a clause gives a word in a bare verb (`reported_word`, or `serves_speaker` said of
    someone of the home other than the speaker and the addressee): read as an undertaking first,
    even where the clause alone sounds like small talk ("Karim drive me")."""
    if reported_word(pred, ctx):
        return True
    return serves_speaker(pred, ctx) and planner_of(pred, ctx) not in ("", ctx.speakers.speaker,
                                                                       ctx.speakers.addressee)


def _third_person_bare(pred: Any) -> bool:
    """A bare verb after a third person singular ("he fix", "Karim drive"): a "will" dropped, as a
    habit would keep its "-s"."""
    subj = sx.subject(pred)
    singular = subj.lower_ in ("he", "she") or subj.tag_ in ("NNP", "NN") and subj.lower_ not in ("everyone",)
    return pred.tag_ in ("VBP", "VB") and singular and not pred.lower_.endswith("s")


def _ahead(pred: Any, ctx: ReadingContext) -> bool:
    """A time of the clause's own, not recurring, that resolves after the time of speaking."""
    return bool(sx.time_phrases_in(pred)) and time_ahead(pred, ctx)

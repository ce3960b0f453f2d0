"""What a later word's pronoun stands for, by the turns of talk it answers.

A deed is often taken over in a reply that names its thing by a pronoun only: "the boiler engineer
is coming at two now" - "ugh fine, I'll let him in then"; "fafda jalebi for breakfast, I'll pop
down Sweet Mart" - "I can go, Papa" - "No, you've got that statement. I'll get it on my way".
Read alone, "him" and "it" name nothing the question asks about; read as its conversation does,
they name what the turns just before named. A turn is in the same conversation when it was said
in the same session within a few minutes before, by anyone (the robot's relayed news too). The
pronoun then stands for the question's own phrase for that thing ("the boiler man"), so that the
deed it is part of can be set beside the question's deed in meaning ("open the door for him" is
far from "letting the boiler man in"; "open the door for the boiler man" is close).
"""
from __future__ import annotations

from typing import AbstractSet, Any, Optional, Sequence

from obsmem_ros.core.language.syntax import analyse, normalise
from obsmem_ros.core.views.commitment_view import content_words

from ..readings import EventReading

__all__ = ["REFERRING", "question_phrase", "referred_phrase", "refers"]

TURN_NS = 3 * 60 * 1_000_000_000  # a turn said further back is another conversation
REFERRING = frozenset({"it", "him", "her", "them"})  # what a turn before named, said again as a pronoun


def refers(tok: Any) -> bool:
    """Whether a token is a pronoun of the third person standing for a thing or person (not the
    "her" of "her bag")."""
    return tok.lower_ in REFERRING and tok.dep_ != "poss"


def referred_phrase(asked: str, things: AbstractSet[str], heard: Sequence[EventReading], at: int) -> str:
    """The phrase of the `asked` deed for the thing the pronouns of `heard[at]` stand for: "" when that turn
    names a thing of the question itself, or names nothing by a pronoun, or no turn of its
    conversation before it (`TURN_NS`, the same session) names one of `things`."""
    said = heard[at].event
    if things & content_words(said.utterance) or not any(refers(t) for t in analyse(normalise(said.utterance))):
        return ""
    for earlier in reversed(heard[:at]):
        event = earlier.event
        if said.time_ns - event.time_ns > TURN_NS or event.session_id != said.session_id:
            return ""
        named = things & content_words(event.utterance)
        if named:
            return question_phrase(asked, named) or ""
    return ""


def question_phrase(asked: str, named: AbstractSet[str]) -> Optional[str]:
    """The noun phrase of the asked words that holds a word of `named` ("letting the boiler man
    in", {boiler}: "the boiler man"), the last such; None when none does."""
    phrase = None
    for chunk in analyse(normalise(asked)).noun_chunks:
        if named & content_words(chunk.text):
            phrase = chunk.text
    return phrase

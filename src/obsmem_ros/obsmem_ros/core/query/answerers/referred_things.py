"""What a later word's pronoun stands for, by the turns of talk it answers.

A deed is often taken over in a reply that names its thing by a pronoun only: "the boiler engineer
is coming at two now" - "ugh fine, I'll let him in then"; "fafda jalebi for breakfast, I'll pop
down Sweet Mart" - "I can go, Papa" - "No, you've got that statement. I'll get it on my way".
Read alone, "him" and "it" name nothing the question asks about; read as its conversation does,
they name what the turns just before named. A turn is in the same conversation when it was said
in the same session within a few minutes before, by anyone (the robot's relayed news too). The
pronoun must agree with the thing ("him" of a person, "it" of a thing) and have nothing named
nearer to it in its own sentence ("put the light bill in my bag, I'll pay it Friday"). It then
stands for the question's own phrase for that thing ("the boiler man"), so that the deed it is
part of can be set beside the question's deed in meaning ("open the door for him" is far from
"letting the boiler man in"; "open the door for the boiler man" is close).
"""
from __future__ import annotations

from typing import AbstractSet, Any, List, Sequence

from obsmem_ros.core.language.speakers import is_person_noun
from obsmem_ros.core.language.syntax import analyse, normalise
from obsmem_ros.core.views.commitment_view import content_words

from ..readings import EventReading

__all__ = ["REFERRING", "question_phrases", "referred_phrase", "refers"]

TURN_NS = 3 * 60 * 1_000_000_000  # a turn said further back is another conversation
REFERRING = frozenset({"it", "him", "her", "them"})  # what a turn before named, said again as a pronoun


def refers(tok: Any) -> bool:
    """Whether a token is a pronoun of the third person standing for a thing or person (not the
    "her" of "her bag")."""
    return tok.lower_ in REFERRING and tok.dep_ != "poss"


def referred_phrase(asked: str, things: AbstractSet[str], heard: Sequence[EventReading], at: int) -> str:
    """The phrase of the `asked` deed for the thing the pronouns of `heard[at]` stand for: "" when
    that turn names a thing of the question itself, or has no pronoun that can stand for it
    (`_open_pronoun`), or no turn of its conversation before it (`TURN_NS`, the same session)
    names one of `things`."""
    said = heard[at].event
    if things & content_words(said.utterance):
        return ""
    for earlier in reversed(heard[:at]):
        event = earlier.event
        if said.time_ns - event.time_ns > TURN_NS or event.session_id != said.session_id:
            return ""
        named = things & content_words(event.utterance)
        if named:
            doc = analyse(normalise(said.utterance))
            fits = [p for p in question_phrases(asked, named) if any(_open_pronoun(t, p.root) for t in doc)]
            return fits[-1].text if fits else ""
    return ""


def _open_pronoun(tok: Any, head: Any) -> bool:
    """Whether `tok` is a pronoun that can stand for the thing whose phrase has `head`: one that
    agrees with it ("him" or "her" of a person - "the boiler man" -, "it" of a thing; "them" of
    either) and that nothing named before it in its own sentence stands closer to ("put the light
    bill in my bag, I'll pay it Friday": "it" is the bill, whatever the talk before was about)."""
    if not refers(tok):
        return False
    person = is_person_noun(head)
    if tok.lower_ in ("him", "her") and not person or tok.lower_ == "it" and person:
        return False
    before = [t for t in tok.sent if t.i < tok.i and t.pos_ in ("NOUN", "PROPN")]
    if tok.lower_ == "it":
        return not any(not is_person_noun(t) and t.pos_ == "NOUN" for t in before)
    return not any(is_person_noun(t) or t.pos_ == "PROPN" for t in before if t.dep_ != "npadvmod")


def question_phrases(asked: str, named: AbstractSet[str]) -> List[Any]:
    """The noun phrases of the asked words that hold a word of `named` ("letting the oil guy in for
    the burner", {oil, burner}: "the oil guy", "the burner")."""
    return [chunk for chunk in analyse(normalise(asked)).noun_chunks if named & content_words(chunk.text)]

"""The place a preference sentence says the asked deed is done at.

"Where does she like to hide the eggs?" asks a place, not a thing: the slot is the object of the
place phrase the asked verb takes in the sentence ("I always hide them in the garage, never
inside": garage), with the words that tell it apart ("sit in the front seat": front seat). A
phrase of time ("in the morning"), a place denied ("never in the kitchen") or a person ("by Mum")
is no answer; a sentence whose verb takes no place phrase leaves the value to the other readings.
"""
from __future__ import annotations

import re
from typing import Any, Iterator, Set

from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.language.utterance_syntax import TIME_NOUNS, time_phrases_in

from .word_stems import stem

__all__ = ["asks_where", "place_said"]

_PLACING = frozenset({"in", "on", "at", "under", "behind", "beside", "by", "near", "inside", "outside", "into",
                      "onto", "over", "above", "below", "up", "down", "round", "around", "along"})
_DENYING = frozenset({"never", "not", "no"})
_TOLD_APART = frozenset({"amod", "compound", "nmod"})


def asks_where(question: str) -> bool:
    """Whether the question asks where ("Where does Bo like to sit?")."""
    return re.match(r"\s*where\b", question.lower()) is not None


def place_said(sentence: str, verbs: Set[str], people: Set[str] = frozenset(), asked: Set[str] = frozenset()) -> str:
    """The place one of the asked `verbs` (lemmas) is said to be done at in the sentence, with its
    modifiers (module doc), not one the question names itself (`asked`, its word stems: "where does
    she sit on the bus?" -> "on the bus I sit at the back": back); "" when none is said."""
    keys = {stem(v) for v in verbs}
    for verb in analyse(sentence):
        if verb.pos_ not in ("VERB", "AUX") or stem(verb.lemma_.lower()) not in keys and stem(verb.lower_) not in keys:
            continue
        if any(c.dep_ == "neg" for c in verb.children):
            continue
        timed = {t.i for p in time_phrases_in(verb) for t in p.subtree}
        for prep in _place_phrases(verb):
            place = next((c for c in prep.children if c.dep_ == "pobj"), None)
            if prep.i in timed or place is None or not _a_place(place, people) or _denied(prep) \
                    or stem(place.lower_) in asked or stem(place.lemma_.lower()) in asked:
                continue
            told = [c for c in place.children if c.dep_ in _TOLD_APART and c.i < place.i and c.pos_ != "DET"]
            return " ".join(t.text for t in [*told, place]).lower()
    return ""


def _place_phrases(verb: Any) -> Iterator[Any]:
    """The verb's phrases of place, and those of an adverb it takes ("out on the verandah")."""
    for child in verb.children:
        if child.dep_ == "prep" and child.lower_ in _PLACING:
            yield child
        elif child.dep_ == "advmod":
            yield from (c for c in child.children if c.dep_ == "prep" and c.lower_ in _PLACING)


def _a_place(place: Any, people: Set[str]) -> bool:
    return place.pos_ in ("NOUN", "PROPN") and place.lemma_.lower() not in TIME_NOUNS and place.lower_ not in people


def _denied(prep: Any) -> bool:
    """Whether a denying word is said right before the phrase ("never in the kitchen")."""
    return prep.i > 0 and prep.doc[prep.i - 1].lower_ in _DENYING

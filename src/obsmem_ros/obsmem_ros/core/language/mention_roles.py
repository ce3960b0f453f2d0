"""The role a mention plays in its clause: the thing a deed or question is about (its "target"),
or a place (the object of a preposition of place), and the place phrase a noun carries."""
from __future__ import annotations

from typing import Any

from .verbs import claim_words, prepositional_verb

__all__ = ["PLACE_PREPS", "located", "mention_role"]

PLACE_PREPS = frozenset({"on", "in", "into", "onto", "inside", "under", "beside", "near", "behind", "at", "by",
                          "next", "over", "to", "beneath", "underneath", "atop"})
_SWITCH_VERBS = frozenset({"turn", "switch", "flick", "flip"})


def mention_role(root: Any) -> str:
    """What a mention is in its clause: a "place" its preposition of place says, else the "target"."""
    head = root.head
    if head.lower_ in ("on", "off") and head.head.lemma_ in _SWITCH_VERBS:
        return "target"   # "turned on the TV": a particle, not a place
    if root.dep_ == "pobj" and head.dep_ == "prep" and head.head.pos_ == "VERB" and prepositional_verb(head.head):
        return "target"   # "helped himself to the biscuits": the preposition is the deed's, its object the thing
    if root.dep_ == "pobj" and head.lower_ in PLACE_PREPS and head.head.pos_ in ("VERB", "AUX", "ADV", "ADP"):
        return "place"
    if root.dep_ == "pobj" and head.lower_ in PLACE_PREPS and head.dep_ == "prep" and head.head.dep_ in ("ROOT",):
        return "place"
    if root.dep_ == "pobj" and head.lower_ in PLACE_PREPS and _predicates_a_place(head.head):
        return "place"
    return "target"


def _predicates_a_place(holder: Any) -> bool:
    """The parser hung a place phrase on a noun where the clause says where that thing is or goes:
    the object of a placing verb ("put Bob's keys on the hook"), or the subject of a fronted "be"
    ("is the laptop on the table?")."""
    verb = holder.head
    if holder.dep_ == "dobj":
        return verb.lemma_.lower() in claim_words("placing")
    return holder.dep_ in ("nsubj", "nsubjpass") and verb.lemma_ == "be" and verb.i < holder.i and \
        all(t.is_punct for t in holder.doc[verb.sent.start: verb.i])


def located(root: Any) -> str:
    """The place phrase of a prepositional modifier of the noun ("the keys on the table")."""
    for prep in (c for c in root.children if c.dep_ == "prep" and c.lower_ in PLACE_PREPS):
        obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if obj is not None:
            return " ".join(t.text for t in obj.subtree)
    return ""

"""Attribute words and their kinds: colour and material identify an object, state changes over time."""
from __future__ import annotations

import enum
from typing import FrozenSet


class AttributeKind(str, enum.Enum):
    """Kinds of attribute words. Identity kinds conflict across objects; state words replace each other."""

    COLOUR = "colour"
    MATERIAL = "material"
    STATE = "state"
    OTHER = "other"


COLOURS: FrozenSet[str] = frozenset({
    "black", "white", "red", "green", "blue", "yellow", "orange", "purple", "pink", "brown", "grey", "gray",
    "silver", "gold", "beige", "cream", "transparent", "clear",
})
MATERIALS: FrozenSet[str] = frozenset({
    "glass", "metal", "metallic", "plastic", "wooden", "wood", "ceramic", "steel", "paper", "cardboard",
    "cloth", "fabric", "rubber", "silicone", "aluminium", "aluminum", "porcelain", "cast-iron", "bamboo",
})
STATES: FrozenSet[str] = frozenset({
    "open", "closed", "on", "off", "clean", "dirty", "wet", "dry", "full", "empty", "hot", "cold",
    "cooked", "raw", "cut", "washed", "used",
})

# State words that exclude each other: applying one removes the others of its group.
STATE_GROUPS = (
    frozenset({"open", "closed"}), frozenset({"on", "off"}), frozenset({"clean", "dirty", "washed", "used"}),
    frozenset({"wet", "dry"}), frozenset({"full", "empty"}), frozenset({"hot", "cold"}),
    frozenset({"cooked", "raw"}),
)


def attribute_kind(word: str) -> AttributeKind:
    """The kind of one attribute word (lower-case); unknown words are OTHER."""
    if word in COLOURS:
        return AttributeKind.COLOUR
    if word in MATERIALS:
        return AttributeKind.MATERIAL
    if word in STATES:
        return AttributeKind.STATE
    return AttributeKind.OTHER


def exclusive_states(word: str) -> FrozenSet[str]:
    """State words that `word` replaces (its group minus itself); empty for non-state words."""
    for group in STATE_GROUPS:
        if word in group:
            return group - {word}
    return frozenset()

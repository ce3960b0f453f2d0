"""Diets a person says they keep, and the kinds of food each rules out.

"I'm vegetarian", "I'm vego now", "she's vegan" answer "Does she eat meat?" with no, though the
sentence never names meat. A diet is a closed set of words (with their everyday clippings), so it
is read by word; the kinds it rules out are the words a question asks of ("meat", "fish").
"""
from __future__ import annotations

from typing import Dict, FrozenSet, Set

_NO_MEAT = frozenset({"meat", "fish", "seafood"})
_NO_ANIMAL = _NO_MEAT | frozenset({"dairy", "egg", "eggs", "milk", "cheese", "honey"})

# A diet word -> the kinds of food it rules out.
DIETS: Dict[str, FrozenSet[str]] = {
    "vegetarian": _NO_MEAT, "vego": _NO_MEAT, "veggie": _NO_MEAT, "veg": _NO_MEAT,
    "vegan": _NO_ANIMAL, "pescatarian": frozenset({"meat"}), "pescetarian": frozenset({"meat"}),
}


def ruled_out(words: Set[str]) -> Set[str]:
    """The kinds of food the diets named among `words` (a sentence's lower-case words) rule out."""
    return {kind for word in words for kind in DIETS.get(word, ())}

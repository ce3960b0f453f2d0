"""The names in a turn a recogniser wrote in lower case, written as names again.

A recogniser writes "ged reckons his hen's the best bird" without a capital, and the small parser
then reads "ged" as a verb and "reckons" as a noun, so nobody is the one who reckons. A listener
knows the household: a word that is the id of a person memory knows, or a word memory has heard
someone call a person by, names that person wherever it is said. In a turn with no capital letter
at all, such words are written with a capital before the turn is parsed ("Ged reckons ..."). A
word English uses as a function word or a verb ("will", "mark", "pat") is left as said: in a
lower-case turn it is that word far more often than the name.
"""
from __future__ import annotations

import functools
import re
from typing import FrozenSet, Iterable

from .syntax import lexicon_words, stop_words

__all__ = ["with_names_capitalised"]

_WORD = re.compile(r"[^\W\d_]+")


def with_names_capitalised(text: str, names: Iterable[str]) -> str:
    """`text` with each word of `names` (lower case: person ids, words people are called by)
    written with a capital, when `text` has no capital letter (a recogniser's words); `text` as
    it was otherwise."""
    if any(c.isupper() for c in text):
        return text
    called = {n for n in (name.lower() for name in names) if n.isalpha() and n not in _common()}
    if not called:
        return text
    return _WORD.sub(lambda m: m.group(0).capitalize() if m.group(0) in called else m.group(0), text)


@functools.lru_cache(maxsize=1)
def _common() -> FrozenSet[str]:
    """English words a name in lower case is more likely to be: stop words and verbs."""
    return stop_words() | lexicon_words("verb")

"""The names in a turn a recogniser wrote in lower case, written as names again where the parse
misreads them.

A recogniser writes "ged reckons his hen's the best bird" without a capital, and the small parser
then reads "ged" as a verb and "reckons" as a noun, so nobody is the one who reckons. A listener
knows the household: a word that is the id of a person memory knows names that person wherever it
is said. In a turn with no capital letter at all, such a word is written with a capital before the
turn is parsed ("Ged reckons ..."), but only where the parse of the turn as heard reads it as no
noun and as no subject or object: where it already reads the word as a name or noun ("you're
collecting sam from the party", "robot marta said ...") or as a party to a verb, the parse is left
as it is, so the words memory keeps of the clause and whom it takes as their subject do not change.
A word English uses as a function word or a verb ("will", "mark", "pat") is left as said: in a
lower-case turn it is that word far more often than the name.
"""
from __future__ import annotations

import functools
from typing import FrozenSet, Iterable

from .syntax import analyse, lexicon_words, stop_words

__all__ = ["with_names_capitalised"]

_READ_AS_NAMES = frozenset({"PROPN", "NOUN"})
_READ_AS_PARTIES = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "dative"})  # "bea" an adverb yet the object


def with_names_capitalised(text: str, names: Iterable[str]) -> str:
    """`text` with each word of `names` (person ids, lower case) written with a capital where the
    parse of `text` reads it as no noun, subject or object, when `text` has no capital letter (a
    recogniser's words); `text` as it was otherwise."""
    if any(c.isupper() for c in text):
        return text
    called = {n for n in (name.lower() for name in names) if n.isalpha() and n not in _common()}
    if not any(n in text for n in called):  # parse only a turn that may say a name
        return text
    misread = [t.idx for t in analyse(text)
               if t.text in called and t.pos_ not in _READ_AS_NAMES and t.dep_ not in _READ_AS_PARTIES]
    for at in misread:
        text = text[:at] + text[at].upper() + text[at + 1:]
    return text


@functools.lru_cache(maxsize=1)
def _common() -> FrozenSet[str]:
    """English words a name in lower case is more likely to be: stop words and verbs."""
    return stop_words() | lexicon_words("verb")

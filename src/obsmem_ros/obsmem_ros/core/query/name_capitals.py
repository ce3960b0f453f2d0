"""Names typed in lower case, written with their capital before a question is parsed.

A question typed all in lower case ("does colt like wearing a tie") leaves the tagger nothing to
tell a name by: it reads "colt" as the verb and the question as a statement. A word of such a
question that is the id of a person memory knows gets its capital back ("does Colt like wearing a
tie"), unless the tagger reads it as a word of grammar (an auxiliary, a pronoun, a preposition)
that happens to be spelt like someone's name. A question with a capital past its first letter
was typed with care: its words are left as they are.
"""
from __future__ import annotations

from typing import AbstractSet

from ..language.syntax import analyse

_GRAMMAR = frozenset({"AUX", "PRON", "ADP", "DET", "CCONJ", "SCONJ", "PART"})


def with_capitals(text: str, people: AbstractSet[str]) -> str:
    """`text` with each lower-case word that names one of `people` (ids, lower case) capitalised,
    when the text has no capital past its first letter; else `text` as it is."""
    if any(c.isupper() for c in text[1:]) or not any(w in people for w in text.lower().split()):
        return text
    out = text
    for tok in analyse(text):
        if tok.text in people and tok.pos_ not in _GRAMMAR:
            out = out[:tok.idx] + tok.text[:1].upper() + out[tok.idx + 1:]
    return out

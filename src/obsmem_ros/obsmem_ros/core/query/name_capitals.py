"""Names typed in lower case, written with their capital before a question is parsed.

A question typed all in lower case ("does colt like wearing a tie") leaves the tagger nothing to
tell a name by: it reads "colt" as the verb and the question as a statement. A word of such a
question that is the id of a person memory knows gets its capital back ("does Colt like wearing a
tie"), unless the tagger reads it as a word of grammar (an auxiliary, a pronoun, a preposition)
that happens to be spelt like someone's name; so does a kin word said as a name by the one the
question asks of ("what does harabeoji like": Harabeoji; not "remind grandpa", which the
classifier reads as well in lower case). A question with a capital past its first letter
was typed with care: its words are left as they are.
"""
from __future__ import annotations

from typing import AbstractSet, Any, Collection

from ..language.syntax import analyse

_GRAMMAR = frozenset({"AUX", "PRON", "ADP", "DET", "CCONJ", "SCONJ", "PART"})


def with_capitals(text: str, people: AbstractSet[str], titles: Collection[str] = ()) -> str:
    """`text` with each lower-case word that names one of `people` (ids, lower case) capitalised,
    and each kin word of `titles` said as a name (no determiner or owner before it: "does gran
    like ...", not "does his gran ..."), when the text has no capital past its first letter; else
    `text` as it is."""
    words = set(text.lower().split())
    if any(c.isupper() for c in text[1:]) or not words & (set(people) | set(titles)):
        return text
    out = text
    for tok in analyse(text):
        if _owner(tok):
            continue  # "alice's laptop": the possessive already tells the tagger whose thing it is
        if tok.text in people and tok.pos_ not in _GRAMMAR or tok.text in titles and len(tok.text) > 2 \
                and _asked_of(tok) and not any(c.dep_ in ("det", "poss") for c in tok.children):
            out = out[:tok.idx] + tok.text[:1].upper() + out[tok.idx + 1:]
    return out


def _owner(tok: Any) -> bool:
    """Whether the word is followed by a possessive "'s"."""
    return tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].tag_ == "POS"


def _asked_of(tok: Any) -> bool:
    """Whether the word is the one a question asks of: its subject, or the word right after its
    auxiliary, which the word order makes the subject however the tagger read it ("does gran like")."""
    return tok.dep_ == "nsubj" or tok.i > 0 and tok.doc[tok.i - 1].pos_ == "AUX"

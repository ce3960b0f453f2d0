"""Names a hyphen joins into one word ("Paw-Paw", "Maw-Maw", "T-Boy", "Sun-hee").

The tokenizer splits such a name into its pieces ("Paw", "-", "Paw"), and a piece may be a word
of its own that names someone else: "Maw" is a mother word, while "Maw-Maw" is what a child calls
a grandmother. Readers of people look the whole word up (`joined_name`) and never let a piece
stand for it; words memory learnt are compared without their hyphens (`unhyphenated`), as a
name may be written either way ("Pawpaw", "Paw-Paw") or kept as an id without them ("pawpaw").
"""
from __future__ import annotations

from typing import Any, List

__all__ = ["joined_name", "unhyphenated"]


def joined_name(tok: Any) -> str:
    """The lower-case hyphenated word `tok` is a piece of, as written ("paw-paw" for either "Paw"
    of "Paw-Paw's"); "" when no hyphen joins it to a neighbour without a space between."""
    doc = tok.doc
    start = end = tok.i
    while start >= 2 and _joins(doc[start - 2], doc[start - 1]):
        start -= 2
    while end + 2 < len(doc) and _joins(doc[end], doc[end + 1]):
        end += 2
    if start == end:
        return ""
    pieces: List[str] = [doc[i].lower_ for i in range(start, end + 1, 2)]
    return "-".join(pieces) if all(p.isalpha() for p in pieces) else ""


def _joins(before: Any, hyphen: Any) -> bool:
    """Whether `hyphen` is a hyphen written right after `before` and right before the next word."""
    return hyphen.text == "-" and not before.whitespace_ and not hyphen.whitespace_ and before.is_alpha


def unhyphenated(word: str) -> str:
    """A person word as compared: without its hyphens ("paw-paw" -> "pawpaw")."""
    return word.replace("-", "")

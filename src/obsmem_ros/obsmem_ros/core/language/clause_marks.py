"""The words that set a clause under another ("if", "unless", "whether", "when", "till"), and whether
they set it under a condition, so that the clause tells nothing as so.

"If Mo put the kite in the shed" tells no place, "if Omar can't, I'll get it" gives no deed, and "if
they're playing music, I want the Beatles" names no wish of its own: each reader that keeps only what
is told as so asks here, with the marks that count for it (a question passed on, "asked whether it's
in the shed", is no more told than a condition) and those that count only while the clause's verb is
not past (a time still to come: "till she puts it in her room"; "when he put it there" is a deed)."""
from __future__ import annotations

from typing import AbstractSet, Any, FrozenSet

__all__ = ["CONDITION_MARKS", "clause_marks", "conditioned"]

CONDITION_MARKS: FrozenSet[str] = frozenset({"if", "unless"})
_PAST_TAGS = ("VBD", "VBN")


def clause_marks(pred: Any) -> FrozenSet[str]:
    """The words, lower-cased, that mark a clause as set under another (its "mark" dependents)."""
    return frozenset(c.lower_ for c in pred.children if c.dep_ == "mark")


def conditioned(pred: Any, marks: AbstractSet[str] = CONDITION_MARKS,
                pending: AbstractSet[str] = frozenset()) -> bool:
    """Whether a clause is set under a condition: marked by a word of `marks`, or by one of `pending`
    while its verb is not past (a time still to come)."""
    said = clause_marks(pred)
    return bool(said & marks) or bool(said & pending) and pred.tag_ not in _PAST_TAGS

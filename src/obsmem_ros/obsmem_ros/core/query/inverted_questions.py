"""A yes/no question as a recogniser writes it, without its mark: a text that opens with a form of
"be", "do" or "have" before its subject ("is the cake still on the counter", "does nan take sugar")
is a question however it is punctuated, whatever reading the classifier gave its words (an order
to place, for "is lorna's lanyard still on the kitchen table"). A modal before "you" may be a
polite order ("can you put the kettle on"), and a bare "do" or "have" with no subject after it is
one ("do the dishes"), so neither counts."""
from __future__ import annotations

from ..language import Parse
from ..language.syntax import analyse

__all__ = ["inverted"]

_INVERTING = frozenset({"be", "do", "have"})
_SUBJECTS = ("nsubj", "nsubjpass", "expl", "attr")  # "is X on Y" without its mark: X parsed as what it is


def inverted(parse: Parse) -> bool:
    """Whether a yes/no text opens with a form of "be", "do" or "have" said before its subject."""
    if not parse.yes_no:
        return False
    doc = analyse(parse.text)
    first = next((t for t in doc if not t.is_punct), None)
    if first is None or first.tag_ in ("VB", "MD") or first.lemma_.lower() not in _INVERTING:
        return False
    return any(t.dep_ in _SUBJECTS and t.i > first.i for t in first.sent)

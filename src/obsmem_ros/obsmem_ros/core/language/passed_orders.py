"""An order passed on: "Dad says take the bins out tonight", "Mum said switch off the heater at ten".

The words after the verb of saying are the order as its first speaker gave it: a bare verb with no
subject, no auxiliary and no "to". The parser hangs it from "say" as a complement, where no form of
a request is looked for, and the clause reads as news of the sayer. Read alone, the order's words
are the request the listener is asked to carry out (`passed_order`).
"""
from __future__ import annotations

from typing import Any

__all__ = ["passed_order"]

_PASSING_ON = frozenset({"say", "want"})   # "Dad says take ...", "Mum wants take ..." (a dropped "to")


def passed_order(doc: Any) -> str:
    """The words of the order a clause passes on ("" when it passes none): the subtree of a bare
    verb complement of a verb of saying whose own subject is someone else."""
    root = next(iter(doc.sents)).root
    if root.lemma_.lower() not in _PASSING_ON or not any(c.dep_ in ("nsubj",) and c.lower_ not in ("i", "we", "you")
                                                          for c in root.children):
        return ""
    order = next((c for c in root.children if c.dep_ in ("xcomp", "ccomp") and c.tag_ == "VB"), None)
    if order is None or any(c.dep_ in ("nsubj", "nsubjpass", "aux", "mark") or c.tag_ == "TO" for c in order.children):
        return ""
    return doc[order.left_edge.i:order.right_edge.i + 1].text

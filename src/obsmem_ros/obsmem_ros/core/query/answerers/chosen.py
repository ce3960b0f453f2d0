"""An answer kept to the people an alternative question offers ("Who's frying the turkey, Keoni or
Kawika?").

Memory's answer stands when it is one of them. When it is someone else, the undertakings the
question names are read again, best first, each as it stands after the later words on it: the first
whose doer is one of the offered people answers. When none is, memory says neither, and its own
answer stands: the question's offer is what the asker believes, not what was said.
"""
from __future__ import annotations

from typing import Callable, List, Sequence, Tuple, TypeVar

__all__ = ["chosen"]

R = TypeVar("R")
Settled = Tuple[R, List[R]]


def chosen(answer: "Settled[R]", named: Sequence[R], offered: Sequence[str],
           settle: Callable[[R], "Settled[R]"], doer: Callable[[R], object]) -> "Settled[R]":
    """`answer` (the reading and the words that revised it) when its doer is among `offered`, else
    the first of `named` whose doer, once settled, is; `answer` when none is."""
    if doer(answer[0]) in offered:
        return answer
    for reading in named:
        settled = settle(reading)
        if doer(settled[0]) in offered:
            return settled
    return answer

"""A spare is another one: a thing said as a spare ("the spare car key") is kept apart from the one
of its kind in daily use, at ingest (`EntityView._spare_apart`), and a question that says no spare
asks about the one in use (`linking.SPARE_COST`)."""
from __future__ import annotations

from typing import Iterable

__all__ = ["SPARE", "says_spare"]

SPARE = "spare"


def says_spare(names: Iterable[str]) -> bool:
    """Whether any of the names (a phrase said, a thing's names or id) says "spare" as a word."""
    return any(SPARE in (name or "").lower().replace("_", " ").split() for name in names)

"""Walking out from a thing through what holds it: a tin in a cupboard in a room.

Memory holds nesting in several shapes (the editor's entity states, things it heard of, places said
to hold one another, things seen); each walk passes its own `holder` lookup to `outward`, which keeps
the one bound and the one guard against a cycle they all need.
"""
from __future__ import annotations

from typing import Callable, Iterator, Optional

__all__ = ["MAX_NESTING", "outward"]

MAX_NESTING = 6  # things nest a few levels at most (a tin in a cupboard in a room)


def outward(place: str, holder: Callable[[str], Optional[str]]) -> Iterator[str]:
    """`place`, what holds it, what holds that, ...: innermost first, at most `MAX_NESTING` places,
    ending where nothing holds the last one or the walk comes back on itself."""
    walked = []
    while place and place not in walked and len(walked) < MAX_NESTING:
        yield place
        walked.append(place)
        place = holder(place) or ""

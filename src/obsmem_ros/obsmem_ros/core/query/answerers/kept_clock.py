"""A rearrangement said to keep its time: "moved to Tuesday, same time", "we go tomorrow night,
same time". Its words give a new day and no clock of their own; the time of day is the one of the
arrangement it moves, whatever default the day alone was read at.
"""
from __future__ import annotations

import dataclasses
import re

from obsmem_ros.core.clock_words import HOUR_WORDS, spoken_clock
from obsmem_ros.core.records import Commitment

__all__ = ["keeps_clock", "on_clock_of"]

_SAME_TIME = re.compile(r"\bsame (?:time|hour)\b")
_OWN_CLOCK = re.compile(r"\b\d{1,2}:\d{2}\b|o'clock|\b\d{1,2}\s*[ap]\.?m\b|\b(?:at|by) (?:\d{1,2}|"
                        + "|".join(HOUR_WORDS) + r")\b")
_DAY_NS = 86_400 * 1_000_000_000


def keeps_clock(text: str) -> bool:
    """Whether the words keep an earlier time of day ("same time") and say no clock of their own
    ("same time, two o'clock" says it again)."""
    lowered = text.lower()
    return bool(_SAME_TIME.search(lowered)) and not _OWN_CLOCK.search(spoken_clock(lowered))


def on_clock_of(c: Commitment, before: Commitment) -> Commitment:
    """`c` (due on its day, a time that keeps the clock) at the time of day of `before`: the nearest
    time to its own due with `before`'s clock."""
    if c.due_ns is None or before.due_ns is None:
        return c
    shift = (before.due_ns - c.due_ns) % _DAY_NS
    shift = shift - _DAY_NS if shift > _DAY_NS // 2 else shift
    return dataclasses.replace(c, due_ns=c.due_ns + shift)

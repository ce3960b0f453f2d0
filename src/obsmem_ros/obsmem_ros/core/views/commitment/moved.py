"""A plan called off and moved in one breath: "cancel tonight, change to tomorrow five o'clock",
"call off Friday's practice and move it to Sunday", "scrap the walk this morning, we'll go at six
instead". The calling off ends the plan (``commitment_view._cancel``); the part that moves it
names the new time, and the plan goes on at that time as a new commitment.

The moving part is a clause of the same words with a word of moving (change, move, shift, push,
postpone, put off, reschedule, switch, bring forward, "make it", "instead") that reads as a time.
A day named without a clock time keeps the plan's own clock time ("move it to Sunday": Sunday,
same hour).
"""
from __future__ import annotations

import re
from datetime import datetime, timezone
from typing import Mapping, Optional
from zoneinfo import ZoneInfo

from obsmem_ros.core.time_reading import read_time

__all__ = ["moved_due"]

_MOVING = re.compile(r"\b(?:chang(?:e[ds]?|ing)|mov(?:e[ds]?|ing)|shift\w*|push\w*|postpon\w*|reschedul\w*|switch\w*|"
                     r"put(?:s|ting)?\s+(?:it\s+)?off|br(?:ing|ought)\s+(?:it\s+)?forward|make\s+(?:it|that)|instead)\b")
_CLAUSE_END = re.compile(r"[,;.!?]+|\s+(?:and|but|so)\s+")


def moved_due(words: str, *, said_ns: int, old_due_ns: Optional[int], tz: str,
              meal_clock: Mapping[str, str]) -> Optional[int]:
    """The new due time (ns) that lower-cased `words`, said at `said_ns`, move a called-off plan to
    (its old due time `old_due_ns`); None when no clause of them moves it."""
    spoken_at = datetime.fromtimestamp(said_ns / 1e9, tz=ZoneInfo(tz))
    for part in _CLAUSE_END.split(words):
        if not _MOVING.search(part):
            continue
        read = read_time(part, spoken_at, meal_clock=meal_clock)
        if read.when is None:
            continue
        if read.clock is None and old_due_ns is not None:
            return _same_clock(read.when, old_due_ns, tz)
        return read.due_ns
    return None


def _same_clock(day: datetime, old_due_ns: int, tz: str) -> int:
    """The plan's old clock time on the day `day` names."""
    old = datetime.fromtimestamp(old_due_ns / 1e9, tz=timezone.utc).astimezone(ZoneInfo(tz))
    moved = day.replace(hour=old.hour, minute=old.minute, second=0, microsecond=0)
    return int(moved.timestamp()) * 1_000_000_000

"""Due times and recurrences of commitments, in the nanoseconds the Commitment view keeps.

The words are read by `core.time_reading` (the one reader of spoken times); this module gives its
reading as the view's ``Due``.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Mapping, Optional
from zoneinfo import ZoneInfo

from obsmem_ros.core.time_reading import DAYS, next_due, occurs_on, read_time

__all__ = ["DAYS", "Due", "next_due", "occurs_on", "parse_due"]


@dataclass(frozen=True)
class Due:
    """A parsed due time (``None`` when the words name none) and recurrence (``""`` for one-off)."""

    due_ns: Optional[int]
    recurrence: str


def parse_due(text: str, *, said_ns: int, tz: str, meal_clock: Mapping[str, str]) -> Due:
    """Due time and recurrence of a commitment said at ``said_ns`` in the home's timezone ``tz``."""
    read = read_time(text, datetime.fromtimestamp(said_ns / 1e9, tz=ZoneInfo(tz)), meal_clock=meal_clock)
    return Due(read.due_ns, read.recurrence)

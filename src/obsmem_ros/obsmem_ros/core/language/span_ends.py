"""The end of a span of time, for what is done after it.

People give an event its span and time a part in it by its end: "Khoa's at the holiday club
nine till three, I'll pick him up after" (the pick-up at three, not at nine), "swimming's from
four to five, can you collect him afterwards?". A clause that says only "after" (no object, or
only a pronoun for the event: "after it", "after that", "afterwards") is timed by the end of the
event it takes part in, when that event's words said one.
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Optional
from zoneinfo import ZoneInfo

from obsmem_ros.core.clock_words import HOUR_WORDS
from obsmem_ros.core.time_reading import read_time

from .clauses import PARSES

__all__ = ["after_it", "span_end"]

_AFTER = frozenset({"after", "afterwards", "afterward"})
_FOR_THE_EVENT = frozenset({"it", "that", "this", "then"})
_HOUR = r"(?:\d{1,2}(?::\d{2})?|" + "|".join(HOUR_WORDS) + r")"
_END = re.compile(r"\b(?:till|until|to)\s+((?:(?:half|quarter)\s+(?:past\s+|to\s+)?)?" + _HOUR + r")\b")


def after_it(action: str) -> bool:
    """Whether the words of a deed time it only as after the event it is part of ("I'll pick him
    up after", "collect him afterwards", "fetch them after that"), never after a thing of its own
    ("after lunch", "after the match")."""
    for tok in PARSES.doc(action):
        if tok.lower_ not in _AFTER:
            continue
        objects = [c for c in tok.children if c.dep_ in ("pobj", "pcomp")]
        if not objects or all(o.lower_ in _FOR_THE_EVENT for o in objects):
            return True
    return False


def span_end(due_text: str, start_ns: int, timezone: str) -> Optional[int]:
    """The end of the span that an event's time words say ("nine till three", "from four to
    five"), as the first such clock time after the event's start `start_ns`; None without a span."""
    found = _END.search(due_text.lower())
    if found is None:
        return None
    start = datetime.fromtimestamp(start_ns / 1e9, tz=ZoneInfo(timezone))
    end = read_time(f"at {found.group(1)}", start, meal_clock={}).when
    if end is None or end <= start:
        return None
    return int(end.timestamp()) * 1_000_000_000

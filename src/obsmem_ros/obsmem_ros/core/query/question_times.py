"""Times a question names, as references relative to the moment it is asked (`TimeRef`): the
day offset or day index, the clock, the part of day; a clock said without its half of the day read
as a household says it.
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timezone
from typing import Optional, Sequence

from ..language import TimeExpression
from ..time_reading.halves import Half, half_of_day
from ..language.parse import Granularity
from .plan import PartOfDay, TimeRef

__all__ = ["day_span", "household_hours", "merge", "midnight", "time_ref"]

DAY_NS = 86_400 * 1_000_000_000
NS_PER_S = 1_000_000_000

_HALF_OF_DAY = re.compile(r"\b(?:[ap]\.?m\b|morning|afternoon|evening|night|tonight|noon|midnight|breakfast|lunch|"
                          r"dinner)", re.IGNORECASE)


def household_hours(ref: TimeRef, times: Sequence[TimeExpression]) -> TimeRef:
    """A clock said without its half of the day ("at quarter to six yesterday", "at three on
    Thursday") read as a household says it: one to six o'clock is the afternoon or evening (nobody
    asks where the keys were at 5:45 in the night); from seven it stays as said. Words that say
    the afternoon or evening beside it ("six o'clock tonight", "at eight last night") put any hour
    before noon after it (`time_reading.halves`)."""
    if ref.clock is None or ref.part is not None or not 1 <= ref.clock[0] <= 11:
        return ref
    said = " ".join(t.text for t in times).lower()
    if half_of_day(said) is Half.PM:
        return replace(ref, clock=(ref.clock[0] + 12, ref.clock[1]))
    if ref.clock[0] > 6 or _HALF_OF_DAY.search(said):
        return ref
    return replace(ref, clock=(ref.clock[0] + 12, ref.clock[1]))


# What may stand between two days that together name one span ("yesterday and today", "Monday to
# Wednesday", "Friday, Saturday"): a list or a range, not a day and a clock of it.
_JOINED = re.compile(r"^\s*(?:,|,?\s*(?:and|or|to|till|until|through|thru|-))\s*(?:on\s+)?$", re.IGNORECASE)


def day_span(times: Sequence[TimeExpression], text: str, now_ns: int) -> Optional[TimeRef]:
    """Whole days said together ("yesterday and today", "Monday to Wednesday") as one reference:
    from the first day's midnight through the last day's end (None unless every time is a whole day
    and each follows the one before with only a list or range word between)."""
    if len(times) < 2 or any(t.granularity is not Granularity.DAY or t.relation not in ("during", "on", "")
                             or t.span is None for t in times):
        return None
    ordered = sorted(times, key=lambda t: t.span.start)
    if not all(_JOINED.match(text[a.span.end:b.span.start]) for a, b in zip(ordered, ordered[1:])):
        return None
    start, end = min(t.start_ns for t in times), max(t.end_ns for t in times)
    return TimeRef(day_offset=(midnight(start) - midnight(now_ns)) // DAY_NS, days=max(1, (end - start) // DAY_NS))


def merge(a: TimeRef, b: TimeRef) -> TimeRef:
    """One reference from two: day from the one that names a day, clock or part of day from the other."""
    def says_day(ref: TimeRef) -> int:  # "day 19" over "2 days ago" over a day only implied ("at 1:51")
        return 2 if ref.day_index is not None else (1 if ref.day_offset else 0)
    day_a = says_day(a) >= says_day(b) and (a.day_index is not None or a.day_offset is not None)
    day = a if day_a else b
    rest = b if day_a else a
    clock, part = rest.clock or day.clock, rest.part or day.part
    if clock is not None and part is not None and clock[0] < 12 <= part.hours[0]:
        clock = (clock[0] + 12, clock[1])  # "1:51 in the afternoon"
    return TimeRef(day_index=day.day_index, day_offset=day.day_offset, clock=clock,
                   part=None if clock is not None else part,
                   ago_s=None if (clock or part or day_a) else a.ago_s or b.ago_s,
                   days=None if (clock or part) else day.days)


def time_ref(expr: TimeExpression, now_ns: int) -> TimeRef:
    """A resolved time expression as a reference relative to `now_ns` (day offset, clock, part)."""
    if expr.relation == "ago":  # a window centred on the point "N units ago"
        point = (expr.start_ns + expr.end_ns) // 2
        if expr.granularity is Granularity.DAY:
            return TimeRef(day_offset=(midnight(point) - midnight(now_ns)) // DAY_NS)
        return TimeRef(ago_s=max(0, (now_ns - point) // NS_PER_S))
    start = datetime.fromtimestamp(expr.start_ns / NS_PER_S, tz=timezone.utc)
    day = {"day_index": expr.day_index} if expr.day_index is not None else \
        {"day_offset": (midnight(expr.start_ns) - midnight(now_ns)) // DAY_NS}
    if expr.granularity in (Granularity.MINUTE, Granularity.HOUR):
        if expr.day_index is None and midnight(expr.start_ns) == midnight(now_ns) and expr.relation == "at":
            day = {}  # a bare clock time: its latest occurrence (the engine resolves it)
        return TimeRef(clock=(start.hour, start.minute), **day)
    if expr.granularity is Granularity.PART_OF_DAY:
        part = next((p for p in PartOfDay if p.hours[0] <= start.hour < p.hours[1]), PartOfDay.NIGHT)
        return TimeRef(part=part, **day)
    days = (expr.end_ns - expr.start_ns) // DAY_NS
    if expr.granularity is Granularity.DAY:
        return TimeRef(**day, days=days if days > 1 else None)
    if expr.granularity is Granularity.WEEK and expr.end_ns > expr.start_ns:  # "this week": Monday on
        return TimeRef(**day, days=days)
    return TimeRef(ago_s=max(0, (now_ns - expr.start_ns) // NS_PER_S))


def midnight(t_ns: int) -> int:
    return t_ns - t_ns % DAY_NS

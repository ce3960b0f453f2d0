"""Recurrences said in words ("every Tuesday", "on weekends", "each morning", "Monday to Friday",
"Tuesdays and Thursdays") and their occurrences.

A recurrence is a name: ``daily``, ``weekdays``, ``weekends`` or ``weekly:<day>[,<day>...]``;
``""`` is a one-off time. Days said as a range or a list are read as the set of days they cover,
named by the set (Monday to Friday is ``weekdays``, whichever words said it).
"""
from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import FrozenSet, Optional, Tuple
from zoneinfo import ZoneInfo

__all__ = ["DAYS", "habitual", "next_due", "next_occurrence", "occurs_on", "recurrence_of", "recurrence_read"]

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_EVERY = r"(?:every|each)\s+"
_DAY = "(?:" + "|".join(DAYS) + ")"
_NAMED = (
    (re.compile(r"\b" + _EVERY + r"weekday|\bweekdays\b"), "weekdays"),
    (re.compile(r"\b" + _EVERY + r"weekend|\bweekends\b"), "weekends"),
)
_DAILY = re.compile(r"\b" + _EVERY + r"(?:day|morning|afternoon|evening|night)\b|\bdaily\b|\bmost days\b"
                    r"|\b(?:in the|on|at)\s+(?:mornings|afternoons|evenings|nights)\b")
# "Monday to Friday", "from Mondays through Thursdays", "Mon-Fri" written out: every day between the two.
_RANGE = re.compile(r"\b(?:from\s+)?(" + _DAY + r")s?\s*(?:to|through|thru|till|until|-|\u2013)\s*(" + _DAY + r")s?\b")
# "every Tuesday and Thursday", "on Mondays, Wednesdays and Fridays", "Saturdays": one day or a list of them.
_RUN = re.compile(r"\b(" + _EVERY + r")?(" + _DAY + r"s?(?:\s*(?:,|\band\b|\bor\b|&)\s*(?:and\s+)?" + _DAY
                  + r"s?)*)\b")
# A range in a sentence that moves something in time is the old day and the new one, not a span of days
# ("the lesson's been moved from Monday to Friday").
_MOVED = re.compile(r"\b(?:mov|postpon|resched|rearrang|shift|push|chang|switch|brought|bring|put (?:it |that )?(?:back|off))")
_WEEKDAYS = frozenset(DAYS[:5])
_WEEKENDS = frozenset(DAYS[5:])


_HABITUAL = re.compile(r"(?<!\blike )(?<!\bas )\b(?:always|usually|normally|generally|tend\s+to|never)\b")


def habitual(words: str) -> bool:
    """Whether the words tell a habit ("I always have a shower at half six"): its clock time is no
    one-off still to come. A one-off likened to the habit ("switch it off at ten, like always")
    is still to come: the habit only says the time is the usual one."""
    return bool(_HABITUAL.search(words))


def recurrence_of(words: str) -> str:
    """The recurrence `words` (lower case) name, ``""`` for none."""
    return recurrence_read(words)[0]


def recurrence_read(words: str) -> Tuple[str, str]:
    """(recurrence, `words` less the days it is said by) of `words` (lower case). A set of days said as
    a range or list is taken out of the words: its days are no day of a one-off time ("at 16:30 Monday
    to Friday" first falls on the next weekday, not on Friday)."""
    for pattern, name in _NAMED:
        if pattern.search(words):
            return name, words
    span = _day_range(words) or _day_run(words)
    if span is not None:
        days, (start, end) = span
        rest = words[:start] + " " * (end - start) + words[end:] if len(days) > 1 else words
        return _named(days), rest
    return ("daily", words) if _DAILY.search(words) else ("", words)


def _day_range(words: str) -> Optional[Tuple[FrozenSet[str], Tuple[int, int]]]:
    """The days a range covers, with its place in `words`; None when none is said, or when the words
    move something from one day to another."""
    match = _RANGE.search(words)
    if match is None or _MOVED.search(words[:match.start()]):
        return None
    first, last = DAYS.index(match.group(1)), DAYS.index(match.group(2))
    return frozenset(DAYS[(first + i) % 7] for i in range((last - first) % 7 + 1)), match.span()


def _day_run(words: str) -> Optional[Tuple[FrozenSet[str], Tuple[int, int]]]:
    """The days of the first run of day names said as recurring: after "every"/"each" or in the
    plural ("Tuesdays and Thursdays"); "Tuesday and Thursday" alone are two one-off days."""
    for match in _RUN.finditer(words):
        said = re.findall(_DAY + "s?", match.group(2))
        if match.group(1) or any(d.endswith("s") for d in said):
            return frozenset(d.rstrip("s") for d in said), match.span()
    return None


def _named(days: FrozenSet[str]) -> str:
    """The name of a set of days: ``weekdays``, ``weekends``, ``daily``, else ``weekly:`` its days in
    the week's order."""
    if days == _WEEKDAYS:
        return "weekdays"
    if days == _WEEKENDS:
        return "weekends"
    if len(days) == 7:
        return "daily"
    return "weekly:" + ",".join(d for d in DAYS if d in days)


def occurs_on(moment: datetime, recurrence: str) -> bool:
    """Whether a recurrence has an occurrence on ``moment``'s day."""
    if recurrence == "weekdays":
        return moment.weekday() < 5
    if recurrence == "weekends":
        return moment.weekday() >= 5
    if recurrence.startswith("weekly:"):
        return DAYS[moment.weekday()] in recurrence.split(":", 1)[1].split(",")
    return True


def next_occurrence(due: datetime, recurrence: str) -> datetime:
    """``due`` moved forward to the first day the recurrence allows."""
    for _ in range(8):
        if occurs_on(due, recurrence):
            return due
        due += timedelta(days=1)
    return due


def next_due(first_due_ns: int, recurrence: str, *, after_ns: int, tz: str) -> int:
    """The first occurrence of a recurring commitment at or after ``after_ns``."""
    zone = ZoneInfo(tz)
    due = datetime.fromtimestamp(first_due_ns / 1e9, tz=zone)
    after = datetime.fromtimestamp(after_ns / 1e9, tz=zone)
    if due < after:
        due = datetime.combine(after.date(), due.timetz())
        if due < after:
            due += timedelta(days=1)
    return int(next_occurrence(due, recurrence).timestamp()) * 1_000_000_000

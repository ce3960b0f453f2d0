"""Recurrences said in words ("every Tuesday", "on weekends", "each morning") and their occurrences.

A recurrence is a name: ``daily``, ``weekdays``, ``weekends`` or ``weekly:<day>``; ``""`` is a
one-off time.
"""
from __future__ import annotations

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

__all__ = ["DAYS", "habitual", "next_due", "next_occurrence", "occurs_on", "recurrence_of"]

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_EVERY = r"(?:every|each)\s+"
_RECURRENCES = (
    (re.compile(r"\b" + _EVERY + r"weekday|\bweekdays\b"), "weekdays"),
    (re.compile(r"\b" + _EVERY + r"weekend|\bweekends\b"), "weekends"),
    (re.compile(r"\b" + _EVERY + r"(" + "|".join(DAYS) + r")\b|\b(" + "|".join(DAYS) + r")s\b"), "weekly"),
    (re.compile(r"\b" + _EVERY + r"(?:day|morning|afternoon|evening|night)\b|\bdaily\b|\bmost days\b"
                r"|\b(?:in the|on|at)\s+(?:mornings|afternoons|evenings|nights)\b"), "daily"),
)


_HABITUAL = re.compile(r"\b(?:always|usually|normally|generally|tend\s+to|never)\b")


def habitual(words: str) -> bool:
    """Whether the words tell a habit ("I always have a shower at half six"): its clock time is no
    one-off still to come."""
    return bool(_HABITUAL.search(words))


def recurrence_of(words: str) -> str:
    """The recurrence `words` (lower case) name, ``""`` for none."""
    for pattern, name in _RECURRENCES:
        match = pattern.search(words)
        if match:
            return f"weekly:{match.group(1) or match.group(2)}" if name == "weekly" else name
    return ""


def occurs_on(moment: datetime, recurrence: str) -> bool:
    """Whether a recurrence has an occurrence on ``moment``'s day."""
    if recurrence == "weekdays":
        return moment.weekday() < 5
    if recurrence == "weekends":
        return moment.weekday() >= 5
    if recurrence.startswith("weekly:"):
        return DAYS[moment.weekday()] == recurrence.split(":", 1)[1]
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

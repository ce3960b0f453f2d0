"""Due times and recurrences of commitments, parsed from English time expressions.

Understood (case-insensitive): ``at 7:30`` / ``at 7`` / ``at 7 pm`` / ``at 19:30`` / ``at noon`` (also after
``by``, ``around``, ``until``, ``till``, ``before``; clock times said in words, "by half past eight",
are written in digits first by ``core.clock_words``),
``today``, ``tonight``, ``tomorrow``, ``on Monday`` (or ``to|until|next|this Monday``), ``in 20 minutes`` / ``in 2 hours``,
``after|before breakfast|lunch|dinner`` and ``this morning|afternoon|evening`` (mapped to the
configured ``meal_times``; "before" is 30 minutes earlier), and recurrences ``every day`` /
``daily`` / ``every morning`` (daily), ``every weekday`` / ``on weekdays`` (weekdays),
``every weekend`` / ``at weekends`` (weekends), ``every monday`` / ``mondays`` (weekly:monday), ``most
days`` / ``in the mornings`` (daily). Clock times are in the home's
``timezone``. A clock time said without am / pm ("at two", "by 8:30") is the nearest such time still
to come (on a named day or in a recurrence, the daytime one; with "evening" / "morning", that half of
the day);
``tomorrow`` without a clock time means the configured ``morning``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Mapping, Optional, Tuple
from zoneinfo import ZoneInfo

from obsmem_ros.core.clock_words import HOUR_WORDS, spoken_clock

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_CLOCK_PREPS = r"(?:at|by|around|about|until|till|before|after|from)"
# a clock time after a preposition ("by 8", "after 6") or said with its minutes ("for 7:30", "Friday, 8:40")
_CLOCK = re.compile(r"(?:\b" + _CLOCK_PREPS + r"\s+(\d{1,2})(?::(\d{2}))?|(?<![\d:.])(\d{1,2}):(\d{2}))"
                    r"\s*(am|pm|a\.m\.|p\.m\.)?(?![\d:])")
_NAMED_CLOCK = re.compile(r"\bat\s+(noon|midnight)\b")
_BARE_HOUR = re.compile(r"\b" + _CLOCK_PREPS + r"\s+(" + "|".join(HOUR_WORDS) + r")"
                        r"(?=\s*(?:$|[,.;:!?]|(?:tomorrow|today|tonight|on|in|this|next|then|and|or|so|but|please|"
                        r"sharp|latest|at|for|to|when|if)\b))")
_PM_WORDS = re.compile(r"\b(?:afternoons?|evenings?|tonight|nights?|dinner|supper|pm|p\.m\.)\b")
_AM_WORDS = re.compile(r"\b(?:mornings?|breakfast|am|a\.m\.)\b")
_RELATIVE = re.compile(r"\bin\s+(\d+|an?|half an)\s+(minute|minutes|min|hour|hours)\b")
_MEAL = re.compile(r"\b(after|before|at|for|this|by)\s+(breakfast|lunch|dinner|morning|afternoon|evening|bedtime|noon)\b")
_WEEKDAY = re.compile(r"\b(?:on|to|until|till|for|next|this|from|by|before|after)\s+(" + "|".join(DAYS) + r")\b")
_BARE_WEEKDAY = re.compile(r"(?<!last )\b(" + "|".join(DAYS) + r")\b")
_MONTHS = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?" \
          r"|nov(?:ember)?|dec(?:ember)?)"
_DATE = re.compile(r"\b(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)(?:\s+of\s+" + _MONTHS + r")?|\d{1,2}\s+" + _MONTHS
                   + r"|" + _MONTHS + r"\s+\d{1,2}(?:st|nd|rd|th)?)\b")
_RECURRENCE = (
    (re.compile(r"\bevery\s+weekday|\bon\s+weekdays\b|\bweekdays\b"), "weekdays"),
    (re.compile(r"\bevery\s+weekend|\b(?:on|at)\s+weekends\b|\bweekends\b"), "weekends"),
    (re.compile(r"\bevery\s+(" + "|".join(DAYS) + r")\b|\b(" + "|".join(DAYS) + r")s\b"), "weekly"),
    (re.compile(r"\bevery\s+(day|morning|evening|night)\b|\bdaily\b|\beach day\b|\bmost days\b"
                r"|\b(?:in the|on|at)\s+(?:mornings|afternoons|evenings|nights)\b"), "daily"),
)


@dataclass(frozen=True)
class Due:
    """A parsed due time (``None`` when the words name none) and recurrence (``""`` for one-off)."""

    due_ns: Optional[int]
    recurrence: str


def parse_due(text: str, *, said_ns: int, tz: str, meal_clock: Mapping[str, str]) -> Due:
    """Due time and recurrence of a commitment said at ``said_ns`` (clock times said in words too)."""
    words = spoken_clock(text.lower())
    zone = ZoneInfo(tz)
    said = datetime.fromtimestamp(said_ns / 1e9, tz=zone)
    recurrence = _recurrence(words)
    relative = _RELATIVE.search(words)
    if relative:
        amount = {"a": 1, "an": 1, "half an": 0.5}.get(relative.group(1)) or float(relative.group(1))
        unit = 60 if relative.group(2).startswith("min") else 3600
        return Due(said_ns + int(amount * unit * 1e9), recurrence)
    clock, open_half = _clock(words, meal_clock)
    day, explicit_day = _day(words, said)
    if clock is None and not explicit_day and not recurrence:
        return Due(None, "")
    if clock is None:
        clock = _hhmm(meal_clock.get("morning", "08:00"))
    due = _on_day(day, clock, zone, said, open_half=open_half, explicit_day=explicit_day or bool(recurrence),
                 words=words)
    due = _next_occurrence(due, recurrence)
    return Due(int(due.timestamp()) * 1_000_000_000, recurrence)


def _on_day(day: date, clock: time, zone: ZoneInfo, said: datetime, *, open_half: bool, explicit_day: bool,
            words: str) -> datetime:
    """The moment `clock` on `day` means. A clock time said without am / pm ("at two", "by 8:30")
    is in the half of the day the words name ("this evening"), else on a named day or in a
    recurrence the daytime one (1-6 are afternoon hours), else the nearest one still to come."""
    due = datetime.combine(day, clock, tzinfo=zone)
    if open_half and 1 <= clock.hour <= 11:
        later = due + timedelta(hours=12)
        if _PM_WORDS.search(words):
            return later if later > said or explicit_day else later + timedelta(days=1)
        if _AM_WORDS.search(words) or explicit_day:
            due = later if explicit_day and clock.hour < 7 and not _AM_WORDS.search(words) else due
        else:
            return next(t for t in (due, later, due + timedelta(days=1)) if t > said)
    if due <= said and not explicit_day:
        due += timedelta(days=1)
    return due


def _recurrence(words: str) -> str:
    for pattern, name in _RECURRENCE:
        match = pattern.search(words)
        if match:
            return f"weekly:{match.group(1) or match.group(2)}" if name == "weekly" else name
    return ""


def _clock(words: str, meal_clock: Mapping[str, str]) -> Tuple[Optional[time], bool]:
    """(the clock time the words name, whether its half of the day was left unsaid)."""
    named = _NAMED_CLOCK.search(words)
    if named:
        return (time(12, 0) if named.group(1) == "noon" else time(0, 0)), False
    match = _CLOCK.search(words)
    if match:
        hour, minute = int(match.group(1) or match.group(3)), int(match.group(2) or match.group(4) or 0)
        half = (match.group(5) or "").replace(".", "")
        if hour <= 23 and minute <= 59:
            if half == "pm" and hour < 12:
                hour += 12
            elif half == "am" and hour == 12:
                hour = 0
            return time(hour, minute), not half and hour <= 12
    meal = _MEAL.search(words)
    if meal and meal.group(2) in meal_clock:
        clock = datetime.combine(datetime(2000, 1, 1), _hhmm(meal_clock[meal.group(2)]))
        if meal.group(1) == "before":
            clock -= timedelta(minutes=30)
        return clock.time(), False
    if "tonight" in words and "tonight" in meal_clock:
        return _hhmm(meal_clock["tonight"]), False
    bare = _BARE_HOUR.search(words)
    if bare:
        return time(HOUR_WORDS.index(bare.group(1)) + 1, 0), True
    return None, False


def _day(words: str, said: datetime) -> Tuple[date, bool]:
    if "tomorrow" in words:
        return (said + timedelta(days=1)).date(), True
    dated = _DATE.search(words)
    if dated:
        found = _calendar_date(dated.group(0), said)
        if found is not None:
            return found, True
    weekday = _WEEKDAY.search(words) or _BARE_WEEKDAY.search(words)  # "Friday I need picking up at five"
    if weekday:
        ahead = (DAYS.index(weekday.group(1)) - said.weekday()) % 7 or 7
        return (said + timedelta(days=ahead)).date(), True
    return said.date(), "today" in words or "tonight" in words


def _calendar_date(words: str, said: datetime) -> Optional[date]:
    """The next date (today or later) a calendar date names ("the 14th", "3 November", "June
    2nd"), read by dateparser against the time of speaking."""
    import dateparser

    base = said.replace(tzinfo=None)
    parsed = dateparser.parse(re.sub(r"^the\s+", "", words), languages=["en"],
                              settings={"RELATIVE_BASE": base, "PREFER_DATES_FROM": "future",
                                        "PREFER_DAY_OF_MONTH": "first"})
    if parsed is None:
        return None
    day = parsed.date()
    if day < base.date() and not re.search(_MONTHS, words):  # "the 3rd" said on the 20th: next month's
        day = (day.replace(day=1) + timedelta(days=32)).replace(day=day.day)
    return day


def _next_occurrence(due: datetime, recurrence: str) -> datetime:
    """Move ``due`` forward to the first day the recurrence allows."""
    for _ in range(8):
        if occurs_on(due, recurrence):
            return due
        due += timedelta(days=1)
    return due


def occurs_on(moment: datetime, recurrence: str) -> bool:
    """Whether a recurrence has an occurrence on ``moment``'s day."""
    if recurrence == "weekdays":
        return moment.weekday() < 5
    if recurrence == "weekends":
        return moment.weekday() >= 5
    if recurrence.startswith("weekly:"):
        return DAYS[moment.weekday()] == recurrence.split(":", 1)[1]
    return True


def next_due(first_due_ns: int, recurrence: str, *, after_ns: int, tz: str) -> int:
    """The first occurrence of a recurring commitment at or after ``after_ns``."""
    zone = ZoneInfo(tz)
    due = datetime.fromtimestamp(first_due_ns / 1e9, tz=zone)
    after = datetime.fromtimestamp(after_ns / 1e9, tz=zone)
    if due < after:
        due = datetime.combine(after.date(), due.timetz())
        if due < after:
            due += timedelta(days=1)
    return int(_next_occurrence(due, recurrence).timestamp()) * 1_000_000_000


def _hhmm(text: str) -> time:
    hour, minute = text.split(":")
    return time(int(hour), int(minute))

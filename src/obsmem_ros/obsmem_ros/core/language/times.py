"""Time expressions: found in the text, resolved by dateparser against the time of speaking.

A time expression is a time of an event or a window ("yesterday morning", "Friday evening",
"last week", "an hour ago", "on day 3"): it comes out as `[start_ns, end_ns)` UTC with a
granularity. A clock value of a setting ("set to 07:00", "the timer at 6:30") is a value, not
a time: `clock_values` finds those, and `find_times` skips their spans.
"""
from __future__ import annotations

import datetime as dt
import functools
import re
from typing import List, Optional, Tuple

from .parse import Granularity, Span, TimeExpression, Value

_NS = 1_000_000_000
_PARTS = {"morning": (5, 12), "afternoon": (12, 17), "evening": (17, 22), "night": (22, 29), "tonight": (17, 29),
          "lunchtime": (11, 14), "breakfast": (6, 10), "dinner": (17, 21), "noon": (12, 13), "midnight": (0, 1)}
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?"
          r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_DATE = r"(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH + r"|" + _MONTH + r"\s+\d{1,2}(?:st|nd|rd|th)?)"
_DAYWORD = r"(?:day before yesterday|day after tomorrow|yesterday|today|tomorrow|tonight|" + _WEEKDAY + r"|" + _DATE + r")"
_PART = r"(?:morning|afternoon|evening|night|lunchtime|noon|midnight)"
_CLOCK = r"(?:\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?|\d{1,2}\s?[ap]\.?m\.?|\d{1,2} o'clock)"
_UNIT = r"(?:minute|hour|day|week|month)s?"
_NUM = r"(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of)"
_PATTERN = re.compile(
    r"\b(?:(?P<rel>before|after|since|until|by|at|on|in|during)\s+)?(?:the\s+)?(?:"
    r"(?P<ago>" + _NUM + r"\s+" + _UNIT + r"\s+ago)"
    r"|(?P<dayn>day\s+(?P<n>\d+))(?:\s+(?:in the\s+)?(?P<dpart>" + _PART + r"))?(?:\s+at\s+(?P<dclock>" + _CLOCK + r"))?"
    r"|(?P<lastx>(?:last|this|next|earlier this|later this)\s+(?:week|month|weekend|" + _PART + r"|" + _WEEKDAY + r"))"
    r"|(?P<day>(?:last\s+|this\s+|next\s+|on\s+)?" + _DAYWORD + r")(?:\s+(?:in the\s+)?(?P<part>" + _PART + r"))?"
    r"(?:\s+at\s+(?P<clock2>" + _CLOCK + r"))?"
    r"|(?P<clock>" + _CLOCK + r")(?:\s+in the\s+(?P<cpart>" + _PART + r"))?"
    r"(?:\s+(?P<cday>(?:on\s+)?" + _DAYWORD + r"|(?:on\s+)?day\s+\d+)(?:\s+(?:in the\s+)?(?P<dpart2>" + _PART + r"))?)?"
    r"|(?:in the\s+|this\s+|earlier this\s+)(?P<bpart>" + _PART + r")"
    r")(?!\w|:\d)",
    re.IGNORECASE)
_SETTING_CLOCK = re.compile(r"\b(?:set(?:\s+it)?|reset|change[sd]?|switch(?:ed)?|turn(?:ed)?|put|timer|alarm|"
                            r"programmed|go off)\s+(?:(?!(?:to|for|at|as)\b)\w+\s+){0,3}?(?:to|for|at|as)\s+(?P<v>" + _CLOCK + r"|\d+(?:\.\d+)?"
                            r"(?:\s?(?:degrees|°c?|c\b|%))?)", re.IGNORECASE)
_WORD_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
             "eight": 8, "nine": 9, "ten": 10, "a few": 3, "a couple of": 2}


def clock_values(text: str) -> List[Value]:
    """Setting values in `text` ("set to 07:00" -> clock 07:00; "set it to 22 degrees" -> number 22)."""
    out = []
    for m in _SETTING_CLOCK.finditer(text):
        raw = m.group("v")
        clock = _parse_clock(raw)
        if clock is not None:
            out.append(Value(text=raw, kind="clock", normalised=f"{clock[0]:02d}:{clock[1]:02d}",
                             span=Span(m.start("v"), m.end("v"))))
        else:
            number = re.match(r"\d+(?:\.\d+)?", raw).group(0)
            out.append(Value(text=raw, kind="number", normalised=number, span=Span(m.start("v"), m.end("v"))))
    return out


def find_times(text: str, now_ns: int, *, day1_ns: Optional[int] = None,
               skip: Tuple[Span, ...] = ()) -> List[TimeExpression]:
    """Time expressions of `text` resolved against `now_ns` (the time of speaking or the cutoff).

    `day1_ns` is any instant on day 1 of the caller's day numbering ("on day 3"); without it a
    "day N" expression keeps its `day_index` and an empty window. Spans in `skip` (setting
    values) are not times.
    """
    now = dt.datetime.fromtimestamp(now_ns / _NS, tz=dt.timezone.utc)
    out = []
    for m in _PATTERN.finditer(text):
        if any(m.start() < s.end and s.start < m.end() for s in skip):
            continue
        window = _resolve(m, now, day1_ns)
        if window is None:
            continue
        start, end, gran, day_index = window
        rel = (m.group("rel") or "").lower()
        relation = {"before": "before", "until": "before", "by": "before", "after": "after", "since": "after",
                    "at": "at"}.get(rel, "ago" if m.group("ago") else "during")
        out.append(TimeExpression(text=m.group(0), span=Span(m.start(), m.end()), start_ns=start, end_ns=end,
                                  granularity=gran, relation=relation, day_index=day_index))
    return out


def _resolve(m: "re.Match[str]", now: dt.datetime, day1_ns: Optional[int]):
    if m.group("ago"):
        return _ago(m.group("ago"), now)
    if m.group("dayn"):
        n = int(m.group("n"))
        if day1_ns is None:
            return 0, 0, Granularity.DAY, n
        day1 = dt.datetime.fromtimestamp(day1_ns / _NS, tz=dt.timezone.utc).replace(hour=0, minute=0, second=0,
                                                                                   microsecond=0)
        day = day1 + dt.timedelta(days=n - 1)
        return _within_day(day, m.group("dpart"), m.group("dclock")) + (n,)
    if m.group("lastx"):
        return _last_x(m.group("lastx").lower(), now) + (None,)
    if m.group("day"):
        day = _day(m.group("day").lower(), now)
        part = m.group("part") or ("tonight" if m.group("day").lower() == "tonight" else None)
        return _within_day(day, part, m.group("clock2")) + (None,)
    if m.group("clock"):
        clock = _in_part(m.group("clock"), m.group("cpart") or m.group("dpart2"))
        return _clock_on_day(clock, (m.group("cday") or "").lower(), now, day1_ns)
    if m.group("bpart"):
        return _within_day(now.replace(hour=0, minute=0, second=0, microsecond=0), m.group("bpart"), None) + (None,)
    return None


def _in_part(clock: str, part: Optional[str]) -> str:
    """A clock said with its part of the day as a 24-hour clock ("4:52 in the afternoon" -> 16:52)."""
    hm = _parse_clock(clock)
    if hm is None or not part or hm[0] >= 12 or _PARTS[part.lower()][0] < 12:
        return clock
    return f"{hm[0] + 12}:{hm[1]:02d}"


def _clock_on_day(clock: str, cday: str, now: dt.datetime, day1_ns: Optional[int]):
    """"07:00 on day 3" / "7 pm yesterday" / a bare clock time (today)."""
    n = re.search(r"day\s+(\d+)", cday)
    if n and day1_ns is None:
        return 0, 0, Granularity.MINUTE, int(n.group(1))
    if n:
        day1 = dt.datetime.fromtimestamp(day1_ns / _NS, tz=dt.timezone.utc)
        day = day1.replace(hour=0, minute=0, second=0, microsecond=0) + dt.timedelta(days=int(n.group(1)) - 1)
        return _within_day(day, None, clock) + (int(n.group(1)),)
    day = _day(cday, now) if cday else now.replace(hour=0, minute=0, second=0, microsecond=0)
    return _within_day(day, None, clock) + (None,)


def _ns(t: dt.datetime) -> int:
    return int(t.timestamp()) * _NS + t.microsecond * 1000


def _day(word: str, now: dt.datetime) -> dt.datetime:
    """The midnight starting the day `word` names (dateparser, past preferred, cached per day)."""
    word = re.sub(r"^on\s+", "", word)
    if word == "tonight" or word == now.strftime("%A").lower():
        word = "today"
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    return midnight + dt.timedelta(days=_day_offset(word, midnight.replace(tzinfo=None)))


@functools.lru_cache(maxsize=1024)
def _day_offset(word: str, midnight: dt.datetime) -> int:
    import dateparser

    parsed = dateparser.parse(word, languages=["en"], settings={
        "RELATIVE_BASE": midnight + dt.timedelta(hours=12),
        "PREFER_DATES_FROM": "future" if word.startswith("next") or word == "tomorrow" else "past"})
    return (parsed.date() - midnight.date()).days if parsed is not None else 0


def _within_day(day: dt.datetime, part: Optional[str], clock: Optional[str]):
    if clock:
        hm = _parse_clock(clock)
        if hm is not None:
            start = day + dt.timedelta(hours=hm[0], minutes=hm[1])
            return _ns(start), _ns(start + dt.timedelta(minutes=1)), Granularity.MINUTE
    if part:
        lo, hi = _PARTS[part.lower()]
        return _ns(day + dt.timedelta(hours=lo)), _ns(day + dt.timedelta(hours=hi)), Granularity.PART_OF_DAY
    return _ns(day), _ns(day + dt.timedelta(days=1)), Granularity.DAY


def _last_x(phrase: str, now: dt.datetime):
    which, _, unit = phrase.rpartition(" ")
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    shift = {"last": -1, "next": 1}.get(which, 0)
    if unit in ("week", "weekend"):
        monday = midnight - dt.timedelta(days=midnight.weekday()) + dt.timedelta(weeks=shift)
        if unit == "weekend":
            return _ns(monday + dt.timedelta(days=5)), _ns(monday + dt.timedelta(days=7)), Granularity.DAY
        return _ns(monday), _ns(monday + dt.timedelta(weeks=1)), Granularity.WEEK
    if unit == "month":
        first = midnight.replace(day=1)
        if shift < 0:
            first = (first - dt.timedelta(days=1)).replace(day=1)
        elif shift > 0:
            first = (first + dt.timedelta(days=32)).replace(day=1)
        following = (first + dt.timedelta(days=32)).replace(day=1)
        return _ns(first), _ns(following), Granularity.MONTH
    if unit in _PARTS:
        day = midnight + dt.timedelta(days=shift) if unit != "night" or shift else midnight
        return _within_day(day, unit, None)
    return _within_day(_day(f"{which} {unit}", now), None, None)


def _ago(phrase: str, now: dt.datetime):
    m = re.match(r"(.+?)\s+(minute|hour|day|week|month)s?\s+ago", phrase.lower())
    count = _WORD_NUM.get(m.group(1), None) if not m.group(1).isdigit() else int(m.group(1))
    unit = {"minute": dt.timedelta(minutes=1), "hour": dt.timedelta(hours=1), "day": dt.timedelta(days=1),
            "week": dt.timedelta(weeks=1), "month": dt.timedelta(days=30)}[m.group(2)]
    gran = {"minute": Granularity.MINUTE, "hour": Granularity.HOUR, "day": Granularity.DAY,
            "week": Granularity.WEEK, "month": Granularity.MONTH}[m.group(2)]
    point = now - unit * (count or 1)
    return _ns(point - unit / 2), _ns(point + unit / 2), gran, None


def _parse_clock(raw: str) -> Optional[Tuple[int, int]]:
    m = re.match(r"(\d{1,2})(?::(\d{2}))?\s?(?:([ap])\.?m\.?|o'clock)?$", raw.strip().lower())
    if not m or (m.group(2) is None and m.group(3) is None and "o'clock" not in raw.lower()):
        return None
    hour, minute = int(m.group(1)), int(m.group(2) or 0)
    if m.group(3) == "p" and hour < 12:
        hour += 12
    if m.group(3) == "a" and hour == 12:
        hour = 0
    return (hour, minute) if hour < 24 and minute < 60 else None

"""Conversions between int nanoseconds (UTC) and ISO 8601 text with an explicit offset."""
from __future__ import annotations

import functools
import re
from datetime import date, datetime, timedelta

_FRACTION = re.compile(r"\.(\d+)")
MIN_NS, MAX_NS = -(2 ** 63), 2 ** 63 - 1  # int64 nanoseconds: 1677-09-21T00:12:43Z .. 2262-04-11T23:47:16Z
_RANGE = "1677-09-21T00:12:44Z .. 2262-04-11T23:47:16Z"
_SLOW_ENDS = ("Z", "z", " ", "\t", "\n", "\r", "")
_EPOCH = date(1970, 1, 1)


def parse_iso_ns(text: str) -> int:
    """ISO 8601 with an explicit offset (``Z`` allowed) to int nanoseconds.

    Raises ``ValueError`` (with the reason) for naive or unparsable text, and for times outside
    the int64 nanoseconds every store and message holds (1677-09-21 .. 2262-04-11). Fractions
    keep up to nanosecond precision.
    """
    if text.__class__ is str and "." not in text and text[-1:] not in _SLOW_ENDS and not text[:1].isspace():
        try:  # the common case: no fraction, an explicit offset, no blanks around (as format_iso writes)
            moment = datetime.fromisoformat(text)
        except ValueError:
            moment = None
        if moment is not None and moment.tzinfo is not None:
            return _in_range(text, int(moment.timestamp()) * 1_000_000_000)
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"{text!r} is not an ISO 8601 time string")
    raw = text.strip()
    if raw.endswith(("Z", "z")):
        raw = raw[:-1] + "+00:00"
    nanos = 0
    match = _FRACTION.search(raw)
    if match:
        digits = match.group(1)
        nanos = int((digits + "000000000")[:9])
        raw = raw[:match.start()] + raw[match.end():]
    try:
        moment = datetime.fromisoformat(raw)
    except ValueError as err:
        raise ValueError(f"{text!r} is not an ISO 8601 time ({err})") from None
    if moment.tzinfo is None:
        raise ValueError(f"{text!r} has no UTC offset; write e.g. 2026-03-02T07:30:00+00:00")
    seconds = int(moment.timestamp())
    return _in_range(text, seconds * 1_000_000_000 + nanos)


def _in_range(text: str, time_ns: int) -> int:
    if not MIN_NS <= time_ns <= MAX_NS:
        raise ValueError(f"{text!r} is outside the times memory can hold ({_RANGE})")
    return time_ns


def format_iso(time_ns: int) -> str:
    """Int nanoseconds to ISO 8601 in UTC with ``+00:00`` (microsecond precision when needed).

    The text ``datetime.isoformat`` gives, built from the day's date (cached: ingest writes the
    times of every episode card, most of them on a few days) and the time of day in integers."""
    seconds, nanos = divmod(int(time_ns), 1_000_000_000)
    day, clock = divmod(seconds, 86_400)
    hours, rest = divmod(clock, 3600)
    minutes, secs = divmod(rest, 60)
    micros = nanos // 1000
    text = f"{_day_prefix(day)}{hours:02d}:{minutes:02d}:{secs:02d}"
    return f"{text}.{micros:06d}+00:00" if micros else f"{text}+00:00"


@functools.lru_cache(maxsize=4096)
def _day_prefix(day: int) -> str:
    """``YYYY-MM-DDT`` of a day counted from the Unix epoch (``OverflowError`` outside datetime's years)."""
    return (_EPOCH + timedelta(days=day)).isoformat() + "T"

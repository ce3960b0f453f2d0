"""World time: int nanoseconds since the Unix epoch (UTC) inside the core; ISO 8601 in JSON.

The simulator works in whole seconds, so every ISO string it writes has no fraction and
round-trips exactly (``2026-03-02T07:30:00+00:00``).
"""
from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

from obsmem_ros.core import format_iso, parse_iso_ns

NS_PER_S = 1_000_000_000
DAY_S = 86_400
WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def ns_to_iso(ns: int) -> str:
    """Render nanoseconds since the epoch as ISO 8601 with a +00:00 offset (whole seconds)."""
    return format_iso(int(ns) // NS_PER_S * NS_PER_S)


def iso_to_ns(text: str) -> int:
    """Parse an ISO 8601 time with an offset into nanoseconds since the epoch (``ValueError`` otherwise)."""
    return parse_iso_ns(text)


def day_start_ns(start: date, day_index: int) -> int:
    """Midnight (UTC) of simulated day ``day_index`` (1-based) of a trace that starts on ``start``."""
    moment = datetime(start.year, start.month, start.day, tzinfo=timezone.utc) + timedelta(days=day_index - 1)
    return int((moment - _EPOCH).total_seconds()) * NS_PER_S


def clock_to_s(text: str) -> int:
    """``"07:30"`` -> seconds after midnight."""
    hours, minutes = text.split(":")
    return int(hours) * 3600 + int(minutes) * 60


def s_to_clock(seconds: int) -> str:
    """Seconds after midnight -> ``"07:30"`` (minutes, zero-padded)."""
    seconds = int(seconds) % DAY_S
    return f"{seconds // 3600:02d}:{(seconds % 3600) // 60:02d}"


def weekday_name(start: date, day_index: int) -> str:
    """Three-letter weekday (``mon``..``sun``) of simulated day ``day_index``."""
    return WEEKDAYS[(start + timedelta(days=day_index - 1)).weekday()]


def day_of(ns: int, start: date) -> int:
    """The 1-based simulated day a time falls in."""
    return (int(ns) - day_start_ns(start, 1)) // (DAY_S * NS_PER_S) + 1


def clock_of(ns: int) -> str:
    """``"HH:MM"`` of a time (UTC)."""
    return s_to_clock((int(ns) // NS_PER_S) % DAY_S)

"""Core times (int ns since the epoch, UTC) as ISO 8601 text with an offset, for trace-format events."""
from __future__ import annotations

from datetime import datetime, timezone


def ns_to_iso(ns: int) -> str:
    """``2026-03-02T07:30:00.000000+00:00`` (microsecond precision)."""
    seconds, rest = divmod(int(ns), 1_000_000_000)
    moment = datetime.fromtimestamp(seconds, tz=timezone.utc).replace(microsecond=rest // 1000)
    return moment.isoformat(timespec="microseconds")


def iso_to_ns(text: str) -> int:
    """ISO 8601 with an offset -> int ns (UTC); a missing offset is an error, never local time."""
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        raise ValueError(f"time {text!r} has no UTC offset")
    delta = moment - datetime(1970, 1, 1, tzinfo=timezone.utc)
    return (delta.days * 86_400 + delta.seconds) * 1_000_000_000 + delta.microseconds * 1000

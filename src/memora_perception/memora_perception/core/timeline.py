"""Time conversions of the MEMORA core: EPIC timestamps, ISO text, and the participant timeline.

EPIC-KITCHENS timestamps are offsets inside a video. Each video is a session; a participant's
videos are placed on one timeline in video-id order: the k-th video (0-based, sorted by id) starts
at TIMELINE_EPOCH + k days + 09:00 UTC, so P03_101 starts 2020-01-01T09:00:00+00:00 and P03_102
one day later. A video shorter than 15 hours never overlaps the next one.
"""
from __future__ import annotations

import re
from datetime import datetime, timezone
from typing import Dict, Iterable

from obsmem_ros.core import format_iso, parse_iso_ns  # noqa: F401 - format_iso re-exported

from ..errors import DataError

NS_PER_S = 1_000_000_000
DAY_NS = 86_400 * NS_PER_S
TIMELINE_EPOCH_NS = int(datetime(2020, 1, 1, tzinfo=timezone.utc).timestamp()) * NS_PER_S
SESSION_START_OFFSET_NS = 9 * 3600 * NS_PER_S
_EPIC_TS = re.compile(r"^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$")


def epic_timestamp_ns(text: str) -> int:
    """`HH:MM:SS.ff` (offset inside a video) to int nanoseconds."""
    match = _EPIC_TS.match(text.strip())
    if not match:
        raise DataError(f"timestamp={text!r} is not an EPIC HH:MM:SS.ff offset")
    hours, minutes, seconds = match.groups()
    return (int(hours) * 3600 + int(minutes) * 60) * NS_PER_S + round(float(seconds) * NS_PER_S)


def session_starts(video_ids: Iterable[str]) -> Dict[str, int]:
    """Start time (ns since epoch) of each video on its participant's timeline (see module doc)."""
    by_participant: Dict[str, list] = {}
    for video in sorted(set(video_ids)):
        by_participant.setdefault(video.split("_")[0], []).append(video)
    return {video: TIMELINE_EPOCH_NS + k * DAY_NS + SESSION_START_OFFSET_NS
            for videos in by_participant.values() for k, video in enumerate(videos)}


def parse_iso(text: str) -> int:
    """ISO 8601 with an explicit offset to int nanoseconds (``DataError`` naming the value otherwise)."""
    try:
        return parse_iso_ns(text)
    except ValueError as err:
        raise DataError(f"time: {err}") from err

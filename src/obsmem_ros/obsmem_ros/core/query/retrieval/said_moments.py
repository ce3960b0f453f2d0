"""The moment a clock time said in a sentence stands for, when a question asks when.

A sentence gives a clock ("Ah'll bring a fish supper hame, about six" -> 18:00); a question that
asks when something happens asks for a moment, not a time of any day. The moment is read from the
sentence against the time it was said, by the one reader of spoken times (`time_reading`): "about
six" said at eight in the morning is six tonight, "tomorrow at three" is tomorrow's. A clock of a
habit ("at ten every night", "I pray at six") or asked of one ("what time does she usually ...")
is a time of any day and stays a clock: a moment is given only for words of one occasion (a day
named, the future said, the progressive asked). The clock the sentence's value gives decides: a moment the reader puts at
another clock is none.
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Optional
from zoneinfo import ZoneInfo

from obsmem_ros.core.time_reading import read_time
from obsmem_ros.core.timefmt import format_iso

from ..temporal import WEEKDAYS
from .said_clauses import RECURRING

_HHMM = re.compile(r"^(\d{2}):(\d{2})$")
_HABITUAL = RECURRING | frozenset({"typically", "generally", "tend", "tends", "habitually", "routinely", "regularly"})
_NS = 1_000_000_000
_DAYS = frozenset({"today", "tonight", "tomorrow", "now", *WEEKDAYS})
_FUTURE = re.compile(r"(?:\b(?:will|shall|gonna|going to)|'ll)\b")
_PROGRESSIVE = re.compile(r"\b(?:is|are|am)\b[^?.!]*?\b\w+ing\b|(?:'s|'re)\s+(?:\w+\s+)?\w+ing\b")


def _one_occasion(sentence: str, question: str) -> bool:
    """Whether the words speak of one occasion: a day named ("today", "tomorrow", "now": the
    latest word on it), the future said ("I'll bring it about six") or asked in the progressive
    ("what time is he bringing it?"); a bare simple present ("I pray at six", "when does she pray?")
    is a habit."""
    said, asked = sentence.lower(), question.lower()
    return bool(set(re.findall(r"[a-z]+", f"{said} {asked}")) & _DAYS or _FUTURE.search(said)
                or _PROGRESSIVE.search(asked))


def said_moment(sentence: str, clock: str, said_ns: int, *, question: str = "", timezone: str = "UTC",
                meal_clock: Optional[dict] = None) -> Optional[str]:
    """The ISO moment `clock` ("18:00", the value read from `sentence`) stands for, `sentence`
    said at `said_ns` in the home's `timezone`; None when `clock` is no clock time, the sentence
    or the `question` speaks of a habit, or the sentence's time reads at another clock."""
    m = _HHMM.match(clock)
    words = set(re.findall(r"[a-z]+", f"{sentence} {question}".lower()))
    if not m or words & _HABITUAL or not _one_occasion(sentence, question):
        return None
    spoken_at = datetime.fromtimestamp(said_ns / _NS, tz=ZoneInfo(timezone))
    read = read_time(sentence, spoken_at, meal_clock=meal_clock or {})
    if read.when is None or read.recurrence or (read.when.hour, read.when.minute) != (int(m.group(1)), int(m.group(2))):
        return None
    return format_iso(int(read.when.timestamp()) * _NS)

"""The clock time of a stated preference or routine: said in its clause ("every weekday at half
six" -> "06:30"), in its sentence ("the dream feed's at eleven, I always do that one"), or in a
verbless piece said right after it that gives its time or its part of the day ("Every Sunday I do
the ironing. Around seven."; "I always walk the dog at nine. Every night, rain or shine."), read by
the time reader against the time of speaking.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime, time
from typing import List, Optional, Sequence

from zoneinfo import ZoneInfo

from obsmem_ros.core.time_reading import part_said, read_time

from .plans import clock_said
from .referents import ReadingContext
from .utterance_records import StatedPreference

__all__ = ["clocked", "clocked_by_piece"]


def clocked(stated: Sequence[StatedPreference], text: str, ctx: ReadingContext, *,
            sentence: str = "") -> List[StatedPreference]:
    """`stated` with the clock time their clause `text` says, else the one its `sentence` says."""
    if not stated:
        return []
    clock = next((c for c in (_clock(words, ctx) for words in (text, sentence) if words) if c), None)
    return [replace(p, clock=clock.strftime("%H:%M")) if clock else p for p in stated]


def clocked_by_piece(preferences: Sequence[StatedPreference], last: int, clause: str, piece: str,
                     ctx: ReadingContext) -> List[StatedPreference]:
    """`preferences` with the `last` of them, stated by `clause`, timed by its clause and the verbless
    `piece` said after it together, when the piece says a clock time or a part of the day: the piece
    is the rest of what the clause said ("Around seven.", "Every night, rain or shine.")."""
    words = piece.lower()
    if not last or not (clock_said(words) or part_said(words)):
        return list(preferences)
    clock = _clock(f"{clause} {piece}", ctx)
    if clock is None:
        return list(preferences)
    head, tail = list(preferences[:-last]), preferences[-last:]
    return head + [replace(p, clock=clock.strftime("%H:%M")) for p in tail]


def _clock(words: str, ctx: ReadingContext) -> Optional[time]:
    spoken_at = datetime.fromtimestamp(ctx.now_ns / 1e9, tz=ZoneInfo(ctx.timezone))
    return read_time(words, spoken_at, meal_clock=ctx.meal_clock, standing=True).clock

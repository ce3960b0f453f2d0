"""When an owed action is due (`due_of`): its time phrases read against the time of speaking
(`spoken_due`, then `times.find_times`), and against the times said before in the conversation
("before then", "for when I'm back"; `conversation_times`); with the words that time it and its
recurrence.
"""
from __future__ import annotations

import re
from typing import Any, Optional, Sequence, Tuple

from . import utterance_syntax as sx
from .conversation_times import anchored, returns, then_time, time_of_return, what_of
from .referents import ReadingContext
from .spoken_due import spoken_due
from .times import find_times

__all__ = ["due_of"]

_NS = 1_000_000_000
_DAY_NS = 86_400 * _NS


def due_of(pred: Any, text: str, ctx: ReadingContext,
           phrases: Optional[Sequence[Any]] = None) -> Tuple[Optional[int], str, str]:
    """(due time, the words that time it, recurrence) of an owed action (timed by `phrases`, all the
    time phrases under `pred` when None)."""
    phrases = list(sx.time_phrases_in(pred) if phrases is None else phrases)
    due_text = "; ".join(sx.phrase_text(list(t.subtree)) for t in phrases)
    due_ns, recurrence = spoken_due(pred, text, now_ns=ctx.now_ns, timezone=ctx.timezone,
                                    meal_clock=ctx.meal_clock, said_before=ctx.times[ctx.own_times:],
                                    around=ctx.around)
    if due_ns is None and due_text:
        times = find_times(due_text, ctx.now_ns)
        if times and times[0].end_ns > times[0].start_ns:
            due_ns = times[0].start_ns
            while due_ns < ctx.now_ns and times[0].granularity.value in ("minute", "hour"):
                due_ns += _DAY_NS
            if _part_gone(times[0], due_text, ctx.now_ns):
                due_ns += _DAY_NS
    if due_ns is None:  # "before then", "for when I'm back": a time said earlier in the conversation
        due_ns = then_time(text, ctx.times) or (
            time_of_return(ctx.times) if any(returns(p) for p in phrases) else None)
    elif not recurrence:
        due_ns = anchored(due_ns, text, ctx.now_ns, ctx.times, ctx.timezone, ctx.around, ctx.meal_clock,
                          what_of(pred.doc, pred.lemma_.lower()))
    return due_ns, due_text, recurrence


_PAST_DAY = re.compile(r"\b(?:this|last|yesterday)\b")


def _part_gone(said: Any, due_text: str, now_ns: int) -> bool:
    """Whether an owed thing's time is a part of the day already over today, its day unnamed: "I'll
    get it in the morning" said in the evening is the next morning's, not the morning gone by."""
    words = due_text.lower()
    return said.granularity.value == "part_of_day" and said.end_ns <= now_ns and not sx.DAY_SAID.search(words) \
        and not _PAST_DAY.search(words)

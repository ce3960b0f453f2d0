"""The times an utterance leaves as the conversation's anchors (`conversation_times`): a clock
said later in the conversation falls near them ("I'm on the early one, out the door quarter past six.
Back by ten": the morning). `UtteranceReader` keeps them on its `ReadingContext.times`.
"""
from __future__ import annotations

from datetime import datetime
from typing import Any, FrozenSet, List, Sequence
from zoneinfo import ZoneInfo

from obsmem_ros.core.time_reading import DEFAULT_MORNING, half_of_day, part_said

from . import utterance_syntax as sx
from .conversation_times import RETURN, SaidTime, ends_span, half_said, return_said, what_of
from .due_times import due_of
from .plans import clock_said
from .referents import ReadingContext
from .utterance_records import Undertaking

__all__ = ["anchor_times", "conventional_clocks", "day_named", "return_anchor"]


def return_anchor(text: str, ctx: ReadingContext) -> List[Any]:
    """The anchor of a return announced in `text` (`conversation_times.return_said`), after the
    times the utterance said before it."""
    return return_said(text, now_ns=ctx.now_ns, timezone=ctx.timezone, meal_clock=ctx.meal_clock,
                       since=ctx.times[ctx.own_times:])


def day_named(doc: Any, text: str, ctx: ReadingContext) -> List[Any]:
    """The anchor of a day still ahead ("Monday's a minimum day"), or of a clock with its half ("in
    by nine tomorrow morning"), that a clause owing nothing names: later clock times fall near it."""
    clocked = bool(clock_said(text)) and half_said(text.lower())
    if not clocked and (any(t.like_num for t in doc) or not any(t.lower_ in sx.DAY_WORDS for t in doc)):
        return []
    due_ns, _, recurrence = due_of(doc[:].root, text, ctx)
    ahead = due_ns is not None and due_ns > ctx.now_ns and not recurrence
    return [SaidTime("", due_ns, clocked, False, ctx.now_ns, clocked)] if ahead else []


def anchor_times(doc: Any, owed: Sequence[Undertaking], ctx: ReadingContext) -> None:
    """Keep the times of `owed` as the conversation's anchors (`conversation_times`); a return said
    with a time of its own is at that time ("I'm off on the half ten bus, back about one": one). A
    recurrence said with no clock ("I'm on nights the rest of the week") names no moment: its next
    occurrence, at the reader's conventional clock, is no day the clocks said after it fall on."""
    said = [(what_of(doc, u.verb), u.due_ns, clock_said(u.due_text) or not _conventional(u.due_ns, ctx),
             _part_timed(u, doc), _half_settled(u, doc, ctx), ends_span(u.due_text))
            for u in owed if u.due_ns is not None and not _untimed_recurrence(u, ctx)]
    back = dict(return_anchor(doc.text, ctx)) if any(what == RETURN for what, *_ in said) else {}
    ctx.times += [SaidTime(what, back.get(what, when), clocked or what in back, part, ctx.now_ns, firm, until)
                  for what, when, clocked, part, firm, until in said]


def _untimed_recurrence(u: Undertaking, ctx: ReadingContext) -> bool:
    """Whether `u` recurs with no clock said for it (its due time is the reader's convention)."""
    return bool(u.recurrence) and not clock_said(u.due_text) and _conventional(u.due_ns, ctx)


def _part_timed(u: Undertaking, doc: Any) -> bool:
    """Whether a part of the day times an undertaking: said in its time phrases, or in a clause that
    says no clock time ("I'm going hunting Saturday morning": a clock said next, "we leave at five",
    falls near that morning)."""
    return part_said(u.due_text.lower()) or not clock_said(doc.text) and part_said(doc.text.lower())


def _half_settled(u: Undertaking, doc: Any, ctx: ReadingContext) -> bool:
    """Whether the half of the day of an undertaking's time is settled by its words: its time
    phrases ("at seven in the morning"), or its clause's words for a clock at that hour ("I'm on the
    early one, out the door quarter past six": the morning), so it can place a clock said next."""
    hour = datetime.fromtimestamp(u.due_ns / 1e9, tz=ZoneInfo(ctx.timezone)).hour % 12 or 12
    return half_said(u.due_text.lower()) or half_of_day(doc.text.lower(), hour=hour) is not None


def _conventional(due_ns: int, ctx: ReadingContext) -> bool:
    """Whether a due time is at a clock the reader gives a day or part of the day said alone (the
    configured morning, evening, meals): no sign that a clock time was said for it."""
    clock = datetime.fromtimestamp(due_ns / 1e9, tz=ZoneInfo(ctx.timezone)).strftime("%H:%M")
    return clock in conventional_clocks(ctx)


def conventional_clocks(ctx: ReadingContext) -> FrozenSet[str]:
    """The clocks the reader gives a meal, or the morning, said with no clock time."""
    return frozenset(ctx.meal_clock.values()) | {DEFAULT_MORNING}

"""Times shared by the clauses of one spoken sentence.

People say a time once and let the next clause of the sentence lean on it: "The van comes at
twenty to nine, so have the bags by the gate" (the bags by 8:40), "we go at half ten, and you
carry the crates" (the carrying at 10:30). And a clause may give the clock time of an event the
clause before it named only by its day: "Tomorrow the school run is me, I collect the twins at
quarter to three" (the school run at 14:45, not at a default hour).
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from typing import Collection, List, Sequence, Tuple
from zoneinfo import ZoneInfo

from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.time_reading import part_said

from .plans import clock_said
from .utterance_records import Undertaking

__all__ = ["clocked_by_next", "inherited"]

_DAY_TIMED = (CommitmentKind.SCHEDULE, CommitmentKind.PROMISE)
# A clause joined to the one before it by one of these goes on with that clause's time.
_JOINING = re.compile(r"^\s*(?:so|and|then|and then|and so)\b", re.IGNORECASE)


def inherited(owed: Sequence[Undertaking], text: str, anchors: Sequence[Tuple[str, int]]) -> List[Undertaking]:
    """`owed` with the latest time its sentence said before it (`anchors`) as the due time of each
    request or promise that says none of its own, when the clause is joined to that one ("..., so
    have it ready"); unchanged otherwise."""
    if not anchors or not _JOINING.match(text):
        return list(owed)
    when = anchors[-1][1]
    return [replace(u, due_ns=when) if u.due_ns is None and not u.recurrence and u.kind in (
        CommitmentKind.REQUEST, CommitmentKind.PROMISE) else u for u in owed]


def clocked_by_next(before: Sequence[Undertaking], owed: Sequence[Undertaking], timezone: str,
                    conventional: Collection[str] = ()) -> List[Undertaking]:
    """`before` (the undertakings of the utterance's earlier clauses) with each event or promise timed
    by its day alone, at a `conventional` clock ("HH:MM": the configured morning; never a deadline's
    end of day, nor a part of the day said: "I'm tutoring tonight, my bus gets in at ten-forty"), given the clock time of the first of `owed` that falls on that
    day ("I'll drive them to the coast on Sunday. We leave at quarter to nine.")."""
    timed = next((u for u in owed if u.due_ns is not None and clock_said(u.due_text)), None)
    if timed is None:
        return list(before)
    zone = ZoneInfo(timezone)
    day = datetime.fromtimestamp(timed.due_ns / 1e9, tz=zone).date()

    def day_alone(u: Undertaking) -> bool:
        due = datetime.fromtimestamp(u.due_ns / 1e9, tz=zone)
        return due.date() == day and due.strftime("%H:%M") in conventional and not part_said(u.due_text.lower())

    return [replace(u, due_ns=timed.due_ns) if u.due_ns is not None and u.kind in _DAY_TIMED and not u.recurrence
            and u.due_text and not clock_said(u.due_text) and day_alone(u) else u for u in before]

"""A day a speaker named yesterday evening does not date the clock they say this morning (sentences
written for this file): "remind Sam on Wednesday" at 18:00 Monday, then "we leave at quarter to ten"
at 09:00 Tuesday is Tuesday's 09:45."""
from __future__ import annotations

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.timefmt import format_iso

from .factories import H, T0, said

MIN = 60 * 10**9


def _due_of(events, words: str) -> str:
    with Memory(":memory:") as memory:
        memory.ingest(events)
        (made,) = [c for c in memory.commitments() if words in c.action]
        return format_iso(made.due_ns)


def test_a_day_named_yesterday_evening_does_not_date_this_mornings_clock():
    events = [said(1, "ines", "Remind Sam on Wednesday to ring the garage.", time_ns=T0 + 18 * H),
              said(2, "ines", "I'll walk Biscuit. We leave at quarter to ten.", time_ns=T0 + 33 * H)]
    assert _due_of(events, "leave").startswith("2026-03-03T09:45")


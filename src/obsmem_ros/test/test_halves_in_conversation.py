"""Halves of the day and parts of the day as people say them (sentences written for this file):

- "am" names the morning only after a clock time ("at seven am"); the verb ("I am going to the
  gym at four") says no half, so four is the afternoon's;
- an owed thing timed only by a part of the day already over ("I'll sort it in the morning" said
  in the evening) is due on the next one, not on the one gone by.
"""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.time_reading import Half, half_of_day, part_said, read_time
from obsmem_ros.core.timefmt import format_iso

from .factories import H, T0, said

TUE_MORNING = datetime(2026, 3, 3, 9, 10, tzinfo=timezone.utc)


@pytest.mark.parametrize("words, half", [
    ("i am going to the gym at four", None),
    ("am i meant to be there at eight", None),
    ("the bus is at 6am", Half.AM),
    ("the bus is at 6 am", Half.AM),
    ("the bus is at six am", Half.AM),
    ("the bus is at 6 a.m.", Half.AM),
])
def test_am_is_the_morning_only_after_a_clock(words, half):
    assert half_of_day(words) is half
    assert part_said(words) is (half is not None)


def test_the_verb_am_leaves_a_small_hour_in_the_afternoon():
    assert read_time("I am going to the gym at four", TUE_MORNING, meal_clock={}).when.isoformat() == \
        "2026-03-03T16:00:00+00:00"


def _due_of(events, words: str) -> str:
    with Memory(":memory:") as memory:
        memory.ingest(events)
        (made,) = [c for c in memory.commitments() if words in c.action]
        return format_iso(made.due_ns)


def test_a_part_of_the_day_gone_by_is_the_next_ones():
    events = [said(1, "ravi", "I'll sort the recycling in the morning.", time_ns=T0 + 20 * H)]
    assert _due_of(events, "recycling").startswith("2026-03-03T")


def test_a_part_of_the_day_still_to_come_is_todays():
    events = [said(1, "ravi", "I'll sort the recycling in the afternoon.", time_ns=T0 + 9 * H)]
    assert _due_of(events, "recycling").startswith("2026-03-02T")

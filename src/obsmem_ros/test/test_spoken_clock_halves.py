"""Which day and half of the day a clock said without am / pm means (`time_reading.reader`,
`language.conversation_times`). Sentences written for this file, in no hand-written set: a small hour
said by someone already up in the small hours is within the hour; a clock said after a plan whose
morning was said falls near that plan even when a time placed by it was said in between; a new time
said for a plan ("now", "instead") is read by that plan, not by another plan said since, nor by the
usual half of its activity."""
from __future__ import annotations

from datetime import datetime, timezone

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.time_reading import read_time
from obsmem_ros.core.timefmt import format_iso

from .factories import H, T0, said

MIN = 60 * 10**9
MEALS = {"morning": "08:00", "evening": "19:00", "tonight": "21:00"}


def _read(words: str, hour: int, minute: int = 0) -> str:
    spoken_at = datetime(2026, 3, 4, hour, minute, tzinfo=timezone.utc)
    return read_time(words, spoken_at, meal_clock=MEALS).when.isoformat()


def test_a_small_hour_said_by_someone_up_before_it_is_that_morning():
    assert _read("we set off at 4:40", 4, 10) == "2026-03-04T04:40:00+00:00"
    assert _read("the taxi's booked for 5:20", 3, 55) == "2026-03-04T05:20:00+00:00"


def test_a_small_hour_said_later_in_the_day_is_still_the_afternoon():
    assert _read("we set off at 4:40", 9) == "2026-03-04T16:40:00+00:00"
    assert _read("we set off at 4:40", 5, 10) == "2026-03-04T16:40:00+00:00"  # the morning one is past


def _dues(events, word: str) -> list:
    with Memory(":memory:") as memory:
        memory.ingest(events)
        return [format_iso(c.due_ns) for c in memory.commitments() if word in c.action.lower()]


def test_a_clock_said_after_a_plan_placed_by_a_morning_falls_near_that_morning():
    events = [said(1, "odile", "The coach collects us tomorrow at five in the morning. The ferry's at eight.",
                   time_ns=T0 + 10 * H),
              said(2, "odile", "Could you remind me at twenty past four? I sleep through alarms.",
                   time_ns=T0 + 10 * H + MIN)]
    assert _dues(events, "remind") == ["2026-03-03T04:20:00+00:00"]


def test_a_new_time_for_a_plan_is_not_placed_by_another_plan_said_since():
    events = [said(1, "odile", "Tomorrow evening at seven, remind everyone to water the seedlings.",
                   time_ns=T0 + 9 * H),
              said(2, "bram", "Odile, the courier texted, the parcel's arriving at half five now.",
                   time_ns=T0 + 9 * H + 3 * MIN, to="odile")]
    assert _dues(events, "arriv") == ["2026-03-02T17:30:00+00:00"]


def test_a_clock_due_soon_is_today_whatever_day_another_plan_named_just_before():
    events = [said(1, "bram", "I'm handing my essay in on Thursday.", time_ns=T0 + 7 * H),
              said(2, "odile", "Please remind me at twenty to eight to take the bins out.",
                   time_ns=T0 + 7 * H + 4 * MIN)]
    assert _dues(events, "bins") == ["2026-03-02T07:40:00+00:00"]


def test_a_new_time_for_a_plan_falls_near_its_old_time_not_the_usual_half_of_the_activity():
    events = [said(1, "odile", "The quiz is tomorrow, it starts at eleven in the morning.", time_ns=T0 + 18 * H),
              said(2, "odile", "The club rang, the quiz starts at half ten now.", time_ns=T0 + 18 * H + 5 * MIN)]
    assert _dues(events, "start")[-1] == "2026-03-03T10:30:00+00:00"  # not 22:30, though quizzes are at night

"""When a plan said in speech is due, read against the rest of what was said: a recurring pattern
with no clock names no day, the weekday said nearest a clock is its day, "first thing" is the
morning, and a clock said outside a plan's time phrases is its own (sentences written for this
file)."""
from __future__ import annotations

from datetime import datetime, timezone

from obsmem_ros.core.time_reading import Half, read_time
from obsmem_ros.core.time_reading.halves import half_of_day
from obsmem_ros.core.timefmt import format_iso

from .factories import T0, remembered, said, said_dues

HOUR = 3600 * 10**9
MIN = 60 * 10**9


def _dues(events: list) -> list:
    for memory in remembered(events):
        return sorted(format_iso(c.due_ns) for c in memory.commitments() if c.due_ns is not None)
    raise AssertionError("remembered() yielded no memory")


def test_a_recurring_pattern_without_a_clock_names_no_day_for_the_clock_after_it():
    evening = T0 + 18 * HOUR  # Monday 18:00
    dues = said_dues("I'm on nights the rest of the month. My shift starts at ten.", evening, "nora")
    assert "2026-03-02T22:00:00+00:00" in dues
    assert "2026-03-03T10:00:00+00:00" not in dues


def test_of_two_weekdays_the_one_said_nearest_the_clock_is_its_day():
    morning = T0 + 9 * HOUR  # Monday
    dues = said_dues("the bake sale is thursday and the school play is friday at four", morning, "nora")
    assert "2026-03-06T16:00:00+00:00" in dues and "2026-03-05T16:00:00+00:00" not in dues


def test_one_weekday_said_away_from_the_clock_still_names_the_day():
    spoken = datetime(2026, 3, 2, 9, 0, tzinfo=timezone.utc)
    read = read_time("on thursday, after the school run, at ten", spoken, meal_clock={})
    assert read.when == datetime(2026, 3, 5, 10, 0, tzinfo=timezone.utc)


def test_first_thing_is_the_morning():
    assert half_of_day("i'll ring the garage first thing, about half seven", hour=7) is Half.AM
    spoken = datetime(2026, 3, 2, 20, 0, tzinfo=timezone.utc)
    read = read_time("i'll ring the garage first thing tomorrow like half seven", spoken, meal_clock={})
    assert read.when == datetime(2026, 3, 3, 7, 30, tzinfo=timezone.utc)


def test_a_clock_said_outside_the_time_phrases_keeps_a_part_in_an_event_at_its_own_time():
    evening = T0 + 19 * HOUR  # Monday 19:00
    events = [said(1, "nora", "the electrician is coming tomorrow at four to look at the fuse box", time_ns=evening),
              said(2, "ravi", "okay i'll meet him tomorrow like ten fifteen before work", time_ns=evening + MIN)]
    dues = _dues(events)
    assert "2026-03-03T10:15:00+00:00" in dues
    assert dues.count("2026-03-03T16:00:00+00:00") == 1  # the visit alone, not the meeting too


def test_a_window_written_with_an_informal_and_is_due_at_its_start():
    morning = T0 + 9 * HOUR  # Monday
    assert said_dues("The joiner's coming Thursday between ten an' two.", morning, "nora") == [
        "2026-03-05T10:00:00+00:00"]


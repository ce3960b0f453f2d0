"""Spoken clock times in digits, and commitments due at them."""
from __future__ import annotations

import pytest

from obsmem_ros.core.clock_words import spoken_clock
from obsmem_ros.core.timefmt import format_iso, parse_iso_ns
from obsmem_ros.core.views.commitment.due import parse_due


@pytest.mark.parametrize("said, written", [
    ("by half past eight.", "by 8:30."),
    ("quarter to seven tomorrow", "6:45 tomorrow"),
    ("twenty-five to nine", "8:35"),
    ("five minutes to ten", "9:55"),
    ("ten past six", "6:10"),
    ("half seven", "7:30"),
    ("eight thirty", "8:30"),
    ("six forty-five please", "6:45 please"),
    ("nine o'clock", "9 o'clock"),
])
def test_clock_times_said_in_words_are_written_in_digits(said, written):
    assert spoken_clock(said) == written


@pytest.mark.parametrize("words", ["in half an hour", "at two places", "i have two dogs", "two hours later",
                                   "about five.", "half the cake", "at two, after lunch"])
def test_counts_and_durations_stay_words(words):
    assert spoken_clock(words) == words


def test_a_promise_by_half_past_eight_is_due_then():
    said = parse_iso_ns("2026-04-11T07:40:00+00:00")
    due = parse_due("I'll have the living room ready and the grapes washed by half past eight.", said_ns=said,
                    tz="UTC", meal_clock={})
    assert format_iso(due.due_ns) == "2026-04-11T08:30:00+00:00"


def test_a_bare_hour_in_words_beside_a_meal_is_that_hour_in_the_meals_half_not_at_night():
    said = parse_iso_ns("2026-05-04T10:00:00+00:00")
    due = parse_due("would you remind me to take my pills at two, after lunch?", said_ns=said, tz="UTC",
                    meal_clock={"lunch": "13:00"})
    assert format_iso(due.due_ns) == "2026-05-04T14:00:00+00:00"


def test_a_clock_time_already_past_means_tomorrow_in_words_too():
    said = parse_iso_ns("2026-04-11T21:00:00+00:00")
    due = parse_due("Remind me at quarter to seven.", said_ns=said, tz="UTC", meal_clock={})
    assert format_iso(due.due_ns) == "2026-04-12T06:45:00+00:00"

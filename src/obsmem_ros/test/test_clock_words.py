"""Spoken clock times in digits, and commitments due at them."""
from __future__ import annotations

import pytest

from obsmem_ros.core.clock_words import asked_clock, spoken_clock, spoken_days
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


@pytest.mark.parametrize("said, written", [
    ("pick her up like quarter after four", "pick her up like 4:15"),
    ("twenty after nine works", "9:20 works"),
    ("the bus is at twenty till eight", "the bus is at 7:40"),
    ("a quarter of six", "5:45"),
    ("quarter till eleven", "10:45"),
])
def test_american_clock_speech_is_written_in_digits(said, written):
    assert spoken_clock(said) == written


@pytest.mark.parametrize("words", ["i work ten till six", "back after five", "a quarter of the pie",
                                   "come round after eight"])
def test_spans_counts_and_bare_hours_after_a_preposition_stay_words(words):
    assert spoken_clock(words) == words


@pytest.mark.parametrize("said, written", [
    ("the plumber's booked for the twenty-first of may.", "the plumber's booked for the 21st of may."),
    ("the recital is thursday the thirtieth, at six", "the recital is thursday the 30th, at six"),
    ("my exam's on the second", "my exam's on the 2nd"),
    ("home by nine-ish", "home by nine"),
    ("pick me up around 4:30ish, please", "pick me up around 4:30, please"),
])
def test_days_of_the_month_and_approximate_hours_said_in_words_are_written_in_digits(said, written):
    assert spoken_clock(spoken_days(said)) == written


@pytest.mark.parametrize("words", ["the second drawer down", "for the third time", "a fifth of the cake",
                                   "he's english, not irish"])
def test_ordinals_that_name_no_day_stay_words(words):
    assert spoken_days(words) == words


def test_a_question_keeps_its_ordinals_in_words():
    assert spoken_clock("who told you the fete is on the eighth?") == "who told you the fete is on the eighth?"


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


@pytest.mark.parametrize("asked, written", [
    ("where was the kettle at noon?", "where was the kettle at 12:00?"),
    ("what was on the table around midday on friday", "what was on the table around 12:00 on friday"),
    ("where were the keys at four on tuesday afternoon", "where were the keys at 4:00 on tuesday afternoon"),
    ("who was in the den at 9 this evening", "who was in the den at 9:00 this evening"),
])
def test_a_question_names_noon_and_a_bare_hour_with_its_part_of_day_in_digits(asked, written):
    assert asked_clock(asked) == written


@pytest.mark.parametrize("asked", ["where was the mug at two?", "how many hours at five minutes each",
                                   "was the oven at 9 o'clock this morning on", "is the noon train late"])
def test_a_bare_hour_without_a_part_of_day_and_noon_as_a_name_stay_as_said(asked):
    assert asked_clock(asked) == asked

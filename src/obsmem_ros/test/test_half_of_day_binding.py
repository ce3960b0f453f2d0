"""Which clock time a half-of-day cue speaks of, which plan a part of the day times, and what "then" is.

A cue set aside ("not the late one") names no half; one said beside another clock time of the
sentence is that time's ("the vet at 9:15 on Monday, the match at half seven on Friday night":
the vet in the morning); a one-off likened to a habit ("like always") is the next one still to come; and a
clock said after a plan timed by a part of the day falls near that part ("I'm going fishing
Sunday morning. We leave at half five": 05:30); "before then" after a time passed on ("..., she
said around three") is that time; and a routine takes its clock or its half of the day from a
verbless piece said after it ("Every evening, even in winter."). Sentences written for this file."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.time_reading import Half, half_of_day, read_time
from obsmem_ros.core.timefmt import format_iso, parse_iso_ns

MEALS = {"breakfast": "07:30", "lunch": "12:30", "dinner": "18:30", "morning": "08:00", "noon": "12:00",
         "afternoon": "15:00", "evening": "19:00", "tonight": "21:00", "bedtime": "21:30"}
THU_EVENING = datetime(2026, 9, 17, 19, 40, tzinfo=timezone.utc)  # a Thursday


def when(text: str, spoken_at: datetime = THU_EVENING) -> str:
    return read_time(text, spoken_at, meal_clock=MEALS).when.isoformat()


@pytest.mark.parametrize("words, half", [
    ("we're off to the 8 o'clock service on sunday, not the late one", None),
    ("the 8 o'clock one, not the late one", None),
    ("back late tonight, about 8", Half.PM),
])
def test_a_cue_set_aside_names_no_half(words, half):
    assert half_of_day(words, at=words.index("8"), hour=8) is half


def test_a_part_of_the_day_said_by_another_clock_time_is_that_times():
    words = "the vet at 9:15 on monday and the match at 7:30 on friday night"
    assert half_of_day(words, at=words.index("9:15"), hour=9) is None
    assert half_of_day(words, at=words.index("7:30"), hour=7) is Half.PM
    assert when("The vet at 9:15 on Monday, the match at half seven on Friday night.") == "2026-09-21T09:15:00+00:00"


def test_a_one_off_likened_to_a_habit_is_the_next_one_to_come():
    assert when("Put the porch light on at nine, like always.") == "2026-09-17T21:00:00+00:00"
    assert when("Bring the bins in at ten, as always.") == "2026-09-17T22:00:00+00:00"
    assert when("I always put the porch light on at nine.") == "2026-09-18T09:00:00+00:00"  # a habit: daytime


@pytest.fixture(scope="module")
def reader():
    return UtteranceReader(robot_id="robot")


def dues(reader, words: str, said: str = "2026-09-17T15:00:00+00:00"):
    reading = reader.read(words, speaker="nora", addressee="robot", now_ns=parse_iso_ns(said), event_id="u1")
    return [format_iso(u.due_ns) for u in reading.undertakings if u.due_ns is not None]


def test_a_clock_said_after_a_plan_timed_by_a_part_of_the_day_falls_near_that_part(reader):
    # the parse leaves "Sunday morning" out of the going's time phrases: the clause's words time it
    fishing = "I'm going fishing with Uncle Bo Sunday morning. We leave at half five."
    assert "2026-09-20T05:30:00+00:00" in dues(reader, fishing)
    fireworks = "I'm taking the kids to the fireworks tomorrow evening. We leave at eight."
    assert "2026-09-18T20:00:00+00:00" in dues(reader, fireworks)


def test_before_then_after_a_time_passed_on_is_that_time(reader):
    said = ("Gran's friend Elsie is dropping the quilt round on Friday, she said around three. "
            "Put the kettle on before then.")
    assert dues(reader, said) == ["2026-09-18T15:00:00+00:00"] * 2


def clocks(reader, words: str):
    reading = reader.read(words, speaker="nora", addressee="robot", now_ns=parse_iso_ns("2026-09-17T10:00:00+00:00"),
                          event_id="u2")
    return [p.clock for p in reading.preferences]


def test_a_routine_takes_its_time_or_part_of_the_day_from_the_piece_said_after_it(reader):
    assert clocks(reader, "I always feed the hens at six. Every evening, even in winter.") == ["18:00"]
    assert clocks(reader, "Every Tuesday I water the greenhouse. Half eight, like clockwork.") == ["08:30"]
    assert clocks(reader, "Every Friday night I iron the uniforms. Around eight.") == ["20:00"]

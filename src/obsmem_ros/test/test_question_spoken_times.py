"""Question times said in words: spoken clock times, a clock without its half of the day, and
spans of several days ("this weekend", "this week"). Fresh questions, in no hand-written set."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query.language_question_parser import clock_in_digits
from obsmem_ros.core.query.temporal import reference_window

from .factories import remembered

SUNDAY_NOON = datetime(2026, 11, 15, 12, 0, tzinfo=timezone.utc)  # a Sunday
NS = 1_000_000_000


def at(moment: datetime) -> int:
    return int(moment.timestamp()) * NS


def event(n: int, day: int, hour: int, minute: int, **fields) -> dict:
    stamp = datetime(2026, 11, day, hour, minute, tzinfo=timezone.utc).isoformat()
    return {"id": f"q{n:03d}", "time": stamp, "observers": ["robot"], "source": "sim", **fields}


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        event(1, 9, 8, 0, kind="observation", actor="robot", location="hallway", objects=["umbrella_1"],
              deltas=[{"entity": "umbrella_1", "attribute": "name", "value": "umbrella", "value_type": "str"},
                      {"entity": "umbrella_1", "attribute": "location", "value": "hallway", "value_type": "entity"}]),
        event(2, 11, 16, 20, kind="action", actor="robot", verb="place", location="garage", objects=["umbrella_1"],
              deltas=[{"entity": "umbrella_1", "attribute": "location", "value": "garage", "value_type": "entity"}]),
        event(3, 12, 9, 0, kind="action", actor="ivo", verb="pick up", location="garage", objects=["umbrella_1"],
              observers=["robot", "ivo"]),
        event(4, 14, 10, 0, kind="action", actor="ivo", verb="grab", location="garage", objects=["umbrella_1"],
              observers=["robot", "ivo"]),
        event(5, 15, 9, 0, kind="action", actor="ivo", verb="take", location="garage", objects=["umbrella_1"],
              observers=["robot", "ivo"]),
    ], str(tmp_path_factory.mktemp("times") / "t.db"))


@pytest.mark.parametrize("said,digits", [
    ("Where was the umbrella at twenty past four on Wednesday?", "Where was the umbrella at 4:20 on Wednesday?"),
    ("Where was Ivo's umbrella at half nine?", "Where was Ivo's umbrella at 9:30?"),
    ("Where was the umbrella at four o'clock?", "Where was the umbrella at 4 o'clock?"),
    ("Who took the umbrella?", "Who took the umbrella?"),
])
def test_spoken_clock_times_become_digits_and_names_keep_capitals(said, digits):
    assert clock_in_digits(said) == digits


def ref_of(memory: Memory, question: str):
    return memory.query_engine.plan(question, at_ns=at(SUNDAY_NOON)).temporal.ref


def test_a_clock_without_its_half_of_the_day_is_read_as_a_household_says_it(memory):
    assert ref_of(memory, "Where was the umbrella at twenty past four on Wednesday?").clock == (16, 20)
    assert ref_of(memory, "Where was the umbrella at quarter to five in the morning on Wednesday?").clock == (4, 45)
    assert ref_of(memory, "Where was the umbrella at half nine on Wednesday?").clock == (9, 30)


def test_past_place_at_a_spoken_clock_time(memory):
    answer = memory.ask("Where was the umbrella at twenty five past four on Wednesday?", at_ns=at(SUNDAY_NOON))
    assert answer.value == "garage"
    answer = memory.ask("Where was the umbrella at ten past four on Wednesday?", at_ns=at(SUNDAY_NOON))
    assert answer.value == "hallway"


def test_this_weekend_and_this_week_span_their_days(memory):
    now = at(SUNDAY_NOON)
    weekend = ref_of(memory, "How many times did Ivo take the umbrella this weekend?")
    start, end = reference_window(weekend, now_ns=now, origin_ns=now, anchor_ns=None)
    assert (start, end) == (at(datetime(2026, 11, 14, tzinfo=timezone.utc)), at(datetime(2026, 11, 16, tzinfo=timezone.utc)))
    week = ref_of(memory, "How many times did Ivo take the umbrella this week?")
    assert reference_window(week, now_ns=now, origin_ns=now, anchor_ns=None)[0] == \
        at(datetime(2026, 11, 9, tzinfo=timezone.utc))


def test_counting_over_this_weekend_counts_both_days(memory):
    answer = memory.ask("How many times did Ivo take the umbrella this weekend?", at_ns=at(SUNDAY_NOON))
    assert answer.value == 2

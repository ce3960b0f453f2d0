"""A past state asked at a clock time said aloud ("at quarter past seven"): the robot's first look
within a few minutes after it answers when memory knew nothing of the thing at that moment; a
value memory held at the moment answers as before, and a look long after answers nothing."""
from __future__ import annotations

import pytest

from .factories import iso, ns, remembered, sighting


def seen(event_id: str, hour: int, minute: int, thing: str, place: str) -> dict:
    return sighting(event_id, iso(6, 9, hour, minute), thing, "study",
                    [("name", thing.split("_")[0]), ("location", place)])


@pytest.fixture()
def memory(tmp_path):
    events = [sighting("d", iso(6, 9, 6, 0), "desk_1", "study", [("name", "desk")]),
              sighting("s", iso(6, 9, 6, 0), "sofa_1", "study", [("name", "sofa")]),
              seen("b1", 6, 30, "scarf_1", "desk_1"), seen("l1", 7, 16, "tablet_1", "sofa_1"),
              seen("b2", 7, 17, "scarf_1", "sofa_1"), seen("k1", 7, 50, "kite_1", "desk_1")]
    yield from remembered(events, tmp_path / "home.db")


def test_a_look_just_after_a_spoken_clock_time_tells_where_a_thing_was_at_it(memory):
    answer = memory.ask("Where was the tablet at quarter past seven this morning?", at_ns=ns(6, 9, 12, 0))
    assert answer.value == "sofa_1"


def test_a_value_memory_held_at_the_clock_time_answers_rather_than_a_later_look(memory):
    answer = memory.ask("Where was the scarf at quarter past seven this morning?", at_ns=ns(6, 9, 12, 0))
    assert answer.value == "desk_1"


def test_a_look_long_after_the_clock_time_does_not_tell_where_it_was(memory):
    answer = memory.ask("Where was the kite at quarter past seven this morning?", at_ns=ns(6, 9, 12, 0))
    assert not answer.known


@pytest.mark.parametrize("question,clock", [
    ("Where was the tablet at six o'clock tonight?", (18, 0)),
    ("Where was the tablet at eight last night?", (20, 0)),
    ("Where was the tablet at half seven this morning?", (7, 30)),
    ("Where was the tablet at four o'clock?", (16, 0)),
])
def test_words_of_the_evening_beside_a_clock_put_it_after_noon(memory, question, clock):
    assert memory.query_engine.plan(question, at_ns=ns(6, 9, 23, 0)).temporal.ref.clock == clock

"""A device's setting at a time the question names, however it is asked ("What was the radio on
at half eight this morning?", "What was that fan set on around nine this morning?"): the
stranded "on" asks the setting, and "around nine" said with a part of the day is a clock time."""
from __future__ import annotations

import pytest

from obsmem_ros.core.clock_words import asked_clock
from obsmem_ros.core.query.setting_asked import setting_state
from obsmem_ros.core.query.plan import Intent, QueryPlan, Relation, TemporalFilter

from .factories import iso, ns, remembered, sighting, stamped


def set_by(event_id: str, hour: int, minute: int, thing: str, setting: str, value: str) -> dict:
    return stamped(event_id, iso(3, 4, hour, minute), "action", actor="noor", verb="set", objects=[thing],
                   location="den", observers=["robot", "noor"],
                   deltas=[{"entity": thing, "attribute": f"setting:{setting}", "value": value, "value_type": "str"}])


@pytest.fixture()
def memory(tmp_path):
    events = [sighting("r0", iso(3, 4, 6, 0), "radio_1", "den", [("name", "radio"), ("category", "radio")]),
              sighting("f0", iso(3, 4, 6, 0), "fan_1", "den", [("name", "desk fan"), ("category", "fan")]),
              set_by("r1", 8, 0, "radio_1", "station", "Jazz FM"), set_by("f1", 8, 10, "fan_1", "speed", "low"),
              set_by("r2", 9, 40, "radio_1", "station", "World Service"), set_by("f2", 9, 45, "fan_1", "speed", "high")]
    yield from remembered(events, tmp_path / "home.db")


def test_a_device_on_at_a_clock_time_is_asked_its_setting_then(memory):
    answer = memory.ask("What was the radio on at half eight this morning?", at_ns=ns(3, 4, 12, 0))
    assert answer.value == "Jazz FM"


def test_a_device_set_on_around_an_hour_of_a_part_of_the_day_is_its_setting_then(memory):
    answer = memory.ask("What was that desk fan set on around nine this morning?", at_ns=ns(3, 4, 12, 0))
    assert answer.value == "low"


def test_around_an_hour_said_with_its_part_of_the_day_is_written_in_digits():
    assert asked_clock("where was it on friday night, around nine?") == "where was it on friday night, around 9:00?"
    assert asked_clock("where was it at about seven this morning?") == "where was it at about 7:00 this morning?"
    assert asked_clock("were there about nine people?") == "were there about nine people?"


def test_only_a_timed_question_of_another_intent_is_reframed_as_a_state():
    timed = TemporalFilter(relation=Relation.AT)
    asked = QueryPlan(question="What was the radio on at 8:30?", intent=Intent.ACTIVITY, targets=("radio_1",),
                      temporal=timed)
    assert setting_state(asked).intent is Intent.PAST_STATE
    untimed = QueryPlan(question="What was the radio on?", intent=Intent.ACTIVITY, targets=("radio_1",))
    assert setting_state(untimed).intent is Intent.ACTIVITY
    placed = QueryPlan(question="What was on the radio at 8:30?", intent=Intent.ACTIVITY, targets=("radio_1",),
                       temporal=timed)
    assert setting_state(placed).intent is Intent.ACTIVITY


def test_a_preposition_with_its_own_object_is_no_stranded_setting():
    promised = QueryPlan(question="What was it Ola promised on day 6 to do after dinner?", intent=Intent.COMMITMENT,
                         targets=("ola",), temporal=TemporalFilter(relation=Relation.DURING))
    assert setting_state(promised).intent is Intent.COMMITMENT

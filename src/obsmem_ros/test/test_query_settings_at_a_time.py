"""A setting asked at a past time, named by the setting alone ("which station was on at ...") or
by its thing, and "how many times did ..." counted, whatever the intent classifier leans to. Every
sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.query.plan import Intent
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import remembered


def _set(eid, when, actor, entity, setting, value):
    return {"id": eid, "time": f"2026-09-{when}Z", "kind": "action", "actor": actor, "verb": "set",
            "objects": [entity], "location": "kitchen", "observers": ["robot", actor],
            "deltas": [{"entity": entity, "attribute": f"setting:{setting}", "value": value, "value_type": "str"}]}


def _seen(eid, when, entity, name):
    return {"id": eid, "time": f"2026-09-{when}Z", "kind": "observation", "actor": "robot", "verb": "observe",
            "objects": [entity], "location": "kitchen", "observers": ["robot"],
            "deltas": [{"entity": entity, "attribute": "location", "value": "kitchen", "value_type": "entity"},
                       {"entity": entity, "attribute": "name", "value": name}]}


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        _seen("o1", "01T07:00:00", "radio_1", "radio"),
        _seen("o2", "01T07:01:00", "oven_1", "oven"),
        _set("a1", "01T07:30:00", "priya", "radio_1", "channel", "Classic FM"),
        _set("a2", "01T12:10:00", "priya", "radio_1", "channel", "Talk Radio"),
        _set("a3", "01T17:40:00", "tomas", "oven_1", "temperature", "190"),
        _set("a4", "01T19:05:00", "priya", "radio_1", "channel", "Jazz FM"),
    ], tmp_path_factory.mktemp("home") / "home.db", config=EngineConfig(parser="language"))


AT = parse_iso_ns("2026-09-02T09:00:00Z")   # the next morning, a Wednesday


@pytest.mark.parametrize("question, value", [
    ("Which channel was on yesterday at 1 pm?", "Talk Radio"),
    ("Which channel was on at quarter to eight yesterday morning?", "Classic FM"),
    ("What channel did the radio have on yesterday at 8 in the evening?", "Jazz FM"),
])
def test_a_setting_named_without_its_thing_is_read_at_the_asked_time(memory, question, value):
    answer = memory.ask(question, at_ns=AT)
    assert answer.intent is Intent.PAST_STATE
    assert answer.known and answer.value == value


def test_past_how_many_times_counts_events(memory):
    answer = memory.ask("How many times did Priya change the radio's channel yesterday?", at_ns=AT)
    assert answer.intent is Intent.EVENT_COUNT
    assert answer.value == 3


def test_present_how_often_stays_a_question_about_habits(memory):
    assert memory.ask("How often does Priya put the radio on?", at_ns=AT).intent is not Intent.EVENT_COUNT


@pytest.mark.parametrize("question, value", [
    ("What was the oven set to at six yesterday evening?", "190"),
    ("what was the radio set to around noon yesterday", "Classic FM"),
])
def test_what_a_thing_was_set_to_asks_its_setting_then_not_its_place(memory, question, value):
    answer = memory.ask(question, at_ns=AT)
    assert answer.intent is Intent.PAST_STATE
    assert answer.known and answer.value == value

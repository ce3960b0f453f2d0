"""A setting someone says they changed: read from the words, written on the setting memory tracks
(the device's own, or the one device of the room named), trusted over the robot's older look, and
found by "who said" questions. Fresh sentences, in no hand-written set."""
from __future__ import annotations

from functools import partial

import pytest

from obsmem_ros.core.language.utterances import UtteranceReader
from obsmem_ros.core.records import BeliefLabel
from obsmem_ros.core.spoken_settings import tracked_setting

from .factories import heard, iso, ns, remembered

t = partial(iso, 3, 9)  # (hour, minute) of 9 March 2026, as a trace line's time
at = partial(ns, 3, 9)  # the same, in nanoseconds


def seen(entity: str, name: str, place: str, setting: str) -> list:
    return [{"entity": entity, "attribute": "name", "value": name, "value_type": "str"},
            {"entity": entity, "attribute": "category", "value": name, "value_type": "str"},
            {"entity": entity, "attribute": "location", "value": place, "value_type": "entity"},
            {"entity": entity, "attribute": "setting:temperature", "value": setting, "value_type": "str"}]


def say(n: int, when: str, who: str, words: str) -> dict:
    return heard(f"v{n:03d}", when, who, words, location="kitchen", source="sim", verb="")


STORY = [
    {"id": "v001", "time": t(7, 0), "kind": "observation", "actor": "robot", "location": "hallway",
     "objects": ["thermostat_1"], "observers": ["robot"], "source": "sim",
     "deltas": seen("thermostat_1", "thermostat", "hallway", "20")},
    {"id": "v002", "time": t(7, 5), "kind": "observation", "actor": "robot", "location": "den",
     "objects": ["radiator_1"], "observers": ["robot"], "source": "sim",
     "deltas": seen("radiator_1", "radiator", "den", "18")},
    {"id": "v003", "time": t(7, 10), "kind": "action", "actor": "robot", "verb": "navigate", "location": "kitchen",
     "observers": ["robot"], "source": "sim",
     "deltas": [{"entity": "robot", "attribute": "location", "value": "kitchen", "value_type": "entity"}]},
    say(4, t(9, 0), "priya", "I've knocked the heating down to seventeen, love. Roasting? It was a furnace."),
    say(5, t(9, 30), "omar", "I turned the den up to twenty-three, my hands were like ice."),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("settings") / "s.db"))


def test_level_after_a_particle_is_a_setting_in_digits():
    reader = UtteranceReader()
    found = reader.read("I've cranked the boiler up to sixty-five.", speaker="ann", now_ns=at(8, 0),
                        resolve=lambda words: "boiler_1" if "boiler" in words else None)
    assert [(c.entity, c.attribute, c.value) for c in found.claims] == [("boiler_1", "setting", "65")]


def test_a_vocative_closing_a_sentence_keeps_it_apart_from_the_next_question():
    reader = UtteranceReader()
    found = reader.read("I've put the fan down to three, mate. Too cold?", speaker="ann", now_ns=at(8, 0),
                        resolve=lambda words: "fan_1" if "fan" in words else None)
    assert ("fan_1", "setting", "3") in [(c.entity, c.attribute, c.value) for c in found.claims]


def test_a_bare_setting_goes_to_the_one_kind_tracked_or_the_rooms_one_device():
    attributes = {"oven_1": ["location", "setting:temperature"], "lamp_1": ["location", "state"],
                  "tv_1": ["setting:channel", "setting:volume"], "den": []}.get
    contents = {"den": ["lamp_1", "oven_1"], "lounge": ["tv_1"]}.get
    assert tracked_setting("oven_1", lambda e: attributes(e) or [], lambda p: contents(p) or []) == \
        ("oven_1", "setting:temperature")
    assert tracked_setting("den", lambda e: attributes(e) or [], lambda p: contents(p) or []) == \
        ("oven_1", "setting:temperature")
    assert tracked_setting("tv_1", lambda e: attributes(e) or [], lambda p: contents(p) or []) is None
    assert tracked_setting("lounge", lambda e: attributes(e) or [], lambda p: contents(p) or []) is None


def test_spoken_change_is_a_report_on_the_tracked_setting(memory):
    said = memory.reports(entity="thermostat_1", attribute="setting:temperature")
    assert [(f.value, f.reporter) for f in said] == [("17", "priya")]
    room = memory.reports(entity="radiator_1", attribute="setting:temperature")
    assert [(f.value, f.reporter) for f in room] == [("23", "omar")]


def test_first_hand_setting_change_outranks_the_older_look(memory):
    answer = memory.ask("What's the thermostat set to now?", at_ns=at(10, 0))
    assert answer.value == "17"
    assert answer.belief.label is BeliefLabel.CONTRADICTED
    assert "v004" in answer.belief.evidence_ids


def test_who_said_a_setting_changed_names_the_speaker(memory):
    answer = memory.ask("Who told you the radiator had been turned up?", at_ns=at(10, 0))
    assert answer.value == "omar"

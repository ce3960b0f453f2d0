"""A level said for a device, read against the levels memory tracks for it: a named level turned up
or down to, a bare hour for a timer that holds clock times, digits the clock words wrote as a time
for a device that holds numbers, a channel said where a place could go, a number said of a thing
never seen. Fresh sentences, in no hand-written set."""
from __future__ import annotations

from functools import partial

import pytest

from obsmem_ros.core.language.utterances import UtteranceReader
from obsmem_ros.core.records import BeliefLabel
from obsmem_ros.core.setting_levels import closest_level, shaped, word_level

from .factories import heard, iso, ns, remembered

t = partial(iso, 3, 9)
at = partial(ns, 3, 9)


def seen(entity: str, name: str, place: str, kind: str, level: str) -> list:
    return [{"entity": entity, "attribute": "name", "value": name, "value_type": "str"},
            {"entity": entity, "attribute": "category", "value": name, "value_type": "str"},
            {"entity": entity, "attribute": "location", "value": place, "value_type": "entity"},
            {"entity": entity, "attribute": f"setting:{kind}", "value": level, "value_type": "str"}]


def look(n: int, when: str, room: str, deltas: list) -> dict:
    return {"id": f"w{n:03d}", "time": when, "kind": "observation", "actor": "robot", "location": room,
            "objects": [deltas[0]["entity"]], "observers": ["robot"], "source": "sim", "deltas": deltas}


def say(n: int, when: str, who: str, words: str) -> dict:
    return heard(f"w{n:03d}", when, who, words, location="kitchen", source="sim", verb="")


STORY = [
    look(1, t(7, 0), "utility", seen("sprinkler_box", "sprinkler controller", "utility", "timer", "06:30")),
    look(2, t(7, 2), "den", seen("telly_1", "telly", "den", "channel", "Nickelodeon")),
    look(3, t(7, 4), "hallway", seen("thermostat_1", "thermostat", "hallway", "temperature", "71")),
    look(4, t(7, 6), "shed", seen("kiln_1", "kiln", "shed", "temperature", "300")),
    look(5, t(7, 8), "nursery", seen("fan_1", "fan heater", "nursery", "power", "high")),
    say(6, t(9, 0), "gus", "I've moved the sprinkler controller to six, the lawn was drowning."),
    say(7, t(9, 5), "ivy", "I've put the telly on Cartoonito for the little ones."),
    say(8, t(9, 10), "gus", "Honestly I turned that air down to sixty-nine, it was stuffy."),
    say(9, t(9, 15), "ivy", "I've pushed the kiln up to three-forty."),
    say(10, t(9, 20), "gus", "I knocked the fan heater down to low, the baby was too warm."),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("levels") / "l.db"))


def _reported(memory, entity: str, kind: str) -> list:
    return [(f.value.lower(), f.reporter) for f in memory.reports(entity=entity, attribute=f"setting:{kind}")]


def test_a_word_level_turned_down_to_is_a_setting_of_a_known_thing():
    reader = UtteranceReader()
    found = reader.read("She's turned the slow cooker down to warm.", speaker="ann", now_ns=at(8, 0),
                        resolve=lambda words: "cooker_1" if "cooker" in words else None)
    assert [(c.entity, c.attribute, c.value) for c in found.claims] == [("cooker_1", "setting", "warm")]


def test_a_place_turned_up_to_stays_a_place_and_an_unknown_thing_gets_no_level():
    reader = UtteranceReader()
    moved = reader.read("I carried the boxes up to the attic.", speaker="ann", now_ns=at(8, 0),
                        resolve=lambda words: {"boxes": "boxes_1", "attic": "attic"}.get(words.split()[-1]))
    assert [(c.entity, c.attribute) for c in moved.claims] == [("boxes_1", "location")]
    unknown = reader.read("We pushed the quiz up to two-thirty.", speaker="ann", now_ns=at(8, 0),
                          resolve=lambda words: None)
    assert not [c for c in unknown.claims if c.attribute.startswith("setting")]


def test_levels_take_the_shape_of_the_known_ones():
    assert shaped("6", ["06:30"]) == "06:00"
    assert shaped("7", ["19:00", "21:15"]) == "19:00"
    assert shaped("2:20", ["180"]) == "220"
    assert shaped("2:20", ["high"]) == "2:20"
    assert shaped("low", ["high"]) == "low"
    assert shaped("6", []) == "6"


def test_a_level_links_by_magnitude_or_by_words_only_when_one_fits():
    levels = {("thermostat_1", "setting:temperature"): "71", ("oven_1", "setting:temperature"): "180",
              ("telly_1", "setting:channel"): "Nickelodeon"}
    assert closest_level("69", levels) == ("thermostat_1", "setting:temperature")
    assert closest_level("120", levels) is None
    assert word_level("telly_1", "cartoonito", levels) == ("telly_1", "setting:channel")
    assert word_level("oven_1", "cartoonito", levels) is None


def test_spoken_levels_land_on_the_tracked_settings(memory):
    assert _reported(memory, "sprinkler_box", "timer") == [("06:00", "gus")]
    assert _reported(memory, "telly_1", "channel") == [("cartoonito", "ivy")]
    assert _reported(memory, "thermostat_1", "temperature") == [("69", "gus")]
    assert _reported(memory, "kiln_1", "temperature") == [("340", "ivy")]
    assert _reported(memory, "fan_1", "power") == [("low", "gus")]
    assert not memory.reports(entity="telly_1", attribute="location")


def test_the_spoken_level_outranks_the_older_look(memory):
    answer = memory.ask("What channel is the telly on now?", at_ns=at(10, 0))
    assert str(answer.value).lower() == "cartoonito"
    assert answer.belief.label is BeliefLabel.CONTRADICTED

"""The read side of speech: questions about what people said find it.

Claims are linked against memory before they are compared with the question (a place that holds
the claimed one, a denial, a name said before the thing was seen), utterances kept as no claim
are still found by their words, stated preferences give typed values (a thing memory knows, a
clock time, a number), commitments are found by the things they name and a deed the robot was
seen doing answers whether they were done. Every sentence here was written for these tests.
"""
from __future__ import annotations

import pytest

from obsmem_ros.core.config import EngineConfig

from .factories import heard, remembered, sighting

DAY = "2026-06-"


def seen(eid, when, room, thing, where, **attributes):
    return sighting(eid, f"{DAY}{when}Z", thing, room, [("location", where), *attributes.items()])


def said(eid, when, actor, words, addressee="robot"):
    return heard(eid, f"{DAY}{when}Z", actor, words, addressee=addressee, location="kitchen", observers=["robot"])


WORLD = [
    seen("w1", "01T07:00:00", "study", "bureau_1", "study", name="bureau", category="desk"),
    seen("w2", "01T07:00:05", "kitchen", "worktop_1", "kitchen", name="worktop", category="counter"),
    seen("w3", "01T07:00:10", "kitchen", "tray_1", "worktop_1", name="tray", category="tray"),
    seen("w4", "01T07:00:15", "kitchen", "mug_yellow_1", "tray_1", name="mug", category="mug", color="yellow"),
    seen("w5", "01T07:00:20", "kitchen", "mug_grey_1", "tray_1", name="mug", category="mug", color="grey"),
    seen("w6", "01T07:00:25", "living_room", "sofa_1", "living_room", name="sofa", category="sofa"),
    seen("w7", "01T07:00:30", "living_room", "camera_1", "sofa_1", name="camera", category="camera"),
    seen("w8", "01T07:00:35", "hallway", "vase_1", "hallway", name="vase", category="vase", color="green"),
    seen("w9", "01T07:00:40", "hallway", "sideboard_1", "hallway", name="sideboard", category="cabinet"),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(WORLD, tmp_path_factory.mktemp("home") / "home.db", config=EngineConfig(parser="language"))


def _events(answer):
    return {i for e in answer.evidence for i in (e.id, *e.event_ids)}


def test_a_place_that_holds_the_claimed_one_finds_the_claim(memory):
    memory.ingest([said("s1", "02T08:00:00", "ines", "I took my camera up to the bureau in the study.")])
    answer = memory.ask("Who told you the camera had gone to the study?")
    assert answer.value == "ines" and "s1" in _events(answer)


def test_words_kept_as_no_claim_are_found_by_what_they_say(memory):
    memory.ingest([said("s2", "02T09:00:00", "otto", "Careful with the green vase, there's a chip in it now.")])
    answer = memory.ask("Who said the green vase was chipped?")
    assert answer.value == "otto" and "s2" in _events(answer)


def test_a_pronoun_takes_the_thing_the_conversation_just_named(memory):
    memory.ingest([said("s3", "02T10:00:00", "otto", "Has anyone seen the camera?"),
                   said("s4", "02T10:00:30", "ines", "I reckon it's on the sideboard, not sure though.")])
    answer = memory.ask("Who thought the camera was on the sideboard?")
    assert answer.value == "ines" and "s4" in _events(answer)


def test_a_stated_preference_gives_the_thing_memory_knows(memory):
    memory.ingest([said("s5", "02T11:00:00", "ines", "I'll always go for the yellow mug if it's clean.")])
    answer = memory.ask("Which mug does Ines like?")
    assert (answer.value, answer.value_type) == ("mug_yellow_1", "entity") and "s5" in _events(answer)


def test_a_stated_preference_gives_the_number_for_the_condition_asked(memory):
    memory.ingest([said("s6", "02T12:00:00", "otto",
                        "On Sundays I like the heating at twenty-one. Weekdays eighteen will do me.")])
    assert memory.ask("What temperature does Otto like on weekdays?").value == "18"
    assert memory.ask("What temperature does Otto want on Sundays?").value == "21"


def test_a_stated_preference_gives_the_clock_time_for_a_when_question(memory):
    memory.ingest([said("s7", "02T13:00:00", "ines", "At the weekend I'd like my tea brought up at quarter past nine.")])
    answer = memory.ask("When does Ines want her tea at the weekend?")
    assert answer.value == "09:15" and "s7" in _events(answer)


def test_who_told_you_about_a_thing_finds_the_words_that_named_it(memory):
    memory.ingest([said("s9", "03T10:00:00", "otto", "Bruno's ordered Ines a kite from the toy shop, don't tell her.")])
    answer = memory.ask("Who told you about Ines's kite?")
    assert answer.value == "otto" and "s9" in _events(answer)

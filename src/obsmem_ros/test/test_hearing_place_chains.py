"""A thing only heard of answers with the innermost place of its chain memory knows: a seen thing
("in the tin on top the dresser": the dresser), else the room said ("the old trunk out on the sun
porch": the porch), never a spot memory never saw; a word that only qualifies a seen thing's name
links no place ("behind the boat" where "the boat keys" were seen). Sentences written for this
file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import heard, remembered, said_value, sighting as robot_saw

DAY = "2026-06-11T"


def sighting(eid, clock, entity, name, category, room):
    return robot_saw(eid, f"{DAY}{clock}Z", entity, room, [("name", name), ("category", category), ("location", room)])


HOME = [
    sighting("e1", "07:00:00", "dresser_1", "dresser", "dresser", "kitchen"),
    sighting("e2", "07:05:00", "keys_boat", "Noel's boat keys", "keys", "hall"),
]


@pytest.fixture()
def memory(tmp_path):
    yield from remembered(HOME, tmp_path / "home.db")


def reported(memory: Memory, words: str, entity: str) -> str:
    memory.ingest([heard("u1", f"{DAY}09:00:00Z", "noel", words, location="kitchen")])
    return said_value(memory, entity)


def test_a_spot_on_a_seen_thing_answers_with_the_thing(memory):
    assert reported(memory, "The fudge in the tin on top the dresser, tell the kids nothing.", "fudge") == "dresser_1"


def test_a_spot_out_on_a_room_answers_with_the_room(memory):
    assert reported(memory, "The fishing rods, they in the old trunk out on the sun porch.", "fishing_rods") == \
        "sun_porch"


def test_a_word_qualifying_a_seen_name_links_no_place(memory):
    assert reported(memory, "The cool box is out in the boatshed, behind the boat.", "cool_box") == "boatshed"


def test_a_noun_the_tagger_reads_as_a_verb_still_names_the_topic(memory):
    assert reported(memory, "The Rugby jerseys, they in the airing cupboard.", "rugby_jerseys")


def test_asked_after_it_answers_with_the_innermost_known_place(memory):
    reported(memory, "The fudge in the tin on top the dresser, tell the kids nothing.", "fudge")
    answer = memory.ask("Where's the fudge?", at_ns=parse_iso_ns(f"{DAY}12:00:00Z"))
    assert (answer.known, answer.value) == (True, "dresser_1")

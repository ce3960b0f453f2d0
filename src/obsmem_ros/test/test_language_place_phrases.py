"""Place phrases of a clause: a phrase of the place a thing left ("off", "out of") names no place,
and a place coordinated with it ("off the porch and into the shed") is where the thing went.
Sentences written for this file, in no hand-written set."""
from __future__ import annotations

from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard

KNOWN = {"porch": "porch", "shed": "shed", "sideboard": "sideboard_1", "counter": "counter_1"}


def places(reader, words):
    reading = read_heard(reader, words, speaker="ines", now_ns=parse_iso_ns("2026-05-02T09:00:00Z"),
                         event_id="u1", resolve=KNOWN.get, people=("ines", "tobias"))
    return [(c.entity, c.value) for c in reading.claims if c.attribute == "location" and not c.negated]


def test_a_thing_moved_off_one_place_and_into_another_is_in_the_second(reader):
    assert places(reader, "I wheeled the pram off the porch and into the shed this morning.") == [("pram", "shed")]


def test_a_thing_lifted_off_one_place_and_onto_another_is_on_the_second(reader):
    assert places(reader, "Tobias hauled the crate off the counter and onto the sideboard.") == \
        [("crate", "sideboard_1")]


def test_a_thing_taken_out_of_a_place_is_not_placed_there(reader):
    assert places(reader, "I fished the scarf out of the shed.") == []


def test_it_after_a_thing_taken_out_of_a_container_is_that_thing(reader):
    assert places(reader, "I took the lasagne out of the shed and left it on the counter.") == \
        [("lasagne", "counter_1")]


def test_what_a_household_is_out_of_is_still_what_some_means_next(reader):
    reading = reader.read("We're out of oat milk, I'll pick some up after work.", speaker="ines", addressee="tobias",
                          now_ns=parse_iso_ns("2026-05-02T09:00:00Z"), event_id="u1", resolve=KNOWN.get,
                          people=("ines", "tobias"))
    assert reading.undertakings[0].objects[0] == "oat_milk"


def test_what_a_household_ran_out_of_is_what_it_means_next(reader):
    reading = reader.read("We've run out of rice, so could you put it on the list?", speaker="ines", addressee="robot",
                          now_ns=parse_iso_ns("2026-05-02T09:00:00Z"), event_id="u1", resolve=KNOWN.get,
                          people=("ines", "tobias"))
    assert "rice" in reading.undertakings[0].objects


def test_his_after_a_name_memory_does_not_know_owning_a_thing_is_that_name(reader):
    assert places(reader, "I've put Nonno's slippers in his room.") == [("slippers", "nonno_room")]


def test_a_place_planned_for_tonight_is_no_place_yet(reader):
    assert places(reader, "The lanterns are in the shed. Tonight we put them on the porch.") == [("lanterns", "shed")]


def test_a_place_put_this_morning_is_a_place(reader):
    assert places(reader, "This morning I put the lanterns on the porch.") == [("lanterns", "porch")]


def test_their_room_after_a_person_named_is_that_persons_room(reader):
    """"their room" is the room of the last person named (theirs and whoever shares it); with
    nobody named it keeps no owner, and "their" before a thing gives the thing none."""
    reading = read_heard(reader, "Tobias reckons the torch is in the chest in their room.", speaker="ines",
                         now_ns=parse_iso_ns("2026-05-02T09:00:00Z"), event_id="u1", resolve=KNOWN.get,
                         people=("ines", "tobias"))
    assert {t.id: t.location for t in reading.things}["chest"] == "tobias_room"
    assert places(reader, "The torch is in their room.") == [("torch", "room")]
    assert places(reader, "Tobias left their torch on the counter.") == [("torch", "counter_1")]

"""A said place linked to what memory holds (``core.spoken_places``, ``query.retrieval.state_values``):
furniture told by meaning, a part answered by its whole, a spot taken up by its head noun, a
never-seen spot kept as said in the room it was said in, and a device setting since reported.
Every sentence here was written for this file."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from obsmem_ros.core.spoken_places import Places, grounded_place
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import heard, remembered, said_value, sighting as robot_saw, stamped

ROOMS = {"kitchen", "hall", "study"}
SEEN = {
    "freezer_1": SimpleNamespace(category="freezer", name="chest freezer", location="kitchen"),
    "bench_1": SimpleNamespace(category="bench", name="kitchen bench", location="kitchen"),
    "van_1": SimpleNamespace(category="van", name="camper van", location="hall"),
    "radio_1": SimpleNamespace(category="radio", name="radio", location="bench_1"),
}
NEAR = {("wall unit", "cupboard"): 0.7, ("hatchback", "cupboard"): 0.2}


def places(heard=None) -> Places:
    return Places.of(ROOMS.__contains__, SEEN, heard or {}, near=lambda a, b: NEAR.get((a, b), 0.0))


@pytest.mark.parametrize("said, heard, expected", [
    ("wall_unit", {}, "study"),                                   # means a cupboard: furniture, the room spoken in
    ("hatchback", {}, "hatchback"),                               # means no furniture: as said
    ("freezer_lid", {}, "freezer_1"),                             # a part of a seen thing: the thing
    ("bench_handle", {}, "bench_1"),                              # named by its category
    ("van_glovebox", {}, "van_1"),                                # no furniture by itself, of a thing in a room
    ("camper_van_glovebox", {}, "van_1"),                         # the thing named in full
    ("van_crate", {}, "van_crate"),                               # a container of its own: as said
    ("radio_dial", {}, "radio_dial"),                             # of a thing standing on another: as said
    ("bottom_drawer", {}, "study"),                               # a kind every home has: the room spoken in
    ("tool_bag", {"bag": "hall"}, "hall"),                        # taken up again as "the bag"
    ("tool_bag", {"tool_bag": "kitchen", "bag": "hall"}, "kitchen"),  # its own holder comes first
])
def test_a_said_spot_links_to_what_memory_holds(said, heard, expected):
    assert grounded_place(said, "study", places(heard)) == expected


def test_furniture_is_a_kind_seen_or_one_every_home_has_or_near_one_in_meaning():
    known = places()
    assert known.furniture("top_freezer") and known.furniture("bottom_drawer") and known.furniture("wall_unit")
    assert not known.furniture("hatchback") and not known.furniture("back_porch")


DAY = "2026-05-20T"


def sighting(eid, clock, entity, name, category, place, room, extra=()):
    return robot_saw(eid, f"{DAY}{clock}Z", entity, room,
                     [("name", name), ("category", category), ("location", place), *extra])


def said(eid, clock, actor, room, words):
    return heard(eid, f"{DAY}{clock}Z", actor, words, location=room)


HOME = [
    sighting("e1", "07:00:00", "fridge_1", "fridge", "fridge", "kitchen", "kitchen"),
    sighting("e2", "07:05:00", "thermostat_1", "thermostat", "thermostat", "study", "study",
             [("setting:temperature", "19")]),
    stamped("e3", f"{DAY}07:10:00Z", "action", actor="robot", verb="navigate", location="hall", observers=["robot"]),
]
LATER = parse_iso_ns(f"{DAY}12:00:00Z")


@pytest.fixture()
def memory(tmp_path):
    yield from remembered(HOME, tmp_path / "home.db")



def test_a_note_on_the_fridge_door_is_on_the_fridge(memory):
    memory.ingest([said("u1", "09:00:00", "ines", "hall", "The plumber's number is on the fridge door, under the magnet.")])
    assert memory.ask("Where's the plumber's number?", at_ns=LATER).value == "fridge_1"


def test_a_spot_never_seen_answers_with_the_room_it_was_said_in_and_keeps_its_words(memory):
    memory.ingest([said("u1", "09:00:00", "ines", "kitchen", "I put the spare batteries in the cupboard above the kettle.")])
    assert said_value(memory, "spare_batteries") == "cupboard"       # the claim keeps the spot as said
    answer = memory.ask("Where are the spare batteries?", at_ns=LATER)
    assert (answer.known, answer.value) == (True, "kitchen")
    assert "cupboard" in answer.answer                            # the belief tells the spot said


@pytest.mark.parametrize("words", ["I bumped the thermostat up to twenty-two, it's freezing in there.",
                                   "I turn the thermostat to twenty-two already."])
def test_a_device_setting_said_plainly_since_it_was_seen_is_the_new_one(memory, words):
    memory.ingest([said("u1", "10:00:00", "ines", "kitchen", words)])
    answer = memory.ask("What's the thermostat set to now?", at_ns=LATER)
    assert (answer.known, answer.value, answer.belief.label.value) == (True, "22", "contradicted")


def test_a_hedged_setting_leaves_the_one_seen(memory):
    memory.ingest([said("u1", "10:00:00", "ines", "kitchen", "I think Tom bumped the thermostat up to twenty-two, maybe.")])
    answer = memory.ask("What's the thermostat set to now?", at_ns=LATER)
    assert answer.value == "19" and answer.belief.label.value != "contradicted"


def test_a_room_said_to_hold_a_thing_outranks_a_seen_neighbour(memory):
    memory.ingest([said("u1", "09:00:00", "ines", "kitchen", "I left the cool box on the patio, next to the fridge.")])
    assert said_value(memory, "cool_box") == "patio"


def test_a_spot_said_beside_a_seen_thing_still_goes_by_that_thing(memory):
    memory.ingest([said("u1", "09:00:00", "ines", "hall", "The torch is in the basket next to the fridge.")])
    assert said_value(memory, "torch") == "fridge_1"


def test_my_room_said_before_memory_tied_the_speaker_to_a_room_answers_with_the_room_tied_since(memory):
    memory.ingest([said("u1", "09:00:00", "maya", "kitchen", "My swimming goggles are in my room.")])
    assert said_value(memory, "swimming_goggles") == "maya_room"
    memory.ingest([stamped(f"m{i}", f"{DAY}1{i}:00:00Z", "action", actor="maya", verb="enter", location="girls_room",
                           observers=["robot", "maya"]) for i in range(3)])
    answer = memory.ask("Where are Maya's swimming goggles?", at_ns=LATER)
    assert (answer.known, answer.value) == (True, "girls_room")


def test_a_room_said_stays_the_answer_however_the_spots_around_it_were_heard(memory):
    memory.ingest([said("u1", "09:00:00", "ines", "kitchen", "My sunhat is in my beach bag, on the hook in the wash house.")])
    answer = memory.ask("Where's Ines's sunhat?", at_ns=LATER)
    assert (answer.known, answer.value) == (True, "wash_house")

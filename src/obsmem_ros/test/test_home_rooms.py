"""Rooms of a home as speech names them (``core.home_rooms``): room words, and the room a person is
tied to by where the robot saw them go. Ids written for this file, in no hand-written set."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from obsmem_ros.core.home_rooms import bedded_rooms, called_words, own_rooms, room_word, sleeping_room
from obsmem_ros.core.spoken_places import named_owners


@pytest.mark.parametrize("place, expected", [
    ("cellar", True), ("boot_room", True), ("summer_house", True), ("back_yard", True),
    ("house", False), ("cupboard", False), ("cellar_cupboard", False), ("tool_box", False),
])
def test_a_room_word_is_a_room_head_noun(place, expected):
    assert room_word(place) is expected


ROOMS = {"bedroom", "boys_room", "living_room", "ana_room", "utility_room"}
VISITS = [("ana", "living_room", 9), ("tomas", "living_room", 6), ("rua", "living_room", 7),
          ("tomas", "boys_room", 4), ("rua", "boys_room", 3), ("mere", "bedroom", 5), ("tomas", "bedroom", 1),
          ("tomas", "ana_room", 8), ("rua", "utility_room", 9), ("robot", "boys_room", 3)]


def test_a_person_is_tied_to_the_sleeping_room_of_their_largest_share():
    tied = own_rooms(VISITS, {"ana", "tomas", "rua", "mere"}, ROOMS.__contains__)
    assert tied == {"tomas": "boys_room", "rua": "boys_room", "mere": "bedroom"}


def test_a_room_named_for_another_person_is_never_theirs():
    assert own_rooms([("tomas", "ana_room", 8)], {"ana", "tomas"}, ROOMS.__contains__) == {}


def test_the_names_said_owning_something_are_its_owners():
    assert named_owners("It's on Nonna's chair, and Tomas's boots are there.") == {"nonna", "tomas"}


def test_a_room_named_for_a_word_someone_is_called_by_is_a_room_they_may_be_tied_to():
    rooms = {"abuela_room", "sewing_room", "kitchen"}
    visits = [("carmen", "abuela_room", 4), ("lucia", "abuela_room", 1), ("carmen", "sewing_room", 5),
              ("lucia", "sewing_room", 1), ("lucia", "kitchen", 8)]
    titles = called_words({("lucia", "Abuela"): "carmen"})
    assert titles == frozenset({"abuela"})
    assert own_rooms(visits, {"carmen", "lucia"}, rooms.__contains__, titles) == {"carmen": "abuela_room"}
    assert own_rooms(visits, {"carmen", "lucia"}, rooms.__contains__) == {}


def test_a_room_named_for_the_word_the_household_calls_one_person_is_never_a_visitors():
    rooms = {"oma_room", "kitchen"}
    visits = [("griet", "oma_room", 3), ("pieter", "oma_room", 2), ("pieter", "kitchen", 6)]
    titles = called_words({("pieter", "Oma"): "griet"})
    owners = {"oma": "griet"}
    assert own_rooms(visits, {"griet", "pieter"}, rooms.__contains__, titles, owners=owners) == {"griet": "oma_room"}
    assert own_rooms(visits, {"griet", "pieter"}, rooms.__contains__, titles) == {"griet": "oma_room",
                                                                                  "pieter": "oma_room"}


def test_a_room_named_for_the_part_of_the_household_it_houses_is_a_sleeping_room():
    """One word list says whom a room houses, for tying by visits and by a person's part alike:
    the grandparents' and the parents' rooms are slept in, a sewing room is nobody's."""
    rooms = {"grandparents_room", "parents_room", "sewing_room", "kitchen"}
    visits = [("ilse", "grandparents_room", 3), ("ilse", "sewing_room", 6), ("bram", "parents_room", 2),
              ("bram", "kitchen", 7)]
    assert own_rooms(visits, {"ilse", "bram"}, rooms.__contains__) == {"ilse": "grandparents_room",
                                                                      "bram": "parents_room"}
    assert [sleeping_room(r) for r in ("guest_room", "nursery_room", "master_bedroom", "sewing_room", "dining_room")] \
        == [True, True, True, False, False]


def test_a_room_a_bed_was_seen_in_is_slept_in_whatever_it_is_called():
    """"tutu_room" is named for a word memory does not know anyone by; the bed seen there makes it a
    room someone sleeps in, tied to the person who comes and goes there most. A bed seen in no known
    room, or a sofa, makes nothing a bedroom."""
    rooms = {"tutu_room", "lanai", "kitchen"}
    things = [SimpleNamespace(category="bed", location="tutu_room"), SimpleNamespace(category="bed", location="garage"),
              SimpleNamespace(category="sofa", location="lanai")]
    bedded = bedded_rooms(things, rooms.__contains__)
    assert bedded == frozenset({"tutu_room"})
    visits = [("leilani", "tutu_room", 4), ("kai", "tutu_room", 1), ("leilani", "lanai", 6), ("kai", "lanai", 9)]
    assert own_rooms(visits, {"leilani", "kai"}, rooms.__contains__, bedded=bedded) == {"leilani": "tutu_room"}
    assert own_rooms(visits, {"leilani", "kai"}, rooms.__contains__) == {}

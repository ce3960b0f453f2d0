"""A person's room linked by what memory knows of who it belongs to (``core.role_rooms.person_rooms``):
a room named for a word only that person is called, a room the robot saw a bed and that person's
own things in. Ids and words written for this file, in no hand-written set."""
from __future__ import annotations

from types import SimpleNamespace

from obsmem_ros.core.role_rooms import person_rooms

ROOMS = {"tutu_room", "keiki_room", "lanai", "kitchen"}


def _thing(category: str, location: str, owner: str = "") -> SimpleNamespace:
    return SimpleNamespace(category=category, location=location, owner=owner)


def test_a_room_named_for_the_word_the_household_calls_someone_is_theirs_unseen():
    """"Tutu" is what the grandchildren call leilani: the robot, never having seen her go in, ties
    her to tutu_room; a word two people are called by ties nobody."""
    visits = [("robot", "tutu_room", 1), ("robot", "lanai", 2), ("leilani", "lanai", 5)]
    kin = {("kai", "Tutu"): "leilani", ("noe", "Tutu"): "leilani"}
    assert person_rooms(visits, {"leilani", "kai", "noe"}, ROOMS.__contains__, kin)["leilani"] == "tutu_room"
    shared = {("kai", "Tutu"): "leilani", ("noe", "Tutu"): "malia"}
    assert "leilani" not in person_rooms(visits, {"leilani", "kai", "noe", "malia"}, ROOMS.__contains__, shared)


def test_the_bedroom_holding_a_persons_own_things_is_theirs():
    """The robot saw a bed and leilani's walking stick in tutu_room, never her in it; a thing of
    hers in the kitchen, or in a room named for someone else, ties nothing."""
    visits = [("robot", "tutu_room", 1), ("robot", "keiki_room", 1), ("kai", "keiki_room", 4)]
    things = [_thing("bed", "tutu_room"), _thing("stick", "tutu_room", "leilani"), _thing("mug", "kitchen", "leilani"),
              _thing("bed", "keiki_room")]
    people = {"leilani", "kai"}
    assert person_rooms(visits, people, ROOMS.__contains__, {}, things) == {"leilani": "tutu_room", "kai": "keiki_room"}
    assert "leilani" not in person_rooms(visits, people, ROOMS.__contains__, {}, things[:1] + things[2:])
    kin = {("leilani", "Keiki"): "kai"}
    elsewhere = [_thing("bed", "keiki_room"), _thing("stick", "keiki_room", "leilani")]
    assert "leilani" not in person_rooms(visits[1:], people, ROOMS.__contains__, kin, elsewhere)

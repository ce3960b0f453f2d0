"""A place memory never saw answers with the home's room its name means (`query.retrieval.
meant_rooms`): a room word the home does not use by the home's room of that meaning, a spot said
with no room by the room it stands in, only when one room stands out. Sentences written for this
file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.meant_rooms import room_by_meaning

from .factories import heard, iso, ns, remembered, sighting


class _Record:
    def __init__(self, provenance: str) -> None:
        self.provenance = provenance


class _Reader:
    def __init__(self, rooms) -> None:
        self._rooms = list(rooms)

    def is_room(self, place: str) -> bool:
        return place in self._rooms

    def rooms(self):
        return self._rooms

    def people(self):
        return frozenset({"wren"})


class _Ctx:
    def __init__(self, rooms, records=None) -> None:
        self.reader = _Reader(rooms)
        self._records = records or {}

    def entity_record(self, entity_id: str):
        return self._records.get(entity_id)


_HOME = ["kitchen", "living_room", "laundry", "back_yard"]


def test_a_room_word_the_home_does_not_use_is_the_homes_room_of_that_meaning():
    assert room_by_meaning(_Ctx(_HOME), "wash_house") == "laundry"
    assert room_by_meaning(_Ctx(["kitchen", "cellar_head", "front_room"]), "cellar") == "cellar_head"


def test_a_room_word_near_only_to_a_neighbouring_room_keeps_its_name():
    assert room_by_meaning(_Ctx(["kitchen", "living_room", "lanai"]), "hall") == ""
    assert room_by_meaning(_Ctx(["kitchen", "living_room", "garage"]), "driveway") == ""
    assert room_by_meaning(_Ctx(["kitchen", "living_room"]), "garage") == ""
    assert room_by_meaning(_Ctx(["kitchen", "living_room", "porch"]), "pantry") == ""  # a room of its own


def test_a_room_word_whose_head_the_home_uses_or_a_named_room_keeps_its_name():
    assert room_by_meaning(_Ctx(["kitchen", "porch"]), "back_porch") == ""
    assert room_by_meaning(_Ctx(["kitchen", "dining_room", "bathroom"]), "sitting_room") == ""
    assert room_by_meaning(_Ctx(_HOME), "wren_room") == ""


def test_a_spot_said_with_no_room_is_in_the_room_it_stands_in():
    assert room_by_meaning(_Ctx(["kitchen", "living_room", "garage", "bathroom"]), "spice_rack") == "kitchen"


def test_a_room_a_person_a_place_away_or_a_thing_seen_stays_as_said():
    assert room_by_meaning(_Ctx(_HOME), "school") == ""
    assert room_by_meaning(_Ctx(_HOME), "kitchen") == ""
    assert room_by_meaning(_Ctx(_HOME), "wren") == ""
    assert room_by_meaning(_Ctx(_HOME, {"wash_house": _Record("observed")}), "wash_house") == ""


@pytest.fixture()
def memory(tmp_path):
    events = [
        sighting("o1", iso(3, 2, 7, 0), "washer_1", "laundry", [("name", "washing machine"), ("category", "washer"),
                                                                 ("location", "laundry")]),
        sighting("o2", iso(3, 2, 7, 1), "sofa_1", "living_room", [("name", "sofa"), ("category", "sofa"),
                                                                   ("location", "living_room")]),
        sighting("o3", iso(3, 2, 7, 2), "hob_1", "kitchen", [("name", "hob"), ("category", "stove"),
                                                             ("location", "kitchen")]),
        heard("u1", iso(3, 2, 7, 10), "wren", "I put the elderflower cordial in the wash house.",
              location="kitchen"),
    ]
    yield from remembered(events, tmp_path / "home.db")


def test_a_thing_said_to_be_in_a_room_by_another_word_answers_with_the_homes_room(memory):
    answer = memory.ask("Where's the elderflower cordial?", at_ns=ns(3, 2, 9, 0))
    assert answer.value == "laundry"

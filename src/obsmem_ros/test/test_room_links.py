"""A person's room linked by what memory knows of who it belongs to (``core.role_rooms.person_rooms``):
a room named for a word only that person is called, a room the robot saw a bed and that person's
own things in. Ids and words written for this file, in no hand-written set."""
from __future__ import annotations

from types import SimpleNamespace

from obsmem_ros.core.memory import Memory

from .factories import minute_events
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


T0 = 1782000000


_ev = minute_events("r", T0)


def _seen(entity: str, name: str, category: str, place: str) -> list:
    return [{"entity": entity, "attribute": "name", "value": name, "value_type": "str"},
            {"entity": entity, "attribute": "category", "value": category, "value_type": "str"},
            {"entity": entity, "attribute": "location", "value": place, "value_type": "entity"}]


def _said(n: int, who: str, to: str, words: str, where: str) -> dict:
    return _ev(n, "utterance", actor=who, addressee=to, location=where, observers=["robot", who], utterance=words)


def _home(room: str) -> list:
    """The robot sees a bed in `room` and leilani speaking there, and kai on the lanai."""
    return [_ev(0, "observation", actor="robot", location=room, objects=["bed_1"],
                deltas=_seen("bed_1", "bed", "bed", room)),
            _said(1, "leilani", "robot", "The ukulele strings came this morning.", room),
            _said(2, "leilani", "robot", "Kai has gone to the beach with his board.", room),
            _ev(3, "observation", actor="robot", location="lanai", objects=["mat_1"],
                deltas=_seen("mat_1", "mat", "mat", "lanai")),
            _said(4, "kai", "robot", "The bus is here already.", "lanai")]


def test_my_room_said_by_someone_seen_in_a_room_with_a_bed_is_that_room(tmp_path):
    """back_room is no bedroom by its name; the bed the robot saw there makes it the room of the one
    it saw there most."""
    with Memory(str(tmp_path / "a.db")) as memory:
        words = "My reading glasses are in my room, in the sewing basket."
        memory.ingest(_home("back_room") + [_said(6, "leilani", "robot", words, "lanai")])
        assert memory.ask("Where are Leilani's reading glasses?").value == "back_room"


def test_a_room_named_by_the_household_word_for_someone_is_the_room_memory_ties_them_to(tmp_path):
    """"Tutu's room", said by a grandchild of the room memory knows as tutu_room, is that room; said
    of a room memory does not know by that name ("nana_room", where kai calls her Nana too), it is
    the room memory ties her to, not a room of its own."""
    with Memory(str(tmp_path / "b.db")) as memory:
        memory.ingest(_home("tutu_room") + [_said(5, "kai", "leilani", "Tutu, the bus is here.", "lanai"),
                                           _said(6, "kai", "leilani", "Nana, can I borrow the car?", "lanai")])
        assert memory.own_room("tutu_room") == ""  # a room memory knows is no one's unknown room
        assert memory.own_room("leilani_room") == "tutu_room"
        assert memory.own_room("nana_room") == "tutu_room"

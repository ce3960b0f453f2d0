"""Where a thing memory never saw was said to be, read at question time from the utterances heard
that name it (`query.retrieval.heard_places`): a thing seen said as its place answers itself, a
name whose head alone is a thing seen names another thing, a room word answers as the room said.
Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.heard_places import _named_whole
from obsmem_ros.core.query.retrieval.said_rooms import rooms_said

from .factories import heard, iso, ns, remembered, sighting


def _home() -> list:
    return [
        sighting("o1", iso(3, 2, 7, 0), "fridge_1", "kitchen",
                 [("name", "fridge"), ("category", "fridge"), ("location", "kitchen")]),
        sighting("o2", iso(3, 2, 7, 1), "table_1", "kitchen",
                 [("name", "kitchen table"), ("category", "table"), ("location", "kitchen")]),
        sighting("o3", iso(3, 2, 7, 2), "safe_1", "kitchen",
                 [("name", "gun safe"), ("category", "safe"), ("location", "kitchen")]),
    ]


@pytest.fixture()
def memory(tmp_path):
    events = _home() + [
        heard("u1", iso(3, 2, 7, 10), "noor", "Da tamales fo' Friday stay in da cooler out in da shed, no touch."),
        heard("u2", iso(3, 2, 7, 20), "idris", "Auntie's rhubarb crumble, bottom shelf of the fridge, it's for Sunday."),
        heard("u3", iso(3, 2, 7, 30), "idris", "The cartridges, they in the gun safe, top drawer, if Grandad asks."),
        heard("u4", iso(3, 2, 7, 40), "noor", "I made jollof for the party, a whole big pot."),
        heard("u5", iso(3, 2, 7, 41), "noor", "It stay in da carport till tonight, no touch."),
        heard("u6", iso(3, 2, 7, 50), "idris", "Anybody seen my slippers? Looked everywhere."),
        heard("u7", iso(3, 2, 7, 51), "noor", "No sugar in my tea, it's too sweet in the kitchen."),
    ]
    yield from remembered(events, tmp_path / "home.db")


def test_a_room_word_said_of_a_thing_never_seen_answers_with_that_room(memory):
    answer = memory.ask("Where are the tamales?", at_ns=ns(3, 2, 9, 0))
    assert answer.value == "shed"
    assert "not seen it myself" in answer.answer and "noor" in answer.answer.lower()


def test_a_thing_seen_said_as_the_place_answers_itself(memory):
    answer = memory.ask("Where's the rhubarb crumble?", at_ns=ns(3, 2, 9, 0))
    assert answer.value == "fridge_1"


def test_a_name_whose_head_alone_was_seen_is_another_thing():
    ctx = _Ctx(["kitchen"], names={"fridge_1": "fridge"})
    assert not _named_whole(ctx, "fridge_1", "left it in the camping fridge".split())
    assert _named_whole(ctx, "fridge_1", "left it in the fridge".split())
    assert _named_whole(ctx, "fridge_1", "left it in da fridge".split())
    assert not _named_whole(ctx, "fridge_1", "left it by the _ fridge".split())  # "the beer fridge", beer asked


def test_a_thing_is_named_by_its_head_noun_not_by_another_word_of_its_name():
    ctx = _Ctx(["kitchen"], names={"tin_1": "tin of tea biscuits"})
    assert _named_whole(ctx, "tin_1", "on top of the tin".split())
    assert not _named_whole(ctx, "tin_1", "no sugar in my tea".split())


def test_a_thing_seen_said_by_its_full_name_is_the_place(memory):
    answer = memory.ask("Where are the cartridges?", at_ns=ns(3, 2, 9, 0))
    assert answer.value == "safe_1"


def test_a_pronoun_going_on_from_the_speakers_own_naming_places_the_thing(memory):
    assert memory.ask("Where's the jollof?", at_ns=ns(3, 2, 9, 0)).value == "carport"


def test_a_pronoun_after_someone_else_named_the_thing_places_nothing(memory):
    assert memory.ask("Where are Idris's slippers?", at_ns=ns(3, 2, 9, 0)).value != "kitchen"


def test_a_thing_nobody_named_stays_unknown(memory):
    assert not memory.ask("Where's the birthday cake?", at_ns=ns(3, 2, 9, 0)).known


def test_a_saying_heard_after_the_question_is_not_read(memory):
    assert not memory.ask("Where are the tamales?", at_ns=ns(3, 2, 7, 5)).known


class _Reader:
    def __init__(self, rooms, people=()):
        self._rooms, self._people = set(rooms), frozenset(people)

    def is_room(self, place):
        return place in self._rooms

    def people(self):
        return self._people


class _Ctx:
    def __init__(self, rooms, people=(), names=None):
        self.reader = _Reader(rooms, people)
        self._names = names or {}

    def display(self, entity_id):
        return self._names.get(entity_id, entity_id)

    def entity_record(self, entity_id):
        return None

    def person_id(self, name, speaker=""):
        return name


class _Said:
    def __init__(self, actor, location=""):
        self.actor, self.location = actor, location


def test_rooms_said_read_a_room_word_the_speakers_room_and_here():
    ctx = _Ctx(["kitchen", "porch"], people=["tamsin"])
    said = _Said("bea", location="kitchen")
    assert [r for _i, r in rooms_said(ctx, said, "it's out on the back porch".split())] == ["back_porch"]
    assert [r for _i, r in rooms_said(ctx, said, "up in my room on the shelf".split())] == ["bea_room"]
    assert [r for _i, r in rooms_said(ctx, said, "tamsin's room under the bed".split())] == ["tamsin_room"]
    assert [r for _i, r in rooms_said(ctx, said, "i put it in here by the sink".split())] == ["kitchen"]
    assert [r for _i, r in rooms_said(ctx, said, "the box under tamsin's bed".split())] == ["tamsin_room"]
    assert [r for _i, r in rooms_said(ctx, said, "the box under my parents bed".split())] == ["parents_room"]
    assert rooms_said(ctx, said, "the box under the spare bed".split()) == []
    assert rooms_said(ctx, said, "her tea's here at six".split()) == []
    assert rooms_said(ctx, said, "i put it in here by the sink".split(), here=False) == []

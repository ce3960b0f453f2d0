"""Where a thing is now when what the robot saw and what it heard disagree: a thing carried off to
the room its carrier was seen going into, a denial of the seen place in the speaker's own words, a
switch said flipped, a level said in number words, and a room said by its own kind that is no
other room sharing its first word. Every sentence here was written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.utterances import UtteranceReader
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.place_words import room_by_kind
from obsmem_ros.core.query.possessives import wh_apostrophes
from obsmem_ros.core.records import BeliefLabel

from .factories import minute_events
from obsmem_ros.core.spoken_places import Places, grounded_place

T0 = 1782000000


ev = minute_events("w", T0)


def fact(entity: str, attribute: str, value: str, value_type: str = "str") -> dict:
    return {"entity": entity, "attribute": attribute, "value": value, "value_type": value_type}


def seen(n: int, entity: str, name: str, place: str, room: str, *extra: dict) -> dict:
    return ev(n, "observation", actor="robot", location=room, objects=[entity],
              deltas=[fact(entity, "name", name), fact(entity, "category", name.rsplit(" ", 1)[-1]),
                      fact(entity, "location", place, "entity"), *extra])


def entered(n: int, person: str, room: str, *onlookers: str) -> dict:
    return ev(n, actor=person, verb="enter", location=room, observers=["robot", person, *onlookers],
              deltas=[fact(person, "location", room, "entity")])


def said(n: int, person: str, room: str, words: str) -> dict:
    return ev(n, "utterance", actor=person, verb="say", addressee="robot", location=room,
              observers=["robot", person], utterance=words)


def at(n: int) -> int:
    return (T0 + 60 * n) * 10**9


def test_a_thing_seen_picked_up_went_where_its_carrier_was_next_seen_going(tmp_path):
    with Memory(str(tmp_path / "a.db")) as memory:
        memory.ingest([entered(0, "robot", "shed"), seen(1, "ladder_1", "step ladder", "shed", "shed"),
                       entered(2, "omar", "shed"),
                       ev(3, actor="omar", verb="pick up", location="shed", objects=["ladder_1"],
                          observers=["robot", "omar"], deltas=[fact("ladder_1", "held_by", "omar", "entity")]),
                       ev(4, actor="omar", verb="leave", location="shed", observers=["robot", "omar"]),
                       entered(5, "omar", "patio"), entered(9, "omar", "shed")])
        answer = memory.ask("Where's the step ladder now?", at_ns=at(20))
        assert (answer.value, answer.belief.label) == ("patio", "stale")


def test_a_carrier_coming_in_where_the_robot_is_brought_nothing_it_saw(tmp_path):
    with Memory(str(tmp_path / "g.db")) as memory:
        memory.ingest([entered(0, "robot", "shed"), seen(1, "ladder_1", "step ladder", "shed", "shed"),
                       ev(3, actor="omar", verb="pick up", location="shed", objects=["ladder_1"],
                          observers=["robot", "omar"], deltas=[fact("ladder_1", "held_by", "omar", "entity")]),
                       ev(4, actor="robot", verb="navigate", location="study",
                          deltas=[fact("robot", "location", "study", "entity")]),
                       entered(6, "omar", "study")])
        assert memory.ask("Where's the step ladder now?", at_ns=at(20)).value == "shed"


def test_a_thing_seen_put_down_after_the_pick_up_stays_where_it_was_put(tmp_path):
    with Memory(str(tmp_path / "b.db")) as memory:
        memory.ingest([entered(0, "robot", "shed"), seen(1, "ladder_1", "step ladder", "shed", "shed"),
                       ev(3, actor="omar", verb="pick up", location="shed", objects=["ladder_1"],
                          observers=["robot", "omar"], deltas=[fact("ladder_1", "held_by", "omar", "entity")]),
                       ev(4, actor="omar", verb="put", location="shed", objects=["ladder_1"],
                          observers=["robot", "omar"], deltas=[fact("ladder_1", "location", "shed", "entity")]),
                       entered(5, "omar", "patio")])
        assert memory.ask("Where's the step ladder now?", at_ns=at(20)).value == "shed"


def test_a_denial_of_the_seen_place_in_other_words_answers_with_the_look(tmp_path):
    # the robot saw the kite on the front porch; "the porch" names it, so the look is contradicted
    with Memory(str(tmp_path / "c.db")) as memory:
        memory.ingest([entered(0, "robot", "front_porch"), seen(1, "kite_1", "box kite", "front_porch", "front_porch"),
                       entered(2, "robot", "kitchen"),
                       said(5, "lena", "kitchen", "The kite isn't on the porch anymore, I stuck it in the van.")])
        answer = memory.ask("Where's the box kite?", at_ns=at(20))
        assert (answer.value, answer.belief.label) == ("front_porch", "contradicted")


def _dehumidifier_seen_on_then(tmp_path, words: str) -> Memory:
    """A memory that saw the dehumidifier on in the utility room, then heard Pavel say `words`."""
    memory = Memory(str(tmp_path / "switch.db"))
    memory.ingest([entered(0, "robot", "utility"),
                   seen(1, "dehumid_1", "dehumidifier", "utility", "utility", fact("dehumid_1", "state", "on")),
                   entered(2, "robot", "kitchen"), said(30, "pavel", "kitchen", words)])
    return memory


def test_a_switch_said_flipped_plainly_outranks_the_older_look(tmp_path):
    with _dehumidifier_seen_on_then(tmp_path, "I switched the dehumidifier off just now, the tank was full.") as memory:
        answer = memory.ask("Is the dehumidifier on or off?", at_ns=at(40))
        assert (answer.value, answer.belief.label) == ("off", "contradicted")


def test_a_hedged_switch_report_does_not_outrank_the_look(tmp_path):
    with _dehumidifier_seen_on_then(tmp_path, "I think I switched the dehumidifier off, not sure.") as memory:
        assert memory.belief("dehumid_1", "state").label is not BeliefLabel.CONTRADICTED


@pytest.mark.parametrize("words, level", [
    ("i turned the boiler up to seventy one", "71"),
    ("we put the boiler down to sixty five before bed", "65"),
])
def test_a_level_in_number_words_after_up_to_is_the_things_setting(words, level):
    found = UtteranceReader().read(words, speaker="ann", now_ns=at(0), resolve={"boiler": "boiler_1"}.get)
    assert ("boiler_1", "setting", level) in [(c.entity, c.attribute, c.value) for c in found.claims]


def test_a_level_said_as_a_word_after_up_to_is_still_read():
    found = UtteranceReader().read("I turned the boiler down to low, it was roasting.", speaker="ann", now_ns=at(0),
                                   resolve={"boiler": "boiler_1"}.get)
    assert ("boiler_1", "setting", "low") in [(c.entity, c.attribute, c.value) for c in found.claims]


def test_number_words_without_a_to_are_no_level():
    found = UtteranceReader().read("i turned the boiler up, sixty people are coming", speaker="ann", now_ns=at(0),
                                   resolve={"boiler": "boiler_1"}.get)
    assert not [c for c in found.claims if c.attribute.startswith("setting")]


@pytest.mark.parametrize("place, by_kind", [
    ("back_garden", True), ("wendy_house", True), ("storeroom", True),
    ("back_room", False), ("nana_bedroom", False), ("cupboard", False),
])
def test_a_room_said_by_its_own_kind(place, by_kind):
    assert room_by_kind(place) is by_kind


def _home() -> Places:
    return Places.of({"back_room", "kitchen"}.__contains__, {}, {}, people=frozenset({"tamsin"}))


@pytest.mark.parametrize("said_place, expected", [
    ("back_garden", "back_garden"),          # not the back room the home knows
    ("tamsin_summer_house", "summer_house"),  # her summer house is the summer house, not her room
    ("back_shelf", "back_room"),             # a spot said of the back room is in it
])
def test_a_room_said_by_its_kind_is_no_other_room(said_place, expected):
    assert grounded_place(said_place, "kitchen", _home()) == expected


@pytest.mark.parametrize("typed, read", [
    ("wheres the torch", "where's the torch"),
    ("Whos feeding the cat tonight", "Who's feeding the cat tonight"),
    ("whats the oven on", "what's the oven on"),
    ("where are the wellies", "where are the wellies"),
])
def test_a_question_word_typed_without_its_apostrophe(typed, read):
    assert wh_apostrophes(typed) == read


def test_a_thing_named_for_a_setting_word_is_asked_where(tmp_path):
    with Memory(str(tmp_path / "f.db")) as memory:
        memory.ingest([entered(0, "robot", "garage"), seen(1, "laser_1", "laser level", "bench_1", "garage"),
                       seen(2, "bench_1", "work bench", "garage", "garage")])
        assert memory.ask("Where's my laser level?", at_ns=at(20)).value == "bench_1"

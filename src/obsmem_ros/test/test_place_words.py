"""A place said, linked to the home's own places (``core.place_words``, ``core.spoken_places``,
``query.retrieval.said_spots``): words the home never uses around a place it knows, a room said by
another word, and a never-seen spot said beside a room. Every sentence here was written for this file."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from obsmem_ros.core.place_words import contained, home_words, own_room_word, room_meant, weak_word
from obsmem_ros.core.spoken_places import Places, grounded_place
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import heard, remembered, said_value, sighting as robot_saw, stamped

ROOMS = frozenset({"kitchen", "scullery", "sun_room", "lounge_room", "undercroft"})
SEEN = {"dresser_1": SimpleNamespace(category="dresser", name="oak dresser", location="kitchen")}
def places() -> Places:
    return Places.of(ROOMS.__contains__, SEEN, {}, people=frozenset({"odile"}), rooms=ROOMS)


def test_the_home_uses_the_words_of_its_rooms_things_and_people():
    used = home_words(ROOMS, SEEN, ["odile"])
    assert {"sun", "room", "oak", "dresser", "odile"} <= used and "t" not in used


@pytest.mark.parametrize("said, expected", [
    ("t_scullery", "scullery"),            # a clipped article before a room the home knows
    ("di_sun_room", "sun_room"),           # an article as a variety says it
    ("back_scullery", ""),                 # an English word: another place, not the one known
    ("oak_scullery", ""),                  # a word of the home's: a name, not a weak word
    ("odile_room", ""),                    # a person's room stays theirs
    ("scullery", ""),                      # nothing before it
])
def test_a_known_place_after_a_word_neither_the_home_nor_english_uses_is_that_place(said, expected):
    used = home_words(ROOMS, SEEN, ["odile"])
    assert contained(said, lambda word: weak_word(word, used), ROOMS.__contains__) == expected


def test_a_room_word_alone_is_a_room_but_a_bare_room_or_bedroom_is_someones():
    assert own_room_word("cellar") and own_room_word("box_room")
    assert not own_room_word("bedroom") and not own_room_word("room") and not own_room_word("hamper")


@pytest.mark.parametrize("said, rooms, expected", [
    ("front_room", ROOMS, "lounge_room"),                  # a synonym of the alias table
    ("cellar", ROOMS, ""),                                 # no synonym: kept, however close in meaning
    ("hamper", ROOMS, ""),                                 # no room word
    ("kitchen", ROOMS, ""),                                # a room the home knows by that name
])
def test_a_room_word_the_home_does_not_use_is_its_room_of_that_name(said, rooms, expected):
    assert room_meant(said, rooms) == expected


@pytest.mark.parametrize("said, rooms, expected", [
    ("veranda", {"kitchen", "side_veranda"}, "side_veranda"),        # the home's one veranda
    ("veranda", {"side_veranda", "front_veranda"}, ""),              # two: neither is meant
    ("garden", {"garden", "back_garden"}, ""),                       # the home's own garden
    ("room", {"sewing_room"}, ""),                                   # a bare room is someone's
    ("back_veranda", {"side_veranda"}, ""),                          # words of its own: another place
])
def test_a_room_word_said_alone_is_the_homes_one_room_said_with_words_before_it(said, rooms, expected):
    assert room_meant(said, rooms) == expected


@pytest.mark.parametrize("said, expected", [
    ("t_scullery", "scullery"),
    ("t_scullery_shelf", "scullery"),      # a spot in a room the home knows, after a weak word
    ("t_front_room", "lounge_room"),
    ("t_cellar", "cellar"),                # a room word, kept as the room said
])
def test_grounding_links_a_said_place_to_the_homes_own(said, expected):
    assert grounded_place(said, "kitchen", places()) == expected


DAY = "2026-03-11T"
LATER = parse_iso_ns(f"{DAY}18:00:00Z")


def said(eid: str, clock: str, actor: str, room: str, words: str) -> dict:
    return heard(eid, f"{DAY}{clock}Z", actor, words, location=room)


def went(eid: str, clock: str, room: str) -> dict:
    return stamped(eid, f"{DAY}{clock}Z", "action", actor="robot", verb="navigate", location=room, observers=["robot"])


HOME = [robot_saw("e0", f"{DAY}06:50:00Z", "shelf_1", "study", [("name", "shelf"), ("category", "shelf"),
                                                                 ("location", "study")]),
        robot_saw("e1", f"{DAY}07:00:00Z", "kettle_1", "kitchen", [("name", "kettle"), ("category", "kettle"),
                                                                    ("location", "kitchen")]),
        went("e2", "07:10:00", "study"), went("e3", "07:20:00", "kitchen")]


@pytest.fixture()
def memory(tmp_path):
    yield from remembered(HOME, tmp_path / "home.db")



def test_a_spot_never_seen_said_beside_a_room_is_in_that_room(memory):
    memory.ingest([said("u1", "09:00:00", "odile", "kitchen",
                        "i left the glue gun in the study it's wedged behind the filing trolley")])
    answer = memory.ask("Where's the glue gun?", at_ns=LATER)
    assert (answer.known, answer.value) == (True, "study")


def test_a_room_said_before_the_robot_knew_it_answers_as_the_room_it_knows_since(memory):
    memory.ingest([said("u1", "09:00:00", "odile", "kitchen", "The spare lightbulbs are in the lounge room.")])
    assert said_value(memory, "spare_lightbulbs") == "lounge_room"   # no room of that name known yet
    memory.ingest([went("e4", "10:00:00", "living_room")])
    answer = memory.ask("Where are the spare lightbulbs?", at_ns=LATER)
    assert (answer.known, answer.value) == (True, "living_room")


def test_a_seen_kind_said_on_the_way_down_to_another_room_is_a_spot_in_that_room(memory):
    memory.ingest([said("u1", "09:00:00", "odile", "kitchen", "The paint rollers are down the cellar on the top shelf.")])
    assert said_value(memory, "paint_rollers") == "cellar"         # not the shelf seen in the study


def test_a_kind_said_after_another_rooms_word_is_no_thing_seen_of_that_kind(memory):
    memory.ingest([said("u1", "09:00:00", "odile", "study", "The spare fuses are in the garage kettle, don't ask.")])
    assert said_value(memory, "spare_fuses") == "garage"           # not the kettle seen in the kitchen
    memory.ingest([said("u2", "09:10:00", "odile", "study", "The tea bags are in the kitchen kettle.")])
    assert said_value(memory, "tea_bags") == "kettle_1"            # the kettle seen stands in the kitchen

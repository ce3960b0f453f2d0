"""A spot said by the thing it stands next to is a spot inside a room (``core.neighbour_spots``):
the rule on its own, then through memory, with sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.neighbour_spots import placed_by_neighbour

from .factories import remembered, said_value
from .test_spoken_places import HOME, said, where


@pytest.mark.parametrize("spot, text", [
    ("press", "the fuses are in the press over the microwave"),
    ("hutch", "Grandpa's medals are in the hutch beside the window."),
    ("top_locker", "it's in the top locker under my desk"),
    ("crate", "the apples are in the crates behind Dad's van"),
    ("press", "it's in me press under the sink"),
    ("shelf", "the torch is on the shelf next to the boiler"),
])
def test_a_spot_followed_by_a_preposition_of_its_neighbour_is_placed_by_it(spot, text):
    assert placed_by_neighbour(spot, text)


@pytest.mark.parametrize("spot, text", [
    ("press", "the fuses are in the press"),                         # no neighbour said
    ("press", "the fuses are over the press"),                       # the spot is the neighbour
    ("van", "the apples are in the van by ten"),                     # a time, no noun phrase after
    ("shop", "she left it at the shop by the station"),              # "at": a place, no spot of a room
    ("", "the fuses are in the press over the microwave"),
])
def test_a_spot_said_without_a_neighbour_is_not(spot, text):
    assert not placed_by_neighbour(spot, text)


@pytest.fixture()
def memory(tmp_path):
    yield from remembered(HOME, tmp_path / "home.db")


def test_a_never_seen_spot_said_by_its_neighbour_is_in_the_room_spoken_in(memory):
    """The press is kept as said (a later sighting of it may still answer), filed in the kitchen."""
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "The fuses are in the press over the microwave.")])
    assert said_value(memory, "fuses") == "press"
    assert where(memory, "Where are the fuses?") == "kitchen"


def test_a_never_seen_word_said_alone_stays_as_said(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "The fuses are in the press.")])
    assert where(memory, "Where are the fuses?") == "press"


def test_a_place_said_to_hold_the_spot_stays_where_the_thing_is(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "I hung the lead on the hook in the stable by the gate.")])
    assert where(memory, "Where's the lead?") == "stable"

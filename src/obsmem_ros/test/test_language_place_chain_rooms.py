"""Which of the places said in one breath holds which (`language.place_chains`): a room said
first holds the spot said after it, a spot said beside a place in a room stands in that room, and
a place noun the tagger took for a verb is still a place. Every sentence was written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import said_places

SAID = parse_iso_ns("2026-03-09T17:00:00+00:00")


def held(reader, words):
    """(thing, place) of the location claims, and each thing heard of -> the place said to hold it."""
    claims, reading = said_places(reader, words, speaker="nora", now_ns=SAID, people=("nora", "ewan"))
    return claims, {t.id: t.location for t in reading.things}


@pytest.mark.parametrize("words, thing, spot, room", [
    ("The hedge trimmer is in the garage in the grey crate.", "hedge_trimmer", "grey_crate", "garage"),
    ("The raffle tickets are in the study in the bureau drawer.", "raffle_tickets", "bureau_drawer", "study"),
    ("The fondue set is in the loft on the high shelf.", "fondue_set", "high_shelf", "loft"),
])
def test_a_room_said_first_holds_the_spot_said_after_it(reader, words, thing, spot, room):
    claims, holders = held(reader, words)
    assert (thing, spot) in claims
    assert holders[spot] == room and holders.get(room) is None   # never the room inside the crate


@pytest.mark.parametrize("words, spot, room", [
    ("The rent money is behind the vase on the sideboard in the dining room.", "vase", "dining_room"),
    ("Her bus pass is under the radio on the kitchen windowsill.", "radio", "kitchen"),
])
def test_a_spot_said_beside_a_place_in_a_room_stands_in_that_room(reader, words, spot, room):
    claims, holders = held(reader, words)
    assert claims[0][1] == spot and holders[spot] == room


def test_a_spot_said_beside_a_place_in_no_room_is_held_by_nothing(reader):
    claims, holders = held(reader, "The receipt is under the vase on the sideboard.")
    assert claims[0][1] == "vase" and not holders.get("vase")


def test_a_place_noun_tagged_as_a_verb_after_a_clipped_article_is_still_a_place(reader):
    claims, holders = held(reader, "The seed potatoes are in t shed in t old sack.")
    assert claims[0][1] == "t_old_sack" and holders["t_old_sack"] == "t_shed"

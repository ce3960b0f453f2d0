"""Nested place phrases read as one chain from the thing outwards: each link is held by the next
("the old chest on the sun porch": the chest is on the porch), a part or sub-place is in what it
belongs to ("on top the microwave", "the bottom drawer of the bureau"), an ordinal is no time ("the
second freezer"), and a verbless statement of place is read as one ("the wellies, they in the
utility room"). Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard

KNOWN = {"microwave": "microwave_1", "bureau": "bureau_1", "garage": "garage", "pantry": "pantry"}


def reading(reader, words):
    return read_heard(reader, words, speaker="ines", now_ns=parse_iso_ns("2026-05-02T09:00:00Z"),
                      event_id="u1", resolve=KNOWN.get, people=("ines", "tobias"))


def placed(reader, words):
    return [(c.entity, c.value) for c in reading(reader, words).claims if c.attribute == "location" and not c.negated]


def holders(reader, words):
    return {t.id: t.location for t in reading(reader, words).things}


def test_a_spot_said_on_a_room_is_held_by_the_room(reader):
    words = "The camping stove is in the old chest on the sun porch."
    assert placed(reader, words) == [("camping_stove", "old_chest")]
    assert holders(reader, words)["old_chest"] == "sun_porch"


def test_a_room_said_after_a_listed_spot_holds_the_spot(reader):
    words = "The tent is in the blue holdall, in the conservatory."
    assert holders(reader, words)["blue_holdall"] == "conservatory"


def test_a_part_said_without_of_is_the_thing_it_is_part_of(reader):
    assert placed(reader, "The torch is on top the microwave.") == [("torch", "microwave_1")]


def test_a_sub_place_of_a_known_thing_is_in_that_thing(reader):
    assert placed(reader, "The passports are in the bottom drawer of the bureau.") == [("passports", "bureau_1")]


def test_an_of_phrase_naming_no_place_holds_nothing(reader):
    assert holders(reader, "The raffle prizes are in the box of old tins.").get("box", "") == ""


def test_an_ordinal_before_a_spot_is_no_time(reader):
    assert placed(reader, "The ice cream is in the second freezer in the garage.") == [("ice_cream", "garage")]


def test_a_pronoun_with_no_verb_before_a_place_is_where_the_thing_is(reader):
    assert placed(reader, "The wellies, they in the utility room.") == [("wellies", "utility_room")]


def test_a_verbless_place_run_on_into_an_order_is_where_the_thing_is(reader):
    assert placed(reader, "The birthday cake in the pantry, keep it quiet.") == [("birthday_cake", "pantry")]


@pytest.mark.parametrize("words, thing, place", [
    ("My sourdough's proving on the windowsill, so leave it there.", "sourdough", "windowsill"),
    ("Our lasagne's cooling on the hob, so leave it alone.", "lasagne", "hob"),
])
def test_an_s_that_may_be_is_leaves_the_verb_to_the_parse(reader, words, thing, place):
    assert placed(reader, words) == [(thing, place)]

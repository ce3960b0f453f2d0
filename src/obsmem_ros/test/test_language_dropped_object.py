"""A placing verb with its object unsaid takes the thing the talk is about (`topics.dropped`): "Idris's
jumper? I hung in the wardrobe", on sentences written for this file (in no hand-written set)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard

SAID = parse_iso_ns("2026-05-14T18:00:00+00:00")


def locations(reader, words):
    reading = read_heard(reader, words, speaker="noor", now_ns=SAID, people=("noor", "idris", "yusuf"))
    return [(c.entity, c.value, c.negated) for c in reading.claims if c.attribute == "location"]


@pytest.mark.parametrize("words, said", [
    ("Idris's jumper? I hung in the wardrobe.", ("jumper", "wardrobe", False)),
    ("The big torch? I think Yusuf put back in the shed already.", ("big_torch", "shed", False)),
    ("The spare key is not on the hook. He take to his room.", ("spare_key", "hook", True)),
])
def test_a_placing_verb_with_no_object_puts_the_thing_talked_of(reader, words, said):
    assert said in locations(reader, words)


def test_the_thing_talked_of_goes_where_the_objectless_verb_puts_it(reader):
    assert ("spare_key", "idris_room", False) in locations(
        reader, "The spare key is not on the hook. Idris take to his room.")


@pytest.mark.parametrize("words", [
    "The big torch is broken. We moved to Leeds last year.",   # people moving house
    "The big torch is broken. I'm going to the shop.",         # a person going
    "The big torch is broken. Yusuf put in an order.",         # no place put in
])
def test_people_moving_or_no_place_said_put_nothing_anywhere(reader, words):
    assert locations(reader, words) == []

"""What a container placed in speech holds when the words leave it to the listener (``language.contents``):
the last thing heard of before it. Sentences written for this file, in no hand-written set."""
from __future__ import annotations

from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard

KNOWN = {"pantry": "pantry", "bench": "bench_1", "tin": "tin_1"}


def places(reader, words):
    reading = read_heard(reader, words, speaker="ines", now_ns=parse_iso_ns("2026-05-02T09:00:00Z"),
                         event_id="u1", resolve=KNOWN.get, people=("ines", "tobias"))
    return {c.entity: c.value for c in reading.claims if c.attribute == "location" and not c.negated}


def test_the_thing_brought_is_where_its_box_was_put(reader):
    assert places(reader, "Tobias made baklava for us, I put the box on the bench.")["baklava"] == "bench_1"


def test_a_new_packet_of_a_thing_just_named_holds_it(reader):
    found = places(reader, "The printer cartridges are running out. There's a spare packet in the pantry.")
    assert found["printer_cartridges"] == "pantry"


def test_a_container_whose_contents_are_said_places_nothing_else(reader):
    assert places(reader, "I bought figs. A box of dates is in the pantry.") == {"dates": "pantry"}


def test_a_container_memory_knows_holds_nothing_unsaid(reader):
    assert places(reader, "I found some buttons, the tin is on the bench.") == {"tin_1": "bench_1"}


def test_a_tub_of_the_thing_spoken_of_places_that_thing(reader):
    assert places(reader, "There's a tub of the stew in the pantry for Tobias.") == {"stew": "pantry"}


def test_a_picture_of_the_thing_stays_the_picture(reader):
    assert places(reader, "There's a sketch of the dog in the pantry.") == {"sketch": "pantry"}

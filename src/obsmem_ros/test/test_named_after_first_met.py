"""A thing first met in an event that does not name it (a put-down the robot watched before its look
names it) takes its name and category from the first sighting that does, so questions find it by
them; and a yes/no question that checks a place ("Are the ... on the hook?") asks where the thing
is, not its on/off state. Fresh sentences, in no hand-written set."""
from __future__ import annotations

from functools import partial

import pytest

from .factories import iso, ns, remembered, sighting, stamped

t = partial(iso, 3, 10)
at = partial(ns, 3, 10)

STORY = [
    sighting("n001", t(7, 0), "sill_1", "landing", [("name", "window sill"), ("category", "sill")]),
    stamped("n002", t(7, 5), "action", actor="ines", verb="place", objects=["ines_pass"], location="landing",
            observers=["robot", "ines"],
            deltas=[{"entity": "ines_pass", "attribute": "location", "value": "sill_1", "value_type": "entity"}]),
    sighting("n003", t(7, 6), "ines_pass", "landing",
             [("name", "Ines's library badge"), ("category", "badge"), ("location", "sill_1")]),
    sighting("n004", t(7, 8), "peg_1", "porch", [("name", "coat peg"), ("category", "peg")]),
    sighting("n005", t(7, 9), "gloves_1", "porch", [("name", "gardening gloves"), ("category", "gloves"),
                                                     ("location", "peg_1")]),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("named") / "n.db"))


def test_the_naming_sighting_replaces_the_id_placeholder(memory):
    record = memory.entity("ines_pass")
    assert (record.name.lower(), record.category) == ("ines's library badge", "badge")
    assert "ines pass" in record.aliases  # the id's words still find it


def test_the_thing_is_found_by_its_category(memory):
    answer = memory.ask("Where's the library badge?", at_ns=at(8, 0))
    assert answer.value == "sill_1"


@pytest.mark.parametrize("question", ["Ines needs the gardening gloves. Are they on the peg?",
                                      "Are the gardening gloves on the peg?"])
def test_a_place_checked_is_asked_as_a_place(memory, question):
    answer = memory.ask(question, at_ns=at(8, 0))
    assert answer.known and answer.value in ("peg_1", "yes")

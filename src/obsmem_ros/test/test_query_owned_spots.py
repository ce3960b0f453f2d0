"""A place said as somebody's stands in that person's room (`query.retrieval.owned_spots`): "her
wardrobe" is not the wardrobe the robot saw in the hall, and "my bedside table", said in the
kitchen, is no spot of the kitchen. Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from .factories import heard, iso, ns, remembered, sighting


def _home() -> list:
    return [
        sighting("o1", iso(5, 2, 7, 0), "wardrobe_h", "hall",
                 [("name", "hall wardrobe"), ("category", "wardrobe"), ("location", "hall")]),
        sighting("o2", iso(5, 2, 7, 2), "bed_p", "priya_room",
                 [("name", "bed"), ("category", "bed"), ("location", "priya_room")]),
        sighting("o3", iso(5, 2, 7, 4), "table_k", "kitchen",
                 [("name", "kitchen table"), ("category", "table"), ("location", "kitchen")]),
    ]


@pytest.fixture()
def memory(tmp_path):
    events = _home() + [
        heard("u1", iso(5, 2, 8, 0), "priya", "Morning! The toast is burning again.", location="kitchen"),
        heard("u2", iso(5, 2, 8, 5), "omar", "Priya hung her raincoat up in her wardrobe after the walk.",
              location="kitchen"),
        heard("u3", iso(5, 2, 8, 10), "omar", "The picnic blanket is folded in the wardrobe.", location="kitchen"),
        heard("u4", iso(5, 2, 8, 15), "priya", "I left the phone charger on my bedside table.", location="kitchen"),
    ]
    yield from remembered(events, tmp_path / "home.db")


def test_a_spot_said_as_someones_stands_in_their_room_not_at_a_look_alike(memory):
    assert memory.ask("Where is the raincoat?", at_ns=ns(5, 2, 12, 0)).value == "priya_room"


def test_a_spot_said_as_nobodys_is_the_one_seen(memory):
    assert memory.ask("Where is the picnic blanket?", at_ns=ns(5, 2, 12, 0)).value == "wardrobe_h"


def test_the_speakers_own_spot_stands_in_their_room_not_where_they_spoke(memory):
    assert memory.ask("Where is the phone charger?", at_ns=ns(5, 2, 12, 0)).value == "priya_room"

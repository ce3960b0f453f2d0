"""Where a thing memory never saw was said to be, when the saying names a spot and a room beside it
(`query.retrieval.said_spots`): the spot stands in the room said, not in the room the speaker stood
in; and a report filed under a seen look-alike answers for the thing the question asks by the
report's own words (`query.retrieval.heard_apart`). Sentences written for this file, in no
hand-written set."""
from __future__ import annotations

import pytest

from .factories import heard, iso, ns, remembered, sighting


def _home() -> list:
    return [
        sighting("o1", iso(4, 3, 7, 0), "fridge_1", "kitchen",
                 [("name", "fridge"), ("category", "fridge"), ("location", "kitchen")]),
        sighting("o2", iso(4, 3, 7, 2), "bag_cooler", "kitchen",
                 [("name", "red cooler bag"), ("category", "bag"), ("location", "kitchen")]),
        sighting("o3", iso(4, 3, 7, 4), "bike_1", "garage",
                 [("name", "bike"), ("category", "bike"), ("location", "garage")]),
    ]


@pytest.fixture()
def memory(tmp_path):
    events = _home() + [
        heard("u1", iso(4, 3, 8, 0), "tomasz", "the spare fuses are down cellar on the shelf over the boiler",
              location="kitchen"),
        heard("u2", iso(4, 3, 8, 5), "tomasz", "the big cooler is out in the garage behind the lawnmower",
              location="kitchen"),
        heard("u3", iso(4, 3, 8, 10), "ola", "The chalk colours are in the garage, in the biscuit tin.",
              location="kitchen"),
        heard("u4", iso(4, 3, 8, 15), "ola", "The spare batteries are in the drawer by the sink.",
              location="kitchen"),
        heard("u5", iso(4, 3, 8, 20), "ola", "Da pierogi fo' Sunday stay in da drawer, no touch.", location="kitchen"),
    ]
    yield from remembered(events, tmp_path / "home.db")


def test_a_spot_said_beside_a_room_stands_in_that_room_not_the_speakers(memory):
    assert memory.ask("Where are the spare fuses?", at_ns=ns(4, 3, 12, 0)).value == "cellar"


def test_a_spot_said_with_no_room_stands_in_the_speakers_room(memory):
    assert memory.ask("Where are the spare batteries?", at_ns=ns(4, 3, 12, 0)).value == "kitchen"


def test_a_spot_only_heard_of_places_a_thing_no_claim_was_read_of(memory):
    assert memory.ask("Where are the pierogi?", at_ns=ns(4, 3, 12, 0)).value == "kitchen"


def test_a_where_question_about_colours_asks_a_place(memory):
    assert memory.ask("Where are the chalk colours?", at_ns=ns(4, 3, 12, 0)).value == "garage"


def test_a_question_in_the_reports_own_words_asks_the_thing_heard_of(memory):
    answer = memory.ask("Where's the big cooler?", at_ns=ns(4, 3, 12, 0))
    assert answer.value == "garage"
    assert "not seen it myself" in answer.answer


def test_a_question_in_the_seen_things_own_words_keeps_the_robots_look(memory):
    assert memory.ask("Where's the red cooler bag?", at_ns=ns(4, 3, 12, 0)).value == "kitchen"

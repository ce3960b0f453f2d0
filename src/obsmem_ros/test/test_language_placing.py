"""The deed a result of place names: putting the thing there ("I'll have them back in the box",
"the plates will be back on the rack"). Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.timefmt import format_iso, parse_iso_ns

SAID = parse_iso_ns("2026-10-06T17:00:00+00:00")  # a Tuesday, before dinner


@pytest.fixture()
def reader():
    return UtteranceReader(robot_id="robot", meal_clock={"breakfast": "07:30", "lunch": "12:30", "dinner": "18:30",
                                                         "morning": "08:00"})


def owed(reader, words, previous=None):
    return reader.read(words, speaker="omar", addressee="robot", now_ns=SAID, event_id="u1",
                       people=("omar", "lena", "sam"), previous=previous)


@pytest.mark.parametrize("words, deed", [
    ("I'll have the jigsaw pieces back in the box tonight.", "put the jigsaw pieces back in the box"),
    ("I promise the plates will be back on the rack by seven.", "put the plates back on the rack"),
    ("I'll get the bikes back in the shed in a minute.", "put the bikes back in the shed"),
    ("You have my word: the cushions back on the sofa by eight.", "put the cushions back on the sofa"),
])
def test_a_promised_result_of_place_is_the_deed_of_putting_the_thing_there(reader, words, deed):
    (promise,) = owed(reader, words).undertakings
    assert promise.action == deed


def test_a_pronoun_placed_is_written_as_the_thing_it_means(reader):
    said = owed(reader, "The mugs are all over the lounge.")
    said = owed(reader, "Leave it, I'll have them back in the cupboard after dinner.", previous=said).undertakings
    assert "put the mugs back in the cupboard" in [u.action for u in said]


@pytest.mark.parametrize("words, deed", [
    ("I'll have a look in the shed.", "have a look in the shed"),
    ("I'll get the kids in the car.", "get the kids in the car"),
    ("I'll be in the garden till six.", None),
])
def test_no_thing_or_no_place_is_no_putting(reader, words, deed):
    actions = [u.action for u in owed(reader, words).undertakings]
    assert all(not a.startswith("put") for a in actions) and (deed is None or deed in actions)


def test_a_meal_said_as_ending_times_what_follows_it(reader):
    (promise,) = owed(reader, "I'll wipe the table once dinner's over.").undertakings
    assert format_iso(promise.due_ns) == "2026-10-06T19:00:00+00:00"


def test_a_pledge_without_a_verb_timed_by_a_meal_ending_is_read_whole(reader):
    (promise,) = owed(reader, "You have my word: the bins back in the side passage once dinner's over.").undertakings
    assert (promise.action, format_iso(promise.due_ns)) == ("put the bins back in the side passage",
                                                            "2026-10-06T19:00:00+00:00")

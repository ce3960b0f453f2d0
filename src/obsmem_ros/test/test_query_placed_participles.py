"""A where-question asked in the passive of a verb of placing ("where's the torch kept?") asks
where the thing is (`query.placed_participles`). Sentences written for this file, in no
hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.placed_participles import without_placing_participle

from .factories import heard, iso, ns, remembered, sighting


@pytest.mark.parametrize("asked, read", [
    ("Where's the spare torch kept?", "Where's the spare torch?"),
    ("where are the fuses stored", "where are the fuses"),
    ("Where is Nell's birthday card hidden?", "Where is Nell's birthday card?"),
    ("where's the good scissors hid", "where's the good scissors"),
    ("Where was the lamp moved?", "Where was the lamp moved?"),          # the past asks where it went
    ("where's the dog gone", "where's the dog gone"),                    # no verb of placing
    ("where is the charger plugged in", "where is the charger plugged in"),  # the participle is not last
    ("where's the cat sleeping", "where's the cat sleeping"),           # no participle
    ("where is the red one", "where is the red one"),
    ("where's the trifle you left", "where's the trifle you left"),     # a clause of its own: the trifle you left
    ("where's the trifle Auntie Flo brought", "where's the trifle Auntie Flo brought"),
])
def test_a_placing_participle_ending_a_present_where_question_is_read_away(asked, read):
    assert without_placing_participle(asked, lambda word: word in {"flo", "auntie"}) == read


@pytest.fixture()
def memory(tmp_path):
    events = [
        sighting("o1", iso(4, 9, 7, 0), "dresser_1", "hall",
                 [("name", "dresser"), ("category", "dresser"), ("location", "hall")]),
        heard("u1", iso(4, 9, 7, 10), "moira", "Should you need the spare key for the shed, I left it in the dresser in the hall."),
    ]
    yield from remembered(events, tmp_path / "home.db")


def test_where_a_thing_is_kept_is_where_it_was_said_to_be_and_kept_is_no_word_of_its_name(memory):
    answer = memory.ask("Where's the spare shed key kept?", at_ns=ns(4, 9, 9, 0))
    assert (answer.known, answer.value) == (True, "dresser_1")
    assert "kept" not in answer.answer

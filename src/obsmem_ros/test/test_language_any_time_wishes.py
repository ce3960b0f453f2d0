"""An order for the speaker that holds at any time ("hand me the striped towel any day") states
which thing the speaker wants whenever there is a choice: kept as a stated preference beside the
request, and read so by the read side. Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.language.any_time_wishes import for_speaker, holds_any_time
from obsmem_ros.core.query.retrieval.said_clauses import wished_any_time

from .factories import omar_states


@pytest.mark.parametrize("words, topic, value", [
    ("Hand me the striped towel any day.", "towel", "striped"),
    ("Pour me the oat milk every time, please.", "milk", "oat"),
    ("Always fetch me the small spoon.", "spoon", "small"),
])
def test_an_order_for_the_speaker_at_any_time_is_a_preference(reader, words, topic, value):
    assert any(person == "omar" and got == topic and value in said.replace("_", " ")
               for person, got, said in omar_states(reader, words))


@pytest.mark.parametrize("words", [
    "Hand me the striped towel at six.",
    "Fetch the small spoon for Lena every time.",
    "Hand me any towel.",
])
def test_an_errand_or_an_order_for_someone_else_is_no_such_preference(reader, words):
    assert omar_states(reader, words) == []


@pytest.mark.parametrize("words, holds", [
    ("Pass me the jam any time.", True),
    ("Pass me the jam all the time.", True),
    ("Pass me the jam whenever I ask.", True),
    ("Pass me the jam on Sunday.", False),
    ("Pass me any jam.", False),
])
def test_a_time_that_holds_always(words, holds):
    assert holds_any_time(analyse(words)) is holds


@pytest.mark.parametrize("words, mine", [
    ("Pass me the jam.", True),
    ("Rye bread for me.", True),
    ("Always hot for my porridge.", True),
    ("Pass Lena the jam.", False),
    ("Rye bread for the kids.", False),
])
def test_the_speaker_as_the_one_a_thing_is_for(words, mine):
    assert for_speaker(analyse(words)) is mine


@pytest.mark.parametrize("sentence, wished", [
    ("Rye bread for me, always.", True),
    ("Pass me the plum jam any day.", True),
    ("Pass me the plum jam tomorrow.", False),
    ("Can you pass me the plum jam any time?", False),
    ("I eat rye bread every day.", False),
])
def test_the_read_side_takes_an_any_time_wish_for_a_preference_said(sentence, wished):
    assert wished_any_time(sentence) is wished

"""Who likes a thing: the person a sentence with a preferring word says likes it, with them as its
subject and the words that tell the thing apart (sentences written for this file)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.syntax_readings import asks_liker

from .factories import H, T0, remembered, said


@pytest.fixture(scope="module")
def memory():
    yield from remembered([said(1, "ana", "I love the lemon cakes, honestly."),
                          said(2, "tom", "The lemon cakes are too sour for me."),
                          said(3, "lee", "Hi."),
                          said(4, "kim", "Lee always goes for the poppy seed ones. Tom won't touch them.")])


def test_who_likes_is_asked_with_who_as_the_subject_of_a_liking_verb():
    assert asks_liker("Who likes the lemon cakes?") and asks_liker("Who prefers the window seat?")
    assert not asks_liker("Who took the lemon cakes?") and not asks_liker("Who does Ana like?")


@pytest.mark.parametrize("question, person", [
    ("Who likes the lemon cakes?", "ana"),       # said by herself; Tom only complained of them
    ("Who likes the poppy seed cakes?", "lee"),  # said of him by Kim, with "the ... ones"
])
def test_the_liker_is_the_subject_of_the_liking_sentence(memory, question, person):
    got = memory.ask(question, at_ns=T0 + 10 * H)
    assert (got.value, got.value_type) == (person, "person")


def test_nobody_likes_a_thing_no_sentence_tells_apart(memory):
    got = memory.ask("Who likes the chocolate cakes?", at_ns=T0 + 10 * H)
    assert got.value is None

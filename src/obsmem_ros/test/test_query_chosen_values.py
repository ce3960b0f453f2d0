"""The value of a stated preference is what the asked verb (or a liking verb) takes in the sentence
("he roots for Lech", "I always sit at the back"), never a word naming someone of the household,
and a sentence telling of one occasion ("Kasia found me a kite") ranks after one stating a habit.
Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.said_clauses import tells_an_occasion

from .factories import H, T0, remembered, said


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "tomasz", "Hello there."), said(2, "kasia", "Hi."),
        said(3, "wanda", "Kasia found me a kite at the fair! I always fly yellow, yellow's lucky."),
        said(4, "marek", "Everybody on this street cheers for Legia except Tomasz, he roots for Lech."),
        said(5, "wanda", "On the tram I always sit at the back, near the door."),
        said(6, "kasia", "Mornings, I like cocoa first thing.")
    ], tmp_path_factory.mktemp("home") / "home.db")


@pytest.mark.parametrize("sentence, occasion", [
    ("Kasia found me a kite at the fair!", True),
    ("She's baking me a cake.", True),
    ("I always found the blue one nicer.", False),
    ("I fly yellow.", False),
])
def test_a_sentence_in_the_past_or_progressive_tells_an_occasion(sentence, occasion):
    assert tells_an_occasion(sentence) is occasion


@pytest.mark.parametrize("question, value", [
    ("What colour kite does Wanda always fly?", "yellow"),   # not the one who found it, nor the occasion
    ("Which team does Tomasz root for?", "lech"),            # what his verb takes, not "street"
    ("Where does Wanda like to sit on the tram?", "back"),   # where she sits, not the tram named first
    ("What does Kasia like to drink in the morning?", "cocoa"),  # "first thing" is when, not what
])
def test_the_value_is_what_the_asked_verb_takes(memory, question, value):
    answer = memory.ask(question, at_ns=T0 + 7 * H)
    assert answer.known and answer.value == value, answer.answer

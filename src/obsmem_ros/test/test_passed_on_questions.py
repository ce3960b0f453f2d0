"""A question asked on someone's behalf is read as the question it passes on, the asker written for
the pronoun that takes them up. Fresh sentences, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.passed_on_questions import passed_on_question

NAMES = frozenset({"priya", "tomasz", "nan"})


@pytest.mark.parametrize("said, asked", [
    ("Priya wants to know if her scarf's still on the banister", "Is Priya's scarf still on the banister?"),
    ("Tomasz is asking where his football boots are.", "Where are Tomasz's football boots?"),
    ("Nan wanna know where her specs at", "Where Nan's specs at?"),
    ("Priya wonders whether the back door is locked?", "Is the back door locked?"),
    ("Tomasz wants to know when the plumber is coming", "When is the plumber coming?"),
])
def test_the_passed_on_clause_is_the_question(said: str, asked: str) -> None:
    assert passed_on_question(said, NAMES) == asked


@pytest.mark.parametrize("said", [
    "Greta wants to know where her scarf is",          # no one memory knows
    "Nan is asking for her specs again. Where are they?",  # asks for a thing, then asks itself
    "Priya wants to know if she left the iron on",     # no copula to put first
])
def test_other_texts_are_left_as_they_are(said: str) -> None:
    assert passed_on_question(said, NAMES) == said

"""A "when" question about a routine said in words answers with the routine's clock, its half of the
day read as a standing time's (sentences written for this test)."""
from __future__ import annotations

import pytest


from .factories import H, T0, remembered, said as _said


def said(n: int, who: str, words: str) -> dict:
    return _said(n, who, words, location="lounge")


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        said(9, "rosa", "I do my jigsaw at three every day, so leave the card table where it is."),
        said(10, "omar", "Every Friday at half eight I watch a film with the kids, so keep the remote handy.")
    ])


@pytest.mark.parametrize("question, clock", [
    ("When does Rosa do her jigsaw?", "15:00"),
    ("What time does Omar watch a film on Fridays?", "20:30"),
])
def test_a_routine_said_in_words_answers_when(memory, question, clock):
    got = memory.ask(question, at_ns=T0 + 12 * H)
    assert clock in got.answer, got.answer

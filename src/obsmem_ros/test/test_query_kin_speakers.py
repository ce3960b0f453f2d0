"""A kin word memory knows nobody by ("Grandad", "Nana") names one of the household's speakers: the
one whose own words, alone among the speakers', say what is asked; and a value is said with the
name compounded before it ("ABC news") and the noun "and" joins to it ("fish and chips"). Every
sentence here was written for these tests."""
from __future__ import annotations

import pytest

from .factories import H, T0, remembered, said


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "walter", "Six o'clock every evening, ABC news. I watch. Nobody touches the remote."),
        said(2, "june", "Friday's fish and chips for the tea. Always has been."),
        said(3, "walter", "I like my porridge thick."),
        said(4, "june", "I like my porridge runny."),
        said(5, "june", "Morning, love."),
    ], tmp_path_factory.mktemp("home") / "home.db")


def test_a_kin_word_takes_the_one_speaker_whose_words_answer(memory):
    answer = memory.ask("What does Grandad watch at six every evening?", at_ns=T0 + 6 * H)
    assert str(answer.value).lower() == "abc news", answer.answer


def test_a_dish_said_with_and_is_one_value(memory):
    answer = memory.ask("What does Nana want for her tea on a Friday?", at_ns=T0 + 6 * H)
    assert str(answer.value).lower() == "fish and chips", answer.answer


def test_two_speakers_saying_it_leave_the_kin_word_unknown(memory):
    answer = memory.ask("How does Grandad like his porridge?", at_ns=T0 + 6 * H)
    assert not answer.known, answer.answer

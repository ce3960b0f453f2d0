"""Who said it, when the question's words name nothing memory holds: the utterance heard that says
most of what the question says, its first speaker kept when it was passed on."""
from __future__ import annotations

import pytest

from .factories import heard, ns, remembered, iso


@pytest.fixture()
def memory(tmp_path):
    events = [
        heard("u1", iso(5, 11, 8, 0), "ines", "The pharmacy closes early on Sunday, so go on Saturday."),
        heard("u2", iso(5, 11, 8, 30), "ola", "Tomasz says the hens are laying again this week."),
        heard("u3", iso(5, 11, 9, 0), "tomasz", "Morning all, I'm off to the allotment."),
    ]
    yield from remembered(events, tmp_path / "home.db")


def test_the_utterance_saying_most_of_the_question_names_who_said_it(memory):
    answer = memory.ask("Who told you the chemist shuts early on Sunday?", at_ns=ns(5, 11, 12, 0))
    assert answer.value == "ines" and answer.evidence[0].id == "u1"


def test_words_passed_on_keep_their_first_speaker(memory):
    answer = memory.ask("Who's saying the chickens are laying again?", at_ns=ns(5, 11, 12, 0))
    assert answer.value == "tomasz" and "passed on by Ola" in answer.answer


def test_nothing_heard_that_says_it_answers_nobody(memory):
    answer = memory.ask("Who said the garage roof leaks when it rains?", at_ns=ns(5, 11, 12, 0))
    assert not answer.known

"""A preference question put to the listener ("Do you know what ...?") is read for what it asks,
not for its frame; a speaker saying how they stand with a thing ("I'm happiest with ...") states a
liking; a setting asked of is answered by its number (sentences written for this test)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.said_clauses import listener_frame, speaks_for_self
from obsmem_ros.core.memory import Memory

from .factories import H, T0, numbered, remembered


def event(n: int, actor: str, verb: str, **fields) -> dict:
    return numbered(n, actor, verb, location="lounge", **fields)


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        event(1, "oskar", "say", kind="utterance", words="Morning all."),
        event(2, "oskar", "say", kind="utterance",
              words="Could you leave the kettle timer at 6 on weekdays, can you manage that?"),
        event(3, "oskar", "say", kind="utterance", words="I'm most comfortable with the heating on 18."),
    ])


def test_the_listeners_frame_is_no_asked_word():
    assert listener_frame("Can you remind me which scarf Omar wears?") >= {"you", "remind", "me"}
    assert listener_frame("Do you recall what Ivy drinks at lunch?") >= {"you", "recall"}
    assert "you" not in listener_frame("What does Omar like you to sing?")


def test_standing_with_a_thing_states_a_liking():
    assert speaks_for_self("I'm happiest with the blinds half down.", set())
    assert not speaks_for_self("I was tired after the walk.", set())


def test_a_framed_question_finds_the_sentence_of_its_topic(memory: Memory):
    got = memory.ask("Do you know what temperature Oskar likes the heating set to?", at_ns=T0 + 10 * H)
    assert got.value == "18", got.plan

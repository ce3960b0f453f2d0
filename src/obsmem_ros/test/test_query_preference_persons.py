"""Whom a sentence speaks of, for a preference question: a name said to call the listener ("Auntie
Ros, tonight I want noodles") is no sentence about that person, and the words a question names its
person by ("Uncle Tevita", titles included) are not what it asks about. Every sentence here was
written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query import Intent
from obsmem_ros.core.query.retrieval.preference_sentences import unaddressed

from .factories import H, T0, remembered, said


@pytest.mark.parametrize("sentence, left", [
    ("Nana, tonight I want noodles, not rice.", "tonight I want noodles, not rice"),
    ("I want noodles tonight, Nana.", "I want noodles tonight"),
    ("Nana, she never takes milk.", "Nana, she never takes milk."),   # a fronted topic, taken up by "she"
    ("Nana never takes milk.", "Nana never takes milk."),
])
def test_the_name_a_sentence_calls_its_listener_by_is_set_aside(sentence, left):
    assert unaddressed(sentence, {"nana"}) == left


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "tevita", "Please, I don't like the fan on, it makes my neck stiff."),
        said(2, "sione", "Uncle Tevita, tonight I want the fan on high, don't switch it off.", to="tevita"),
    ], tmp_path_factory.mktemp("home") / "home.db")


def test_a_yes_no_preference_is_read_from_the_persons_own_words_not_a_sentence_said_to_them(memory):
    answer = memory.ask("Does Uncle Tevita like the fan on?", at_ns=T0 + 5 * H)
    assert answer.intent is Intent.PREFERENCE
    assert answer.value == "no", answer.answer



@pytest.mark.parametrize("sentences, kept", [
    (["Bo drinks his coffee black.", "No sugar, you know.", "The doctor is strict."],
     ["Bo drinks his coffee black.", "No sugar, you know."]),
    (["Bo drinks his coffee black.", "I take mine with milk."], ["Bo drinks his coffee black."]),
])
def test_a_sentence_with_no_subject_of_its_own_goes_on_about_the_one_named_before(sentences, kept):
    from obsmem_ros.core.query.retrieval.preference_sentences import speaking_of
    assert [s for s, _c in speaking_of([(s, "") for s in sentences], {"bo"})] == kept

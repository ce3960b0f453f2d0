"""A "no" said to a thing ("no honey now", "so no bread with his soup") answers a yes/no question
about a person's habit with no, said by the person or of them in the sentence after the one naming
them; words said with the person's name ("Pani Wanda") are the person's, not the thing asked
about. Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.denials import denied_words, refused_words

from .factories import H, T0, remembered, said


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "tomasz", "Morning, everyone."),
        said(2, "marek", "Tomasz is off carbs since Easter. So no bread with his soup, and no beer."),
        said(3, "wanda", "Plain porridge for me. No honey now, my dentist said so."),
        said(4, "wanda", "I always take lemon in my tea."),
        said(5, "robot", "Of course, Pani Wanda.", to="wanda")
    ], tmp_path_factory.mktemp("home") / "home.db")


def test_refused_words_are_the_nouns_said_with_no():
    assert refused_words("Two slices, no crusts, and no more jam for her.") == {"crusts", "jam"}
    assert refused_words("I'd like the crusts, please.") == set()


def test_a_thing_refused_with_no_is_denied():
    assert "honey" in denied_words("No honey now, my dentist said so.")


@pytest.mark.parametrize("question, value", [
    ("Does Wanda take honey?", "no"),                  # her own "no honey now", with no verb
    ("Does Pani Wanda take honey?", "no"),             # the title is hers, not the thing asked about
    ("Does Tomasz eat bread?", "no"),                  # said of him, the sentence after the one naming him
    ("Does Wanda take lemon in her tea?", "yes"),
])
def test_a_thing_refused_with_no_answers_a_habit_asked_yes_or_no(memory, question, value):
    answer = memory.ask(question, at_ns=T0 + 6 * H)
    assert answer.known and answer.value == value, answer.answer


@pytest.mark.parametrize("sentence, kept, denied", [
    ("ok so i only buy the brown rice not the white stuff", "brown", "white"),  # "not" after the object
    ("Grandad eats the rye bread not the sliced loaf", "rye", "sliced"),
    ("I do not buy the brown rice", None, "brown"),                          # "not" before the verb
])
def test_a_not_said_after_the_object_denies_what_follows_not_the_verb(sentence, kept, denied):
    words = denied_words(sentence)
    assert denied in words
    assert kept is None or kept not in words


@pytest.fixture(scope="module")
def kinds(tmp_path_factory):
    yield from remembered([
        said(1, "halina", "Of a Sunday I like roast chicken, potatoes and beans."),
    ], tmp_path_factory.mktemp("kinds") / "home.db")


def test_a_yes_no_question_on_one_kind_of_a_thing_is_not_answered_by_a_sentence_on_the_thing(kinds):
    answer = kinds.ask("Does Halina like runner beans?", at_ns=T0 + 5 * H)
    assert answer.value != "yes", answer.answer  # "I like ... beans" speaks of no runner beans

"""A yes/no question is answered by a sentence saying its very deed in any tense ("Is Piet having
the curry?" -> "I'm not having the curry this week"), a name typed in lower case is read as a name,
a verbless phrase opened by "not"/"never" is denied, and the word before a noun tells the kind a
question asks for. Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query import Intent
from obsmem_ros.core.query.name_capitals import with_capitals
from obsmem_ros.core.query.retrieval.fragments import asked_sort, described
from obsmem_ros.core.query.retrieval.denials import denied_words
from obsmem_ros.core.query.retrieval.said_clauses import meanings, says_asked_deed

from .factories import H, T0, remembered, said


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "piet", "Morning everyone."),
        said(2, "piet", "I'm not having the curry this week, my stomach is off."),
        said(3, "saskia", "Morning. Is the kettle on?"),
        said(4, "saskia", "I always cycle in my yellow jacket. Never the grey one, nobody sees it."),
        said(5, "saskia", "Don't forget the bins."),
    ], tmp_path_factory.mktemp("home") / "home.db")


@pytest.mark.parametrize("sentence, question, says", [
    ("I'm not having the curry this week.", "Is Piet having any of the curry?", True),
    ("I won't be wearing a scarf, it's warm.", "Does Ola wear a scarf?", True),
    ("I'm not having a bath tonight.", "Is Piet having any of the curry?", False),  # another thing
    ("The curry smells great.", "Is Piet having any of the curry?", False),         # no deed of the question
])
def test_a_sentence_says_the_deed_a_yes_no_question_asks(sentence, question, says):
    assert says_asked_deed(sentence, question) is says


def test_a_yes_no_question_is_answered_by_the_deed_said_in_the_progressive(memory):
    answer = memory.ask("Is Piet having any of the curry?", at_ns=T0 + 5 * H)
    assert answer.intent is Intent.PREFERENCE
    assert answer.value == "no", answer.answer


@pytest.mark.parametrize("text, people, written", [
    ("does piet like curry", {"piet"}, "does Piet like curry"),
    ("is will coming tonight", {"will"}, "is will coming tonight"),        # an auxiliary stays as it is
    ("Does piet like Curry", {"piet"}, "Does piet like Curry"),            # typed with capitals: left alone
    ("does the cat like fish", {"piet"}, "does the cat like fish"),
    ("piet's bike, which shed is it in?", {"piet"}, "piet's bike, which shed is it in?"),  # an owner: told by "'s"
])
def test_a_lower_case_name_memory_knows_gets_its_capital(text, people, written):
    assert with_capitals(text, people) == written


def test_a_question_typed_in_lower_case_is_understood(memory):
    answer = memory.ask("is piet having any of the curry", at_ns=T0 + 5 * H)
    assert answer.value == "no", answer.answer


@pytest.mark.parametrize("sentence, denied, kept", [
    ("Never the grey one, nobody sees it.", {"grey", "one"}, set()),
    ("I want the green bowl, not the chipped one.", {"chipped", "one"}, {"green", "bowl"}),
    ("Not now, I'm busy.", {"now"}, {"busy"}),
])
def test_a_verbless_phrase_opened_by_not_or_never_is_denied(sentence, denied, kept):
    words = denied_words(sentence)
    assert denied <= words and not kept & words


def test_a_jacket_liked_outranks_one_denied(memory):
    answer = memory.ask("Which jacket does Saskia cycle in?", at_ns=T0 + 5 * H)
    assert "yellow" in str(answer.value).lower(), answer.answer


@pytest.mark.parametrize("question, sort", [("What kind of tea does Ola want?", "tea"),
                                            ("Which hat does Ola wear?", "hat"),
                                            ("What sort of bread does Ola buy?", "bread")])
def test_the_sort_a_question_asks_for(question, sort):
    assert asked_sort(question) == sort


def test_the_word_before_the_noun_tells_the_kind_not_the_description_after_it():
    asked = meanings({"tea", "want"})
    assert described("I'd like green tea, weak, no sugar.", asked, "tea") == ""
    assert described("I'd like a cup of tea, weak, no sugar.", asked, "tea") == "weak, no sugar"
    assert described("I'd like green tea, weak, no sugar.", asked) == "weak, no sugar"

"""The value of a preference said in one's own words, read from the parse: a negation the tagger
hangs on a misread verb, the number a "how many" question asks, the deed chosen of two offered, the
thing a wanted deed takes, and a yes/no question answered by a sentence naming all it asks
(sentences written for this test)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.query import Intent
from obsmem_ros.core.query.alternatives import alternative_of, offered, offers_deeds
from obsmem_ros.core.query.retrieval.liked_states import liked_state
from obsmem_ros.core.query.retrieval.said_clauses import whether
from obsmem_ros.core.query.retrieval.value_shapes import affirmed_alternative, counted_value

from .factories import H, T0, remembered, said


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "odile", "My porridge ah, never put salt one. The doctor say my pressure too high."),
        said(2, "odile", "Later everybody come, all take bread."),
        said(3, "bram", "i dont even like figs honestly they are too seedy."),
        said(4, "bram", "The hall heater don't put too hot. For me nineteen plenty, any more my head ache."),
        said(5, "bram", "i'm not catching that bus, it smells of chips and wet dog, i'd sooner ride my bike."),
    ], tmp_path_factory.mktemp("home") / "home.db")


@pytest.mark.parametrize("question, value", [
    ("Odile take salt in her porridge or not?", "no"),
    ("does Bram like figs", "no"),
    ("Bram likes the heater at how many degrees?", "19"),
    ("Would Bram rather catch the bus or ride his bike?", "ride his bike"),
])
def test_a_said_preference_is_answered_by_the_value_its_parse_gives(memory, question, value):
    answer = memory.ask(question, at_ns=T0 + 8 * H)
    assert answer.intent is Intent.PREFERENCE
    assert str(answer.value).lower() == value, answer.answer


@pytest.mark.parametrize("sentence, value", [
    ("i dont even like plums mate, too sour", "no"),    # "like" read as a preposition, "n't" still its negation
    ("i do like plums when they are ripe", "yes"),
])
def test_a_negation_on_a_misread_verb_still_denies(sentence, value):
    assert whether("Does Cass like plums?", sentence) == value


def test_a_how_many_question_takes_the_number_said_not_the_fragment():
    assert counted_value("Nan keeps the heater at how many degrees?", "Twenty-two for me, no higher") == "22"
    assert counted_value("What does Nan bake on Sundays?", "Two loaves, always") == ""


def test_two_deeds_of_one_doer_are_alternatives_and_the_one_not_denied_is_chosen():
    asked = "Would Ivo rather swim at the pool or run in the park?"
    assert offered(asked) == ("swim at the pool", "run in the park")
    assert offers_deeds(asked) and not offers_deeds("Does Ivo want tea or coffee?")
    assert offered("Does Ivo swim or does Mia run?") == ()  # two clauses, each with its doer
    assert affirmed_alternative(asked, "i won't run in that park, it floods, i'd sooner swim") == "swim"
    assert alternative_of(asked, "swim") == "swim"


def test_a_deed_the_question_asks_is_no_state_it_is_wanted_in():
    doc = analyse("Don't want rice ah, Friday must eat laksa.")
    want = next(t for t in doc if t.lemma_ == "want")
    assert liked_state(want, {"eat", "friday"}, doc) is None

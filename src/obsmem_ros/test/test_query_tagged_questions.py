"""Yes/no questions asked as a statement with a polar tag ("Ines eats shellfish or not?"): read as
yes/no whatever the clause order, as a preference question when they state a habit, and answered
with the polarity of what the person said, a fronted object ("Shellfish I don't eat") included.
Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.parse import Kind, Parse
from obsmem_ros.core.language.polar_tags import tagged_habit, tagged_question
from obsmem_ros.core.query import Intent
from obsmem_ros.core.query.retrieval.said_clauses import asks_yes_no, whether
from obsmem_ros.core.query.syntax_readings import syntax_reading

from .factories import H, T0, remembered, said


@pytest.mark.parametrize("question, tagged", [
    ("Ines eats shellfish or not?", True),
    ("your uncle takes milk or no?", True),
    ("The porch light, it's still on or not?", True),
    ("Does Ines eat shellfish?", False),
    ("Does Olek want tea or coffee?", False),      # two alternatives offered
    ("Is it raining or not yet snowing?", False),  # the negation is not the last word
])
def test_a_negation_offered_as_the_only_alternative_is_a_polar_tag(question, tagged):
    assert tagged_question(question) is tagged


@pytest.mark.parametrize("question, habit", [
    ("Ines eats shellfish or not?", True),
    ("grandpa take sugar or not?", True),
    ("Olek will bring the ladder or not?", False),    # one occasion, not a habit
    ("The porch light, it's still on or not?", False),  # a state
    ("Which flask Olek takes, the green or not?", False),  # a wh-word asks a value
])
def test_a_tagged_statement_of_a_habit_asks_a_preference(question, habit):
    assert tagged_habit(question) is habit


@pytest.mark.parametrize("question, polar", [
    ("Ines eats shellfish or not?", True),
    ("Does Ines eat shellfish?", True),
    ("Does Ines eat shellfish or squid?", False),
])
def test_a_tagged_question_is_answered_yes_or_no(question, polar):
    assert asks_yes_no(question) is polar


def test_a_tagged_habit_read_as_a_statement_becomes_a_preference_question():
    parse = Parse(text="grandpa take sugar or not?", kind=Kind.STATEMENT, intent="preference", confidence=0.3,
                  understood=False, reason="unsure")
    read = syntax_reading(parse)
    assert (read.kind, read.intent, read.understood) == (Kind.QUESTION, "preference", True)


@pytest.mark.parametrize("question, sentence, value", [
    ("Ines eats shellfish or not?", "Shellfish I don't eat, it makes me ill.", "no"),
    ("Ines eats shellfish or not?", "I do eat shellfish, just not on weekdays.", "yes"),
    ("Tomas eats rambutan or not?", "I don't eat rambutan, the smell puts me off.", "no"),
])
def test_the_answer_takes_the_polarity_of_the_clause_naming_the_asked_thing(question, sentence, value):
    assert whether(question, sentence) == value


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "ines", "Before you plan the paella: shellfish I don't eat, it makes me ill."),
        said(2, "ines", "I drink oat milk in everything, thanks."),
    ], tmp_path_factory.mktemp("home") / "home.db")


@pytest.mark.parametrize("question, value", [("Ines eats shellfish or not?", "no"),
                                             ("Ines drinks oat milk or not?", "yes")])
def test_a_tagged_habit_is_answered_from_what_the_person_said(memory, question, value):
    answer = memory.ask(question, at_ns=T0 + 5 * H)
    assert answer.intent is Intent.PREFERENCE
    assert answer.value == value, answer.answer


@pytest.mark.parametrize("question, habit", [
    ("does grandma take sugar in her tea?", True),   # a kin word, no determiner: whom it asks of
    ("Does the dog eat carrots?", False),             # a determiner: a common noun
])
def test_a_bare_singular_subject_asks_a_named_ones_habit(question, habit):
    from obsmem_ros.core.query.syntax_readings import asks_polar_habit
    assert asks_polar_habit(question) is habit

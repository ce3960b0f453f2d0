"""A sentence pointing back ("I always take that one") takes its value from the sentence before it,
a habit said beside a word for today is still a habit, yes/no questions about a person's habits ("Does Ines eat shellfish?") and what to choose for
someone ("Which cereal should I pour for Ines?") are preference questions answered from what the
person said, and a value said with the speaker's "my" is the speaker's. Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query import Intent
from obsmem_ros.core.query.syntax_readings import asks_choice_for, asks_polar_habit

from .factories import H, T0, remembered, said, trace_event


def sight(n: int, entity: str, name: str, colour: str) -> dict:
    deltas = [(entity, "name", name), (entity, "category", name), (entity, "color", colour), (entity, "location", "shelf_1")]
    return trace_event(f"d000-e{n:05d}", T0, "robot", "observe", kind="observation", objects=[entity], deltas=deltas)


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        sight(0, "flask_green_1", "flask", "green"), sight(1, "flask_blue_1", "flask", "blue"),
        said(1, "ines", "Before you plan the paella: I don't eat shellfish, it makes me ill."),
        said(2, "ines", "I drink oat milk in everything, thanks."),
        said(3, "ada", "Morning all."),
        said(4, "olek", "Ada always naps on my armchair after lunch."),
        said(5, "olek", "Hang on, the green flask is mine. I always take that one fishing, the blue one drips."),
        said(6, "olek", "I feed the hens at six every morning, and I'm running late today.")
    ], tmp_path_factory.mktemp("home") / "home.db")


@pytest.mark.parametrize("question, habit", [
    ("Does Ines eat shellfish?", True),
    ("Does Zofia still drink cola?", True),
    ("Does Olek watch the cricket?", True),
    ("Does Olek have the car keys?", False),   # having a thing now is no habit
    ("Did Ines eat the paella?", False),       # one occasion
    ("Does the dishwasher need emptying?", False),
    ("Where does Ines keep the oat milk?", False),
])
def test_a_yes_no_question_in_the_habitual_present_about_a_named_person_asks_a_habit(question, habit):
    assert asks_polar_habit(question) is habit


@pytest.mark.parametrize("question, value", [("Does Ines eat shellfish?", "no"),
                                             ("Does Ines drink oat milk?", "yes")])
def test_a_habit_asked_yes_or_no_is_answered_from_what_the_person_said(memory, question, value):
    answer = memory.ask(question, at_ns=T0 + 5 * H)
    assert answer.intent is Intent.PREFERENCE
    assert answer.value == value, answer.answer


def test_a_value_said_with_the_speakers_my_is_the_speakers(memory):
    answer = memory.ask("Where does Ada like to nap?", at_ns=T0 + 5 * H)
    assert str(answer.value).lower() == "olek's armchair", answer.answer


@pytest.mark.parametrize("question, choice", [
    ("Which cereal should I pour for Ines?", True),
    ("What film shall we put on for Olek?", True),
    ("What time should I wake Olek for Ines?", False),   # a time: a plan's
    ("What should I bring back for Ines?", False),       # no kind asked: maybe what she asked for
    ("Which cereal did Ines pour?", False),
])
def test_what_the_asker_should_choose_for_a_named_person_asks_their_preference(question, choice):
    assert asks_choice_for(question) is choice


def test_a_choice_for_someone_is_answered_by_what_they_said(memory):
    answer = memory.ask("Which milk should I use for Ines?", at_ns=T0 + 5 * H)
    assert answer.intent is Intent.PREFERENCE
    assert "oat" in str(answer.value).lower(), answer.answer


def test_a_sentence_pointing_back_takes_the_thing_the_sentence_before_named(memory):
    answer = memory.ask("Which flask does Olek take fishing?", at_ns=T0 + 8 * H)
    assert answer.value == "flask_green_1", answer.answer


def test_a_habit_said_beside_today_is_still_a_habit(memory):
    answer = memory.ask("What time does Olek feed the hens?", at_ns=T0 + 8 * H)
    assert answer.value == "06:00", answer.answer

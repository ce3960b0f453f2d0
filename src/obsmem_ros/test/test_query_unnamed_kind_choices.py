"""Which thing of a kind a person goes for, read from their picks when memory files the things
under other words (a "jar of aniseed balls" asked of as sweets, a "flask of hot pepper oil" taken
over a "pot of mild relish" asked of as sauce), and a which-question asked as a habit answered by
the thing chosen, not a routine's steps (events and sentences written for this test)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.said_clauses import whether
from obsmem_ros.core.query.syntax_readings import asked_kind

from .factories import H, T0, numbered, remembered

M = 60 * 10**9


def _sight(n: int, entity: str, name: str, category: str, at: int) -> dict:
    return numbered(n, "robot", "observe", kind="observation", objects=[entity], time_ns=at, deltas=[
        (entity, "name", name), (entity, "category", category), (entity, "location", "kitchen")])


def _pick(n: int, actor: str, entity: str, at: int) -> dict:
    return numbered(n, actor, "grab", objects=[entity], time_ns=at)


def _days_of_picks(actor: str, chosen: str, other: str, names: dict, categories: dict) -> list:
    """Three days: each morning the robot sees both things, then `actor` grabs `chosen`."""
    events, n = [], 1
    for day in range(3):
        at = T0 + day * 24 * H + 8 * H
        for entity in (chosen, other):
            events.append(_sight(n, entity, names[entity], categories[entity], at))
            n += 1
        events.append(_pick(n, actor, chosen, at + 5 * M))
        n += 1
    return events


@pytest.fixture(scope="module")
def sweets():
    names = {"jar_aniseed": "jar of aniseed balls", "tin_toffee": "tin of toffees"}
    yield from remembered(_days_of_picks("orla", "jar_aniseed", "tin_toffee", names, {"jar_aniseed": "jar",
                                                                                       "tin_toffee": "tin"}))


@pytest.fixture(scope="module")
def sauces():
    names = {"flask_pepper": "flask of hot pepper oil", "pot_relish": "pot of mild relish sauce"}
    yield from remembered(_days_of_picks("bram", "flask_pepper", "pot_relish", names, {"flask_pepper": "flask",
                                                                                       "pot_relish": "pot"}))


def test_a_kind_memory_knows_nothing_of_is_answered_by_the_thing_picked_again_and_again(sweets):
    got = sweets.ask("Which sweets does Orla go for?", at_ns=T0 + 3 * 24 * H)
    assert got.value == "jar_aniseed"


def test_a_thing_picked_beside_one_of_the_asked_kind_is_the_one_of_that_kind_chosen(sauces):
    got = sauces.ask("Which hot sauce does Bram always go for?", at_ns=T0 + 3 * 24 * H)
    assert got.value == "flask_pepper"


def test_picks_of_an_unnamed_kind_below_the_habits_threshold_answer_nothing():
    names = {"jar_aniseed": "jar of aniseed balls", "tin_toffee": "tin of toffees"}
    events = _days_of_picks("orla", "jar_aniseed", "tin_toffee", names, {"jar_aniseed": "jar", "tin_toffee": "tin"})
    for memory in remembered(events[:6]):  # two mornings' picks only
        assert memory.ask("Which sweets does Orla go for?", at_ns=T0 + 3 * 24 * H).value != "jar_aniseed"


@pytest.mark.parametrize("question, kind", [
    ("which hot sauce does Bram always go for", "sauce"),
    ("Which red mug does she use?", "mug"),
    ("which big blue towel does Lina prefer", "towel"),
])
def test_the_asked_kind_is_read_past_the_words_that_modify_it(question, kind):
    assert asked_kind(question) == kind


@pytest.mark.parametrize("sentence, answer", [
    ("my nan no drink cola, it keeps her up", "no"),
    ("he no eat lamb, only the chicken", "no"),
    ("no sugar for her, but she drinks cola every day", "yes"),
])
def test_a_no_said_before_the_asked_verb_refuses_the_deed(sentence, answer):
    assert whether("does nan drink cola" if "cola" in sentence else "does he eat lamb", sentence) == answer

"""Existence questions ("Have we got any X?", "Has a Y come?") ask whether memory knows such a
thing at all, seen or only heard of, whatever intent the question's other words suggest. Every
sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.query.existence import asks_existence

from .factories import heard, remembered, sighting


def seen(eid, when, room, thing, where, **attributes):
    return sighting(eid, f"2026-06-{when}Z", thing, room, [("location", where), *attributes.items()])


def said(eid, when, actor, words):
    return heard(eid, f"2026-06-{when}Z", actor, words, location="kitchen", observers=["robot"])


@pytest.mark.parametrize("question", ["Do we have any lemons?", "Has a letter arrived for Kofi?",
                                      "Is there any bread?", "Did we get any flowers today?", "Have you got a torch?"])
def test_indefinite_things_after_have_get_come_or_there_is_ask_for_existence(question):
    assert asks_existence(question)


@pytest.mark.parametrize("question", ["Is there a torch in the drawer?", "Has the letter arrived?",
                                      "Did Kofi take the lemons?", "Do you have any idea where the torch is?",
                                      "Is the bread in the bin?", "Has the robot fed a cat?"])
def test_placed_definite_or_other_questions_do_not(question):
    assert not asks_existence(question)


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        seen("w1", "01T07:00:00", "kitchen", "fridge_1", "kitchen", name="fridge", category="fridge"),
        seen("w2", "01T07:00:05", "hallway", "torch_1", "hallway", name="torch", category="torch"),
        said("s1", "01T09:00:00", "kofi", "Kofi here. Some lemons came with the veg box, I stuck them in "
                                          "the fridge for you."),
        said("s2", "01T09:05:00", "ama", "A letter turned up for Kofi, it's with me next door.")
    ], tmp_path_factory.mktemp("home") / "home.db", config=EngineConfig(parser="language"))


def test_a_thing_only_heard_of_exists_with_the_words_that_named_it(memory):
    answer = memory.ask("Have we got any lemons?")
    assert (answer.value, answer.value_type) == ("yes", "bool")
    assert "s1" in {i for e in answer.evidence for i in (e.id, *e.event_ids)}


def test_a_thing_seen_exists(memory):
    answer = memory.ask("Do we have a torch?")
    assert answer.value == "yes" and "w2" in {i for e in answer.evidence for i in (e.id, *e.event_ids)}


def test_a_thing_memory_knows_nothing_of_is_not_known_rather_than_denied(memory):
    answer = memory.ask("Have we got any candles?")
    assert not answer.known and answer.value is None

"""Who said P: the saying whose words say P in order beats one that only shares its topic words, an
utterance that asks does not say P, and a reply to a question about a thing is about that thing."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.said_order import asks, content_sequence, says_closely, shared_run

from .factories import heard, iso, ns, remembered, stamped


def test_the_run_of_question_words_said_in_order_is_counted():
    asked = content_sequence("Who said the rain barrel nearly overflowing?")
    assert shared_run(asked, content_sequence("Oi, the rain barrel is nearly overflowing again.")) == 4
    assert shared_run(asked, content_sequence("I rang about the barrel, the rain man comes Monday.")) == 1


def test_a_sentence_that_asks_says_nothing_is_so():
    asked = content_sequence("Who said the ladder rung is cracked?")
    assert asks("Pa, the ladder still safe or not? Been in the shed all winter.", asked)
    assert not asks("Safe enough, but the rung is cracked, mind your step.", asked)
    question = "Who said the ladder rung is cracked?"
    assert says_closely(question, "Is the ladder rung cracked?") < says_closely(question, "The ladder rung is cracked.")


@pytest.fixture()
def memory(tmp_path):
    events = [
        heard("r1", iso(6, 3, 9, 0), "priya", "Oi robot, the rain barrel nearly overflowing after last night."),
        heard("r2", iso(6, 3, 9, 5), "priya", "I phoned the barrel fellow, he said the rain gauge man comes Monday."),
        heard("l1", iso(6, 3, 10, 0), "dev", "Pa, the kitchen ladder still safe or not? Not used it for ages.",
              addressee="arjun"),
        heard("l2", iso(6, 3, 10, 1), "arjun", "Safe enough, but one rung cracked, mind your step.", addressee="dev"),
    ]
    yield from remembered(events, tmp_path / "home.db")


def test_the_saying_of_the_predicate_beats_one_sharing_the_topic(memory):
    answer = memory.ask("Who said the rain barrel nearly overflowing?", at_ns=ns(6, 3, 12, 0))
    assert answer.value == "priya" and answer.evidence[0].id == "r1"


def test_a_reply_to_a_question_about_the_thing_says_it_not_the_question(memory):
    answer = memory.ask("Who said the kitchen ladder rung cracked?", at_ns=ns(6, 3, 12, 0))
    assert answer.value == "arjun"


@pytest.fixture()
def machine_memory(tmp_path):
    events = [
        stamped("o1", "2026-06-04T07:00:00Z", "observation", actor="robot", verb="observe", objects=["mower_1"],
                location="garage", deltas=[{"entity": "mower_1", "attribute": "name", "value": "lawn mower",
                                            "value_type": "str"}]),
        heard("m1", "2026-06-04T08:00:00Z", "ines", "I left the lawn mower in the garage by the bikes.",
              addressee="robot", observers=["robot", "ines"]),
        heard("m2", "2026-06-04T09:00:00Z", "tomasz", "The lawn mower keeps stalling, the blade sounds bent.",
              addressee="robot", observers=["robot", "tomasz"]),
    ]
    yield from remembered(events, tmp_path / "machine.db")


def test_a_claim_of_where_the_thing_is_does_not_say_what_the_question_says_of_it(machine_memory):
    answer = machine_memory.ask("Who said the lawn mower keeps stalling?", at_ns=ns(6, 4, 12, 0))
    assert answer.value == "tomasz"

"""A relative a question names by a word memory ties to no one ("Gran" before anyone was heard to
call someone so, "Nonna Bea") lets the plan's other words decide; a hyphenated name ("Pop-Pop") is
one word, never its half. Sentences written for this file, in no hand-written set."""
from __future__ import annotations

from functools import partial

import pytest

from .factories import heard, iso, ns, remembered

t = partial(iso, 10)  # (day, hour, minute) of October 2026, as a trace line's time
at = partial(ns, 10)


def say(n: int, when: str, who: str, words: str, to: str = "robot") -> dict:
    return heard(f"u{n:03d}", when, who, words, addressee=to, location="kitchen", source="sim", verb="")


STORY = [
    {"id": "u001", "time": t(5, 8, 0), "kind": "session_start", "location": "kitchen", "observers": ["robot"],
     "source": "sim"},
    say(2, t(5, 8, 5), "bea", "Remind me at half past four to water the tomatoes, I always forget."),
    say(3, t(5, 8, 10), "bea", "Tariq's sewing me a new apron, he's promised to bring it on Saturday morning."),
    say(4, t(5, 8, 20), "milo", "Pop-Pop, your slippers are under the bench.", to="walter"),
    say(5, t(5, 8, 22), "walter", "Good lad. Tell your mum the plumber's coming at two.", to="milo"),
    say(6, t(5, 8, 25), "milo", "Mum, the plumber's coming at two.", to="ines"),
    say(7, t(5, 8, 30), "bea", "My sewing scissors are in the hall drawer, nobody touch them."),
    say(8, t(5, 8, 40), "ines", "Can you remind me at five to call the garage about the van?"),
    say(9, t(5, 8, 45), "ines", "Ye-jin texted, her train's running late. It gets in at six now, not four."),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("untold") / "u.db"))


def test_a_relation_word_memory_ties_to_nobody_leaves_the_plan_to_its_words(memory):
    answer = memory.ask("Who promised Gran an apron?", at_ns=at(5, 9, 0))
    assert answer.value == "tariq", answer.answer


def test_a_titled_name_memory_does_not_know_leaves_the_plan_to_its_words(memory):
    answer = memory.ask("What time did Nonna Bea want you to remind her about the tomatoes?", at_ns=at(5, 9, 0))
    assert "16:30" in str(answer.value), answer.answer


def test_a_name_memory_does_not_know_still_finds_nothing(memory):
    answer = memory.ask("Who promised Yusuf an apron?", at_ns=at(5, 9, 0))
    assert not answer.known, answer.answer


def test_a_doubled_name_is_read_whole(memory):
    plan = memory.query_engine.plan("Where are Pop-Pop's slippers?", at_ns=at(5, 9, 0))
    assert "walter" in plan.persons and "ines" not in plan.persons


def test_a_relation_word_memory_ties_to_nobody_asks_whoever_said_it(memory):
    answer = memory.ask("Where did Granny say her sewing scissors are?", at_ns=at(5, 9, 0))
    assert "bea" in answer.answer.lower() and "hall" in answer.answer.lower(), answer.answer


def test_a_hyphenated_name_memory_does_not_know_finds_the_plan_that_names_it(memory):
    answer = memory.ask("When does Ye-jin's train get in now?", at_ns=at(5, 9, 0))
    assert "18:00" in str(answer.value), answer.answer

"""A plan that names its person or thing by a pronoun ("I'll take her", "I'll grab them") is about
what the turn it answers named: the ask put to its speaker, or the turns since the one it is said to
last spoke. "Who is doing it" then finds it, and a "who's going for <person>" question is read as
asking about that plan. Every sentence here was written for these tests."""
from __future__ import annotations

from datetime import datetime

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.query.retrieval.exchange import names_by_pronoun

from .factories import remembered


def _ns(when: str) -> int:
    return int(datetime.fromisoformat(f"2026-04-{when}+00:00").timestamp()) * 10**9


def _event(eid, when, kind, **fields):
    return {"id": eid, "time": f"2026-04-{when}Z", "kind": kind, "observers": ["robot"], "location": "kitchen",
            "session_id": "d1", **fields}


def said(eid, when, actor, words, to="robot"):
    return _event(eid, when, "utterance", actor=actor, addressee=to, verb="say", utterance=words)


def entered(eid, when, actor):
    return _event(eid, when, "action", actor=actor, verb="enter", text=f"{actor.capitalize()} came in.")


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        *(entered(f"p{i}", f"03T07:0{i}:00", who) for i, who in enumerate(("kemi", "yemi", "dapo", "tunde", "ada",
                                                                            "femi", "kofi", "nneka"))),
        said("s1", "03T09:00:00", "kemi", "Dapo's fetching Tunde from football at six, he said."),
        said("s2", "03T09:01:00", "yemi", "No, I'll go for him myself, Dapo always runs late.", to="kemi"),
        said("s3", "03T10:00:00", "ada", "Femi, you're getting the samosas from the market, right?", to="femi"),
        said("s4", "03T10:01:00", "femi", "Yeah, I'll grab them at noon.", to="ada"),
        said("s5", "03T10:02:00", "kofi", "No, I'll get them, I'm passing the market anyway.", to="ada"),
        said("s6", "03T11:00:00", "ada", "Nneka's dance class is at four. Kofi, who can run Nneka over there?",
             to="kofi"),
        said("s7", "03T11:01:00", "kofi", "I'll drive her, I finish early today.", to="ada"),
    ], tmp_path_factory.mktemp("home") / "home.db", config=EngineConfig(parser="language"))


def test_a_plan_said_by_pronoun_names_what_the_turn_it_answers_named(memory):
    answer = memory.ask("Who's driving Nneka to her dance class?", at_ns=_ns("03T12:00:00"))
    assert answer.value == "kofi"


def test_the_last_of_two_replies_to_one_ask_holds_the_errand(memory):
    answer = memory.ask("Who's getting the samosas?", at_ns=_ns("03T12:00:00"))
    assert answer.value == "kofi"


def test_a_who_is_going_for_someone_question_asks_whose_plan_it_is(memory):
    answer = memory.ask("Who's going for Tunde at football?", at_ns=_ns("03T12:00:00"))
    assert answer.value == "yemi"


def test_names_by_pronoun():
    assert names_by_pronoun("walk down for her") and names_by_pronoun("get em")
    assert not names_by_pronoun("bring the samosas")

"""Routing by what memory holds: "Who's bringing the cake?" is answered by who undertook to, when
memory holds no state of the cake and an open undertaking names it. Every sentence here was written
for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.query.plan import Intent

from .factories import remembered


def _event(eid, when, kind, **fields):
    return {"id": eid, "time": f"2026-07-{when}Z", "kind": kind, "observers": ["robot"], **fields}


def said(eid, when, actor, words):
    return _event(eid, when, "utterance", actor=actor, addressee="robot", verb="say", utterance=words,
                  location="kitchen")


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        _event("w1", "01T07:00:00", "observation", actor="robot", verb="observe", objects=["lamp_1"],
               location="lounge", deltas=[{"entity": "lamp_1", "attribute": "location", "value": "lounge",
                                           "value_type": "entity"},
                                          {"entity": "lamp_1", "attribute": "name", "value": "lamp"}]),
        said("s1", "01T09:00:00", "efua", "Don't fuss about pudding, I'll bring a trifle over on Saturday."),
        said("s2", "01T09:10:00", "kwame", "I'm collecting the chairs from the church hall tomorrow morning."),
    ], tmp_path_factory.mktemp("home") / "home.db", config=EngineConfig(parser="language"))


@pytest.mark.parametrize("question, person, said_in", [("Who's bringing the trifle?", "efua", "s1"),
                                                        ("Who is collecting the chairs?", "kwame", "s2")])
def test_who_is_doing_a_thing_only_an_undertaking_names_is_its_owner(memory, question, person, said_in):
    answer = memory.ask(question)
    assert answer.intent is Intent.COMMITMENT and answer.value == person
    assert said_in in {i for e in answer.evidence for i in (e.id, *e.event_ids)}


def test_a_thing_memory_keeps_state_of_stays_a_state_question(memory):
    assert memory.ask("Who's moving the lamp?").intent is not Intent.COMMITMENT


@pytest.fixture(scope="module")
def requests(tmp_path_factory):
    yield from remembered([
        said("a1", "01T08:00:00", "ines", "Could you have the picnic basket packed by eleven, please?"),
        said("a2", "01T08:30:00", "ines", "Can you remind Tom the van's booked in for its MOT on Thursday at ten?"),
        said("a3", "01T17:00:00", "tom", "The garage rang, the van's moved to Friday, same time."),
    ], tmp_path_factory.mktemp("asks") / "home.db", config=EngineConfig(parser="language"))


def test_the_time_someone_wants_a_thing_done_by_is_their_requests_due_time(requests):
    answer = requests.ask("When does Ines want Tom's picnic basket packed by?", at_ns=_ns("01T09:00:00"))
    assert answer.intent is Intent.COMMITMENT
    assert answer.value == "2026-07-01T11:00:00+00:00"
    assert "a1" in {i for e in answer.evidence for i in (e.id, *e.event_ids)}


def test_an_arrangement_now_is_the_latest_said_and_keeps_the_time_it_was_said_to_keep(requests):
    answer = requests.ask("When's the van going in now?", at_ns=_ns("01T18:00:00"))
    assert answer.value == "2026-07-03T10:00:00+00:00"
    before = requests.ask("When's the van going in now?", at_ns=_ns("01T09:00:00"))
    assert before.value == "2026-07-02T10:00:00+00:00"


def _ns(when: str) -> int:
    from datetime import datetime

    return int(datetime.fromisoformat(f"2026-07-{when}+00:00").timestamp()) * 10**9


@pytest.mark.parametrize("question, deed", [
    ("So who's making the grocery run?", ("making", "run")),
    ("who fetching Mia from choir today?", ("fetching", "Mia")),
    ("Who is collecting the chairs?", ("collecting", "chairs")),
    ("Who was holding the remote?", None),   # the past progressive asks what was so
    ("Where are the chairs?", None),
])
def test_the_deed_a_progressive_who_asks_is_read_from_the_parse(question, deed):
    from obsmem_ros.core.query.undertaking_questions import asked_deed
    assert asked_deed(question) == deed


@pytest.mark.parametrize("question", ["So who's collecting the chairs?", "who collecting the chairs tomorrow?"])
def test_who_is_doing_a_thing_asked_after_a_discourse_word_or_without_its_copula(memory, question):
    answer = memory.ask(question, at_ns=_ns("01T10:00:00"))
    assert answer.intent is Intent.COMMITMENT and answer.value == "kwame", answer.answer

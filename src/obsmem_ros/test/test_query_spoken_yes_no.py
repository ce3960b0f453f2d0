"""A yes/no question as a recogniser writes it, without its mark: one opening with a form of "be",
"do" or "have" before its subject is a question, whatever the classifier made of its words; an order
keeps its reading. Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.config import EngineConfig

from .factories import remembered, sighting


def seen(eid, minute, thing, where, **attributes):
    return sighting(eid, f"2026-05-04T08:{minute:02d}:00Z", thing, "hall", [("location", where), *attributes.items()])


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        seen("e1", 1, "bench_hall", "hall", name="hall bench", category="bench"),
        seen("e2", 2, "satchel_nia", "bench_hall", name="Nia's satchel", category="bag", owner="nia"),
    ], tmp_path_factory.mktemp("home") / "home.db", config=EngineConfig(parser="language"))


AT = 1_777_900_000 * 10**9  # 2026-05-04, after the sightings


@pytest.mark.parametrize("question", ["is nia's satchel still on the hall bench", "is the satchel on the hall bench"])
def test_an_unmarked_question_opening_with_be_is_asked(memory, question):
    answer = memory.ask(question, at_ns=AT)
    assert answer.value == "bench_hall"


def test_an_order_without_a_mark_stays_an_order(memory):
    answer = memory.ask("put nia's satchel on the hall bench", at_ns=AT)
    assert answer.value is None and "not a question" in answer.answer

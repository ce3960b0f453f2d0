"""A question asked as of a time reads only what memory knew then, even when the memory has heard
more since: the Knowledge view's preferences included (they are derived, and kept without a
time of their own). Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.query.plan import Intent, QueryPlan
from obsmem_ros.core.query.retrieval import QueryContext
from obsmem_ros.core.query.retrieval.knowledge import known_by_cutoff
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import remembered


def _event(eid, when, kind, **fields):
    return {"id": eid, "time": f"2026-09-{when}Z", "kind": kind, "observers": ["robot"], **fields}


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        _event("o1", "02T07:00:00", "observation", actor="robot", verb="observe", objects=["towel_green_1"],
               location="bathroom",
               deltas=[{"entity": "towel_green_1", "attribute": "location", "value": "bathroom",
                        "value_type": "entity"},
                       {"entity": "towel_green_1", "attribute": "name", "value": "green towel"}]),
        _event("u1", "04T19:00:00", "utterance", actor="nell", addressee="robot", verb="say",
               location="bathroom", utterance="I always use the green towel after my swim."),
    ], tmp_path_factory.mktemp("home") / "home.db", config=EngineConfig(parser="language"))


def test_a_stated_preference_is_not_known_before_it_was_said(memory):
    question = "Which towel does Nell always use?"
    before = memory.ask(question, at_ns=parse_iso_ns("2026-09-03T12:00:00Z"))
    after = memory.ask(question, at_ns=parse_iso_ns("2026-09-05T12:00:00Z"))
    assert after.known and after.value == "towel_green_1"
    assert not before.known
    assert "u1" not in {i for e in before.evidence for i in (e.id, *e.event_ids)}


def test_knowledge_records_after_the_cutoff_are_left_out(memory):
    records = memory.preferences(person="nell")
    assert records and all("u1" in r.evidence_ids for r in records)
    span = memory.time_span()

    def ctx(at: str) -> QueryContext:
        return QueryContext(reader=memory, plan=QueryPlan(question="q", intent=Intent.PREFERENCE), origin_ns=span[0],
                            now_ns=parse_iso_ns(at), k=5)

    assert known_by_cutoff(ctx("2026-09-03T12:00:00Z"), records) == []
    assert known_by_cutoff(ctx("2026-09-04T19:00:00Z"), records) == records

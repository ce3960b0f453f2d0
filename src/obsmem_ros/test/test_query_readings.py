"""Typed readings and pure answerers: an answerer words the readings it is handed, with no memory
behind it, and a reading without a resolved display name says so instead of guessing one."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.answerers import ANSWERERS
from obsmem_ros.core.query.evidence import Evidence
from obsmem_ros.core.query.plan import Intent, QueryPlan, View
from obsmem_ros.core.query.readings import EventReading, EventsFound, TextFound, TextReading
from obsmem_ros.core.query.state_readings import NothingNamed, SourceFound
from obsmem_ros.core.records import Event, EventKind
from obsmem_ros.errors import QueryError


def _event_reading(event_id: str, time_ns: int, actor: str = "bob") -> EventReading:
    event = Event(id=event_id, time_ns=time_ns, kind=EventKind.ACTION, actor=actor, verb="open", objects=("fridge_1",))
    return EventReading(evidence=Evidence(id=event_id, view=View.EVENT, time_ns=time_ns, text=event.describe(),
                                          entity="fridge_1", score=1.0),
                        event=event, actor_name=actor.title())


def test_reading_scored_changes_only_the_score():
    reading = _event_reading("e1", 10)
    assert reading.scored(0.5) == Evidence(id="e1", view=View.EVENT, time_ns=10, text=reading.evidence.text,
                                           entity="fridge_1", score=0.5)
    assert reading.evidence.score == 1.0


def test_event_count_counts_every_reading_it_is_handed():
    plan = QueryPlan(question="How many times was the fridge opened?", intent=Intent.EVENT_COUNT,
                     targets=("fridge",), verbs=("open",))
    found = EventsFound(events=tuple(_event_reading(f"e{i}", i) for i in range(20)))
    draft = ANSWERERS[Intent.EVENT_COUNT](plan, found)
    assert (draft.value, draft.value_type, draft.answer) == (20, "int", "20 time(s).")
    assert [c.id for c in draft.candidates][:2] == ["e19", "e18"] and len(draft.candidates) == 16


def test_event_who_names_the_actor_retrieval_resolved():
    plan = QueryPlan(question="Who opened the fridge?", intent=Intent.EVENT_WHO, targets=("fridge",), verbs=("open",))
    draft = ANSWERERS[Intent.EVENT_WHO](plan, EventsFound(events=(_event_reading("e1", 1, "alice"),)))
    assert draft.value == "alice" and draft.answer.startswith("Alice: ")


def test_free_text_without_hits_is_not_known():
    plan = QueryPlan(question="blue elephant", intent=Intent.FREE_TEXT)
    assert not ANSWERERS[Intent.FREE_TEXT](plan, TextFound()).known
    hit = TextReading(evidence=Evidence(id="e1", view=View.EVENT, time_ns=1, text="Bob opened the fridge.", score=2.0))
    assert ANSWERERS[Intent.FREE_TEXT](plan, TextFound(hits=(hit,))).value == "Bob opened the fridge."


def test_state_answerer_words_a_thing_memory_does_not_know():
    plan = QueryPlan(question="Where is the green mug?", intent=Intent.CURRENT_STATE, targets=("green mug",))
    draft = ANSWERERS[Intent.CURRENT_STATE](plan, NothingNamed())
    assert not draft.known and draft.answer == "Not known: memory holds nothing called 'green mug'."


def test_a_name_retrieval_did_not_resolve_raises():
    plan = QueryPlan(question="Who said the laptop was on the desk?", intent=Intent.SOURCE, targets=("laptop",),
                     places=("on the desk",))
    with pytest.raises(QueryError, match="display name of 'laptop_1': not resolved at retrieval"):
        ANSWERERS[Intent.SOURCE](plan, SourceFound(subject="laptop_1", attribute="location"))

"""Routine, habit, preference, commitment, activity and planning questions over a real memory."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query import Intent, QueryConfig, QueryEngine, View
from obsmem_ros.core.timefmt import format_iso

from .factories import heard

T0 = 1772442000 * 10**9
DAY = 86400 * 10**9
STEPS = [("pick", ["mug_1"]), ("open", ["coffee_machine_1"]), ("place", ["mug_1", "coffee_machine_1"]),
         ("toggle", ["coffee_machine_1"])]


def coffee_morning(day: int) -> list:
    return [{"id": f"k{day * 10 + step:04d}", "time": format_iso(T0 + day * DAY + step * 30 * 10**9), "kind": "action",
             "actor": "alice", "verb": verb, "objects": objects, "location": "kitchen", "observers": ["robot", "alice"],
             "session_id": f"day{day}", "source": "sim", "extras": {"task": "make coffee"}}
            for step, (verb, objects) in enumerate(STEPS)]


def said(event_id: str, seconds: int, actor: str, words: str) -> dict:
    return heard(event_id, format_iso(T0 + 3 * DAY + seconds * 10**9), actor, words, location="kitchen",
                 session_id="day3", source="sim")


@pytest.fixture(scope="module")
def engine():
    with Memory(":memory:") as memory:
        memory.ingest([e for day in range(3) for e in coffee_morning(day)])
        memory.ingest([said("u1", 0, "bob", "Please remind me to take my pills at 20:00."),
                       said("u2", 60, "alice", "I will water the plants tomorrow."),
                       said("u3", 120, "alice", "Could you bring the mug to the kitchen?")])
        memory.consolidate()
        yield QueryEngine(memory)


def test_routine_question_returns_the_steps(engine):
    answer = engine.answer("How does Alice usually make coffee?")
    assert answer.intent is Intent.ROUTINE and answer.value_type == "list"
    assert answer.value == ["pick mug_1", "open coffee_machine_1", "place mug_1", "toggle coffee_machine_1"]
    assert answer.evidence[0].view is View.KNOWLEDGE


def test_habit_question_returns_the_usual_next_action(engine):
    answer = engine.answer("What does Alice usually do after picking up the mug?")
    assert (answer.intent, answer.value) == (Intent.HABIT, "open coffee_machine_1")


def test_preference_question_returns_the_chosen_object(engine):
    answer = engine.answer("Which mug does Alice prefer?")
    assert (answer.intent, answer.value, answer.known) == (Intent.PREFERENCE, "mug_1", True)


def test_reminder_is_found_by_asker(engine):
    answer = engine.answer("What did Bob ask me to do?")
    assert answer.value == ["Please remind me to take my pills at 20:00."]
    assert [e.id for e in answer.evidence] == ["c-u1"]


def test_commitments_due_tomorrow(engine):
    answer = engine.answer("What must be done tomorrow?")
    assert answer.value == ["I will water the plants tomorrow."]


def test_promises_by_person_answer_the_promised_deed(engine):
    answer = engine.answer("What did Alice promise?")
    assert (answer.value, answer.value_type) == ("water the plants", "str")
    assert answer.evidence[0].event_ids[0].startswith("u")
    assert engine.answer("What did Bob promise?").known is False


def test_anything_due_lists_every_open_commitment_soonest_first(engine):
    answer = engine.answer("Is there anything due?")
    assert answer.value[0] == "Please remind me to take my pills at 20:00."
    assert len(answer.value) == 3


def test_activity_question_returns_the_episode(engine):
    answer = engine.answer("What did Alice do yesterday?")
    assert answer.intent is Intent.ACTIVITY and answer.evidence[0].view is View.EPISODE
    assert "coffee_machine_1" in answer.value


def test_planning_context_gathers_routines_and_open_commitments(engine):
    answer = engine.answer("What do I need to know to make coffee?", k=5)
    views = {e.view for e in answer.evidence}
    assert answer.intent is Intent.PLANNING_CONTEXT and {View.KNOWLEDGE, View.COMMITMENT} <= views
    assert len(answer.evidence) <= 5


def test_the_language_parser_lists_what_is_due_for_a_yes_no_question(engine):
    language = QueryEngine(engine.reader, text_index=engine.text_index, config=QueryConfig(parser="language"))
    answer = language.answer("Is there anything due?")
    assert answer.value[0] == "Please remind me to take my pills at 20:00."
    assert len(answer.value) == 3

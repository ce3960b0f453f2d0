"""The read side over a short spoken household story (fresh sentences, in no hand-written set):
who said something about a thing the robot never saw, a question offering a choice of values,
where the robot is when a session starts, and people a commitment question names."""
from __future__ import annotations

from functools import partial

import pytest

from obsmem_ros.core.records import BeliefLabel

from .factories import heard, iso, named, ns, remembered

t = partial(iso, 10)  # (day, hour, minute) of October 2026, as a trace line's time
at = partial(ns, 10)  # the same, in nanoseconds


def say(n: int, when: str, who: str, words: str, room: str = "study") -> dict:
    return heard(f"k{n:03d}", when, who, words, location=room, source="sim", verb="")


STORY = [
    {"id": "k001", "time": t(5, 8, 0), "kind": "session_start", "location": "study", "observers": ["robot"],
     "source": "sim"},
    {"id": "k002", "time": t(5, 8, 1), "kind": "observation", "actor": "robot", "location": "study",
     "objects": ["window_1", "cactus_1", "heater_1"], "observers": ["robot"], "source": "sim",
     "deltas": named("window_1", "window", "study", state="open") + named("cactus_1", "cactus", "study", owner="felix")
     + named("heater_1", "heater", "study", **{"setting:temperature": "19"})},
    say(3, t(5, 8, 5), "nina", "Heads up, the plumber's coming on Thursday at ten to sort the boiler out."),
    say(4, t(5, 8, 9), "nina", "Can you water the cactus tomorrow morning? It looks a bit sad."),
    {"id": "k004b", "time": t(5, 8, 15), "kind": "action", "actor": "robot", "verb": "set", "location": "study",
     "objects": ["heater_1"], "observers": ["robot"], "source": "sim",
     "deltas": [{"entity": "heater_1", "attribute": "setting:temperature", "value": "22", "value_type": "str"}]},
    {"id": "k005", "time": t(5, 8, 20), "kind": "action", "actor": "robot", "verb": "navigate", "location": "kitchen",
     "observers": ["robot"], "source": "sim"},
    {"id": "k006", "time": t(6, 7, 0), "kind": "session_start", "location": "study", "observers": ["robot"],
     "source": "sim"},
    {"id": "k007", "time": t(6, 7, 5), "kind": "action", "actor": "felix", "verb": "enter", "location": "study",
     "observers": ["robot", "felix"], "source": "sim"},
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("spoken") / "s.db"))


def test_who_said_something_about_a_visitor_the_robot_never_saw(memory):
    answer = memory.ask("Who said the plumber was coming on Thursday?", at_ns=at(6, 8, 0))
    assert (answer.value, answer.known) == ("nina", True)
    assert "k003" in [i for e in answer.evidence for i in (e.id, *e.event_ids)]


def test_a_question_offering_a_choice_is_answered_with_the_value(memory):
    answer = memory.ask("Is the window open or shut?", at_ns=at(6, 8, 0))
    assert answer.value == "open"
    assert memory.ask("Is the window open?", at_ns=at(6, 8, 0)).value == "yes"
    assert memory.ask("Is the cactus still in the study, would you say? Where is it?", at_ns=at(6, 8, 0)).value == "study"


def test_a_session_starts_where_the_robot_is(memory):
    # The robot went to the kitchen yesterday; this morning's session began in the study, so it
    # watched Felix come in.
    assert memory.belief("window_1", "state", as_of_ns=at(6, 8, 0)).label is BeliefLabel.FRESH


def test_the_owner_of_the_thing_asked_about_need_not_be_the_asker(memory):
    answer = memory.ask("Who asked you to water Felix's cactus?", at_ns=at(6, 8, 0))
    assert (answer.value, answer.known) == ("nina", True)


def test_a_named_person_no_commitment_involves_gets_no_other_commitment(memory):
    answer = memory.ask("Who asked you to water the cactus for Oskar?", at_ns=at(6, 8, 0))
    assert answer.known is False


def test_what_a_device_was_on_first_thing_is_its_setting_at_the_start_of_the_span(memory):
    answer = memory.ask("What was the heater on first thing yesterday morning?", at_ns=at(6, 8, 0))
    assert answer.value == "19"


def test_asking_what_the_robot_reckons_is_a_state_question_despite_the_owner_named(memory):
    answer = memory.ask("Where do you reckon Felix's cactus is?", at_ns=at(6, 8, 0))
    assert (answer.value, answer.intent.value) == ("study", "current_state")

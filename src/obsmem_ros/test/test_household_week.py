"""A hand-written week (test/data/household_week.jsonl): habits shown by behaviour per part of day,
counts over take / grab / pick up, a weekday time scope, and a belief that notices unseen change."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.records import BeliefLabel
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import remembered

STORY = Path(__file__).with_name("data") / "household_week.jsonl"


def at(day: int, clock: str) -> int:
    return parse_iso_ns(f"2026-03-{day:02d}T{clock}:00+00:00")


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered((json.loads(line) for line in STORY.read_text().splitlines()),
                          str(tmp_path_factory.mktemp("week") / "home.db"))


def ask(memory: Memory, question: str, day: int = 8, clock: str = "09:00"):
    return memory.ask(question, at_ns=at(day, clock))


def ids(answer) -> list:
    return [e.id for e in answer.evidence]


# --- habits shown by behaviour ---------------------------------------------------------------

def test_mug_alice_uses_in_the_morning_is_named_with_its_count_and_events(memory):
    got = ask(memory, "Which mug does Alice use in the morning?")
    assert (got.known, got.value, got.value_type) == (True, "red_mug_1", "entity")
    assert "3 of 3 sightings over 3 mornings" in got.answer and "(observed)" in got.answer
    # the three picks, newest first, then the look at the two mugs she chose between; no put-backs
    assert ids(got) == ["w04-e0007", "w03-e0005", "w02-e0003", "w02-e0002"]


def test_one_evening_sighting_is_not_enough_evidence(memory):
    got = ask(memory, "Which mug does Alice use in the evening?")
    assert (got.known, got.value) == (False, None)
    assert "not enough evidence (1 sighting)" in got.answer
    assert ids(got) == ["w05-e0009"]


def test_the_morning_the_robot_did_not_see_does_not_count(memory):
    got = ask(memory, "Which mug does Alice use in the morning?", day=5, clock="23:00")
    assert got.value == "red_mug_1" and "3 of 3 sightings over 3 mornings" in got.answer  # w05-e0010 was never stored


def test_seat_bob_takes_in_the_evening_is_a_clear_majority_of_four(memory):
    got = ask(memory, "Which seat does Bob take in the evening?")
    assert (got.value, got.known) == ("armchair_1", True)
    assert "3 of 4 sightings over 4 evenings" in got.answer
    assert ids(got) == ["w05-e0016", "w03-e0014", "w02-e0013"]


def test_habit_below_threshold_before_the_third_evening(memory):
    got = ask(memory, "Which seat does Bob take in the evening?", day=3, clock="21:00")
    assert got.known is False and "not enough evidence (2 sightings)" in got.answer


def test_setting_chosen_at_night_once_is_not_enough(memory):
    got = ask(memory, "Which channel does Carol prefer at night?")
    assert got.known is False and "not enough evidence (1 sighting)" in got.answer
    assert ids(got) == ["w04-e0017"]


def test_stated_preference_is_kept_apart_from_observed_habit(memory):
    got = ask(memory, "Which mug does Bob prefer?")
    assert got.value == "blue_mug_1" and "said so" in got.answer
    assert ids(got)[0] == "w03-e0018"


# --- counts and time scope -------------------------------------------------------------------

def test_take_grab_and_pick_up_count_as_one_action(memory):
    got = ask(memory, "How many times did Alice take the red mug?")
    assert got.value == 3
    assert sorted(ids(got)) == ["w02-e0003", "w03-e0005", "w04-e0007"]


def test_friday_evening_scopes_the_past_state_to_that_evening(memory):
    got = ask(memory, "Where did the robot put the laptop on Friday evening?")
    assert got.value == "desk_1"
    assert ids(got)[0] == "w06-e0020"
    assert ask(memory, "Where is the laptop?").value == "sofa_1"


# --- beliefs that notice unseen change -------------------------------------------------------

def test_sighting_is_fresh_until_someone_enters_the_room_unseen(memory):
    belief = memory.belief("laptop_1", "location", as_of_ns=at(8, "09:30"))
    assert belief.label is BeliefLabel.FRESH
    assert belief.reason.startswith("last seen at the sofa at 09:10;")


def test_person_heard_entering_the_room_makes_the_sighting_stale_and_says_why(memory):
    belief = memory.belief("laptop_1", "location", as_of_ns=at(8, "09:42"))
    assert belief.label is BeliefLabel.STALE
    assert belief.evidence_ids == ("w08-e0026",)
    assert belief.reason.startswith("last seen at the sofa at 09:10; Bob entered the living room at 09:40 while "
                                    "the robot was in the kitchen;")


def test_first_hand_report_by_the_person_who_was_there_contradicts_the_sighting(memory):
    belief = memory.belief("laptop_1", "location", as_of_ns=at(8, "09:50"))
    assert belief.label is BeliefLabel.CONTRADICTED
    assert belief.evidence_ids == ("w08-e0028", "w08-e0026")
    assert ("last seen at the sofa at 09:10; Bob entered the living room at 09:40 while the robot was in the "
            "kitchen; Bob said at 09:45: \"I moved my laptop to the desk in the study.\"") in belief.reason


def test_where_is_the_laptop_answers_the_trusted_report_with_the_reason(memory):
    got = ask(memory, "Where is the laptop?", clock="09:50")
    assert (got.value, got.belief.label) == ("desk_1", BeliefLabel.CONTRADICTED)
    assert "Bob entered the living room at 09:40" in got.answer
    assert {"w08-e0028", "w08-e0024"} <= set(ids(got))


def test_observed_sighting_and_stated_preference_are_told_apart(memory):
    got = ask(memory, "Which mug does Bob use in the morning?")
    assert (got.known, got.value) == (False, None)
    assert "not enough evidence (1 sighting)" in got.answer and "Bob said they prefer the blue mug (stated)" in got.answer
    assert ids(got) == ["w05-e0029", "w03-e0018"]
    assert [e.provenance for e in got.evidence] == ["observed", "reported"]

"""Rule-based instruction parsing: single goals, sequences, conditions, owners and values."""
from __future__ import annotations

import pytest

from mimir_grounding.core.errors import ParseError
from mimir_grounding.core.goals import Goal, GoalKind
from mimir_grounding.core.instruction_parser import ParseContext, normalise_value, parse_instruction

CTX = ParseContext(requester="alice", people=frozenset({"bob", "alice"}))


def kinds(text):
    return [(g.kind, g.target.text, g.destination.text if g.destination else "") for g in parse_instruction(text, CTX)]


def test_place_with_owner_resolves_my_to_requester():
    [goal] = parse_instruction("Please put my laptop on the desk.", CTX)
    assert (goal.kind, goal.target.words, goal.target.owner, goal.destination.words) == \
        (GoalKind.PLACE, ("laptop",), "alice", ("desk",))


def test_sequence_splits_on_then_and_resolves_it():
    assert kinds("open the fridge, then put the milk in it") == [
        (GoalKind.OPEN, "fridge", ""), (GoalKind.PLACE, "milk", "fridge")]


def test_conjoined_objects_become_one_goal_each():
    assert kinds("put the mug and the plate on the dining table") == [
        (GoalKind.PLACE, "mug", "dining table"), (GoalKind.PLACE, "plate", "dining table")]


def test_and_between_verbs_splits_clauses():
    assert kinds("turn on the TV and turn off the living room lamp") == [
        (GoalKind.TURN_ON, "tv", ""), (GoalKind.TURN_OFF, "living room lamp", "")]


def test_hand_over_to_me_and_to_named_person():
    assert kinds("bring me the red mug") == [(GoalKind.HAND_OVER, "red mug", "alice")]
    assert kinds("give the remote to Bob") == [(GoalKind.HAND_OVER, "remote", "bob")]


def test_set_splits_setting_noun_and_normalises_time():
    [goal] = parse_instruction("set the coffee machine timer to 7 am", CTX)
    assert (goal.kind, goal.target.text, goal.setting, goal.value) == (GoalKind.SET, "coffee machine", "timer", "07:00")
    [goal] = parse_instruction("set the thermostat to 21 degrees", CTX)
    assert (goal.setting, goal.value) == ("", "21")


def test_condition_gates_every_goal():
    goals = parse_instruction("If the fridge has fruit, put the fruit bowl on the dining table", CTX)
    assert len(goals) == 1
    cond = goals[0].condition
    assert (cond.subject.words, cond.attribute, cond.value, cond.negated) == (("fruit",), "location", "fridge", False)


def test_negated_state_condition():
    [goal] = parse_instruction("if the oven is not on, turn on the oven", CTX)
    assert (goal.condition.attribute, goal.condition.value, goal.condition.negated) == ("state", "on", True)


def test_goal_spec_round_trips():
    goals = parse_instruction("if there is milk in the fridge, bring me my mug", CTX)
    assert [Goal.from_spec(g.to_spec()) for g in goals] == goals


def test_unparseable_clause_raises_naming_it():
    with pytest.raises(ParseError, match="'sing a song'"):
        parse_instruction("sing a song", CTX)


@pytest.mark.parametrize("raw,setting,expected", [("7:30 pm", "timer", "19:30"), ("07:00", "", "07:00"),
                                                  ("22", "temperature", "22"), ("strong", "strength", "strong")])
def test_value_normalisation(raw, setting, expected):
    assert normalise_value(raw, setting) == expected

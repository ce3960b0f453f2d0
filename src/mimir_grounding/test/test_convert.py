"""Message <-> core conversion of the Mimir nodes."""
from __future__ import annotations

import pytest

pytest.importorskip("obsmem_interfaces")

from obsmem_interfaces.srv import Ground  # noqa: E402

from mimir_grounding.core.errors import PlanningError  # noqa: E402
from mimir_grounding.core.plan import Action, Plan, PlanStep, StateCondition  # noqa: E402
from mimir_grounding.nodes.convert import (  # noqa: E402
    OBSERVED, constraints_from_json, facts_to_msgs, ground_response, msgs_to_facts, ns_to_time, plan_from_msg,
    plan_to_msg, step_from_msg, step_to_msg, time_to_ns,
)

STEP = PlanStep(Action.PICK, "laptop_2", source="sofa_1", preconditions=(StateCondition("laptop_2", "location", "sofa_1"),),
                effects=(StateCondition("laptop_2", "held_by", "robot"),), evidence_ids=("e1",), grounded=True,
                note="memory: laptop_2 at sofa_1")


def test_time_round_trips_in_nanoseconds():
    assert time_to_ns(ns_to_time(1_772_438_400_123_456_789)) == 1_772_438_400_123_456_789


def test_plan_round_trips_through_messages():
    plan = Plan("p1", "put my laptop on the desk", ("g0",), (STEP, PlanStep(Action.EXPLORE, "kitchen")), "", 5)
    back = plan_from_msg(plan_to_msg(plan))
    assert back.steps[0] == STEP and back.steps[1].action is Action.EXPLORE and back.stamp_ns == 5
    assert plan_to_msg(plan).grounded


def test_ungrounded_world_changing_step_message_is_rejected():
    msg = step_to_msg(STEP)
    msg.grounded = False
    with pytest.raises(PlanningError, match="grounded"):
        step_from_msg(msg)


def test_facts_keep_provenance_and_round_trip():
    msgs = facts_to_msgs([{"entity": "mug_1", "attribute": "location", "value": "desk_1", "value_type": "entity"}],
                         OBSERVED, 10, "e7")
    assert msgs[0].provenance == "observed" and list(msgs[0].evidence_ids) == ["e7"]
    assert msgs_to_facts(msgs) == [{"entity": "mug_1", "attribute": "location", "value": "desk_1",
                                    "value_type": "entity"}]


def test_ground_response_carries_binding_or_reason():
    answer = {"grounded": False, "reason": "ambiguous", "message": "two mugs", "target_entity": "",
              "source_entity": "", "destination_entity": "", "belief": "unknown", "evidence_ids": [],
              "candidates": [{"entity": "mug_1", "name": "mug", "category": "mug", "parent": "desk_1",
                              "descriptors": {"color": "red"}, "belief": "stale"}],
              "fallback_steps": [PlanStep(Action.ASK, "alice", value="Which mug?").to_dict()]}
    response = ground_response(answer, Ground.Response())
    assert not response.grounded and response.reason == "ambiguous: two mugs"
    assert response.candidates[0].belief.label == "stale" and response.fallback_steps[0].action == "ask"


def test_constraints_json_must_be_an_object():
    assert constraints_from_json("") == {}
    assert constraints_from_json('{"color": "red"}') == {"color": "red"}
    with pytest.raises(ValueError, match="constraints_json"):
        constraints_from_json("[1]")

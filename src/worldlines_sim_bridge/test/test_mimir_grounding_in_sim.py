"""Fail-closed grounding over a real memory: bind with evidence, or refuse with a reason and a fallback."""
from __future__ import annotations

from mimir_grounding.core import (GoalPlanner, GroundingRequest, ObjectRef, ParseContext, Refusal, RobotContext, Tried,
                                  ground, ground_text, parse_instruction, recall)
from obsmem_ros import BeliefLabel


def test_owner_selects_the_requesters_laptop_with_evidence(home):
    result = ground(home.mind, GroundingRequest(ObjectRef(("laptop",), owner="alice")))
    assert result.grounded and result.target.entity == "laptop_2" and result.source == "sofa_1"
    assert result.trust is BeliefLabel.FRESH
    assert result.evidence_ids and all(home.memory.event(e) for e in result.evidence_ids)


def test_two_matching_laptops_without_owner_are_ambiguous_and_ask(home):
    result = ground(home.mind, GroundingRequest(ObjectRef(("laptop",))))
    assert not result.grounded and result.reason is Refusal.AMBIGUOUS
    assert "laptop_1" in result.question and "laptop_2" in result.question


def test_constraint_filters_candidates(home):
    result = ground(home.mind, GroundingRequest(ObjectRef(("laptop",)), constraints={"color": "silver"}))
    assert result.grounded and result.target.entity == "laptop_1"


def test_never_seen_object_is_no_candidate_with_rooms_to_search(home):
    result = ground(home.mind, GroundingRequest(ObjectRef(("watering", "can")), rooms=home.rooms))
    assert not result.grounded and result.reason is Refusal.NO_CANDIDATE
    assert result.explore == home.rooms


def test_failed_binding_sends_search_elsewhere(home):
    tried = (Tried("laptop_2", "sofa_1", home.sim.now_ns),)
    result = ground(home.mind, GroundingRequest(ObjectRef(("laptop",), owner="alice"), tried=tried, rooms=home.rooms))
    assert not result.grounded and result.reason is Refusal.STALE
    assert "sofa_1" not in result.explore and result.explore[0] in home.rooms


def test_a_first_hand_report_by_someone_left_with_the_thing_contradicts_the_sighting_and_search_goes_there_first(home):
    """Bob was in the living room when the robot walked out of it: his own account of moving the
    remote outranks the older sighting (trusted testimony), so grounding refuses the remembered
    place and searches where he put it first, then where it was seen."""
    home.memory.ingest([{"id": "u1", "time": "2026-03-02T08:10:00+00:00", "kind": "utterance", "actor": "bob",
                         "verb": "say", "objects": ["remote_1"], "location": "hallway", "observers": ["robot", "bob"],
                         "utterance": "I put the remote on the sofa", "source": "sim",
                         "claims": [{"entity": "remote_1", "attribute": "location", "value": "sofa_1"}]}])
    result = ground(home.mind, GroundingRequest(ObjectRef(("remote",)), rooms=home.rooms))
    assert not result.grounded and result.reason is Refusal.CONTRADICTED and "search" in result.message
    assert result.explore[:2] == ("sofa_1", "coffee_table_1")
    belief = home.memory.belief("remote_1", "location")
    assert belief.label is BeliefLabel.CONTRADICTED and "first-hand" in belief.reason


def test_recall_is_bounded_and_scored(home):
    cands = recall(home.mind, ObjectRef(("mug",)), k=1)
    assert len(cands) <= 1


def test_ground_text_answers_binding_and_destination(home):
    answer = ground_text(home.mind, "put my laptop on the desk", requester="alice", rooms=home.rooms)
    assert answer["grounded"] and answer["target_entity"] == "laptop_2" and answer["destination_entity"] == "desk_1"
    assert answer["evidence_ids"] and answer["fallback_steps"] == []


def test_ground_text_refusal_carries_explore_fallback(home):
    answer = ground_text(home.mind, "bring me the watering can", requester="alice", rooms=home.rooms)
    assert not answer["grounded"] and answer["reason"] == "no_candidate"
    assert [s["action"] for s in answer["fallback_steps"]][-1] == "explore"
    assert all(not s["grounded"] or s["action"] in ("navigate", "open", "close") for s in answer["fallback_steps"])


def test_excluded_entity_is_skipped(home):
    answer = ground_text(home.mind, "the laptop", excluded=["laptop_1"], rooms=home.rooms)
    assert answer["grounded"] and answer["target_entity"] == "laptop_2"


def test_planner_refusal_never_contains_world_changing_steps_on_the_target(home):
    [goal] = parse_instruction("bring me the watering can", ParseContext("alice"))
    plan = GoalPlanner(home.mind).plan_goal(goal, "g0", RobotContext(room="hallway", rooms=home.rooms, requester="alice"))
    assert plan.refusal and {s.action.value for s in plan.steps} <= {"navigate", "explore", "ask"}

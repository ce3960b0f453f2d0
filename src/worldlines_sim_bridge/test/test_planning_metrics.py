"""The four plan dimensions from execution traces."""
from __future__ import annotations

from mimir_grounding.core import Action, PlanStep, StateCondition, TraceStep

from worldlines_sim_bridge.core.planning.metrics import plan_dims


def step(action, target, ok=True, effects=(), deltas=(), evidence=("e1",), **kw):
    s = PlanStep(action, target, effects=tuple(StateCondition(*e) for e in effects), evidence_ids=evidence,
                 grounded=True, **kw)
    return TraceStep("g0", s, ok, "", () if ok else ("not_in_reach",),
                     tuple({"entity": d[0], "attribute": d[1], "value": d[2]} for d in deltas), 0)


def test_clean_trace_scores_one_everywhere():
    trace = [step(Action.NAVIGATE, "study", effects=[("robot", "location", "study")],
                  deltas=[("robot", "location", "study")], evidence=()),
             step(Action.PICK, "mug", effects=[("mug", "held_by", "robot")], deltas=[("mug", "held_by", "robot")]),
             step(Action.PLACE, "mug", destination="desk", effects=[("mug", "location", "desk")],
                  deltas=[("mug", "location", "desk")])]
    dims = plan_dims(trace, goal_ids=["g0"], done_order=["g0"], prior_events={"e1"})
    assert dims.to_dict() == {"state_consistency": 1.0, "precondition_validity": 1.0, "memory_use": 1.0,
                              "action_order": 1.0}


def test_failed_step_and_unremembered_evidence_lower_the_scores():
    trace = [step(Action.PICK, "mug", ok=False, effects=[("mug", "held_by", "robot")], evidence=("new",)),
             step(Action.PICK, "mug", effects=[("mug", "held_by", "robot")], deltas=[("mug", "held_by", "robot")]),
             step(Action.PLACE, "cup", destination="desk", effects=[("cup", "location", "desk")],
                  deltas=[("cup", "location", "desk")])]
    dims = plan_dims(trace, goal_ids=["g0", "g1"], done_order=["g1", "g0"], prior_events={"e1"})
    assert dims.state_consistency == 2 / 3 and dims.precondition_validity == 2 / 3
    assert dims.memory_use == 2 / 3
    assert dims.action_order == 0.0  # the cup was never picked, and the goals finished out of order


def test_empty_trace_has_nothing_to_judge():
    assert set(plan_dims([], goal_ids=[], done_order=[], prior_events=set()).to_dict().values()) == {None}

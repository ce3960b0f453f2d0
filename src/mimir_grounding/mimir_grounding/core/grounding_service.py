"""Grounding and dry planning as request/answer dicts: what the CLI prints and the node serves.

``ground_text`` answers a ``Ground`` request (a goal in words, optionally pre-parsed target and
destination, constraints, failed bindings to skip) with a binding and its evidence, or a reason
and fallback steps. ``plan_text`` turns an instruction into an agenda and per-goal plans without
executing anything.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from .decomposer import Decomposer
from .errors import ParseError
from .goals import GoalKind, ObjectRef
from .grounding import Tried
from .instruction_parser import ParseContext, object_ref, parse_instruction
from .plan import Action
from .goal_planner import GoalPlanner, RobotContext
from .world_memory import WorldMemory

SKIP_ALWAYS_NS = 2 ** 62  # an excluded entity stays excluded whatever memory learns later
MOVABLE_GOALS = (GoalKind.PLACE, GoalKind.HAND_OVER)


def _refs(goal: str, target: str, destination: str, ctx: ParseContext) -> tuple[ObjectRef, ObjectRef | None, bool]:
    """(target, destination, movable): from the explicit fields, else parsed from the goal words."""
    if target:
        return object_ref(target, ctx), object_ref(destination, ctx) if destination else None, True
    try:
        first = parse_instruction(goal, ctx)[0]
    except ParseError:
        return object_ref(goal, ctx), object_ref(destination, ctx) if destination else None, True
    dest = object_ref(destination, ctx) if destination else (
        first.destination if first.kind is GoalKind.PLACE else None)
    return first.target, dest, first.kind in MOVABLE_GOALS


def ground_text(world: WorldMemory, goal: str, *, requester: str = "", target: str = "", destination: str = "",
                constraints: Mapping[str, str] | None = None, excluded: Sequence[str] = (),
                rooms: Sequence[str] = (), planner: GoalPlanner | None = None) -> dict[str, Any]:
    """Answer one Ground request (see ``obsmem_interfaces/srv/Ground.srv``)."""
    planner = planner or GoalPlanner(world)
    ctx_words = ParseContext(requester=requester)
    target_ref, dest_ref, movable = _refs(goal, target, destination, ctx_words)
    tried = tuple(Tried(e, world.facts(e).get("location").value if world.facts(e).get("location") else "",
                        SKIP_ALWAYS_NS) for e in excluded)
    ctx = RobotContext(room=world.robot_room(), rooms=tuple(rooms), tried=tried, requester=requester)
    result = planner.ground(target_ref, ctx, need_fresh=movable, constraints=dict(constraints or {}))
    answer: dict[str, Any] = {
        "grounded": result.grounded, "reason": result.reason.value if result.reason else "",
        "message": result.message, "target_entity": result.target.entity if result.target else "",
        "source_entity": result.source, "destination_entity": "", "belief": result.trust.value,
        "belief_reason": result.target.location.trust_reason if result.target and result.target.location else "",
        "evidence_ids": list(result.evidence_ids), "candidates": [c.to_dict() for c in result.candidates],
        "fallback_steps": [],
    }
    answer["pose"] = world.pose(answer["target_entity"]) if answer["target_entity"] else None
    if dest_ref is not None:
        dest = planner.ground(dest_ref, ctx, need_fresh=False)
        answer["destination_entity"] = dest.target.entity if dest.grounded and dest.target else ""
        if result.grounded and not dest.grounded:
            answer.update(grounded=False, reason=dest.reason.value if dest.reason else "no_candidate",
                          message=f"destination: {dest.message}")
            result = dest
        answer["evidence_ids"] += list(dest.evidence_ids)
    if not answer["grounded"]:
        fallback = planner.fallback("ground", result, ctx)
        answer["fallback_steps"] = [s.to_dict() for s in fallback.steps]
    return answer


def plan_text(world: WorldMemory, instruction: str, *, decomposer: Decomposer, requester: str = "",
              rooms: Sequence[str] = (), planner: GoalPlanner | None = None) -> dict[str, Any]:
    """Agenda and per-goal plans for an instruction read by ``decomposer`` (``decomposer_from_settings``)
    (a dry run: nothing executes, nothing is stored)."""
    planner = planner or GoalPlanner(world)
    goals = decomposer.decompose(instruction, ParseContext(requester=requester))
    room = world.robot_room()
    out = []
    for index, goal in enumerate(goals):
        plan = planner.plan_goal(goal, f"goal-{index}", RobotContext(room=room, rooms=tuple(rooms),
                                                                     requester=requester))
        room = next((s.target for s in reversed(plan.steps) if s.action is Action.NAVIGATE), room)
        out.append({"goal_id": plan.goal_id, "goal": goal.describe(), "satisfied": plan.satisfied,
                    "refusal": plan.refusal, "reason": plan.reason.value if plan.reason else "",
                    "bindings": dict(plan.bindings), "steps": [s.to_dict() for s in plan.steps]})
    grounded = all(not g["refusal"] for g in out)
    return {"instruction": instruction, "requester": requester, "grounded": grounded, "goals": out}

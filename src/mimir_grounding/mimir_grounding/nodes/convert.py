"""Message <-> core conversion for the Mimir nodes (pure functions; no node, no spinning)."""
from __future__ import annotations

import json
from typing import Any, Iterable, Mapping, Sequence

from obsmem_interfaces.msg import BeliefStatus, EntityRecord, Evidence, ObjectPose, Plan, PlanStep, StateFact
from obsmem_ros.nodes import ns_to_time, time_to_ns  # noqa: F401 - re-exported for this package's nodes

from mimir_grounding.core.plan import Plan as CorePlan
from mimir_grounding.core.plan import PlanStep as CoreStep
from mimir_grounding.core.plan import StateCondition

BELIEF_CODES = {"fresh": BeliefStatus.FRESH, "stale": BeliefStatus.STALE, "uncertain": BeliefStatus.UNCERTAIN,
                "contradicted": BeliefStatus.CONTRADICTED, "unknown": BeliefStatus.UNKNOWN}
OBSERVED = StateFact.PROVENANCE_OBSERVED
INFERRED = StateFact.PROVENANCE_INFERRED


def condition_to_msg(cond: StateCondition) -> StateFact:
    return StateFact(entity=cond.entity, attribute=cond.attribute, value=cond.value, value_type="str")


def step_to_msg(step: CoreStep) -> PlanStep:
    return PlanStep(action=step.action.value, target=step.target, source=step.source, destination=step.destination,
                    value=step.value, preconditions=[condition_to_msg(c) for c in step.preconditions],
                    effects=[condition_to_msg(c) for c in step.effects], evidence_ids=list(step.evidence_ids),
                    grounded=step.grounded, note=step.note)


def step_from_msg(msg: PlanStep, goal_id: str = "") -> CoreStep:
    """A core step from a message; an unknown action raises PlanningError (core validation)."""
    return CoreStep.from_dict({
        "action": msg.action, "target": msg.target, "source": msg.source, "destination": msg.destination,
        "value": msg.value, "grounded": msg.grounded, "note": msg.note, "goal_id": goal_id,
        "evidence_ids": list(msg.evidence_ids),
        "preconditions": [{"entity": f.entity, "attribute": f.attribute, "value": f.value} for f in msg.preconditions],
        "effects": [{"entity": f.entity, "attribute": f.attribute, "value": f.value} for f in msg.effects]})


def plan_to_msg(plan: CorePlan) -> Plan:
    return Plan(id=plan.id, instruction=plan.instruction, goal_ids=list(plan.goal_ids),
                steps=[step_to_msg(s) for s in plan.steps], grounded=plan.grounded, refusal=plan.refusal,
                stamp=ns_to_time(plan.stamp_ns))


def plan_from_msg(msg: Plan) -> CorePlan:
    return CorePlan(id=msg.id, instruction=msg.instruction, goal_ids=tuple(msg.goal_ids),
                    steps=tuple(step_from_msg(s) for s in msg.steps), refusal=msg.refusal,
                    stamp_ns=time_to_ns(msg.stamp))


def facts_to_msgs(facts: Iterable[Mapping[str, Any]], provenance: str, stamp_ns: int,
                  evidence_id: str = "") -> list[StateFact]:
    """Trace-format facts (``{entity, attribute, value, value_type}``) as StateFact messages."""
    return [StateFact(entity=str(f["entity"]), attribute=str(f["attribute"]), value=str(f["value"]),
                      value_type=str(f.get("value_type") or "str"), stamp=ns_to_time(stamp_ns),
                      provenance=provenance, evidence_ids=[evidence_id] if evidence_id else [])
            for f in facts]


def msgs_to_facts(msgs: Sequence[StateFact]) -> list[dict[str, str]]:
    return [{"entity": m.entity, "attribute": m.attribute, "value": m.value, "value_type": m.value_type or "str"}
            for m in msgs]


def belief_msg(label: str, reason: str = "", entity: str = "", attribute: str = "location") -> BeliefStatus:
    return BeliefStatus(entity=entity, attribute=attribute, status=BELIEF_CODES.get(label, BeliefStatus.UNKNOWN),
                        label=label if label in BELIEF_CODES else "unknown", reason=reason)


def candidate_msg(cand: Mapping[str, Any]) -> EntityRecord:
    descriptors = cand.get("descriptors") or {}
    return EntityRecord(id=cand["entity"], name=cand.get("name", ""), category=cand.get("category", ""),
                        attributes=[str(v) for v in descriptors.values()], location=cand.get("parent", ""),
                        belief=belief_msg(cand.get("belief", "unknown"), entity=cand["entity"]))


def pose_msg(pose: Mapping[str, Any] | None) -> ObjectPose:
    """An ``ObjectPose`` from ``WorldMemory.pose``'s dict; ``valid`` false when there is none."""
    if not pose:
        return ObjectPose(valid=False)
    return ObjectPose(valid=True, frame_id=pose["frame_id"], stamp=ns_to_time(int(pose["time_ns"])),
                      position=[float(v) for v in pose["position"]], orientation=[float(v) for v in pose["orientation"]],
                      extent=[float(v) for v in pose["extent"]], provenance=pose["provenance"],
                      evidence_id=pose["evidence_id"])


def ground_response(answer: Mapping[str, Any], response: Any) -> Any:
    """Fill a ``Ground.Response`` from ``grounding_service.ground_text``'s answer."""
    response.grounded = bool(answer["grounded"])
    response.reason = "" if answer["grounded"] else f"{answer['reason']}: {answer['message']}"
    response.target_entity = answer["target_entity"]
    response.source_entity = answer["source_entity"]
    response.destination_entity = answer["destination_entity"]
    response.belief = belief_msg(answer["belief"], answer.get("belief_reason", ""), answer["target_entity"])
    response.evidence = [Evidence(id=e, view="event", provenance="observed") for e in answer["evidence_ids"]]
    response.candidates = [candidate_msg(c) for c in answer["candidates"]]
    response.pose = pose_msg(answer.get("pose"))
    response.fallback_steps = [step_to_msg(CoreStep.from_dict(s)) for s in answer["fallback_steps"]]
    return response


def constraints_from_json(text: str) -> dict[str, str]:
    """``constraints_json`` of a Ground request; "" means none. A non-object raises ValueError naming the field."""
    if not text.strip():
        return {}
    value = json.loads(text)
    if not isinstance(value, dict):
        raise ValueError(f"field 'constraints_json' must be a JSON object, got {text!r}")
    return {str(k): str(v) for k, v in value.items()}

"""The four plan dimensions, computed from an execution trace (no judge, no guessing).

* state consistency: of the executed steps that declare effects, the share whose every declared
  effect is among the state deltas the controller reported (a failed step realises none);
* precondition validity: of the executed acting steps, the share whose preconditions held in the
  simulator (the step did not fail on an unmet precondition);
* memory use: of the executed world-changing steps, the share whose binding evidence includes a
  record memory held before the task began;
* action order: of the ordering constraints the trace implies (an object is picked before it is
  placed or handed over; goals finish in agenda order), the share satisfied.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Collection, Sequence

from .plan import Action
from .task_runner import TraceStep

DIMENSIONS = ("state_consistency", "precondition_validity", "memory_use", "action_order")


@dataclass(frozen=True)
class PlanDims:
    """The four dimensions in [0, 1]; ``None`` when the trace has nothing to judge for one."""

    state_consistency: float | None
    precondition_validity: float | None
    memory_use: float | None
    action_order: float | None

    def to_dict(self) -> dict[str, Any]:
        return {d: getattr(self, d) for d in DIMENSIONS}


def _ratio(hits: int, total: int) -> float | None:
    return hits / total if total else None


def _realised(step: TraceStep) -> bool:
    seen = {(d.get("entity"), d.get("attribute"), d.get("value")) for d in step.deltas}
    return step.ok and all((e.entity, e.attribute, e.value) in seen for e in step.step.effects)


def _order(trace: Sequence[TraceStep], goal_ids: Sequence[str], done_order: Sequence[str],
           held_at_start: str) -> float | None:
    hits = total = 0
    picked = {held_at_start} if held_at_start else set()
    for t in trace:
        if not t.ok:
            continue
        if t.step.action is Action.PICK:
            picked.add(t.step.target)
        elif t.step.action in (Action.PLACE, Action.HAND_OVER):
            total += 1
            hits += t.step.target in picked
    positions = [goal_ids.index(g) for g in done_order if g in goal_ids]
    for a, b in zip(positions, positions[1:]):
        total += 1
        hits += a < b
    return _ratio(hits, total)


def plan_dims(trace: Sequence[TraceStep], *, goal_ids: Sequence[str], done_order: Sequence[str],
              prior_events: Collection[str], held_at_start: str = "") -> PlanDims:
    """Compute the four dimensions of one run (``prior_events``: event ids memory held before the task)."""
    with_effects = [t for t in trace if t.step.effects]
    acting = [t for t in trace if t.step.action.changes_world or t.step.action is Action.NAVIGATE]
    changing = [t for t in trace if t.step.action.changes_world]
    return PlanDims(
        state_consistency=_ratio(sum(_realised(t) for t in with_effects), len(with_effects)),
        precondition_validity=_ratio(sum(1 for t in acting if t.ok), len(acting)),
        memory_use=_ratio(sum(1 for t in changing if set(t.step.evidence_ids) & set(prior_events)), len(changing)),
        action_order=_order(trace, goal_ids, done_order, held_at_start),
    )

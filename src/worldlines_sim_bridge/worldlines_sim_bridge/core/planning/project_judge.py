"""Judging a project by execution: what holds in the simulator at the end, and in what order it came.

* goals: each goal predicate is checked in the simulator's world after the run;
* order: for a constraint (i, j), the time goal i last became true must not be after the time goal
  j did (read from the simulator's own timelines); a constraint is judged only when both goals
  were reached during the task, since one already true at the start was never ordered;
* success: every goal holds and no order constraint is violated;
* steps against the reference plan: ``reference_steps`` counts a straightforward plan from the
  true world at the start (go, open what is shut, pick, go, open, place; go and switch / set),
  goals in the task's order; a run's ``step_ratio`` is its executed steps over that count;
* asks, ungrounded world-changing steps (must be 0) and whether the robot asked when the task
  held a preference it could not know (``unknown``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from mimir_grounding.core import Action, TraceStep

from ..sim.home import EntityKind
from ..sim.world import SimWorld
from .benchmark_data import GoalCondition
from .project_tasks import ProjectTask


@dataclass(frozen=True)
class ProjectVerdict:
    """The judge's reading of one run."""

    success: bool
    goal_met: int
    goal_total: int
    order_violations: int
    order_checked: int
    steps: int
    reference_steps: int
    asks: int
    ungrounded_actions: int
    asked_when_unknown: bool | None   # None: the task held no unknown preference

    def to_dict(self) -> dict[str, Any]:
        return {"success": self.success, "goal_met": self.goal_met, "goal_total": self.goal_total,
                "order_violations": self.order_violations, "order_checked": self.order_checked, "steps": self.steps,
                "reference_steps": self.reference_steps,
                "step_ratio": round(self.steps / self.reference_steps, 4) if self.reference_steps else None,
                "asks": self.asks, "ungrounded_actions": self.ungrounded_actions,
                "asked_when_unknown": self.asked_when_unknown}


def reached_at(world: SimWorld, goal: GoalCondition) -> int | None:
    """When the goal's value was last set in the simulator (None when it does not hold now)."""
    if not goal.holds(world):
        return None
    entries = world.timelines.get(goal.entity, {}).get(goal.attribute, [])
    return entries[-1].time_ns if entries else 0


def order_check(world: SimWorld, goals: Sequence[GoalCondition], order: Sequence[tuple[int, int]],
                start_ns: int) -> tuple[int, int]:
    """(violations, constraints judged): both goals reached during the task, the first one later."""
    violations = checked = 0
    for a, b in order:
        ta, tb = reached_at(world, goals[a]), reached_at(world, goals[b])
        if ta is None or tb is None or ta <= start_ns or tb <= start_ns:
            continue
        checked += 1
        violations += ta > tb
    return violations, checked


def ungrounded(trace: Sequence[TraceStep]) -> int:
    """World-changing steps executed without an evidence-supported binding."""
    return sum(1 for t in trace if t.step.action.changes_world and not (t.step.grounded and t.step.evidence_ids))


def reference_steps(task: ProjectTask, world: SimWorld) -> int:
    """Steps of a straightforward plan from the true world at the start, goals in the task's order."""
    room = world.get(world.robot_id, "location")
    steps = 0
    for goal in task.goals:
        if goal.holds(world):
            continue
        if goal.attribute == "location":
            source = world.get(goal.entity, "location")
            for place in (source, goal.value):
                place_room = world.room_of(place) if world.kind(place) is not EntityKind.ROOM else place
                steps += place_room != room
                room = place_room
                steps += 1 + (world.openable(place) and world.get(place, "state") != "open")
        else:
            device_room = world.room_of(goal.entity)
            steps += (device_room != room) + 1
            room = device_room
    return max(steps, 1)


def judge_project(task: ProjectTask, world: SimWorld, trace: Sequence[TraceStep], *, start_ns: int,
                  reference: int) -> ProjectVerdict:
    """The verdict of one run: ``world`` after it, ``trace`` its executed steps (asks included)."""
    met = sum(g.holds(world) for g in task.goals)
    violations, checked = order_check(world, task.goals, task.order, start_ns)
    asks = sum(1 for t in trace if t.step.action is Action.ASK)
    return ProjectVerdict(success=met == len(task.goals) and violations == 0, goal_met=met,
                          goal_total=len(task.goals), order_violations=violations, order_checked=checked,
                          steps=len(trace), reference_steps=reference, asks=asks, ungrounded_actions=ungrounded(trace),
                          asked_when_unknown=(asks >= len(task.unknown)) if task.unknown else None)

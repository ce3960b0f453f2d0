"""The grounding loop: instruction -> agenda -> (ground -> plan -> execute -> remember) per goal.

Task memory (the engine's Task view) holds the agenda, each goal's status, the hand and the
failed bindings; world memory is updated after every step from what the robot then sees, plus
(``feedback``) the controller's deltas, or (``observation``) nothing else: changes the robot
caused but cannot see (inside a closed container, in another room) then stay unknown. A failed step
records the failed binding and replans from the observation the failure produced. Without task
memory (an ablation) the robot keeps only the agenda's order: it forgets what it holds and
which bindings and places already failed, so every replan starts from world memory alone.
"""
from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Callable, Mapping, Sequence

from obsmem_ros.core import GoalStatus, TaskView

from .controller import Controller, StepResult
from .errors import ConfigError
from .goals import Goal, GoalKind
from .grounding import Tried
from .plan import Action, PlanStep
from .goal_planner import GoalPlan, GoalPlanner, RobotContext
from .world_memory import WorldMemory


class DeltaSource(str, Enum):
    """Where world-memory updates come from while a task runs."""

    FEEDBACK = "feedback"        # the controller's state deltas (privileged feedback) plus perception
    OBSERVATION = "observation"  # only what the robot perceives after acting


@dataclass(frozen=True)
class RunnerConfig:
    """Budgets of one task run and the delta source."""

    deltas: DeltaSource = DeltaSource.FEEDBACK
    max_steps: int = 80
    max_replans: int = 8
    max_searches: int = 12

    def __post_init__(self) -> None:
        for name in ("max_steps", "max_replans", "max_searches"):
            if getattr(self, name) < 1:
                raise ConfigError(f"runner field {name!r} is {getattr(self, name)}; it must be at least 1")


@dataclass(frozen=True)
class TraceStep:
    """One executed step and what it did."""

    goal_id: str
    step: PlanStep
    ok: bool
    message: str
    violations: tuple[str, ...]
    deltas: tuple[Mapping[str, str], ...]
    time_ns: int
    event_ids: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"goal_id": self.goal_id, "step": self.step.to_dict(), "ok": self.ok, "message": self.message,
                "violations": list(self.violations), "deltas": [dict(d) for d in self.deltas],
                "time_ns": self.time_ns, "event_ids": list(self.event_ids)}


@dataclass
class TaskOutcome:
    """The result of running one instruction."""

    instruction: str
    goals: list[Goal]
    goal_ids: list[str]
    statuses: list[str]
    reasons: list[str]
    trace: list[TraceStep] = field(default_factory=list)
    plans: list[GoalPlan] = field(default_factory=list)
    replans: int = 0
    done_order: list[str] = field(default_factory=list)
    agenda_id: str = ""
    looked: dict[str, int] = field(default_factory=dict)   # room -> when the robot last looked around it

    @property
    def success(self) -> bool:
        return bool(self.statuses) and all(s == GoalStatus.DONE.value for s in self.statuses)

    @property
    def ungrounded_actions(self) -> int:
        """World-changing steps executed without an evidence-supported binding (must be zero)."""
        return sum(1 for t in self.trace if t.step.action.changes_world and not (t.step.grounded and t.step.evidence_ids))

    def to_dict(self) -> dict[str, Any]:
        return {"instruction": self.instruction, "goals": [g.to_spec() for g in self.goals],
                "goal_ids": self.goal_ids, "statuses": self.statuses, "reasons": self.reasons,
                "success": self.success, "replans": self.replans, "ungrounded_actions": self.ungrounded_actions,
                "trace": [t.to_dict() for t in self.trace]}


class _Agenda:
    """Goal bookkeeping, in the Task view when there is task memory, else forgotten at each replan."""

    def __init__(self, tasks: TaskView | None, instruction: str, requester: str, goals: Sequence[Goal],
                 now_ns: int) -> None:
        self.tasks, self.goals = tasks, list(goals)
        if tasks is not None:
            agenda = tasks.create_agenda(instruction, requester, [g.to_spec() for g in goals], now_ns,
                                         descriptions=[g.text or g.describe() for g in goals])
            self.agenda_id, self.ids = agenda.id, [g.id for g in agenda.goals]
        else:
            self.agenda_id = f"agenda-{uuid.uuid4().hex[:12]}"
            self.ids = [f"{self.agenda_id}-g{i}" for i in range(len(goals))]
        self.status = {i: GoalStatus.PENDING for i in self.ids}
        self.done_order: list[str] = []
        self.reason = {i: "" for i in self.ids}
        self.cursor = 0

    def set(self, goal_id: str, status: GoalStatus, now_ns: int, reason: str = "",
            evidence: Sequence[str] = ()) -> None:
        self.status[goal_id], self.reason[goal_id] = status, reason
        if status is GoalStatus.DONE:
            self.done_order.append(goal_id)
        if self.tasks is None:
            return
        if status is GoalStatus.DONE:
            self.tasks.complete(goal_id, list(evidence), now_ns)
        else:
            self.tasks.set_status(goal_id, status, now_ns, reason)

    def next(self) -> int | None:
        """Index of the goal to work on: the first open one (task memory), else the stateless cursor."""
        if self.tasks is not None:
            record = self.tasks.agenda(self.agenda_id).next_goal()
            return None if record is None else self.ids.index(record.id)
        while self.cursor < len(self.ids) and self.status[self.ids[self.cursor]].terminal:
            self.cursor += 1
        return self.cursor if self.cursor < len(self.ids) else None

    def tried(self, goal_id: str) -> tuple[Tried, ...]:
        if self.tasks is None:
            return ()
        return tuple(Tried(f.entity, f.source, f.time_ns) for f in self.tasks.failed_bindings(goal_id))

    def add_tried(self, goal_id: str, tried: Tried, reason: str, evidence: Sequence[str] = ()) -> None:
        if self.tasks is not None:
            self.tasks.add_failed_binding(goal_id, tried.entity, tried.place, reason, tried.time_ns, list(evidence))

    def hand(self) -> str:
        return self.tasks.hand().entity if self.tasks is not None else ""

    def set_hand(self, entity: str, now_ns: int) -> None:
        if self.tasks is not None:
            self.tasks.set_hand(entity, now_ns)


Progress = Callable[[str, str, int, str], None]
"""Called with (goal id, phase, step index, message); phases: grounding | planning | executing | replanning | done."""


def feedback_event(action_event: Mapping[str, Any], robot: str) -> dict[str, Any]:
    """The controller's report of a step: the action's deltas as a ``feedback`` event the robot observed."""
    event = dict(action_event)
    event.update(kind="feedback", source="controller",
                 observers=sorted(set(event.get("observers") or ()) | {robot}))
    return event


class TaskRunner:
    """Runs instructions: agenda in task memory, grounding and planning per goal, execution, memory updates."""

    def __init__(self, world: WorldMemory, controller: Controller, planner: GoalPlanner, *,
                 tasks: TaskView | None, config: RunnerConfig | None = None,
                 progress: Progress | None = None, should_stop: Callable[[], bool] | None = None) -> None:
        self.world, self.controller, self.planner, self.tasks = world, controller, planner, tasks
        self.config = config or RunnerConfig()
        self.robot = controller.info.robot_id
        self._progress = progress or (lambda goal_id, phase, index, message: None)
        self._should_stop = should_stop or (lambda: False)

    def run(self, instruction: str, goals: Sequence[Goal], *, requester: str, now_ns: int,
            known_tried: Sequence[Sequence[Tried]] = ()) -> TaskOutcome:
        """Run ``goals``; ``known_tried`` (one sequence per goal): places already known not to hold
        the goal's thing (seen without it), kept as failed bindings in task memory."""
        agenda = _Agenda(self.tasks, instruction, requester, goals, now_ns)
        for gid, tried in zip(agenda.ids, known_tried):
            for binding in tried:
                agenda.add_tried(gid, binding, f"{binding.entity} not seen at {binding.place}")
        outcome = TaskOutcome(instruction, list(goals), list(agenda.ids), [], [], agenda_id=agenda.agenda_id)
        searches = {gid: 0 for gid in agenda.ids}
        while (index := agenda.next()) is not None:
            gid = agenda.ids[index]
            if self._should_stop():
                agenda.set(gid, GoalStatus.FAILED, self._now(), "cancelled")
                continue
            if len(outcome.trace) >= self.config.max_steps or outcome.replans > self.config.max_replans:
                agenda.set(gid, GoalStatus.FAILED, self._now(), "step or replan budget spent")
                continue
            agenda.set(gid, GoalStatus.ACTIVE, self._now())
            self._progress(gid, "grounding", len(outcome.trace), agenda.goals[index].describe())
            ctx = RobotContext(room=self.controller.robot_room(), holding=agenda.hand(),
                               rooms=self.controller.info.rooms, tried=agenda.tried(gid), requester=requester,
                               keep_open=self._keep_open(agenda, index))
            plan = self.planner.plan_goal(agenda.goals[index], gid, ctx)
            outcome.plans.append(plan)
            self._progress(gid, "planning", len(outcome.trace),
                           plan.refusal or f"{len(plan.steps)} steps" + (" (already true)" if plan.satisfied else ""))
            self._run_plan(plan, agenda, outcome, searches)
        outcome.statuses = [agenda.status[g].value for g in agenda.ids]
        outcome.reasons = [agenda.reason[g] for g in agenda.ids]
        outcome.done_order = list(agenda.done_order)
        if self.tasks is not None:  # every goal reached a terminal status: the agenda is finished
            self.tasks.close_agenda(agenda.agenda_id)
        self._progress("", "done", len(outcome.trace), ", ".join(outcome.statuses))
        return outcome

    def _now(self) -> int:
        return self.controller.now_ns

    def _keep_open(self, agenda: _Agenda, index: int) -> frozenset[str]:
        """Containers an open-goal of the agenda wants open (the planner must not close them again)."""
        keep = set()
        for goal in agenda.goals:
            if goal.kind is GoalKind.OPEN:
                result = self.planner.ground(goal.target, RobotContext(room=""), need_fresh=False)
                if result.grounded and result.target is not None:
                    keep.add(result.target.entity)
        return frozenset(keep)

    def _run_plan(self, plan: GoalPlan, agenda: _Agenda, outcome: TaskOutcome, searches: dict[str, int]) -> None:
        gid = plan.goal_id
        if plan.satisfied:
            agenda.set(gid, GoalStatus.DONE, self._now(), plan.note or "already true in memory",
                       plan.grounding.evidence_ids if plan.grounding else ())
            return
        if plan.refusal and any(s.action is Action.ASK for s in plan.steps):
            self._execute(plan.steps, gid, agenda, outcome, plan)
            agenda.set(gid, GoalStatus.REFUSED, self._now(), plan.refusal)
            return
        if plan.refusal:
            searches[gid] += 1
            if searches[gid] > self.config.max_searches:
                agenda.set(gid, GoalStatus.FAILED, self._now(), f"search budget spent: {plan.refusal}")
                return
        if self._execute(plan.steps, gid, agenda, outcome, plan) and not plan.refusal:
            evidence = [e for t in outcome.trace if t.goal_id == gid for e in t.event_ids]
            agenda.set(gid, GoalStatus.DONE, self._now(), "", evidence[-5:])
        elif agenda.status[gid] is GoalStatus.ACTIVE:
            agenda.set(gid, GoalStatus.PENDING, self._now(), plan.refusal or "replanning")

    def _execute(self, steps: Sequence[PlanStep], gid: str, agenda: _Agenda, outcome: TaskOutcome,
                 plan: GoalPlan) -> bool:
        """Run steps in order; on a failure record it, remember what was seen, and return False (replan)."""
        for step in steps:
            if self._should_stop():
                return False
            before = self._now()
            self._progress(gid, "executing", len(outcome.trace), step.describe())
            result = self.controller.execute(step)
            self._remember(step, result)
            if result.observations:
                outcome.looked[self.controller.robot_room()] = result.time_ns
            outcome.trace.append(TraceStep(gid, step, result.ok, result.message, result.violations, result.deltas,
                                           result.time_ns, self._event_ids(result)))
            if result.ok:
                self._after_success(step, gid, agenda, plan, before)
                continue
            outcome.replans += 1
            self._after_failure(step, result, gid, agenda)
            self._progress(gid, "replanning", len(outcome.trace) - 1, result.message)
            return False
        return True

    @staticmethod
    def _event_ids(result: StepResult) -> tuple[str, ...]:
        ids = [result.action_event["id"]] if result.action_event else []
        return tuple(ids + [o["id"] for o in result.observations[:3]])

    def _remember(self, step: PlanStep, result: StepResult) -> None:
        """Update world memory: what the robot saw, plus the controller's deltas in feedback mode."""
        events: list[Mapping[str, Any]] = []
        if self.config.deltas is DeltaSource.FEEDBACK and result.ok and result.action_event is not None:
            events.append(feedback_event(result.action_event, self.robot))
        events.extend(result.observations)
        self.world.record(events)

    def _after_success(self, step: PlanStep, gid: str, agenda: _Agenda, plan: GoalPlan, before: int) -> None:
        if step.action is Action.PICK:
            agenda.set_hand(step.target, self._now())
        elif step.action in (Action.PLACE, Action.HAND_OVER):
            agenda.set_hand("", self._now())
        elif step.action is Action.EXPLORE:
            cands = plan.grounding.candidates if plan.grounding else ()
            for entity in ["", *(c.entity for c in cands if c.parent == step.target)]:
                agenda.add_tried(gid, Tried(entity, step.target, before), f"searched {step.target}")
            room = self.controller.robot_room()
            if room and room != step.target:  # looking at a place shows the whole room around it
                agenda.add_tried(gid, Tried("", room, before), f"looked around {room}")
            person = plan.bindings.get("person", "")
            if person:
                agenda.add_tried(gid, Tried(person, step.target, before), f"looked for {person}")

    def _after_failure(self, step: PlanStep, result: StepResult, gid: str, agenda: _Agenda) -> None:
        """Record the failed binding (the object or person was not where memory said) and the room seen."""
        now = self._now()
        if result.observations:
            agenda.add_tried(gid, Tried("", self.controller.robot_room(), now - 1), "seen after a failed step")
        if step.action is Action.EXPLORE:
            agenda.add_tried(gid, Tried("", step.target, now - 1), result.message)
        if step.action is Action.PICK and not set(result.violations) & {"container_closed", "hands_full"}:
            agenda.add_tried(gid, Tried(step.target, step.source, now - 1), result.message, step.evidence_ids)
        elif step.action is Action.HAND_OVER:
            room = self.controller.robot_room()
            agenda.add_tried(gid, Tried(step.destination, room, now - 1), result.message, step.evidence_ids)
            if "hands_full" not in result.violations and "not_holding" in result.violations:
                agenda.set_hand("", now)
        elif step.action is Action.PLACE and "not_holding" in result.violations:
            agenda.set_hand("", now)

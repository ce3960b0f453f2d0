"""Running a project: decompose from memory, ask what memory cannot say, execute, replan on speech.

``ProjectRunner.run`` decomposes the instruction (``ProjectDecomposer``), asks the questions the
decomposition left (a preference memory does not hold is asked, never guessed), and runs the goals
through the grounding loop (``TaskRunner``: per-goal grounding, fail-closed, replanning on a failed
step). While it runs, every step checks whether someone spoke to the robot since the last plan; if
so the loop stops, the project is decomposed again from the memory that now holds the new words,
and only the goals not yet done (or changed by what was said) run next.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from obsmem_ros.core import GoalStatus, TaskView

from .controller import Controller
from .goal_planner import GoalPlan, GoalPlanner, RobotContext
from .goals import Goal
from .grounding import Tried
from .instruction_parser import ParseContext
from .plan import Action, PlanStep
from .project_decomposer import ProjectDecomposer, goal_key
from .task_runner import RunnerConfig, TaskOutcome, TaskRunner, TraceStep
from .world_memory import WorldMemory


@dataclass
class ProjectOutcome:
    """Everything one project run did: the rounds of the grounding loop and the questions asked."""

    instruction: str
    goals: list[Goal]
    rounds: list[TaskOutcome] = field(default_factory=list)
    asked: list[TraceStep] = field(default_factory=list)
    speech_replans: int = 0
    done: list[str] = field(default_factory=list)   # keys (``goal_key``) of the goals done, in order

    @property
    def trace(self) -> list[TraceStep]:
        return [*self.asked, *(t for r in self.rounds for t in r.trace)]

    @property
    def success(self) -> bool:
        """Every goal of the final decomposition done, and nothing left to ask."""
        return not self.asked and all(goal_key(g) in self.done for g in self.goals)

    @property
    def replans(self) -> int:
        return sum(r.replans for r in self.rounds) + self.speech_replans

    def to_dict(self) -> dict[str, Any]:
        done = set(self.done)
        return {"instruction": self.instruction, "goals": [g.describe() for g in self.goals],
                "done": [g.describe() for g in self.goals if goal_key(g) in done],
                "asked": [t.step.value for t in self.asked], "speech_replans": self.speech_replans,
                "replans": self.replans, "success": self.success}


class ProjectRunner:
    """Projects through the grounding loop, with task memory (``tasks``) or without it (``None``)."""

    def __init__(self, world: WorldMemory, controller: Controller, planner: GoalPlanner,
                 decomposer: ProjectDecomposer, *, tasks: TaskView | None,
                 config: RunnerConfig | None = None, max_rounds: int = 3) -> None:
        self.world, self.controller, self.planner, self.decomposer = world, controller, planner, decomposer
        self.tasks, self.config, self.max_rounds = tasks, config or RunnerConfig(), max_rounds

    def run(self, instruction: str, ctx: ParseContext, *, now_ns: int) -> ProjectOutcome:
        self.decomposer.since_ns = now_ns
        outcome = ProjectOutcome(instruction, self.decomposer.decompose(instruction, ctx))
        self._ask(outcome, now_ns)
        mark = now_ns   # words said from the start on, while asking too (an answer), are read
        gone: dict[str, tuple[Tried, ...]] = {}   # goal key -> places its thing was not seen at
        for _ in range(self.max_rounds):
            if self.world.heard_since(mark):   # what was said is read now: decompose again
                mark = self.controller.now_ns
                outcome.speech_replans += 1
                outcome.goals = self.decomposer.decompose(instruction, ctx)
                self._ask(outcome, self.controller.now_ns)
            pending = [g for g in outcome.goals if goal_key(g) not in outcome.done]
            if not pending:
                break
            heard_mark = mark
            runner = TaskRunner(self.world, self.controller, self.planner, tasks=self.tasks, config=self.config,
                                should_stop=lambda: bool(self.world.heard_since(heard_mark)))
            result = runner.run(instruction, pending, requester=ctx.requester, now_ns=self.controller.now_ns,
                                known_tried=[gone.get(goal_key(g), ()) for g in pending])
            outcome.rounds.append(result)
            outcome.done += [goal_key(g) for g, s in zip(pending, result.statuses) if s == GoalStatus.DONE.value]
            unconfirmed = self._unconfirmed(pending, result, gone)
            outcome.done = [k for k in outcome.done if k not in unconfirmed]   # search for it, then act
            if not unconfirmed and not self.world.heard_since(mark):
                break
        return outcome

    def _unconfirmed(self, goals: list[Goal], result: TaskOutcome, gone: dict[str, tuple[Tried, ...]]) -> set[str]:
        """Goals the round counted done from memory alone (no step acted on them) that what the robot saw
        while it worked no longer supports: memory no longer holds them true, or the robot looked around
        the room of the goal's place and did not see the thing there (moved unseen; added to ``gone``).
        Such a thing is searched for (where memory last saw it elsewhere, then likely places), never assumed."""
        acted = {t.goal_id for t in result.trace}
        ctx = RobotContext(room=self.controller.robot_room(), rooms=self.controller.info.rooms)
        out = set()
        for goal, gid, status in zip(goals, result.goal_ids, result.statuses):
            if status != GoalStatus.DONE.value or gid in acted:
                continue
            plan = self.planner.plan_goal(goal, gid, ctx)
            missing = self._not_seen(plan, result.looked) if plan.satisfied else None
            if missing is not None:
                gone[goal_key(goal)] = (*gone.get(goal_key(goal), ()), missing)
            if not plan.satisfied or missing is not None:
                out.add(goal_key(goal))
        return out

    def _not_seen(self, plan: GoalPlan, looked: dict[str, int]) -> Tried | None:
        """The binding of a goal held from memory when the robot looked around the room of its place
        after memory last saw the thing there, and did not see it (its contents were in view: not a
        closed container); None otherwise."""
        entity, place = plan.bindings.get("target", ""), plan.bindings.get("destination", "")
        when = looked.get(self.world.room_of(place), 0) if entity and place else 0
        fact = self.world.facts(entity).get("location") if when else None
        state = self.world.facts(place).get("state") if fact is not None else None
        if fact is None or fact.value != place or fact.time_ns >= when or (state is not None and state.value == "closed"):
            return None
        return Tried(entity, place, when)

    def _ask(self, outcome: ProjectOutcome, now_ns: int) -> None:
        """Ask each question the decomposition left (memory held no answer; asked once); the goal is not attempted."""
        asked = {(t.step.target, t.step.value) for t in outcome.asked}
        for person, question in dict.fromkeys(self.decomposer.questions):
            if (person, question) in asked:
                continue
            step = PlanStep(Action.ASK, target=person, value=question, note="memory holds no answer")
            result = self.controller.execute(step)
            self.world.record(result.observations)   # an answer is heard and remembered
            outcome.asked.append(TraceStep("ask", step, result.ok, result.message, result.violations, result.deltas,
                                           result.time_ns or now_ns))

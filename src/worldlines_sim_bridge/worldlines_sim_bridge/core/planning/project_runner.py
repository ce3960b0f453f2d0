"""Project tasks planned from memory, executed in the simulator and judged there, under ablations.

Per task: the memory as of the cutoff (or an empty one), the true world at the cutoff with the
task's perturbations (an object moved unseen before the run; a person speaking mid-run), Mimir's
``ProjectRunner`` decomposing, grounding, executing and replanning, and the judge reading the
simulator afterwards. Only the generator (``project_tasks``) and the judge read the simulator's
truth; the planner sees memory and what the robot perceives while it acts.

Settings (``ProjectSetting``): ``full``; ``no-world`` (memory starts empty); ``no-task`` (no task
memory); ``no-knowledge`` (no routines, no preferences: ``WithoutKnowledge``); ``none`` (neither
world nor task memory). ``decomposer`` "offline" reads direct clauses with the offline language
layer; "llm" with the endpoint of ``llm`` (the offline parser as its fallback).
"""
from __future__ import annotations

import json
import shutil
import tempfile
import time
from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path
from typing import Any, Optional, Sequence

from mimir_grounding.core import (GoalPlanner, MimirError, ObsMemWorldMemory, ParseContext, PlanStep,
                                  ProjectDecomposer, ProjectRunner, RememberedFact, RunnerConfig, StepResult,
                                  decomposer_from_settings, entity_rows_from, make_controller)
from obsmem_ros import Event, EventKind, Memory
from obsmem_ros.core import LLMSettings

from ..miner.benchmark_folder import load_index
from ..sim.clock import iso_to_ns
from ..sim.world import SimWorld
from . import sim_controller  # noqa: F401 - registers the "sim" controller
from .benchmark_data import MemorySnapshots, _jsonl
from .perturbation import move_unseen
from .project_judge import judge_project, reference_steps
from .project_tasks import ProjectTask, SpeechChange, mine_projects


class ProjectSetting(str, Enum):
    """Which memories the project planner may use."""

    FULL = "full"
    NO_WORLD = "no-world"
    NO_TASK = "no-task"
    NO_KNOWLEDGE = "no-knowledge"
    NONE = "none"

    @property
    def world_history(self) -> bool:
        return self in (ProjectSetting.FULL, ProjectSetting.NO_TASK, ProjectSetting.NO_KNOWLEDGE)

    @property
    def task_memory(self) -> bool:
        return self in (ProjectSetting.FULL, ProjectSetting.NO_WORLD, ProjectSetting.NO_KNOWLEDGE)

    @property
    def knowledge(self) -> bool:
        return self is not ProjectSetting.NO_KNOWLEDGE


class WithoutKnowledge:
    """World memory with the Knowledge view removed: no preference and no routine is remembered."""

    def __init__(self, world: Any) -> None:
        self._world = world

    def __getattr__(self, name: str) -> Any:
        return getattr(self._world, name)

    def preferred(self, person: str, topic: str) -> RememberedFact:
        return RememberedFact(person, f"preference:{topic}", "", 0)

    def routine_steps(self, goal_words: str, person: str) -> list[str]:
        return []


class SpeakingController:
    """The simulated manipulator, plus a person who speaks to the robot after some steps (``change``).

    ``within``: the person speaks no later than this many steps in (half the reference plan), so a
    change of mind drawn for step 5 of a 3-step task still comes while the robot works; a person who
    never got to say it would leave the judge expecting a value nobody asked for."""

    def __init__(self, inner: Any, change: Optional[SpeechChange], room_of_person: str,
                 within: Optional[int] = None) -> None:
        self.inner, self.change, self.room = inner, change, room_of_person
        drawn = change.after_steps if change is not None else 0
        self.speak_at = drawn if within is None else min(drawn, max(1, within))
        self.executed = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    @property
    def now_ns(self) -> int:
        return self.inner.now_ns

    def execute(self, step: PlanStep) -> StepResult:
        result = self.inner.execute(step)
        self.executed += 1
        if self.change is None or self.executed != self.speak_at:
            return result
        who = self.change.person
        words = self.change.words
        said = Event(id=f"{self.inner.id_prefix}-speech", time_ns=self.inner.now_ns + 1, kind=EventKind.UTTERANCE,
                     actor=who, verb="say", location=self.room, observers=(who, self.inner.robot),
                     text=f'{who.capitalize()} said to the robot: "{words}"', utterance=words,
                     addressee=self.inner.robot, session_id=self.inner.session_id, source="sim")
        return replace(result, observations=(*result.observations, said.to_json()))


@dataclass
class ProjectBench:
    """A benchmark folder's trace and world, and its project tasks."""

    root: Path
    trace: list[dict[str, Any]]
    world: SimWorld
    tasks: list[ProjectTask]

    @classmethod
    def load(cls, root: Path | str, *, seed: int = 7, want: int = 64, limit: Optional[int] = None) -> "ProjectBench":
        root = Path(root)
        index = load_index(root)
        tasks = mine_projects(index, seed=seed, want=want)
        if not tasks:
            raise MimirError(f"{root}: no project task could be drawn from this home's trace")
        trace = sorted(_jsonl(root / "trace.jsonl"), key=lambda e: iso_to_ns(e["time"]))
        world = SimWorld.from_json(json.loads((root / "world.json").read_text(encoding="utf-8")))
        return cls(root, trace, world, tasks[:limit] if limit else tasks)

    def people(self) -> frozenset[str]:
        return frozenset(p.id for p in self.world.home.people)


@dataclass
class ProjectResult:
    """Rows (one per task) of one setting."""

    setting: ProjectSetting
    decomposer: str = "offline"
    rows: list[dict[str, Any]] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.setting.value + ("" if self.decomposer == "offline" else f"/{self.decomposer}")


def _decomposer(world: Any, memory: Memory, name: str, llm: Optional[LLMSettings], robot: str) -> ProjectDecomposer:
    settings = llm if name == "llm" and llm is not None else LLMSettings()
    inner = decomposer_from_settings(settings, offline="llm" if name == "llm" else "language",
                                     routines=world.routine_steps, entities=lambda: entity_rows_from(memory))
    return ProjectDecomposer(world, inner=inner.decompose, robot_id=robot)


def run_project(bench: ProjectBench, task: ProjectTask, setting: ProjectSetting, memory: Memory, *,
                decomposer: str = "offline", llm: Optional[LLMSettings] = None,
                runner_config: Optional[RunnerConfig] = None) -> dict[str, Any]:
    """Plan, execute and judge one task; its result row."""
    started = time.perf_counter()
    robot = bench.world.robot_id
    world: Any = ObsMemWorldMemory(memory, robot_id=robot)
    if not setting.knowledge:
        world = WithoutKnowledge(world)
    sim_world = bench.world.snapshot_at(task.cutoff_ns)
    moved = move_unseen(sim_world, task.goals, task.id, task.cutoff_ns + 1) if task.moved else ""
    reference = reference_steps(task, sim_world)
    inner = make_controller("sim", world=sim_world, start_ns=task.cutoff_ns, id_prefix=f"proj-{task.id}")
    controller = SpeakingController(inner, task.change, sim_world.get(robot, "location"), within=reference // 2)
    tasks = memory.tasks if setting.task_memory else None
    held = (sim_world.held_by(robot) or [""])[0]
    if tasks is not None and held:
        tasks.set_hand(held, task.cutoff_ns)
    runner = ProjectRunner(world, controller, GoalPlanner(world), _decomposer(world, memory, decomposer, llm, robot),
                           tasks=tasks, config=runner_config)
    row: dict[str, Any] = {"id": task.id, "setting": setting.value, "decomposer": decomposer, "kinds": list(task.kinds),
                           "size": task.size, "split": task.split, "instruction": task.instruction, "moved": moved,
                           "change": bool(task.change), "error": "", "plan": {}}
    trace = []
    try:
        outcome = runner.run(task.instruction, ParseContext(task.requester, bench.people()), now_ns=task.cutoff_ns)
        trace = outcome.trace
        row["plan"] = outcome.to_dict()
    except MimirError as err:
        row["error"] = f"{type(err).__name__}: {err}"
    verdict = judge_project(task, sim_world, trace, start_ns=task.cutoff_ns, reference=reference)
    row.update(verdict.to_dict(), latency_ms=round((time.perf_counter() - started) * 1000, 1),
               trace=[t.to_dict() for t in trace])
    return row


def evaluate_projects(data_dir: Path | str, settings: Sequence[ProjectSetting] = tuple(ProjectSetting), *,
                      decomposers: Sequence[str] = ("offline",), llm: Optional[LLMSettings] = None, seed: int = 7,
                      want: int = 64, limit: Optional[int] = None, progress: bool = False) -> list[ProjectResult]:
    """Every project task of the folder under every (setting, decomposer); memory rebuilt per task."""
    bench = ProjectBench.load(data_dir, seed=seed, want=want, limit=limit)
    results = [ProjectResult(s, d) for d in decomposers for s in settings]
    workdir = Path(tempfile.mkdtemp(prefix="mimir-projects-"))
    snapshots = MemorySnapshots(bench.trace, workdir)
    try:
        for number, task in enumerate(bench.tasks):
            for result in results:
                memory = _memory_for(task, result.setting, snapshots, workdir)
                try:
                    result.rows.append(run_project(bench, task, result.setting, memory, decomposer=result.decomposer,
                                                   llm=llm))
                finally:
                    memory.close()
            if progress:
                print(f"project tasks: {number + 1}/{len(bench.tasks)}", flush=True)
    finally:
        snapshots.close()
        shutil.rmtree(workdir, ignore_errors=True)
    return results


def _memory_for(task: ProjectTask, setting: ProjectSetting, snapshots: MemorySnapshots, workdir: Path) -> Memory:
    if setting.world_history:
        return Memory(str(snapshots.copy_at(task.cutoff_ns, f"p-{task.id}")))
    path = workdir / f"empty-{task.id}.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    return Memory(str(path))


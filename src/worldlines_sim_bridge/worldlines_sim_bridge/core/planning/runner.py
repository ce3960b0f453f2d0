"""Mimir's planning evaluation: every planning sample planned and executed in the simulator, scored.

For each sample the memory is rebuilt as of the sample's cutoff (or left empty, for the
ablations), the instruction becomes an agenda, the planner grounds and plans each goal, the
simulated manipulator executes the steps in the true world at the cutoff, and the goal
conditions are checked in the simulator. Settings:

* ``full``: world memory (the trace up to the cutoff) and task memory;
* ``no-task``: world memory, no task memory (no hand state, no failed bindings);
* ``no-world``: task memory; world memory starts empty (only what the robot sees during the task);
* ``none``: neither.

Each runs with world-memory updates from controller deltas or only from observations. A
``moved`` setting also has a person carry the sample's object elsewhere, unseen, after the
cutoff (``perturbation``), so the first pick fails and the robot must replan from what it sees.
"""
from __future__ import annotations

import shutil
import tempfile
import time
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any, Sequence

from mimir_grounding.core import (DeltaSource, GoalPlanner, MimirError, ObsMemWorldMemory, ParseContext,
                                  RunnerConfig, TaskRunner, decomposer_from_settings, entity_rows_from,
                                  make_controller)
from obsmem_ros.core import LLMSettings
from obsmem_ros import Memory

from ..evaluation.metrics import aggregate
from . import sim_controller  # noqa: F401 - registers the "sim" controller
from .benchmark_data import MemorySnapshots, PlanningBenchmark, PlanningSample, home_folder, homes_of
from .metrics import DIMENSIONS, plan_dims, planning_metrics
from .perturbation import move_unseen


class MemorySetting(str, Enum):
    """Which memories the planner may use."""

    FULL = "full"
    NONE = "none"
    NO_WORLD = "no-world"
    NO_TASK = "no-task"

    @property
    def world_history(self) -> bool:
        return self in (MemorySetting.FULL, MemorySetting.NO_TASK)

    @property
    def task_memory(self) -> bool:
        return self in (MemorySetting.FULL, MemorySetting.NO_WORLD)


@dataclass(frozen=True)
class EvalSetting:
    """One evaluated configuration."""

    memory: MemorySetting = MemorySetting.FULL
    deltas: DeltaSource = DeltaSource.FEEDBACK
    moved: bool = False   # a person moves the object unseen after the cutoff (memory is then wrong)

    @property
    def name(self) -> str:
        return f"{self.memory.value}/{self.deltas.value}" + ("/moved" if self.moved else "")

    @classmethod
    def from_name(cls, name: str) -> "EvalSetting":
        """The setting ``memory/deltas[/moved]`` names (e.g. ``full/observation``); ValueError otherwise."""
        parts = name.split("/")
        try:
            if len(parts) not in (2, 3) or (len(parts) == 3 and parts[2] != "moved"):
                raise ValueError("expected MEMORY/DELTAS or MEMORY/DELTAS/moved")
            return cls(MemorySetting(parts[0]), DeltaSource(parts[1]), moved=len(parts) == 3)
        except ValueError as err:
            raise ValueError(f"planning setting {name!r}: {err} (memory: {', '.join(m.value for m in MemorySetting)}; "
                             f"deltas: {', '.join(d.value for d in DeltaSource)})") from err


DEFAULT_SETTINGS = (EvalSetting(MemorySetting.FULL, DeltaSource.FEEDBACK),
                    EvalSetting(MemorySetting.FULL, DeltaSource.OBSERVATION),
                    EvalSetting(MemorySetting.NO_TASK, DeltaSource.FEEDBACK),
                    EvalSetting(MemorySetting.NO_WORLD, DeltaSource.FEEDBACK),
                    EvalSetting(MemorySetting.NONE, DeltaSource.FEEDBACK),
                    EvalSetting(MemorySetting.FULL, DeltaSource.FEEDBACK, moved=True),
                    EvalSetting(MemorySetting.FULL, DeltaSource.OBSERVATION, moved=True),
                    EvalSetting(MemorySetting.NO_TASK, DeltaSource.FEEDBACK, moved=True))


@dataclass
class SettingResult:
    """Rows (one per sample) and their aggregate for one setting."""

    setting: EvalSetting
    rows: list[dict[str, Any]] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        return summarize(self.rows, self.setting)


def summarize(rows: Sequence[dict[str, Any]], setting: EvalSetting) -> dict[str, Any]:
    """The setting and the planning metrics over its rows."""
    return {"setting": setting.name, "memory": setting.memory.value, "deltas": setting.deltas.value,
            "moved": setting.moved, **aggregate(rows, planning_metrics())}


def _memory_for(sample: PlanningSample, setting: EvalSetting, snapshots: MemorySnapshots, workdir: Path) -> Memory:
    if setting.memory.world_history:
        return Memory(str(snapshots.copy_at(sample.cutoff_ns, f"s-{sample.id}")))
    path = workdir / f"empty-{sample.id}.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    return Memory(str(path))


def run_sample(bench: PlanningBenchmark, sample: PlanningSample, setting: EvalSetting, memory: Memory,
               prior_ids: set[str], runner_config: RunnerConfig, decomposer_name: str = "language") -> dict[str, Any]:
    """Plan and execute one sample with the offline decomposer ``decomposer_name`` (rules | language);
    the row of its results."""
    started = time.perf_counter()
    world = ObsMemWorldMemory(memory, robot_id=bench.world.robot_id)
    sim_world = bench.world_at(sample.cutoff_ns)
    moved = move_unseen(sim_world, sample.goal, sample.id, sample.cutoff_ns + 1) if setting.moved else ""
    controller = make_controller("sim", world=sim_world, start_ns=sample.cutoff_ns, id_prefix=f"mimir-{sample.id}")
    held = (sim_world.held_by(sim_world.robot_id) or [""])[0]
    tasks = memory.tasks if setting.memory.task_memory else None
    if tasks is not None and held:
        tasks.set_hand(held, sample.cutoff_ns)
    runner = TaskRunner(world, controller, GoalPlanner(world), tasks=tasks, config=runner_config)
    decomposer = decomposer_from_settings(LLMSettings(), offline=decomposer_name,
                                          routines=world.routine_steps if setting.memory.world_history else None,
                                          entities=lambda: entity_rows_from(memory))
    row: dict[str, Any] = {"id": sample.id, "setting": setting.name, "instruction": sample.instruction,
                           "home": str(sample.extras.get("home", "")), "decomposer": decomposer_name,
                           "requester": sample.requester, "error": "", "statuses": [], "reasons": [],
                           "moved": moved}
    trace, dims = [], {d: None for d in DIMENSIONS}
    try:
        goals = decomposer.decompose(sample.instruction, ParseContext(sample.requester, bench.people()))
        outcome = runner.run(sample.instruction, goals, requester=sample.requester, now_ns=sample.cutoff_ns)
        trace = outcome.trace
        row.update(statuses=outcome.statuses, reasons=outcome.reasons, replans=outcome.replans,
                   goals=[g.describe() for g in goals])
        dims = plan_dims(trace, goal_ids=outcome.goal_ids, done_order=outcome.done_order,
                         prior_events=prior_ids if setting.memory.world_history else set(),
                         held_at_start=held).to_dict()
    except MimirError as err:
        row["error"] = f"{type(err).__name__}: {err}"
    met = sum(c.holds(sim_world) for c in sample.goal)
    row.update(success=met == len(sample.goal), goal_met=met, goal_total=len(sample.goal), steps=len(trace),
               replans=row.get("replans", 0),
               ungrounded_actions=sum(1 for t in trace if t.step.action.changes_world
                                      and not (t.step.grounded and t.step.evidence_ids)),
               explore_steps=sum(1 for t in trace if t.step.action.value == "explore"),
               asks=sum(1 for t in trace if t.step.action.value == "ask"), plan_dims=dims,
               trace=[t.to_dict() for t in trace], latency_ms=round((time.perf_counter() - started) * 1000, 1))
    return row


def evaluate(data_dir: Path | str, settings: Sequence[EvalSetting] = DEFAULT_SETTINGS, *,
             limit: int | None = None, runner_config: RunnerConfig | None = None, progress: bool = True,
             decomposer: str = "language", samples_file: Path | str | None = None, split: str | None = None,
             home: str | None = None) -> list[SettingResult]:
    """Run every planning sample under every setting (memory rebuilt per sample), the instructions
    read by ``decomposer``. With ``samples_file`` (e.g. the hand-written set) its planning samples
    (of ``split``, of ``home``) run instead, each over its own home's folder (``home_folder``)."""
    results = [SettingResult(s) for s in settings]
    if samples_file is None:
        benches = [PlanningBenchmark.load(data_dir, limit=limit)]
    else:
        homes = [h for h in homes_of(samples_file, split=split) if home is None or h == home]
        if not homes:
            raise MimirError(f"{samples_file} holds no planning sample for home {home!r} split {split!r}")
        benches = [_home_bench(data_dir, h, samples_file, split, limit) for h in homes]
    for bench in benches:
        _evaluate_bench(bench, results, runner_config, progress, decomposer)
    return results


def _home_bench(data_dir: Path | str, home: str, samples_file: Path | str, split: str | None,
                limit: int | None) -> PlanningBenchmark:
    bench = PlanningBenchmark.load(home_folder(data_dir, home), samples_file=samples_file, split=split)
    mine = [s for s in bench.samples if str(s.extras.get("home") or "") == home]
    bench.samples = mine[:limit] if limit else mine
    return bench


def _evaluate_bench(bench: PlanningBenchmark, results: Sequence[SettingResult], runner_config: RunnerConfig | None,
                    progress: bool, decomposer: str) -> None:
    from tqdm import tqdm

    workdir = Path(tempfile.mkdtemp(prefix="mimir-eval-"))
    snapshots = MemorySnapshots(bench.trace, workdir)
    try:
        bar = tqdm(total=len(bench.samples) * len(results), desc="mimir planning", disable=None if progress else True)
        for sample in bench.samples:
            for result in results:
                base = runner_config or RunnerConfig()
                config = RunnerConfig(deltas=result.setting.deltas, max_steps=base.max_steps,
                                      max_replans=base.max_replans, max_searches=base.max_searches)
                memory = _memory_for(sample, result.setting, snapshots, workdir)
                try:
                    result.rows.append(run_sample(bench, sample, result.setting, memory, snapshots.prior_ids, config,
                                                  decomposer))
                finally:
                    memory.close()
                bar.update(1)
        bar.close()
    finally:
        snapshots.close()
        shutil.rmtree(workdir, ignore_errors=True)

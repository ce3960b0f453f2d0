"""`worldlines eval` and `worldlines report`: score memory systems on a benchmark folder.

`eval --json` prints one JSON object on stdout (progress bars go to stderr): judge, perfect,
event_r5, session_any5, per_family, state_multihop_event_r5, hidden_judge, latency_ms {p50,
p95}, n, plus system and results (the folder holding rows.jsonl and summary.json).
"""
from __future__ import annotations

import functools
import importlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

import click
from rich.console import Console

from worldlines_sim_bridge.core.evaluation.report import write_report
from worldlines_sim_bridge.core.evaluation.scoreboard import print_scoreboard
from worldlines_sim_bridge.core.evaluation.session import evaluate
from worldlines_sim_bridge.core.evaluation.systems import SystemFactory, known_systems
from worldlines_sim_bridge.errors import EvaluationError, WorldLinesError

ROS_SYSTEM = "worldlines_sim_bridge.nodes.ros_eval:RosMemorySystem"
RESULTS_FOLDER = "results"


def ros_factory(memory: str, data_dir: Path) -> SystemFactory:
    """A factory for the ROS-backed system (the memory node behind the Query service).

    Imported only when asked for, so the CLI never loads rclpy otherwise."""
    module_name, class_name = ROS_SYSTEM.split(":")
    try:
        ros_class = getattr(importlib.import_module(module_name), class_name)
    except (ImportError, AttributeError) as err:
        raise EvaluationError(
            f"--via-ros needs {module_name}.{class_name} (the ROS-backed memory system) and a working rclpy; "
            f"it could not be loaded: {err}.") from err
    return functools.partial(ros_class, memory, data_dir=data_dir)


def _fail(err: WorldLinesError) -> click.ClickException:
    return click.ClickException(str(err))


@click.command("eval")
@click.option("--data", "data_dir", required=True, type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="Benchmark folder (trace.jsonl, samples.jsonl, world.json) from `worldlines generate`.")
@click.option("--memory", type=click.Choice(known_systems()), default=None, help="Memory system to evaluate on Memory-QA.")
@click.option("--planning", is_flag=True,
              help="Instead of Memory-QA: plan and execute every planning sample with Mimir in the simulator, "
                   "under every memory setting and ablation.")
@click.option("--setting", "settings", multiple=True, metavar="MEMORY/DELTAS[/moved]",
              help="With --planning: run only this setting (repeatable), e.g. full/observation or "
                   "full/feedback/moved; default: every setting.")
@click.option("--decomposer", type=click.Choice(["rules", "language"]), default=None,
              help="With --planning: how instructions become goals (default: the language layer; rules: the rule parser).")
@click.option("--samples", "samples_file", type=click.Path(exists=True, dir_okay=False, path_type=Path), default=None,
              help="Evaluate this sample file (e.g. the hand-written set) instead of DATA's samples.jsonl: "
                   "questions over DATA's trace, or with --planning instructions, each over its home's folder "
                   "(DATA/<home> or DATA itself).")
@click.option("--split", type=click.Choice(["dev", "test"]), default=None,
              help="With --samples: only the samples of this split.")
@click.option("--home", default=None, help="With --samples and --planning: only this home's instructions.")
@click.option("--parser", type=click.Choice(["rules", "language"]), default=None,
              help="With --memory obsmem: the question parser (default: the engine's configured one).")
@click.option("--via-ros", is_flag=True, help="Replay into the live node graph and ask through the Query service.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object with the aggregates.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Results folder (default: DATA/results); rows go to OUT/<memory>/rows.jsonl.")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="Evaluate only the first N QA samples.")
@click.option("--k", "k", type=click.IntRange(min=1), default=5, show_default=True, help="Evidence budget.")
def eval_command(data_dir: Path, memory: Optional[str], planning: bool, settings: tuple[str, ...], decomposer: Optional[str],
                 samples_file: Optional[Path], split: Optional[str], home: Optional[str], parser: Optional[str],
                 via_ros: bool, as_json: bool, out_dir: Optional[Path], limit: Optional[int], k: int) -> None:
    """Evaluate one memory system on a WorldLines benchmark (or, with --planning, the Mimir planner)."""
    out = out_dir if out_dir is not None else data_dir / RESULTS_FOLDER
    if planning == (memory is not None) or (planning and via_ros):
        raise click.UsageError("give either --memory NAME (Memory-QA, optionally --via-ros) or --planning.")
    if settings and not planning:
        raise click.UsageError("--setting applies to --planning only.")
    if not planning and (decomposer or home):
        raise click.UsageError("--decomposer and --home apply to --planning only.")
    if (split or home) and samples_file is None:
        raise click.UsageError("--split and --home apply with --samples only.")
    if parser is not None and (memory != "obsmem" or via_ros):
        raise click.UsageError("--parser applies to --memory obsmem in process (the node reads config/memory.yaml).")
    if planning:
        scope = PlanningScope(decomposer or PlanningScope.decomposer, samples_file, split, home)
        _evaluate_planning(data_dir, out / "planning", settings, limit, as_json, scope)
        return
    try:
        factory = ros_factory(memory, data_dir) if via_ros else None
        system_settings = {"engine": {"parser": parser}} if parser else {}
        result = evaluate(memory, data_dir, out, limit=limit, k=k, progress=True, factory=factory,
                          samples_path=samples_file, split=split, settings=system_settings)
    except WorldLinesError as err:
        raise _fail(err) from err
    payload: dict[str, Any] = {**result.summary, "system": memory, "via_ros": via_ros,
                               "results": str(result.out_dir), "samples": str(samples_file or data_dir / "samples.jsonl"),
                               "split": split, "parser": parser}
    if as_json:
        click.echo(json.dumps(payload, sort_keys=True))
        return
    print_scoreboard({memory: result.summary})
    click.echo(f"Samples: {payload['samples']}" + (f" (split {split})" if split else ""))
    if result.summary.get("per_wording"):
        click.echo("Judge per wording: " + ", ".join(f"{w} {v:.3f}" for w, v in result.summary["per_wording"].items()))
    click.echo(f"Rows and summary: {result.out_dir}")


@dataclass(frozen=True)
class PlanningScope:
    """Which decomposer reads the instructions, and which instruction file (split, home) is planned."""

    decomposer: str = "language"
    samples_file: Optional[Path] = None
    split: Optional[str] = None
    home: Optional[str] = None


def _evaluate_planning(data_dir: Path, out: Path, names: tuple[str, ...], limit: Optional[int], as_json: bool,
                       scope: PlanningScope = PlanningScope()) -> None:
    from mimir_grounding.core import MimirError

    from worldlines_sim_bridge.core.planning import DEFAULT_SETTINGS, EvalSetting, markdown_table, write_results
    from worldlines_sim_bridge.core.planning import evaluate as evaluate_planning

    try:
        settings = [EvalSetting.from_name(name) for name in names] or list(DEFAULT_SETTINGS)
    except ValueError as err:
        raise click.BadParameter(str(err), param_hint="--setting") from err
    try:
        runs = evaluate_planning(data_dir, settings, limit=limit, progress=True, decomposer=scope.decomposer,
                                 samples_file=scope.samples_file, split=scope.split, home=scope.home)
    except MimirError as err:
        raise click.ClickException(str(err)) from err
    paths = write_results(runs, out)
    summaries = [run.summary() for run in runs]
    if as_json:
        click.echo(json.dumps({"settings": summaries, "results": str(out)}, sort_keys=True))
        return
    click.echo(markdown_table(summaries))
    click.echo(f"Rows, table and plot: {', '.join(str(p) for p in paths.values())}")


@click.command("report")
@click.option("--results", "results_dir", required=True, type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="Results folder holding <system>/rows.jsonl (from `worldlines eval --out`).")
def report_command(results_dir: Path) -> None:
    """Write report.json, report.md and plots for every system in a results folder."""
    try:
        paths = write_report(results_dir)
    except WorldLinesError as err:
        raise _fail(err) from err
    summaries = json.loads(paths["json"].read_text(encoding="utf-8"))
    print_scoreboard(summaries, console=Console())
    for label, path in paths.items():
        click.echo(f"{label}: {path}")

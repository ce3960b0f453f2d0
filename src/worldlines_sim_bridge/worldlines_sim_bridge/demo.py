"""`make demo`: the suite's main job with the offline defaults, end to end.

1. simulate a home's month and mine the WorldLines benchmark (trace, world, samples);
2. write the rosbag2 (mcap) bag of every WorldEvent;
3. bring up the node graph (memory node + bag replay node, separate processes), replay the bag
   up to each sample's cutoff and ask ObsMem through the ``Query`` service;
4. evaluate the baselines on the same samples under the same 5-record budget (in process);
5. plan and execute every planning sample in the simulator with Mimir (full memory, the
   ablations without world or task memory, no memory; both delta sources);
6. print the scoreboard beside the paper's published figures, write report.json / report.md and
   the plots, and say where they are.

    python -m worldlines_sim_bridge.demo --out results/demo [--days 30] [--seed 7] [--home maple_house]
        [--wording templates|varied]
"""
from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any, Dict, Sequence

import click
from tqdm import tqdm

from worldlines_sim_bridge.core.bag import write_bag
from worldlines_sim_bridge.core.evaluation.report import write_report
from worldlines_sim_bridge.core.evaluation.scoreboard import print_scoreboard
from worldlines_sim_bridge.core.evaluation.session import evaluate
from worldlines_sim_bridge.core.formats import TRACE_FILE, read_jsonl
from worldlines_sim_bridge.core.miner.benchmark_folder import build_benchmark
from worldlines_sim_bridge.core.miner.mining import MinerConfig
from worldlines_sim_bridge.core.miner.wording import DEFAULT_WORDING, WORDINGS
from worldlines_sim_bridge.core.tracegen.config import GeneratorConfig
from worldlines_sim_bridge.errors import WorldLinesError
from mimir_grounding.core import MimirError

BASELINES = ("flat", "flat-minilm", "graph", "none")


def _generate(data: Path, *, seed: int, days: int, home: str, wording: str) -> None:
    click.echo(f"[1/6] simulating {days} days of {home} (seed {seed}) and mining samples ({wording} wording)")
    gen = GeneratorConfig(seed=seed, days=days, home=home)
    with tqdm(total=days, desc="simulating days", unit="day", disable=None) as day_bar, \
            tqdm(total=10, desc="mining families", unit="family", disable=None) as family_bar:
        report = build_benchmark(gen, MinerConfig(seed=seed, wording=wording), data, on_day=lambda _: day_bar.update(1),
                                 on_family=lambda _: family_bar.update(1))
    click.echo(f"      {report.events} events, {report.robot_visible} seen or heard by the robot; samples: "
               + ", ".join(f"{f} {n}" for f, n in report.samples_per_family.items()))


def _bag(data: Path) -> None:
    click.echo("[2/6] writing the rosbag2 (mcap) bag")
    events = list(read_jsonl(data / TRACE_FILE))
    with tqdm(total=len(events), desc="writing bag", unit="event", disable=None) as bar:
        count = write_bag(data / "bag", events, overwrite=True, progress=lambda _: bar.update(1))
    click.echo(f"      {count} WorldEvent messages in {data / 'bag'}")


def _evaluate_via_ros(data: Path, results: Path) -> Dict[str, Any]:
    from worldlines_sim_bridge.nodes.ros_eval import RosMemorySystem

    click.echo("[3/6] node graph up (memory + bag replay); replaying to each cutoff and asking via Query")
    run = evaluate("obsmem", data, results,
                   factory=lambda options: RosMemorySystem("obsmem", options, data_dir=data))
    return run.summary


def _evaluate_baselines(data: Path, results: Path, systems: Sequence[str]) -> Dict[str, Dict[str, Any]]:
    click.echo(f"[4/6] baselines on the same samples, 5-record budget: {', '.join(systems)}")
    return {name: evaluate(name, data, results).summary for name in systems}


def _evaluate_planning(data: Path, results: Path) -> Dict[str, Path]:
    from worldlines_sim_bridge.core.planning import evaluate as evaluate_planning
    from worldlines_sim_bridge.core.planning import markdown_table, write_results

    click.echo("[5/6] planning: Mimir plans and executes every planning sample in the simulator "
               "(instructions read by the language decomposer)")
    runs = evaluate_planning(data)
    click.echo(markdown_table([r.summary() for r in runs]))
    return write_results(runs, results / "planning")


@click.command()
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=Path("results/demo"),
              show_default=True, help="Folder for the benchmark data and the results.")
@click.option("--days", type=click.IntRange(1, 365), default=30, show_default=True)
@click.option("--seed", type=int, default=7, show_default=True)
@click.option("--home", default="maple_house", show_default=True)
@click.option("--baselines", default=",".join(BASELINES), show_default=True, help="Comma-separated baseline systems.")
@click.option("--wording", type=click.Choice(WORDINGS), default=DEFAULT_WORDING, show_default=True,
              help="Phrasing of questions and instructions (see `worldlines generate --help`).")
def main(out_dir: Path, days: int, seed: int, home: str, baselines: str, wording: str) -> None:
    """Generate a home's month, bag it, evaluate ObsMem through the node graph and the baselines."""
    started = time.perf_counter()
    data, results = out_dir / "data", out_dir / "results"
    try:
        _generate(data, seed=seed, days=days, home=home, wording=wording)
        _bag(data)
        summaries = {"obsmem": _evaluate_via_ros(data, results)}
        summaries.update(_evaluate_baselines(data, results, [b for b in baselines.split(",") if b]))
        planning = _evaluate_planning(data, results)
        click.echo("[6/6] scoreboard and report")
        print_scoreboard(summaries)
        paths = {**write_report(results), **{f"planning {k}": v for k, v in planning.items()}}
    except (WorldLinesError, MimirError) as err:
        click.echo(f"demo: error: {err}", err=True)
        sys.exit(1)
    for name, path in sorted(paths.items()):
        click.echo(f"      {name}: {path}")
    click.echo(f"demo finished in {time.perf_counter() - started:.0f} s; per-sample rows in {results}/<system>/rows.jsonl")


if __name__ == "__main__":
    main()

"""The benchmark driver: one worker process per size, then the table, JSON and plot."""
from __future__ import annotations

import json
import platform
import subprocess
import sys
import time
from pathlib import Path
from importlib.metadata import entry_points
from typing import Any, Callable, Dict, List, Sequence, Tuple

import click
from rich.console import Console

from obsmem_ros.bench.report import plot, print_table, save
from obsmem_ros.bench.stats import percentiles
from obsmem_ros.errors import ConfigError

_UNITS = {"k": 1_000, "m": 1_000_000}
ROS_PROBE_GROUP, ROS_PROBE_NAME = "obsmem_ros.bench", "ros_latency"


def ros_latency_probe() -> Callable[..., Dict[str, Any]]:
    """The ``--ros`` probe: a plug-in (entry point ``obsmem_ros.bench:ros_latency``, provided by
    worldlines_sim_bridge, which starts the memory node) returning ``{"samples_ms": [...]}`` or
    ``{"skipped": reason}``; without it every size reports skipped."""
    for point in entry_points(group=ROS_PROBE_GROUP):
        if point.name == ROS_PROBE_NAME:
            return point.load()
    reason = f"no ROS latency probe installed (entry point {ROS_PROBE_GROUP}:{ROS_PROBE_NAME} of worldlines_sim_bridge)"
    return lambda *_args, **_kwargs: {"skipped": reason}


def parse_sizes(text: str) -> List[Tuple[str, int]]:
    """"10k,100k,1M" -> [("10k", 10000), ("100k", 100000), ("1M", 1000000)], ascending."""
    sizes = []
    for raw in (part.strip() for part in text.split(",") if part.strip()):
        unit = _UNITS.get(raw[-1].lower(), 1)
        digits = raw[:-1] if raw[-1].lower() in _UNITS else raw
        try:
            count = int(float(digits) * unit)
        except ValueError:
            raise ConfigError(f"--sizes item {raw!r}: write a count such as 2000, 10k or 1M.") from None
        if count < 100:
            raise ConfigError(f"--sizes item {raw!r}: at least 100 events are needed.")
        sizes.append((raw, count))
    if not sizes:
        raise ConfigError(f"--sizes {text!r}: name at least one size.")
    return sorted(sizes, key=lambda s: s[1])


def run_bench(sizes: Sequence[Tuple[str, int]], out: Path, *, seed: int = 7, queries: int = 200,
              free_text: int = 50, ros: bool = False, console: Console = Console(stderr=True)) -> Dict[str, Any]:
    """Run every size in its own process; return the summary written to `<out>/bench.json`."""
    out.mkdir(parents=True, exist_ok=True)
    results: List[Dict[str, Any]] = []
    for label, count in sizes:
        console.print(f"[bold]size {label}[/bold]: building a memory of {count:,} events ...")
        start = time.perf_counter()
        cmd = [sys.executable, "-m", "obsmem_ros.bench.workload", "--label", label, "--events", str(count),
               "--out", str(out), "--seed", str(seed), "--queries", str(queries), "--free-text", str(free_text)]
        done = subprocess.run(cmd, check=False)
        if done.returncode != 0:
            raise ConfigError(f"benchmark size {label} failed (worker exit status {done.returncode}).")
        results.append(json.loads((out / f"size-{label}.json").read_text()))
        console.print(f"  done in {time.perf_counter() - start:.0f} s")
    ros_results: Dict[str, Any] = {}
    if ros:
        ros_query_latency = ros_latency_probe()
        for r in results:
            console.print(f"ROS Query service on size {r['label']} ...")
            measured = ros_query_latency(out / f"home-{r['label']}.db", out / f"size-{r['label']}.jsonl", n=queries)
            ros_results[r["label"]] = percentiles(measured["samples_ms"]) if "samples_ms" in measured else measured
            if "skipped" in ros_results[r["label"]]:
                console.print(f"  skipped: {ros_results[r['label']]['skipped']}")
    meta = {"seed": seed, "generator": "obsmem_ros.bench.household (synthetic)", "python": platform.python_version(),
            "machine": platform.machine(), "cpus": _cpus()}
    summary_path = save(results, ros_results, out, meta)
    plot(results, ros_results, out / "bench.png")
    print_table(results, ros_results, Console(width=160))
    console.print(f"saved {summary_path} and {out / 'bench.png'}")
    return json.loads(summary_path.read_text())


def _cpus() -> int:
    import os

    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


@click.command("bench")
@click.option("--sizes", default="10k,100k,1M", show_default=True, help="Memory sizes in events (e.g. 10k,100k).")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=Path("results/bench"),
              show_default=True, help="Folder for memories, bench.json, bench.png and per-query rows.")
@click.option("--seed", type=int, default=7, show_default=True)
@click.option("--queries", type=int, default=200, show_default=True, help="Structured queries timed per size.")
@click.option("--free-text", type=int, default=50, show_default=True, help="Free-text queries timed per size.")
@click.option("--ros", is_flag=True, help="Also time the memory node's Query service (needs ROS 2).")
def bench_command(sizes: str, out: Path, seed: int, queries: int, free_text: int, ros: bool) -> None:
    """Benchmark ingest, query latency and footprint at several memory sizes."""
    run_bench(parse_sizes(sizes), out, seed=seed, queries=queries, free_text=free_text, ros=ros)

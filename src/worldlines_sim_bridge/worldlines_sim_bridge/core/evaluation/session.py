"""One evaluation, end to end: load the benchmark, build the system, run, write rows and summary.

This is what `worldlines eval` and the demo call. A ROS-backed system comes in as a factory
(the core never imports ROS); otherwise the system is built from the registry by name.
"""
from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Optional

from worldlines_sim_bridge.core.evaluation.benchmark import load_benchmark
from worldlines_sim_bridge.core.evaluation.records import ResultRow
from worldlines_sim_bridge.core.evaluation.report import write_system_results
from worldlines_sim_bridge.core.evaluation.runner import run_samples
from worldlines_sim_bridge.core.evaluation.systems import (DEFAULT_EVIDENCE_BUDGET, SystemFactory, SystemOptions,
                                                           create_system)

WORK_FOLDER = "work"


@dataclass(frozen=True)
class Evaluation:
    """The rows and aggregates of one system on one benchmark."""

    system: str
    rows: list[ResultRow]
    summary: dict[str, Any]
    out_dir: Path


def evaluate(memory: str, data_dir: Path, out_dir: Path, *, limit: Optional[int] = None,
             k: int = DEFAULT_EVIDENCE_BUDGET, progress: bool = True,
             factory: Optional[SystemFactory] = None, samples_path: Optional[Path] = None,
             split: Optional[str] = None, settings: Optional[Mapping[str, object]] = None) -> Evaluation:
    """Evaluate `memory` on the benchmark in `data_dir`; `factory` (e.g. a ROS-backed system)
    replaces the registry's factory for that name. `samples_path` / `split` choose another
    question file over the same trace (see `load_benchmark`); `settings` go to the system
    (`SystemOptions.settings`, e.g. {"engine": {"parser": "language"}} for obsmem).

    Results go to out_dir/<memory>/ (rows.jsonl, summary.json); the system's private files (a
    fresh one each run) to out_dir/<memory>/work/.
    """
    benchmark = load_benchmark(Path(data_dir), limit=limit, samples_path=samples_path, split=split)
    folder = Path(out_dir) / memory
    workdir = folder / WORK_FOLDER
    if workdir.exists():
        shutil.rmtree(workdir)
    workdir.mkdir(parents=True)
    options = SystemOptions(workdir=workdir, settings=dict(settings or {}))
    chosen = factory(options) if factory is not None else create_system(memory, options)
    try:
        rows = run_samples(chosen, benchmark, k=k, out_dir=folder, progress=progress)
    finally:
        chosen.close()
    summary = write_system_results(Path(out_dir), memory, rows)
    return Evaluation(system=memory, rows=rows, summary=summary, out_dir=folder)

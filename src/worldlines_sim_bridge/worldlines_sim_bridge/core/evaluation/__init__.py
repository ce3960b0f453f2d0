"""WorldLines evaluation: run memory systems on a benchmark folder, judge, aggregate, report.

- `systems`: the `MemorySystem` Protocol and the registry (obsmem, flat, flat-minilm, graph, none).
- `runner`: the in-process runner (stream events to each cutoff, ask, one row per sample).
- `judge`: the deterministic 0-3 Judge rubric over typed answers.
- `metrics`: plug-in metrics (reset / update / result) over result rows.
- `report` / `scoreboard`: results folders, JSON, markdown, plots; the side-by-side scoreboard.
- `baselines`: flat text memory (BM25 / MiniLM), entity-relation graph memory, no memory.
"""
from worldlines_sim_bridge.core.evaluation.benchmark import Benchmark, WorldIndex, load_benchmark
from worldlines_sim_bridge.core.evaluation.judge import Verdict, judge
from worldlines_sim_bridge.core.evaluation.metrics import Metric, aggregate, default_metrics
from worldlines_sim_bridge.core.evaluation.observer_rule import perceived_events, robot_perceived
from worldlines_sim_bridge.core.evaluation.records import EvidenceItem, ReferenceAnswer, ResultRow, Sample, SystemAnswer
from worldlines_sim_bridge.core.evaluation.runner import run_samples
from worldlines_sim_bridge.core.evaluation.session import Evaluation, evaluate
from worldlines_sim_bridge.core.evaluation.systems import (MEMORY_SYSTEMS, MemorySystem, SystemOptions,
                                                           create_system, known_systems)

__all__ = [
    "Benchmark", "Evaluation", "EvidenceItem", "MEMORY_SYSTEMS", "MemorySystem", "Metric", "ReferenceAnswer",
    "ResultRow", "Sample", "SystemAnswer", "SystemOptions", "Verdict", "WorldIndex", "aggregate",
    "create_system", "default_metrics", "evaluate", "judge", "known_systems", "load_benchmark", "perceived_events",
    "robot_perceived", "run_samples",
]

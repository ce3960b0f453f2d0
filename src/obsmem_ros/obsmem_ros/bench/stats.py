"""Latency percentiles, shared by the per-size run (``workload``) and the driver (``runner``), and
the median of repeated reads the old-versus-new read benches print (``visit_counts``,
``speaker_varieties``).

Kept apart from ``workload`` so that the driver, which the package root imports, never imports
the module it then runs as ``python -m obsmem_ros.bench.workload`` (runpy would warn that the
module was already in ``sys.modules`` and run a second copy of it).
"""
from __future__ import annotations

import statistics
import time
from typing import Any, Callable, Dict, List


def percentiles(samples: List[float]) -> Dict[str, float]:
    """p50, p95 (nearest rank), mean and count of ``samples``."""
    ordered = sorted(samples)
    pick = lambda q: ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]  # noqa: E731
    return {"p50": round(pick(0.50), 3), "p95": round(pick(0.95), 3), "mean": round(statistics.fmean(ordered), 3),
            "n": len(ordered)}


def median_ms(read: Callable[[], Any], repeats: int) -> float:
    """The median wall milliseconds of ``repeats`` calls of ``read``."""
    spent = []
    for _ in range(repeats):
        began = time.perf_counter()
        read()
        spent.append((time.perf_counter() - began) * 1000)
    return statistics.median(spent)

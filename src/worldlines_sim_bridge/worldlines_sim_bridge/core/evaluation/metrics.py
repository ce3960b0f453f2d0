"""Metrics as plug-ins (reset / update / result), computed from result rows only.

`aggregate(rows)` runs the default set and returns one dict keyed by metric name: judge,
perfect, event_r5, session_any5, per_family, state_multihop_event_r5, hidden_judge, latency_ms
and n. A metric with no qualifying rows reports None (not zero: nothing was measured).
"""
from __future__ import annotations

from collections import defaultdict
from typing import Any, Callable, Iterable, Optional, Protocol, Sequence

import numpy as np

from worldlines_sim_bridge.core.evaluation.judge import MAX_SCORE
from worldlines_sim_bridge.core.evaluation.records import ResultRow

STATE_MULTIHOP_FAMILY = "state_multihop"
HIDDEN_FAMILY = "hidden_uncertain"
DIGITS = 4

RowValue = Callable[[ResultRow], Optional[float]]


class Metric(Protocol):
    """One measure over result rows."""

    name: str

    def reset(self) -> None: ...

    def update(self, row: ResultRow) -> None: ...

    def result(self) -> Any: ...


def _mean(values: Sequence[float]) -> Optional[float]:
    return round(float(np.mean(values)), DIGITS) if values else None


def judge_value(row: ResultRow) -> float:
    return row.judge_score / MAX_SCORE


class MeanMetric:
    """Mean of a per-row value over rows that have one, optionally within one family."""

    def __init__(self, name: str, value: RowValue, family: Optional[str] = None) -> None:
        self.name, self._value, self._family = name, value, family
        self._values: list[float] = []

    def reset(self) -> None:
        self._values = []

    def update(self, row: ResultRow) -> None:
        if self._family is not None and row.family != self._family:
            return
        value = self._value(row)
        if value is not None:
            self._values.append(float(value))

    def result(self) -> Optional[float]:
        return _mean(self._values)


class PerFamilyJudge:
    """Judge (0-1) per family, families sorted by name."""

    name = "per_family"
    field = "family"

    def __init__(self) -> None:
        self._scores: dict[str, list[float]] = defaultdict(list)

    def reset(self) -> None:
        self._scores = defaultdict(list)

    def update(self, row: ResultRow) -> None:
        key = getattr(row, self.field)
        if key:
            self._scores[key].append(judge_value(row))

    def result(self) -> dict[str, float]:
        return {key: _mean(values) for key, values in sorted(self._scores.items())}


class PerWordingJudge(PerFamilyJudge):
    """Judge (0-1) per wording, for samples that say how they are worded ({} when none do)."""

    name = "per_wording"
    field = "wording"


class LatencyPercentiles:
    """Answer latency p50 and p95 in milliseconds."""

    name = "latency_ms"

    def __init__(self) -> None:
        self._values: list[float] = []

    def reset(self) -> None:
        self._values = []

    def update(self, row: ResultRow) -> None:
        self._values.append(row.latency_ms)

    def result(self) -> dict[str, Optional[float]]:
        if not self._values:
            return {"p50": None, "p95": None}
        p50, p95 = np.percentile(self._values, [50, 95])
        return {"p50": round(float(p50), 3), "p95": round(float(p95), 3)}


class Count:
    """Number of rows."""

    name = "n"

    def __init__(self) -> None:
        self._n = 0

    def reset(self) -> None:
        self._n = 0

    def update(self, row: ResultRow) -> None:
        self._n += 1

    def result(self) -> int:
        return self._n


def default_metrics() -> list[Metric]:
    """The WorldLines Memory-QA metric set."""
    return [
        MeanMetric("judge", judge_value),
        MeanMetric("perfect", lambda row: float(row.judge_score == MAX_SCORE)),
        MeanMetric("event_r5", lambda row: row.event_recall5),
        MeanMetric("session_any5", lambda row: row.session_any5),
        PerFamilyJudge(),
        PerWordingJudge(),
        MeanMetric("state_multihop_event_r5", lambda row: row.event_recall5, family=STATE_MULTIHOP_FAMILY),
        MeanMetric("hidden_judge", judge_value, family=HIDDEN_FAMILY),
        LatencyPercentiles(),
        Count(),
    ]


def aggregate(rows: Iterable[ResultRow], metrics: Optional[Sequence[Metric]] = None) -> dict[str, Any]:
    """Run each metric over the rows; return {metric name: result}."""
    chosen = list(metrics) if metrics is not None else default_metrics()
    for metric in chosen:
        metric.reset()
    for row in rows:
        for metric in chosen:
            metric.update(row)
    return {metric.name: metric.result() for metric in chosen}

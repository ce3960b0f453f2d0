"""Planning metrics: the four plan dimensions of one run, and plug-ins that aggregate result rows.

Per run, computed from the execution trace (no judge, no guessing):

* state consistency: of the executed steps that declare effects, the share whose every declared
  effect is among the state deltas the controller reported (a failed step realises none);
* precondition validity: of the executed acting steps, the share whose preconditions held in the
  simulator (the step did not fail on an unmet precondition);
* memory use: of the executed world-changing steps, the share whose binding evidence includes a
  record memory held before the task began;
* action order: of the ordering constraints the trace implies (an object is picked before it is
  placed or handed over; goals finish in agenda order), the share satisfied.

Over the rows of one setting, ``planning_metrics()`` are plug-ins with the QA metrics' shape
(reset / update / result, run by ``evaluation.metrics.aggregate``): n, n_moved, success_rate,
goal_condition_rate, ungrounded_actions, plan_dims (mean of each dimension over the runs that
have one), mean_steps, mean_replans, explore_steps, asks and errors.
"""
from __future__ import annotations

from dataclasses import dataclass
from statistics import mean
from typing import Any, Callable, Collection, Mapping, Sequence

from mimir_grounding.core import Action, TraceStep

from ..evaluation.metrics import Metric

Row = Mapping[str, Any]
DIGITS = 4

DIMENSIONS = ("state_consistency", "precondition_validity", "memory_use", "action_order")


@dataclass(frozen=True)
class PlanDims:
    """The four dimensions in [0, 1]; ``None`` when the trace has nothing to judge for one."""

    state_consistency: float | None
    precondition_validity: float | None
    memory_use: float | None
    action_order: float | None

    def to_dict(self) -> dict[str, Any]:
        return {d: getattr(self, d) for d in DIMENSIONS}


def _ratio(hits: int, total: int) -> float | None:
    return hits / total if total else None


def _realised(step: TraceStep) -> bool:
    seen = {(d.get("entity"), d.get("attribute"), d.get("value")) for d in step.deltas}
    return step.ok and all((e.entity, e.attribute, e.value) in seen for e in step.step.effects)


def _order(trace: Sequence[TraceStep], goal_ids: Sequence[str], done_order: Sequence[str],
           held_at_start: str) -> float | None:
    hits = total = 0
    picked = {held_at_start} if held_at_start else set()
    for t in trace:
        if not t.ok:
            continue
        if t.step.action is Action.PICK:
            picked.add(t.step.target)
        elif t.step.action in (Action.PLACE, Action.HAND_OVER):
            total += 1
            hits += t.step.target in picked
    positions = [goal_ids.index(g) for g in done_order if g in goal_ids]
    for a, b in zip(positions, positions[1:]):
        total += 1
        hits += a < b
    return _ratio(hits, total)


def plan_dims(trace: Sequence[TraceStep], *, goal_ids: Sequence[str], done_order: Sequence[str],
              prior_events: Collection[str], held_at_start: str = "") -> PlanDims:
    """Compute the four dimensions of one run (``prior_events``: event ids memory held before the task)."""
    with_effects = [t for t in trace if t.step.effects]
    acting = [t for t in trace if t.step.action.changes_world or t.step.action is Action.NAVIGATE]
    changing = [t for t in trace if t.step.action.changes_world]
    return PlanDims(
        state_consistency=_ratio(sum(_realised(t) for t in with_effects), len(with_effects)),
        precondition_validity=_ratio(sum(1 for t in acting if t.ok), len(acting)),
        memory_use=_ratio(sum(1 for t in changing if set(t.step.evidence_ids) & set(prior_events)), len(changing)),
        action_order=_order(trace, goal_ids, done_order, held_at_start),
    )


def _mean(values: Sequence[float | None]) -> float | None:
    kept = [v for v in values if v is not None]
    return round(mean(kept), DIGITS) if kept else None


class RowTotal:
    """Sum of a per-row number (a count when the value is a bool)."""

    def __init__(self, name: str, value: Callable[[Row], float]) -> None:
        self.name, self._value, self._total = name, value, 0

    def reset(self) -> None:
        self._total = 0

    def update(self, row: Row) -> None:
        self._total += self._value(row)

    def result(self) -> float:
        return self._total


class RowRatio:
    """Sum of ``hits`` over sum of ``total`` across rows, rounded; ``empty`` when no row came."""

    def __init__(self, name: str, hits: Callable[[Row], float], total: Callable[[Row], float], *,
                 floor: float = 0.0, empty: float = 0.0) -> None:
        self.name, self._hits, self._total, self._floor, self._empty = name, hits, total, floor, empty
        self._sums, self._rows = [0, 0], 0

    def reset(self) -> None:
        self._sums, self._rows = [0, 0], 0

    def update(self, row: Row) -> None:
        self._sums[0] += self._hits(row)
        self._sums[1] += self._total(row)
        self._rows += 1

    def result(self) -> float:
        if not self._rows:
            return self._empty
        return round(self._sums[0] / max(self._floor, self._sums[1]), DIGITS)


class RowMean:
    """Mean of a per-row value over the rows that have one (None when none has)."""

    def __init__(self, name: str, value: Callable[[Row], float | None]) -> None:
        self.name, self._value, self._values = name, value, []

    def reset(self) -> None:
        self._values = []

    def update(self, row: Row) -> None:
        self._values.append(self._value(row))

    def result(self) -> float | None:
        return _mean(self._values)


class PlanDimsMean:
    """Each plan dimension's mean over the runs that could be judged on it."""

    name = "plan_dims"

    def __init__(self) -> None:
        self._values: dict[str, list[float | None]] = {d: [] for d in DIMENSIONS}

    def reset(self) -> None:
        self._values = {d: [] for d in DIMENSIONS}

    def update(self, row: Row) -> None:
        for dim in DIMENSIONS:
            self._values[dim].append(row["plan_dims"][dim])

    def result(self) -> dict[str, float | None]:
        return {dim: _mean(values) for dim, values in self._values.items()}


def planning_metrics() -> list[Metric]:
    """The planning metric set, in the order the summaries list them."""
    return [
        RowTotal("n", lambda r: 1),
        RowTotal("n_moved", lambda r: 1 if r.get("moved") else 0),
        RowRatio("success_rate", lambda r: r["success"], lambda r: 1),
        RowRatio("goal_condition_rate", lambda r: r["goal_met"], lambda r: r["goal_total"], floor=1),
        RowTotal("ungrounded_actions", lambda r: r["ungrounded_actions"]),
        PlanDimsMean(),
        RowMean("mean_steps", lambda r: r["steps"]),
        RowMean("mean_replans", lambda r: r["replans"]),
        RowTotal("explore_steps", lambda r: r["explore_steps"]),
        RowTotal("asks", lambda r: r["asks"]),
        RowTotal("errors", lambda r: 1 if r["error"] else 0),
    ]

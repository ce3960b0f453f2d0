"""Aggregates are computed from result rows by plug-in metrics."""
from __future__ import annotations

from typing import Optional

from worldlines_sim_bridge.core.evaluation.metrics import MeanMetric, aggregate, default_metrics
from worldlines_sim_bridge.core.evaluation.records import ResultRow


def _row(sample_id: str, family: str, score: int, recall: Optional[float], session: Optional[float],
         latency: float) -> ResultRow:
    return ResultRow(id=sample_id, seed=1, family=family, question="?", template_id="t", cutoff="", reference="x",
                     reference_type="entity", expected_belief="", known=True, answer="", value="x",
                     value_type="entity", belief="", intent="", evidence_ids=[], evidence_event_ids=[],
                     evidence_sessions=[], gold_evidence=[], gold_sessions=[], judge_score=score, judge_reason="",
                     event_recall5=recall, session_any5=session, latency_ms=latency)


ROWS = [
    _row("a", "current_state", 3, 1.0, 1.0, 1.0),
    _row("b", "current_state", 0, 0.0, 0.0, 2.0),
    _row("c", "state_multihop", 2, 0.5, 1.0, 3.0),
    _row("d", "hidden_uncertain", 1, None, None, 4.0),
]


def test_aggregate_computes_headline_metrics_from_rows() -> None:
    result = aggregate(ROWS)
    assert result["judge"] == round((3 + 0 + 2 + 1) / 12, 4)
    assert result["perfect"] == 0.25
    assert result["event_r5"] == 0.5  # d has no gold evidence and is left out
    assert result["session_any5"] == round(2 / 3, 4)
    assert result["n"] == 4


def test_per_family_state_multihop_and_hidden_metrics() -> None:
    result = aggregate(ROWS)
    assert result["per_family"] == {"current_state": 0.5, "hidden_uncertain": round(1 / 3, 4),
                                    "state_multihop": round(2 / 3, 4)}
    assert result["state_multihop_event_r5"] == 0.5
    assert result["hidden_judge"] == round(1 / 3, 4)


def test_latency_percentiles_interpolate() -> None:
    assert aggregate(ROWS)["latency_ms"] == {"p50": 2.5, "p95": 3.85}


def test_metric_with_no_qualifying_rows_reports_none() -> None:
    result = aggregate(ROWS[:2])
    assert result["state_multihop_event_r5"] is None
    assert result["hidden_judge"] is None


def test_metrics_reset_between_aggregations() -> None:
    metrics = default_metrics()
    aggregate(ROWS, metrics)
    assert aggregate(ROWS[:1], metrics)["judge"] == 1.0


def test_custom_metric_plugs_in() -> None:
    slow = MeanMetric("slow_share", lambda row: float(row.latency_ms > 2.5))
    assert aggregate(ROWS, [slow]) == {"slow_share": 0.5}

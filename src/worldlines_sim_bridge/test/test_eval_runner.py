"""The in-process runner streams the trace once, in time order, and asks each sample at its cutoff."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Sequence

import pytest

from worldlines_sim_bridge.core.evaluation.benchmark import load_benchmark
from obsmem_ros import Event
from worldlines_sim_bridge.core.evaluation.records import EvidenceItem, SystemAnswer
from worldlines_sim_bridge.core.evaluation.runner import evidence_event_ids, run_samples, sample_order
from worldlines_sim_bridge.core.evaluation.systems import SystemOptions, create_system
from worldlines_sim_bridge.errors import BenchmarkFormatError, EvaluationError, UnknownMemorySystemError

DATA = Path(__file__).parent / "data" / "tiny_benchmark"


class RecordingMemory:
    """A real (if forgetful) memory system: it keeps what it was given and cites the newest event."""

    name = "recording"

    def __init__(self) -> None:
        self.batches: list[list[Event]] = []
        self.asked: list[tuple[int, int]] = []

    def ingest(self, events: Sequence[Event]) -> None:
        self.batches.append(list(events))

    def ask(self, question: str, *, at_ns: int, k: int) -> SystemAnswer:
        seen = [e for batch in self.batches for e in batch]
        self.asked.append((at_ns, len(seen)))
        evidence = tuple(EvidenceItem(id=e.id, session_id=e.session_id) for e in reversed(seen[-k:]))
        return SystemAnswer(known=False, value=None, evidence=evidence)

    def close(self) -> None:
        """Nothing to release."""


def test_each_event_is_delivered_once_in_time_order_and_never_after_the_cutoff() -> None:
    benchmark = load_benchmark(DATA)
    memory = RecordingMemory()
    run_samples(memory, benchmark, progress=False)
    delivered = [e for batch in memory.batches for e in batch]
    assert len({e.id for e in delivered}) == len(delivered)
    assert [e.time_ns for e in delivered] == sorted(e.time_ns for e in delivered)
    for at_ns, count in memory.asked:
        assert all(e.time_ns <= at_ns for e in delivered[:count])
        assert all(e.time_ns > at_ns for e in delivered[count:])


def test_samples_are_asked_by_cutoff_and_planning_samples_are_skipped() -> None:
    benchmark = load_benchmark(DATA)
    rows = run_samples(RecordingMemory(), benchmark, progress=False)
    assert [r.id for r in rows] == [s.id for s in sample_order(benchmark.samples)]
    assert "planning" not in {r.family for r in rows}
    assert len(rows) == 6


def test_limit_keeps_a_prefix_of_the_samples_file() -> None:
    assert [s.id for s in load_benchmark(DATA, limit=2).samples] == ["tiny-001", "tiny-002"]
    with pytest.raises(BenchmarkFormatError, match="limit = 0"):
        load_benchmark(DATA, limit=0)


def test_non_event_evidence_counts_through_its_linked_events() -> None:
    answer = SystemAnswer(known=True, value="x", evidence=(
        EvidenceItem(id="fact-7", view="state", event_ids=("e2", "e9")),
        EvidenceItem(id="e1"), EvidenceItem(id="e2"), EvidenceItem(id="e3"), EvidenceItem(id="e4"),
        EvidenceItem(id="e5")))
    assert evidence_event_ids(answer, 5, {"e1", "e2", "e3", "e4", "e5"}) == ["e2", "e1", "e3", "e4"]


def test_rows_are_written_and_identical_across_runs(tmp_path: Path) -> None:
    benchmark = load_benchmark(DATA)
    first = run_samples(create_system("flat", SystemOptions(workdir=tmp_path)), benchmark, out_dir=tmp_path / "a",
                        progress=False)
    second = run_samples(create_system("flat", SystemOptions(workdir=tmp_path)), benchmark, progress=False)
    strip = [{**r.to_json(), "latency_ms": 0} for r in first]
    assert strip == [{**r.to_json(), "latency_ms": 0} for r in second]
    written = [json.loads(line) for line in (tmp_path / "a" / "rows.jsonl").read_text().splitlines()]
    assert [w["id"] for w in written] == [r.id for r in first]
    assert written[0]["judge_score"] == first[0].judge_score


def test_recall_and_session_hits_come_from_top_k_evidence() -> None:
    benchmark = load_benchmark(DATA)
    rows = {r.id: r for r in run_samples(RecordingMemory(), benchmark, k=1, progress=False)}
    assert rows["tiny-001"].evidence_event_ids == ["d002-e000004"]  # the newest event before 07:15
    assert rows["tiny-001"].event_recall5 == 1.0
    assert rows["tiny-001"].session_any5 == 1.0
    assert rows["tiny-006"].event_recall5 is None  # no gold evidence


def test_bad_budget_and_unknown_system_raise() -> None:
    with pytest.raises(EvaluationError, match="k = 0"):
        run_samples(RecordingMemory(), load_benchmark(DATA), k=0, progress=False)
    with pytest.raises(UnknownMemorySystemError, match="known: .*flat.*graph"):
        create_system("nope", SystemOptions(workdir=Path("/tmp")))

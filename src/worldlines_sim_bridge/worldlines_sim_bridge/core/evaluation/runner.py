"""The in-process runner: stream the trace into a memory system and ask each sample at its cutoff.

Samples are asked in (cutoff, id) order. Before the samples of a cutoff are asked, every trace
event with time <= cutoff that the system has not yet received is handed over in one `ingest`
call, so each system sees exactly the same stream, once, in time order. Questions carry the
cutoff as `at_ns` and the evidence budget `k`. Each answer becomes one `ResultRow` (judge score,
top-k evidence mapped to event ids, latency); rows are written as JSONL while the run goes.
"""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Iterable, Optional, Sequence

from tqdm import tqdm

from worldlines_sim_bridge.core.evaluation.benchmark import Benchmark
from worldlines_sim_bridge.core.evaluation.judge import judge
from worldlines_sim_bridge.core.evaluation.records import ResultRow, Sample, SystemAnswer, ns_to_iso
from worldlines_sim_bridge.core.evaluation.systems import DEFAULT_EVIDENCE_BUDGET, MemorySystem
from worldlines_sim_bridge.errors import EvaluationError

ROWS_FILE = "rows.jsonl"


def sample_order(samples: Iterable[Sample]) -> list[Sample]:
    """Samples in the order they are asked: by cutoff, then id."""
    return sorted(samples, key=lambda s: (s.cutoff_ns, s.id))


def evidence_event_ids(answer: SystemAnswer, k: int, event_ids: set[str]) -> list[str]:
    """Event ids behind the top-k evidence: an event record counts as itself, any other record
    (state fact, episode card, triple) through the events it links to. Order kept, no repeats."""
    found: list[str] = []
    for item in answer.evidence[:k]:
        linked = [item.id] if item.id in event_ids else [e for e in item.event_ids if e in event_ids]
        found.extend(e for e in linked if e not in found)
    return found


def score_answer(sample: Sample, answer: SystemAnswer, benchmark: Benchmark, *, k: int,
                 latency_ms: float) -> ResultRow:
    """One result row: the judge's verdict and the retrieval metrics of the top-k evidence."""
    sessions = benchmark.event_sessions
    top_events = evidence_event_ids(answer, k, set(sessions))
    top_sessions = sorted({sessions[e] for e in top_events if sessions[e]}
                          | {i.session_id for i in answer.evidence[:k] if i.session_id})
    verdict = judge(sample, answer, benchmark.world)
    gold = list(sample.evidence)
    recall = len(set(gold) & set(top_events)) / len(set(gold)) if gold else None
    any_session = float(bool(set(sample.sessions) & set(top_sessions))) if sample.sessions else None
    return ResultRow(
        id=sample.id, seed=sample.seed, family=sample.family, question=sample.question,
        template_id=sample.template_id, wording=sample.wording, cutoff=ns_to_iso(sample.cutoff_ns),
        reference=sample.answer.value, reference_type=sample.answer.type,
        expected_belief=sample.expected_belief, known=answer.known, answer=answer.text,
        value=answer.value, value_type=answer.value_type, belief=answer.belief, intent=answer.intent,
        evidence_ids=[item.id for item in answer.evidence[:k]], evidence_event_ids=top_events,
        evidence_sessions=top_sessions, gold_evidence=gold, gold_sessions=list(sample.sessions),
        judge_score=verdict.score, judge_reason=verdict.reason, event_recall5=recall,
        session_any5=any_session, latency_ms=round(latency_ms, 3))


def run_samples(system: MemorySystem, benchmark: Benchmark, *, k: int = DEFAULT_EVIDENCE_BUDGET,
                out_dir: Optional[Path] = None, progress: bool = True,
                samples: Optional[Sequence[Sample]] = None) -> list[ResultRow]:
    """Evaluate one system on the benchmark's samples (or the given subset); return the rows."""
    if k < 1:
        raise EvaluationError(f"k = {k} must be at least 1 (the evidence budget).")
    ordered = sample_order(benchmark.samples if samples is None else samples)
    if not ordered:
        raise EvaluationError(f"No QA samples to evaluate in {benchmark.root}.")
    handle = None
    if out_dir is not None:
        Path(out_dir).mkdir(parents=True, exist_ok=True)
        handle = (Path(out_dir) / ROWS_FILE).open("w", encoding="utf-8")
    rows: list[ResultRow] = []
    fed = 0
    try:
        for sample in tqdm(ordered, desc=f"eval {system.name}", unit="q", disable=None if progress else True):
            end = fed
            while end < len(benchmark.events) and benchmark.events[end].time_ns <= sample.cutoff_ns:
                end += 1
            if end > fed:
                system.ingest(benchmark.events[fed:end])
                fed = end
            started = time.perf_counter()
            answer = system.ask(sample.question, at_ns=sample.cutoff_ns, k=k)
            latency_ms = (time.perf_counter() - started) * 1000.0
            row = score_answer(sample, answer, benchmark, k=k, latency_ms=latency_ms)
            rows.append(row)
            if handle is not None:
                handle.write(json.dumps(row.to_json(), sort_keys=True) + "\n")
    finally:
        if handle is not None:
            handle.close()
    return rows

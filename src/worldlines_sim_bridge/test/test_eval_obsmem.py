"""The ObsMem adapter: the real engine, in process, on the tiny benchmark."""
from __future__ import annotations

from pathlib import Path

import pytest

from worldlines_sim_bridge.core.evaluation.benchmark import load_benchmark
from worldlines_sim_bridge.core.evaluation.obsmem_system import ObsMemSystem
from worldlines_sim_bridge.core.evaluation.runner import run_samples
from worldlines_sim_bridge.core.evaluation.systems import SystemOptions, create_system
from worldlines_sim_bridge.errors import EvaluationError

DATA = Path(__file__).parent / "data" / "tiny_benchmark"
UNSEEN_MOVE = "d002-e000009"


def test_obsmem_answers_with_belief_and_event_evidence(tmp_path: Path) -> None:
    benchmark = load_benchmark(DATA)
    system = create_system("obsmem", SystemOptions(workdir=tmp_path))
    try:
        rows = {r.id: r for r in run_samples(system, benchmark, progress=False)}
    finally:
        system.close()
    assert (tmp_path / "memory.db").is_file()
    assert rows["tiny-001"].value == "sofa_1"
    assert rows["tiny-001"].belief == "fresh"
    assert rows["tiny-001"].judge_score == 3
    assert rows["tiny-003"].value == "alice"
    assert rows["tiny-006"].known is False
    assert all(len(r.evidence_ids) <= 5 for r in rows.values())
    assert UNSEEN_MOVE not in {e for r in rows.values() for e in r.evidence_event_ids}


def test_obsmem_rejects_an_unknown_consolidation_mode(tmp_path: Path) -> None:
    with pytest.raises(EvaluationError, match="consolidate = 'hourly'"):
        ObsMemSystem.open(SystemOptions(workdir=tmp_path, settings={"consolidate": "hourly"}))

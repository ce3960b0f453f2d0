"""A simulator trace (test/data/worldlines_3day) ingests cleanly and beliefs match its ground truth."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.timefmt import parse_iso_ns
from obsmem_ros.core.trace_ingest import ingest_trace

DATA = Path(__file__).with_name("data") / "worldlines_3day"
SAMPLES = [json.loads(line) for line in (DATA / "belief_samples.jsonl").read_text().splitlines()]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    with Memory(str(tmp_path_factory.mktemp("wl") / "home.db")) as mem:
        report = ingest_trace(mem, DATA / "trace.jsonl")
        assert report.rejected == []
        assert report.accepted + report.unobserved == report.lines and report.accepted > 0
        yield mem


def test_trace_keeps_only_what_the_robot_perceived(memory):
    trace = [json.loads(line) for line in (DATA / "trace.jsonl").read_text().splitlines()]
    unseen = [e["id"] for e in trace if "robot" not in e["observers"] and e["actor"] != "robot"]
    assert unseen and memory.stored_ids(unseen) == set()


@pytest.mark.parametrize("sample", SAMPLES, ids=[s["id"] for s in SAMPLES])
def test_belief_matches_simulator_ground_truth(memory, sample):
    target = sample["target"]
    belief = memory.belief(target["entity"], target["attribute"], as_of_ns=parse_iso_ns(sample["cutoff"]))
    assert belief.label.value == sample["expected_belief"], belief.reason

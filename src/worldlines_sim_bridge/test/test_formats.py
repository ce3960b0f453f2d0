"""Benchmark files: schemas, validation, byte-identical regeneration, the default size."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from worldlines_sim_bridge.cli import cli
from worldlines_sim_bridge.core.formats import (SAMPLES_FILE, TRACE_FILE, WORLD_FILE, load_schema, read_jsonl,
                                                read_trace, validate, validate_rows)
from worldlines_sim_bridge.core.miner import FAMILIES, MinerConfig
from worldlines_sim_bridge.core.miner.benchmark_folder import build_benchmark, load_index
from worldlines_sim_bridge.core.miner.leakage import check_samples
from worldlines_sim_bridge.core.tracegen.config import GeneratorConfig
from worldlines_sim_bridge.errors import SchemaValidationError

SMALL = ["--seed", "4", "--days", "8", "--qa", "60", "--plans", "6"]


@pytest.fixture(scope="module")
def generated(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("bench")
    result = CliRunner().invoke(cli, ["generate", *SMALL, "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out


def test_generate_twice_with_one_seed_gives_identical_files(generated, tmp_path):
    """The second run is another process with another hash seed: nothing may depend on hashing."""
    env = dict(os.environ, PYTHONHASHSEED="12345")
    command = [sys.executable, "-c", "from worldlines_sim_bridge.cli import main; main()", "generate", *SMALL,
               "--out", str(tmp_path)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    for name in (TRACE_FILE, WORLD_FILE, SAMPLES_FILE, "benchmark.json"):
        assert (tmp_path / name).read_bytes() == (generated / name).read_bytes(), name


def test_every_written_file_matches_its_schema(generated):
    assert validate_rows(read_jsonl(generated / TRACE_FILE), "trace_event") > 100
    assert validate_rows(read_jsonl(generated / SAMPLES_FILE), "sample") == 66
    validate(json.loads((generated / WORLD_FILE).read_text()), "world")


def test_written_samples_pass_the_leakage_checker_from_the_files(generated):
    rows = list(read_jsonl(generated / SAMPLES_FILE))
    assert check_samples(rows, load_index(generated)) == []


def test_trace_file_reads_back_into_events(generated):
    events = read_trace(generated / TRACE_FILE)
    first = json.loads((generated / TRACE_FILE).read_text().splitlines()[0])
    assert events[0].to_json() == first


def test_an_event_missing_its_time_is_rejected():
    event = {"id": "d001-e000001", "kind": "action"}
    with pytest.raises(SchemaValidationError, match="'time' is a required property"):
        validate(event, "trace_event")


def test_a_sample_with_an_unknown_family_is_rejected():
    sample = {"id": "x", "family": "gossip", "subtype": "a", "question": "?", "template_id": "gossip.a.0",
              "cutoff": "2026-03-02T07:00:00+00:00", "answer": {"type": "value", "value": 1, "text": ""},
              "evidence": [], "sessions": [], "seed": 0, "target": {}}
    with pytest.raises(SchemaValidationError, match="family"):
        validate(sample, "sample")


def test_unknown_schema_names_the_known_ones():
    with pytest.raises(SchemaValidationError, match="known schemas: sample, trace_event, world"):
        load_schema("bag")


def test_default_benchmark_has_300_balanced_qa_and_20_plans(tmp_path):
    report = build_benchmark(GeneratorConfig(seed=0), MinerConfig(seed=0), tmp_path)
    counts = report.samples_per_family
    assert sum(n for f, n in counts.items() if f != "planning") >= 300 and counts["planning"] >= 20
    assert all(counts[f] >= 30 for f in FAMILIES)
    rows = list(read_jsonl(tmp_path / SAMPLES_FILE))
    assert Counter(r["family"] for r in rows) == Counter(counts)
    assert report.events / report.days > 150

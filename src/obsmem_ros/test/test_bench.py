"""The benchmark runs end to end at a small size and writes its table, JSON, rows and plot."""
from __future__ import annotations

import json

import pytest

import random

from obsmem_ros.bench import HouseholdTrace, parse_sizes, run_bench
from obsmem_ros.bench.floor import event_schema
from obsmem_ros.bench.workload import free_text_questions
from obsmem_ros.core import EngineConfig, event_from_json, validate_event
from obsmem_ros.bench.stats import percentiles
from obsmem_ros.core.query.spatial_questions import spatial_plan
from obsmem_ros.errors import ConfigError


def test_parse_sizes_reads_units_and_sorts():
    assert parse_sizes("1M,10k,2000") == [("2000", 2000), ("10k", 10_000), ("1M", 1_000_000)]
    with pytest.raises(ConfigError, match="'ten'"):
        parse_sizes("ten")
    with pytest.raises(ConfigError, match="at least 100"):
        parse_sizes("5")


def test_household_trace_is_deterministic_and_valid_for_memory():
    first = list(HouseholdTrace(3).events(300))
    assert first == list(HouseholdTrace(3).events(300))
    assert len({e.id for e in first}) == 300
    times = [e.time_ns for e in first]
    assert times == sorted(times)
    assert any("robot" not in e.observers for e in first)  # some events go unseen
    assert all(validate_event(e, EngineConfig()) is e for e in first)
    assert all(event_from_json(e.to_json(), EngineConfig()) == e for e in first)  # the same through the JSON edge


def test_floor_schema_is_the_stores_event_table_and_indexes():
    statements = event_schema()
    assert statements[0].startswith("CREATE TABLE events ") and len(statements) == 6  # the table and its five indexes
    assert all(" ON events " in sql for sql in statements[1:])


def test_free_text_questions_name_no_spatial_relation():
    questions = free_text_questions(HouseholdTrace(7), random.Random(7), 40)
    assert len(set(questions)) > 30
    assert all(spatial_plan(q) is None for q in questions)  # the spatial reader would answer them without text search


def test_percentiles_pick_ranks():
    stats = percentiles([float(i) for i in range(1, 101)])
    assert (stats["p50"], stats["p95"], stats["n"]) == (51.0, 95.0, 100)


@pytest.mark.slow
def test_bench_runs_at_2k_events(tmp_path):
    summary = run_bench(parse_sizes("2k"), tmp_path, queries=16, free_text=4)
    size = summary["sizes"][0]
    assert size["events"] >= 2000
    assert size["structured_ms"]["n"] == size["structured_cpu_ms"]["n"] == 16 and size["free_text_ms"]["n"] == 4
    assert size["parse_ms"]["n"] == size["parse_cpu_ms"]["n"] == 20 and size["free_text_cpu_ms"]["n"] == 4
    assert 0 < size["parse_cpu_ms"]["p50"] and 0 < size["parse_ms"]["p50"] <= size["parse_ms"]["p95"]
    assert 0 < size["parse_first_ms"]["n"] == size["parse_first_cpu_ms"]["n"] <= 20  # questions new to the run
    assert 0 < size["parse_first_cpu_ms"]["p50"] <= size["parse_first_cpu_ms"]["p95"]
    assert size["bytes_per_event"] > 0 and size["peak_rss_bytes"] > 0 and size["ingest_rate"] > 0
    assert size["known_rate"] > 0.5
    assert size["bare_rate"] > 0 and size["ingest_vs_bare"] == pytest.approx(size["ingest_rate"] / size["bare_rate"],
                                                                            rel=0.01)
    assert size["pending"] == size["events"]  # ingest left every derived view to the first read
    assert size["first_query_s"] >= size["catch_up_s"] > 0 and size["catch_up_cpu_s"] > 0
    assert size["end_to_end_rate"] == pytest.approx(size["events"] / (size["ingest_s"] + size["catch_up_s"]),
                                                    rel=0.01)
    assert size["end_to_end_rate"] < size["ingest_rate"] and size["ingest_cpu_rate"] > 0
    assert size["end_to_end_vs_bare"] == pytest.approx(size["end_to_end_rate"] / size["bare_rate"], rel=0.01)
    assert (tmp_path / "bench.png").stat().st_size > 0
    rows = [json.loads(line) for line in (tmp_path / "size-2k.jsonl").read_text().splitlines()]
    assert len(rows) == 20 and {"question", "latency_ms", "intent", "evidence"} <= set(rows[0])
    free = [r for r in rows if r["kind"] == "free_text"]
    assert sum(r["intent"] == "free_text" for r in free) >= 3 and all(r["evidence"] for r in free)
    assert json.loads((tmp_path / "bench.json").read_text())["generator"].startswith("obsmem_ros.bench.household")

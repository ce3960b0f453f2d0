"""The soak benchmark's parts, and one small run through a real memory node."""
from __future__ import annotations

import json
import multiprocessing
import os
import time

import pytest

from obsmem_ros import EngineConfig
from obsmem_ros.core import validate_event
from obsmem_interfaces import srv
from obsmem_ros.nodes import ros_node
from worldlines_sim_bridge.graph.soak import (RssSampler, SoakProgress, SoakSettings, latency_windows, percentile, read_query_rows, run_soak, soak_event,
                                            timed_query)


def test_soak_events_are_valid_ordered_and_observed_by_the_robot():
    events = [soak_event(i, objects=7) for i in range(20)]
    for event in events:
        assert validate_event(event, EngineConfig()) is event and "robot" in event.observers
    assert [e.time_ns for e in events] == sorted(e.time_ns for e in events)
    assert len({e.id for e in events}) == 20 and events[8].objects == ("book_1",)


def test_percentile_is_nearest_rank():
    assert percentile([], 0.95) == 0.0
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.5) == 3.0
    assert percentile([float(v) for v in range(1, 101)], 0.95) == 95.0


def test_query_rows_written_so_far_are_read_and_a_half_written_line_skipped(tmp_path):
    path = tmp_path / "q.jsonl"
    path.write_text('{"t_s": 0.1, "latency_ms": 3.0}\n{"t_s": 0.4, "latency_ms": 5.0}\n{"t_s": 0.7, "lat')
    assert [row["t_s"] for row in read_query_rows(path)] == [0.1, 0.4]
    assert read_query_rows(tmp_path / "absent.jsonl") == []


def test_the_sampler_records_rss_and_checkpoints_on_its_period():
    seen = []
    sampler = RssSampler(os.getpid(), SoakProgress(multiprocessing.get_context("spawn"), total=10), seen.append, 2)
    sampler.start()
    time.sleep(4.5)
    sampler.stop_event.set()
    sampler.join()
    assert len(sampler.samples) >= 4 and all(s["rss_mb"] > 0 for s in sampler.samples)
    assert [len(samples) for samples in seen] == [2, 4][:len(seen)] and len(seen) >= 2


def test_latency_windows_split_queries_by_time():
    queries = [{"t_s": t, "sent": int(t * 10), "latency_ms": float(t)} for t in (0.0, 1.0, 4.9, 5.0, 9.9, 10.0)]
    rows = latency_windows(queries, seconds=10.0, windows=2)
    assert [(r["t_from_s"], r["t_to_s"], r["queries"]) for r in rows] == [(0.0, 5.0, 3), (5.0, 10.0, 3)]
    assert (rows[0]["events_sent"], rows[1]["events_sent"], rows[1]["max_ms"]) == (49, 100, 10.0)


@pytest.mark.ros
@pytest.mark.slow
def test_a_small_soak_loses_no_message_and_writes_json_and_plot(tmp_path):
    report = run_soak(SoakSettings(events=600, chunk=150, query_period_s=0.1, windows=3), tmp_path)
    assert (report["sent"], report["received"], report["stored"], report["lost"]) == (600, 600, 600, 0)
    assert report["node_alive"] and report["queries"] >= 1 and report["query_errors"] == 0
    assert report["query_timeouts"] == 0 and report["complete"]
    assert len(read_query_rows(tmp_path / "soak_queries.jsonl")) == report["queries"]
    assert report["rss_start_mb"] > 0 and len(report["latency_windows"]) == 3
    assert json.loads((tmp_path / "soak.json").read_text())["lost"] == 0
    assert (tmp_path / "soak.png").read_bytes()[:4] == b"\x89PNG"


@pytest.mark.ros
def test_an_unanswered_query_is_a_recorded_timeout_not_the_end_of_the_soak():
    with ros_node("soak_timeout_probe") as node:
        client = node.create_client(srv.Query, "/obsmem/soak_nobody_serves_this")
        row = timed_query(node, client, "Where is mug_1?", timeout=0.3)
    assert row == {"error": "no answer within 0 s", "known": False, "timed_out": True}

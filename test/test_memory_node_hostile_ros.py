"""Hostile input sent to the memory node from another process (issue 12): each message is
rejected or held with the reason, the node keeps serving, and memory holds what it should."""
from __future__ import annotations

import sqlite3
import time
from datetime import datetime, timedelta, timezone

import pytest

from obsmem_interfaces import msg, srv
from obsmem_ros import EngineConfig, event_from_json
from obsmem_ros.nodes import EVENT_STREAM, call_service, event_to_world_event, ros_node, wait_for_service
from worldlines_sim_bridge import NodeProcess, load_graph

pytestmark = pytest.mark.ros

CONFIG = EngineConfig()


def _event(event_id: str, at: datetime, **fields) -> msg.WorldEvent:
    record = {"id": event_id, "time": at.isoformat(), "kind": "action", "actor": "robot", "verb": "place",
              "objects": ["cup_1"], "location": "kitchen", "observers": ["robot"], "source": "sim",
              "deltas": [{"entity": "cup_1", "attribute": "location", "value": "shelf_1"}], **fields}
    return event_to_world_event(event_from_json(record, CONFIG))


NOW = datetime.now(timezone.utc).replace(microsecond=0)
GOOD = _event("good", NOW - timedelta(minutes=5))


def _stats(node):
    return call_service(node, wait_for_service(node, srv.MemoryStats, "/obsmem/stats", timeout=60),
                        srv.MemoryStats.Request(), timeout=30)


def _wait_stats(node, *, received: int, ingested: int = 0, timeout: float = 40.0):
    deadline = time.monotonic() + timeout
    while True:
        stats = _stats(node)
        if stats.received >= received and stats.pending == 0 and stats.ingested >= ingested:
            return stats
        if time.monotonic() > deadline:
            raise TimeoutError(f"memory node: received {stats.received} of {received}, pending {stats.pending}")
        time.sleep(0.2)


def _publish(node, messages) -> None:
    pub = node.create_publisher(msg.WorldEvent, "worldlines/events", EVENT_STREAM)
    wait_for_service(node, srv.MemoryStats, "/obsmem/stats", timeout=60)
    deadline = time.monotonic() + 10
    while pub.get_subscription_count() == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    for message in messages:
        pub.publish(message)


@pytest.fixture()
def memory_process(tmp_path):
    with NodeProcess.from_spec(load_graph().node("memory"), params={"db_path": str(tmp_path / "home.db")}) as proc:
        yield proc


def test_extras_json_nested_100k_deep_or_not_json_is_rejected_counted_and_the_node_keeps_serving(memory_process):
    deep = _event("deep", NOW - timedelta(minutes=6))
    deep.extras_json = "[" * 100_000 + "]" * 100_000
    broken = _event("broken", NOW - timedelta(minutes=6))
    broken.extras_json = "{not json"
    with ros_node("hostile_extras") as node:
        _publish(node, [deep, broken, GOOD])
        stats = _wait_stats(node, received=3)
        assert (stats.received, stats.rejected, stats.ingested, stats.stored_events) == (3, 2, 1, 1)
        assert memory_process.alive()
        answer = call_service(node, wait_for_service(node, srv.Query, "/obsmem/query", timeout=60),
                              srv.Query.Request(question="Where is the cup?"), timeout=30)
        assert answer.value == "shelf_1"
    output = memory_process.output()
    assert "rejected event 'deep'" in output and "nests 100000 levels deep; the limit is 64" in output
    assert "rejected event 'broken'" in output and "extras_json is not JSON" in output


def test_a_future_dated_event_is_quarantined_and_the_stream_keeps_accepting(memory_process):
    events = [_event("live-1", NOW - timedelta(minutes=2)), _event("ahead", NOW + timedelta(days=1)),
              _event("live-2", NOW - timedelta(minutes=1)), _event("live-1", NOW - timedelta(minutes=2), verb="open")]
    with ros_node("hostile_clock") as node:
        _publish(node, events)
        stats = _wait_stats(node, received=4)
        assert (stats.ingested, stats.rejected, stats.stored_events) == (2, 2, 2)
        assert (stats.conflicts, stats.quarantined) == (1, 1)
        assert memory_process.alive()
    output = memory_process.output()
    assert "rejected event 'ahead': quarantined" in output
    assert "rejected event 'live-1': conflict" in output


def test_a_megabyte_question_is_refused_with_the_limit_and_the_next_one_is_answered(memory_process):
    with ros_node("hostile_question") as node:
        _publish(node, [GOOD])
        _wait_stats(node, received=1)
        query = wait_for_service(node, srv.Query, "/obsmem/query", timeout=60)
        huge = call_service(node, query, srv.Query.Request(question=("where is the cup? " * 60_000)[:1_000_000]),
                            timeout=30)
        assert "is 1000000 characters long; the limit is 2000" in huge.error and not huge.known
        answer = call_service(node, query, srv.Query.Request(question="Where is the cup?"), timeout=30)
        assert answer.error == "" and answer.value == "shelf_1"
        assert memory_process.alive()


def test_the_node_survives_a_store_locked_past_its_busy_timeout_and_keeps_the_events(tmp_path):
    db = tmp_path / "home.db"
    with NodeProcess.from_spec(load_graph().node("memory"), params={"db_path": str(db)}) as proc:
        with ros_node("hostile_lock") as node:
            _publish(node, [GOOD])
            _wait_stats(node, received=1, ingested=1)
            holder = sqlite3.connect(str(db), isolation_level=None)
            holder.execute("BEGIN IMMEDIATE")  # another process keeps the write lock for 8 s (busy timeout: 5 s)
            _publish(node, [_event("while-locked", NOW - timedelta(minutes=4))])
            time.sleep(8)
            assert proc.alive()
            holder.execute("ROLLBACK")
            holder.close()
            stats = _wait_stats(node, received=2, ingested=2)
            assert (stats.stored_events, stats.rejected) == (2, 0)
            assert stats.contention >= 1
        assert "store busy or failing" in proc.output() and "database is locked" in proc.output()

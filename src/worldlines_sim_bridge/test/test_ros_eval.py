"""In-process and via-ROS evaluation give the same answers for the same memory: the bag replay node
feeds the memory node up to each cutoff and the Query service answers, sample by sample."""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from worldlines_sim_bridge.core.evaluation.session import evaluate
from worldlines_sim_bridge.nodes.ros_eval import RosMemorySystem, typed_value

WORLDLINES = str(Path(sys.executable).parent / "worldlines")


@pytest.fixture(scope="module")
def benchmark(tmp_path_factory) -> Path:
    data = tmp_path_factory.mktemp("wl")
    for args in (["generate", "--seed", "3", "--days", "2", "--home", "maple_house", "--out", str(data)],
                 ["bag", "--data", str(data)]):
        subprocess.run([WORLDLINES, *args], check=True, capture_output=True, timeout=300)
    return data


def _answers(rows):
    return {r.id: (r.known, r.value, r.belief, tuple(r.evidence_ids), tuple(r.evidence_event_ids)) for r in rows}


@pytest.mark.ros
def test_via_ros_answers_equal_in_process_answers(benchmark, tmp_path):
    local = evaluate("obsmem", benchmark, tmp_path / "local", limit=60, progress=False)
    remote = evaluate("obsmem", benchmark, tmp_path / "ros", limit=60, progress=False,
                      factory=lambda options: RosMemorySystem("obsmem", options, data_dir=benchmark))
    assert len(local.rows) == len(remote.rows) == 60
    assert _answers(remote.rows) == _answers(local.rows)
    assert remote.summary["judge"] == local.summary["judge"]


@pytest.mark.ros
def test_a_replay_reaches_a_subscriber_that_joins_after_the_request(benchmark):
    """The request goes out two seconds before the subscription exists: the replay waits for it instead of
    publishing into nothing (the topic is volatile: early events would be lost)."""
    from obsmem_interfaces import msg, srv
    from obsmem_ros.nodes import EVENT_STREAM, ns_to_time, ros_node, spin_until, wait_for_future, wait_for_service
    from worldlines_sim_bridge import NodeProcess

    received = []
    params = {"bag_path": str(benchmark / "bag")}
    with NodeProcess(package="worldlines_sim_bridge", executable="bag_replay_node", name="bag_replay", params=params) as proc:
        with ros_node("late_listener") as node:
            client = wait_for_service(node, srv.ReplayTo, "/worldlines/replay_to", timeout=60)
            asked = client.call_async(srv.ReplayTo.Request(until=ns_to_time(2_000_000_000 * 10**9)))
            time.sleep(2.0)  # without the wait, the paced replay is over well within this
            node.create_subscription(msg.WorldEvent, "worldlines/events", lambda m: received.append(m.id), EVENT_STREAM)
            reply = wait_for_future(asked, 120, "the replay's response", spin=node)
            spin_until(node, lambda: len(received) >= reply.published_total, 60, "every replayed event")
    assert reply.exhausted and reply.published_now == reply.published_total > 0, proc.output()
    assert len(received) == reply.published_total and received[-1] == reply.last_event_id


def test_ros_system_refuses_a_folder_without_a_bag(tmp_path):
    from worldlines_sim_bridge.core.evaluation.systems import SystemOptions
    from worldlines_sim_bridge.errors import EvaluationError

    with pytest.raises(EvaluationError, match="No bag at .*worldlines bag --data"):
        RosMemorySystem("obsmem", SystemOptions(workdir=tmp_path), data_dir=tmp_path)


def test_ros_system_only_evaluates_the_memory_node(tmp_path):
    from worldlines_sim_bridge.core.evaluation.systems import SystemOptions
    from worldlines_sim_bridge.errors import EvaluationError

    with pytest.raises(EvaluationError, match="runs \\('obsmem',\\); got 'flat'"):
        RosMemorySystem("flat", SystemOptions(workdir=tmp_path), data_dir=tmp_path)


@pytest.mark.parametrize(("text", "kind", "expected"), [
    ("3", "int", 3), ("0.5", "float", 0.5), ('["alice", "bob"]', "list", ["alice", "bob"]),
    ("sofa_1", "entity", "sofa_1"), ("", "none", None),
])
def test_typed_value_restores_the_in_process_type(text, kind, expected):
    assert typed_value(text, kind, known=expected is not None) == expected

"""The graph run of a sensor bag: replay -> perception -> memory, then ask where something is.

The ``sensors`` profile of ``config/graph.yaml`` runs as separate processes (the memory node and
the planner on one fresh store, the perception node with its RGB-D and microphone inputs on); once
their services answer, the sensor replay node publishes the bag on its recorded topics at
``rate`` x speed. When the replay is done and the memory's event count has stopped growing, the
question goes to ``Query`` and the target to the planner's ``Ground``; both replies come back
as plain dicts (``worldlines-graph sensors`` prints them, the cross-process test checks them).
Imports rclpy: loaded by ``worldlines-graph sensors`` and tests only.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Dict, List, Optional

from obsmem_interfaces import srv
from obsmem_ros.nodes import call_service, ros_node, wait_for_nodes, wait_for_service

from .errors import GraphError
from .processes import NodeProcess, ProcessGraph
from .spec import load_graph

PROFILE = "sensors"
REPLAY = "sensor_replay"
DONE_LINE = "sensor replay done"


@dataclass(frozen=True)
class SensorRunSettings:
    """Which bag, which store, what to ask, how fast, how long to wait."""

    bag: Path
    db: Path
    question: str
    target: str
    rate: float = 1.0
    timeout_s: float = 180.0
    settle_s: float = 2.0  # the memory's event count must hold this long after the replay ends
    log_dir: Optional[Path] = None


def _processes(settings: SensorRunSettings) -> List[NodeProcess]:
    spec = load_graph()
    overrides: Dict[str, Dict[str, Any]] = {
        "memory": {"db_path": str(settings.db)}, "planner": {"db_path": str(settings.db)},
        REPLAY: {"bag_path": str(settings.bag), "rate": float(settings.rate)}}
    return [NodeProcess.from_spec(node, extra_params=extra, params=overrides.get(node.name), log_dir=settings.log_dir)
            for node, extra in spec.profile_nodes(PROFILE)]


def _pose(msg: Any) -> Dict[str, Any]:
    return {"valid": bool(msg.valid), "frame_id": msg.frame_id, "position": [float(v) for v in msg.position],
            "orientation": [float(v) for v in msg.orientation], "extent": [float(v) for v in msg.extent],
            "provenance": msg.provenance, "evidence_id": msg.evidence_id,
            "stamp_ns": msg.stamp.sec * 1_000_000_000 + msg.stamp.nanosec}


def _check_alive(graph: ProcessGraph) -> None:
    dead = graph.dead()
    if dead:
        node = dead[0]
        raise GraphError(f"Node {node.spec.name!r} exited with {node.proc.returncode}:\n{node.output()[-2000:]}")


def run_sensor_graph(settings: SensorRunSettings) -> Dict[str, Any]:
    """Run the profile over the bag; the ``Query`` and ``Ground`` replies, and the counts seen."""
    procs = _processes(settings)
    replay = next(p for p in procs if p.spec.name == REPLAY)
    started = time.monotonic()
    deadline = started + settings.timeout_s
    with ProcessGraph([p for p in procs if p is not replay]) as graph, ros_node("sensor_graph_probe") as node:
        graph.wait_alive(1.0)
        wait_for_nodes(node, [p.spec.name for p in graph.nodes], timeout=settings.timeout_s)
        query = wait_for_service(node, srv.Query, "/obsmem/query", timeout=settings.timeout_s)
        ground = wait_for_service(node, srv.Ground, "/mimir/ground", timeout=settings.timeout_s)
        stats = wait_for_service(node, srv.MemoryStats, "/obsmem/stats", timeout=settings.timeout_s)
        with replay:
            graph.nodes.append(replay)
            events = _wait_for_replay(graph, replay, node, stats, settings, deadline)
            graph.nodes.remove(replay)
        answer = call_service(node, query, srv.Query.Request(question=settings.question), timeout=settings.timeout_s)
        grounded = call_service(node, ground, srv.Ground.Request(goal=f"bring me the {settings.target}",
                                                                 target=settings.target), timeout=settings.timeout_s)
    return {
        "events": events, "seconds": round(time.monotonic() - started, 1),
        "query": {"question": settings.question, "known": bool(answer.known), "answer": answer.answer,
                  "value": answer.value, "intent": answer.intent, "belief": answer.belief.label,
                  "error": answer.error},
        "ground": {"target": settings.target, "grounded": bool(grounded.grounded), "reason": grounded.reason,
                   "target_entity": grounded.target_entity, "source_entity": grounded.source_entity,
                   "belief": grounded.belief.label, "pose": _pose(grounded.pose)},
    }


def _wait_for_replay(graph: ProcessGraph, replay: NodeProcess, node: Any, stats: Any, settings: SensorRunSettings,
                     deadline: float) -> int:
    """Wait until the replay is done and the events the memory received held still (none pending) for
    ``settle_s``; the number it stored."""
    last, since = -1, time.monotonic()
    while True:
        _check_alive(graph)
        reply = call_service(node, stats, srv.MemoryStats.Request(), timeout=settings.timeout_s)
        count, now = int(reply.received), time.monotonic()
        if count != last or reply.pending:
            last, since = count, now
        elif DONE_LINE in replay.output() and now - since >= settings.settle_s:
            return int(reply.ingested)
        if now > deadline:
            raise GraphError(f"sensor graph: no settled memory within {settings.timeout_s} s (events {count}; "
                             f"replay said: {replay.output()[-500:]!r})")
        time.sleep(0.5)

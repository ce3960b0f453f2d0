"""ObsMem evaluated through the live ROS graph: the bag replay node publishes the history up to each
cutoff into the memory node, and questions go through the ``Query`` service.

``RosMemorySystem`` implements the evaluation runner's ``MemorySystem`` Protocol, so the runner
cannot tell it from the in-process system; a test checks that both give the same answers. It
starts the memory node and the replay node as separate processes (``graph.processes``), and
before each question waits until the memory node has received exactly as many events as the
replay published (``MemoryStats``): nothing may be dropped silently.
"""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Sequence

import rclpy
from rclpy.context import Context
from rclpy.node import Node

from obsmem_interfaces import srv
from obsmem_ros import Event
from obsmem_ros.nodes import call_service, ns_to_time, time_to_ns, wait_for_service
from worldlines_sim_bridge.core.evaluation.records import SystemAnswer, ns_to_iso
from worldlines_sim_bridge.core.evaluation.systems import SystemOptions
from worldlines_sim_bridge.errors import EvaluationError
from worldlines_sim_bridge.graph import load_graph
from worldlines_sim_bridge.graph.processes import NodeProcess, ProcessGraph

SUPPORTED = ("obsmem",)
BAG_FOLDER = "bag"


def typed_value(value: str, value_type: str, known: bool) -> Any:
    """A Query response's textual value back in the type the in-process answer had."""
    if not known:
        return None
    if value_type == "int":
        return int(value)
    if value_type == "float":
        return float(value)
    if value_type == "list" or (value.startswith("[") and value.endswith("]")):
        try:
            return json.loads(value)
        except json.JSONDecodeError:
            return value
    return value


def response_to_answer(response: Any) -> SystemAnswer:
    """A ``Query`` response as the runner's ``SystemAnswer`` (the Answer JSON shape)."""
    evidence = [{"id": e.id, "view": e.view, "time": ns_to_iso(time_to_ns(e.stamp)), "text": e.text,
                 "session_id": e.session_id, "event_ids": list(e.event_ids)} for e in response.evidence]
    return SystemAnswer.from_json({
        "known": response.known, "value": typed_value(response.value, response.value_type, response.known),
        "value_type": response.value_type, "answer": response.answer, "intent": response.intent,
        "belief": {"label": response.belief.label}, "evidence": evidence})


class RosMemorySystem:
    """The memory node behind the Query service, fed by the bag replay node."""

    def __init__(self, memory: str, options: SystemOptions, *, data_dir: Path, timeout: float = 60.0) -> None:
        if memory not in SUPPORTED:
            raise EvaluationError(f"--via-ros evaluates the memory node, which runs {SUPPORTED}; got {memory!r}.")
        bag = Path(data_dir) / BAG_FOLDER
        if not (bag / "metadata.yaml").is_file():
            raise EvaluationError(f"No bag at {bag}: run `worldlines bag --data {data_dir}` first.")
        self.name = memory
        self.timeout = timeout
        self._fed = 0
        logs = Path(options.workdir) / "logs"
        graph = load_graph()
        self.graph = ProcessGraph([
            NodeProcess.from_spec(graph.node("memory"), params={"db_path": str(Path(options.workdir) / "memory.db")},
                                  log_dir=logs),
            NodeProcess.from_spec(graph.node("bag_replay"), params={"bag_path": str(bag)}, log_dir=logs),
        ]).start()
        self._context = Context()
        rclpy.init(context=self._context)
        self._node = Node("worldlines_ros_eval", context=self._context)
        try:
            self.graph.wait_alive(1.0)
            self._clients = {name: wait_for_service(self._node, kind, f"/{name}", timeout=timeout) for name, kind in (
                ("obsmem/query", srv.Query), ("obsmem/stats", srv.MemoryStats), ("obsmem/consolidate", srv.Consolidate),
                ("worldlines/replay_to", srv.ReplayTo))}
        except BaseException:
            self.close()
            raise

    def _call(self, name: str, request: Any) -> Any:
        return call_service(self._node, self._clients[name], request, timeout=self.timeout)

    def ingest(self, events: Sequence[Event]) -> None:
        if not events:
            return
        self._fed += len(events)
        replayed = self._call("worldlines/replay_to", srv.ReplayTo.Request(until=ns_to_time(events[-1].time_ns)))
        if replayed.published_total != self._fed or replayed.last_event_id != events[-1].id:
            raise EvaluationError(
                f"the bag replay published {replayed.published_total} events up to {replayed.last_event_id!r}, "
                f"but the trace has {self._fed} up to {events[-1].id!r}: the bag does not match trace.jsonl.")
        self._wait_received(self._fed)
        self._call("obsmem/consolidate", srv.Consolidate.Request())  # as in process: between sessions, not per answer

    def _wait_received(self, expected: int) -> None:
        """Until the memory node has received and stored `expected` events. The wait ends in an error
        only after `timeout` seconds without progress (neither more received nor fewer pending): a
        node slowed by a loaded machine is still working, a lost stream is not."""
        deadline, seen = time.monotonic() + self.timeout, None
        while True:
            stats = self._call("obsmem/stats", srv.MemoryStats.Request())
            if stats.received >= expected and stats.pending == 0:
                return
            if (stats.received, stats.pending) != seen:
                deadline, seen = time.monotonic() + self.timeout, (stats.received, stats.pending)
            elif time.monotonic() > deadline:
                raise EvaluationError(f"the memory node received {stats.received} of {expected} replayed events "
                                      f"({stats.pending} pending) and made no progress for {self.timeout:.0f} s.")
            time.sleep(0.02)

    def ask(self, question: str, *, at_ns: int, k: int) -> SystemAnswer:
        response = self._call("obsmem/query", srv.Query.Request(question=question, use_at=True, at=ns_to_time(at_ns), k=k))
        if response.error:
            raise EvaluationError(f"the memory node rejected {question!r}: {response.error}")
        return response_to_answer(response)

    def close(self) -> None:
        if getattr(self, "_node", None) is not None:
            self._node.destroy_node()
            self._node = None
            rclpy.shutdown(context=self._context)
        self.graph.stop()

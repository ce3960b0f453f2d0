"""Query latency through the ROS 2 `Query` service of the memory node: the ``--ros`` part of
``obsmem bench``, provided to it as the plug-in ``obsmem_ros.bench:ros_latency`` (an entry point of
this package), so obsmem_ros never imports the node-graph runner. The node is started as its own
process on a benchmark memory file, and the same structured questions are asked over loopback;
obsmem's benchmark turns the round-trip times into percentiles."""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Dict, List


def _questions(jsonl: Path, n: int) -> List[str]:
    rows = [json.loads(line) for line in jsonl.read_text().splitlines()]
    return [r["question"] for r in rows if r["kind"] == "structured"][:n]


def ros_query_latency(db: Path, jsonl: Path, *, n: int = 200, timeout_s: float = 60.0) -> Dict[str, Any]:
    """``{"samples_ms": [...]}`` of `Query` round trips, or ``{"skipped": reason}`` when ROS or the node is
    unavailable."""
    try:
        from obsmem_interfaces.srv import Query
        from obsmem_ros.nodes import call_service, ros_node, wait_for_service

        from worldlines_sim_bridge.graph.processes import NodeProcess
    except ImportError as err:
        return {"skipped": f"ROS parts unavailable ({err})"}
    questions = _questions(jsonl, n)
    samples: List[float] = []
    try:
        with NodeProcess(package="obsmem_ros", executable="memory_node", name="memory",
                         params={"db_path": str(db)}) as proc, ros_node("obsmem_bench") as node:
            client = wait_for_service(node, Query, "/obsmem/query", timeout=timeout_s)
            for question in questions[:5]:
                call_service(node, client, Query.Request(question=question), timeout=timeout_s)
            for question in questions:
                start = time.perf_counter()
                response = call_service(node, client, Query.Request(question=question), timeout=timeout_s)
                samples.append((time.perf_counter() - start) * 1000)
                if response.error:
                    return {"skipped": f"the node answered an error: {response.error}"}
            if not proc.alive():
                return {"skipped": "the memory node exited during the run"}
    except Exception as err:  # noqa: BLE001 - any failure of the optional ROS part is reported, not raised
        return {"skipped": f"ROS run failed: {type(err).__name__}: {err}"}
    return {"samples_ms": samples}

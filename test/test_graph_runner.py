"""`worldlines-graph up` brings the graph up as separate processes, a client in another process gets
an answer from the memory node's Query service, and Ctrl-C stops every node."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from obsmem_interfaces import srv
from obsmem_ros.nodes import call_service, ros_node, wait_for_service

pytestmark = pytest.mark.ros
RUNNER = Path(sys.executable).parent / "worldlines-graph"


def _read_until(proc: subprocess.Popen, marker: str, timeout: float) -> str:
    seen = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line and proc.poll() is not None:
            break
        seen.append(line)
        if marker in line:
            return "".join(seen)
    raise AssertionError(f"runner never printed {marker!r}:\n{''.join(seen)}")


def _node_pids(db: Path) -> list[str]:
    out = subprocess.run(["pgrep", "-f", str(db)], capture_output=True, text=True)
    return out.stdout.split()


def test_runner_brings_up_memory_profile_and_stops_it_on_ctrl_c(tmp_path):
    db = tmp_path / "home.db"
    proc = subprocess.Popen(
        [str(RUNNER), "up", "--profile", "memory", "--set", f"memory.db_path={db}", "--log-dir", str(tmp_path)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env={**os.environ, "COLUMNS": "200"},
    )
    try:
        banner = _read_until(proc, "Press Ctrl-C", timeout=90)
        assert "profile 'memory' is up" in banner and "memory_node" in banner
        with ros_node("runner_test_client") as node:
            # Liveness deadlines, not speed checks: on a loaded machine the node's first query waits
            # for its parser's warm-up.
            client = wait_for_service(node, srv.Query, "/obsmem/query", timeout=90)
            answer = call_service(node, client, srv.Query.Request(question="Where is the laptop?"), timeout=90)
        assert answer.known is False and answer.error == ""
        assert answer.answer.lower().startswith("not known")
        assert _node_pids(db), "the memory node should be running"
    finally:
        proc.send_signal(signal.SIGINT)
        out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 0, out
    assert "stopped every node" in out
    assert _node_pids(db) == []


def test_runner_rejects_an_unknown_profile_with_the_known_ones():
    out = subprocess.run([str(RUNNER), "up", "--profile", "kitchen"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 1
    assert "known profiles: benchmark, g1, memory, sensors, sim" in out.stdout + out.stderr

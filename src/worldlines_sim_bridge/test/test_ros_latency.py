"""`obsmem bench --ros` finds the ROS latency probe of this package through an entry point."""
from __future__ import annotations

import ast
from pathlib import Path

from worldlines_sim_bridge.graph.ros_latency import ros_query_latency

SETUP = Path(__file__).resolve().parents[1] / "setup.py"


def _entry_points() -> dict:
    call = next(node for node in ast.walk(ast.parse(SETUP.read_text()))
                if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "setup")
    return ast.literal_eval(next(k.value for k in call.keywords if k.arg == "entry_points"))


def test_ros_latency_probe_is_declared_for_obsmem_bench():
    points = _entry_points()["obsmem_ros.bench"]
    assert points == ["ros_latency = worldlines_sim_bridge.graph.ros_latency:ros_query_latency"]
    assert callable(ros_query_latency)


def test_sim_controller_node_is_an_executable_of_this_package():
    scripts = _entry_points()["console_scripts"]
    assert "sim_controller_node = worldlines_sim_bridge.nodes.sim_controller_node:main" in scripts

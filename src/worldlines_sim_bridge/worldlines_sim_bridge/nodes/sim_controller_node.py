"""Simulated manipulator node: an ``ExecutePlan`` action server over the WorldLines simulator."""
from __future__ import annotations

import json
from pathlib import Path

from rclpy.action import ActionServer, CancelResponse, GoalResponse
from rclpy.callback_groups import ReentrantCallbackGroup
from rclpy.node import Node

from mimir_grounding.core import MimirError, make_controller
from mimir_grounding.nodes import execute_plan
from obsmem_interfaces.action import ExecutePlan
from obsmem_ros.nodes import run_node

from worldlines_sim_bridge.core.planning import sim_controller  # noqa: F401 - registers the "sim" controller
from worldlines_sim_bridge.core.sim.clock import iso_to_ns
from worldlines_sim_bridge.core.sim.home import Home
from worldlines_sim_bridge.core.sim.world import SimWorld


def build_world(data_dir: str, cutoff: str, home: str) -> SimWorld:
    """The world to act in: a benchmark's true world at ``cutoff``, or a home's initial state."""
    if data_dir:
        world = SimWorld.from_json(json.loads((Path(data_dir) / "world.json").read_text(encoding="utf-8")))
        return world.snapshot_at(iso_to_ns(cutoff)) if cutoff else world
    return SimWorld.from_home(Home.load(home))


class SimControllerNode(Node):
    """Serves ``ExecutePlan`` on the simulated manipulator."""

    def __init__(self) -> None:
        super().__init__("sim_controller")
        self.declare_parameter("home", "maple_house")
        self.declare_parameter("data_dir", "")
        self.declare_parameter("cutoff", "")
        self.declare_parameter("start_time", "2026-03-02T07:00:00+00:00")
        self.declare_parameter("action_name", "/mimir/execute_plan")
        param = lambda name: self.get_parameter(name).value  # noqa: E731
        world = build_world(param("data_dir"), param("cutoff"), param("home"))
        start = iso_to_ns(param("cutoff") or param("start_time"))
        self.controller = make_controller("sim", world=world, start_ns=max(start, world.now_ns), id_prefix="simctl")
        self._server = ActionServer(self, ExecutePlan, param("action_name"),
                                    lambda handle: execute_plan(handle, self.controller),
                                    goal_callback=lambda _g: GoalResponse.ACCEPT,
                                    cancel_callback=lambda _g: CancelResponse.ACCEPT,
                                    callback_group=ReentrantCallbackGroup())
        self.get_logger().info(f"simulated manipulator ready on {param('action_name')} "
                               f"(robot in {self.controller.robot_room()})")


def main(args=None) -> None:
    run_node(SimControllerNode, args, threads=2, errors=(MimirError,))


if __name__ == "__main__":
    main()

"""Unitree G1 controller node: ``ExecutePlan`` on a real G1 through ``unitree_sdk2py``.

Needs the robot: the SDK clients talk DDS to the G1 on ``network_interface``; without
``unitree_sdk2py`` the node exits at start with the install hint. Routes between rooms and the
arm-action ids of manipulation skills are parameters (see ``config/g1_controller.yaml`` and
``core/g1_adapter.py``); a primitive with no route or skill fails its step with the missing
setting named, and the plan is replanned or refused, never faked.
"""
from __future__ import annotations

from rclpy.action import ActionServer, CancelResponse, GoalResponse
from rclpy.callback_groups import ReentrantCallbackGroup
from rclpy.node import Node

from obsmem_interfaces.action import ExecutePlan
from mimir_grounding.core import ConfigError, MimirError, make_controller
from mimir_grounding.core.g1_adapter import G1Config
from mimir_grounding.nodes.plan_server import execute_plan
from obsmem_ros.nodes import run_node


def _pairs(items: list[str], name: str) -> dict[str, str]:
    """["hallway->kitchen=0.3,0,0,4", ...] -> {"hallway->kitchen": "0.3,0,0,4"}."""
    out = {}
    for item in items:
        if not item:
            continue
        if "=" not in item:
            raise ConfigError(f"g1_controller parameter {name!r} item {item!r} must read 'key=value'")
        key, value = item.split("=", 1)
        out[key.strip()] = value.strip()
    return out


class G1ControllerNode(Node):
    """Serves ``ExecutePlan`` on a Unitree G1."""

    def __init__(self) -> None:
        super().__init__("g1_controller")
        defaults = {"robot_id": "g1", "network_interface": "eth0", "timeout_s": 10.0, "start_room": "",
                    "speaker_id": 0, "look_around_s": 6.0, "routes": [""], "skills": [""],
                    "action_name": "/mimir/execute_plan"}
        for name, value in defaults.items():
            self.declare_parameter(name, value)
        p = lambda name: self.get_parameter(name).value  # noqa: E731
        config = G1Config.from_strings(
            routes=_pairs(list(p("routes")), "routes"),
            skills={k: int(v) for k, v in _pairs(list(p("skills")), "skills").items()},
            robot_id=p("robot_id"), network_interface=p("network_interface"), timeout_s=float(p("timeout_s")),
            start_room=p("start_room"), speaker_id=int(p("speaker_id")), look_around_s=float(p("look_around_s")))
        self.controller = make_controller("g1", config=config)  # connects to the robot through its SDK
        self._server = ActionServer(self, ExecutePlan, p("action_name"),
                                    lambda handle: execute_plan(handle, self.controller),
                                    goal_callback=lambda _g: GoalResponse.ACCEPT,
                                    cancel_callback=lambda _g: CancelResponse.ACCEPT,
                                    callback_group=ReentrantCallbackGroup())
        self.get_logger().info(f"G1 controller ready on {p('action_name')} via {p('network_interface')}")


def main(args=None) -> None:
    run_node(G1ControllerNode, args, threads=2, errors=(MimirError,))


if __name__ == "__main__":
    main()

"""Sensor replay node: publishes a sensor bag (``worldlines sensors``) on its recorded topics.

Every message goes out as its recorded CDR bytes (headers and stamps as recorded) at ``rate``
times the recorded speed (1.0: real time, as the camera and microphone would deliver them; 0:
as fast as possible), from a timer, never sleeping in a callback. With
``wait_for_subscribers`` it starts once every replayed topic has a subscriber (or after
``wait_timeout_s``, with a warning), so a perception node started beside it misses nothing.
Parameters: ``config/sensor_replay.yaml``.
"""
from __future__ import annotations

import importlib
import time
from typing import Any, Dict

from rclpy.node import Node
from rclpy.publisher import Publisher
from rclpy.qos import HistoryPolicy, QoSProfile, ReliabilityPolicy

from obsmem_ros.nodes import run_node
from worldlines_sim_bridge.core.sensors.bag_stream import Schedule, bag_topics, read_raw

REPLAY_QOS = QoSProfile(depth=200, history=HistoryPolicy.KEEP_LAST, reliability=ReliabilityPolicy.RELIABLE)
TICK_S = 0.01


def message_class(msgtype: str) -> Any:
    """The generated Python class of ``pkg/msg/Name`` (an uninstalled interface package raises ImportError)."""
    package, kind, name = msgtype.split("/")
    return getattr(importlib.import_module(f"{package}.{kind}"), name)


class SensorReplayNode(Node):
    """Replays one sensor bag once."""

    def __init__(self) -> None:
        super().__init__("sensor_replay")
        bag = self.declare_parameter("bag_path", "").value
        topics = [t for t in self.declare_parameter("topics", [""]).value if t]
        rate = float(self.declare_parameter("rate", 1.0).value)
        self._wait = bool(self.declare_parameter("wait_for_subscribers", True).value)
        self._wait_timeout_s = float(self.declare_parameter("wait_timeout_s", 30.0).value)
        if not bag:
            raise ValueError("parameter bag_path is empty: set it to a sensor bag folder written by `worldlines sensors`.")
        types = bag_topics(bag)
        self.outputs: Dict[str, Publisher] = {
            topic: self.create_publisher(message_class(msgtype), topic, REPLAY_QOS)
            for topic, msgtype in types.items() if not topics or topic in topics}
        self.schedule = Schedule(read_raw(bag, tuple(self.outputs)), rate)
        self.sent: Dict[str, int] = {topic: 0 for topic in self.outputs}
        self._created = time.monotonic()
        self._started: float | None = None
        self.timer = self.create_timer(TICK_S, self._tick)
        self.get_logger().info(f"sensor replay of {bag}: {len(self.outputs)} topics at {rate}x")

    def _ready(self) -> bool:
        if not self._wait:
            return True
        waiting = [t for t, p in self.outputs.items() if p.get_subscription_count() == 0]
        if not waiting:
            return True
        if time.monotonic() - self._created > self._wait_timeout_s:
            self.get_logger().warning(f"starting without subscribers on {', '.join(sorted(waiting))}")
            return True
        return False

    def _tick(self) -> None:
        if self._started is None:
            if not self._ready():
                return
            self._started = time.monotonic()
        for message in self.schedule.due(time.monotonic() - self._started):
            self.outputs[message.topic].publish(message.data)
            self.sent[message.topic] += 1
        if self.schedule.done:
            self.timer.cancel()
            counts = ", ".join(f"{t}={n}" for t, n in sorted(self.sent.items()))
            self.get_logger().info(f"sensor replay done: {self.schedule.handed_out} messages ({counts})")


def main(args=None) -> None:
    run_node(SensorReplayNode, args)


if __name__ == "__main__":
    main()

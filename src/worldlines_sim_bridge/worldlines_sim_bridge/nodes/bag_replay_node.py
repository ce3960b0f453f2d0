"""Bag replay node: publishes a WorldEvent bag into the live graph up to each requested cutoff.

Service ``worldlines/replay_to`` (``ReplayTo``) publishes every not-yet-published event with a
stamp up to ``until``, paced at ``rate_hz`` on a RELIABLE + KEEP_ALL topic, and returns running
counts, so a client can wait until the memory node has received exactly that many (its
``MemoryStats``). With ``autostart`` the whole bag is replayed once at start-up.

The topic is volatile: an event published before the memory node's subscription has matched is
lost. A client that found the service may still be ahead of the topic's discovery (the two are
matched separately), so with ``wait_for_subscribers`` a replay first waits until the topic has a
subscriber (or ``wait_timeout_s`` passed, with a warning). Parameters: ``config/bag_replay.yaml``.
"""
from __future__ import annotations

import time

from rclpy.node import Node

from obsmem_interfaces import msg, srv
from obsmem_ros import EngineConfig, event_from_json
from obsmem_ros.nodes import EVENT_STREAM, event_to_world_event, run_node, time_to_ns
from worldlines_sim_bridge.core.bag import read_bag
from worldlines_sim_bridge.core.replay import Pacer, ReplayCursor

_END_OF_TIME = 2**63 - 1


class BagReplayNode(Node):
    """Replays one bag, cutoff by cutoff."""

    def __init__(self) -> None:
        super().__init__("bag_replay")
        bag_path = self.declare_parameter("bag_path", "").value
        topic = self.declare_parameter("topic", "worldlines/events").value
        rate_hz = float(self.declare_parameter("rate_hz", 2000.0).value)
        autostart = bool(self.declare_parameter("autostart", False).value)
        self._wait = bool(self.declare_parameter("wait_for_subscribers", True).value)
        self._wait_timeout_s = float(self.declare_parameter("wait_timeout_s", 30.0).value)
        if not bag_path:
            raise ValueError("parameter bag_path is empty: set it to a rosbag2 folder written by `worldlines bag`.")
        self.cursor = ReplayCursor(read_bag(bag_path))
        self.config = EngineConfig()  # the bag is file input: its records are validated as they are published
        self.pacer = Pacer(rate_hz)
        self.publisher = self.create_publisher(msg.WorldEvent, topic, EVENT_STREAM)
        self.create_service(srv.ReplayTo, "worldlines/replay_to", self.on_replay_to)
        self.get_logger().info(f"replaying {bag_path} on {topic} at <= {rate_hz:.0f} msg/s")
        if autostart:
            self.publish_until(_END_OF_TIME)

    def _await_subscriber(self) -> None:
        """Until the topic has a subscriber; matching happens in the middleware's own threads."""
        deadline = time.monotonic() + self._wait_timeout_s
        while self.publisher.get_subscription_count() == 0:
            if time.monotonic() > deadline:
                self.get_logger().warning(f"replaying without a subscriber on {self.publisher.topic_name}")
                return
            time.sleep(0.01)

    def publish_until(self, until_ns: int) -> int:
        events = self.cursor.until(until_ns)
        if events and self._wait:
            self._await_subscriber()
        for event in events:
            self.pacer.wait()
            self.publisher.publish(event_to_world_event(event_from_json(event, self.config)))
        return len(events)

    def on_replay_to(self, request: srv.ReplayTo.Request, response: srv.ReplayTo.Response) -> srv.ReplayTo.Response:
        response.published_now = self.publish_until(time_to_ns(request.until))
        response.published_total = self.cursor.published
        response.last_event_id = self.cursor.last_id
        response.exhausted = self.cursor.exhausted
        return response


def main(args=None) -> None:
    run_node(BagReplayNode, args)


if __name__ == "__main__":
    main()

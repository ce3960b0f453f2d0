"""The perception node's RGB-D side: subscriptions to the camera topics, frame assembly, the 3D
object pipeline, and observation events with poses published as ``WorldEvent`` (the memory
node's ``event_topic``). Message fields are read by ``core.spatial.inputs.payload``; this module
only wires topics and QoS.

``sensor_reliability`` picks the subscriptions' QoS: ``reliable`` (realsense2_camera's default,
SYSTEM_DEFAULT, and the sensor replay node's), or ``best_effort`` for drivers that publish
SENSOR_DATA. Best effort over UDP loses most 640x480 raw depth and mask images (each is split
into many fragments and one lost fragment drops the image): measured here, none of 36 arrived.
"""
from __future__ import annotations

from typing import Any, Callable

from rclpy.node import Node
from rclpy.qos import HistoryPolicy, QoSProfile, ReliabilityPolicy
from geometry_msgs.msg import PoseStamped
from sensor_msgs.msg import CameraInfo, CompressedImage, Image
from std_msgs.msg import String

from obsmem_interfaces.msg import WorldEvent
from obsmem_ros.nodes import EVENT_STREAM, event_to_world_event

from ..core.spatial.inputs import FrameAssembler, SensorTopics, payload
from ..core.spatial.rgbd import RgbdConfig, RgbdPerception
from ..errors import ConfigError, MemoraError

SENSOR_QOS = {
    "reliable": QoSProfile(depth=10, history=HistoryPolicy.KEEP_LAST, reliability=ReliabilityPolicy.RELIABLE),
    "best_effort": QoSProfile(depth=10, history=HistoryPolicy.KEEP_LAST, reliability=ReliabilityPolicy.BEST_EFFORT),
}
RGBD_PARAMETERS = {
    "colour_topic": SensorTopics.colour, "depth_topic": SensorTopics.depth,
    "camera_info_topic": SensorTopics.camera_info, "pose_topic": SensorTopics.pose,
    "instances_topic": SensorTopics.instances, "labels_topic": SensorTopics.labels,
    "sensor_reliability": "reliable", "sync_slop_ms": 0.0, "sync_queue": 30, "robot_id": "robot", "events_topic": "worldlines/events",
}


class RgbdInputs:
    """Subscribes the camera streams on ``node``, assembles frames, publishes observation events."""

    def __init__(self, node: Node) -> None:
        p = {name: node.declare_parameter(name, default).value for name, default in RGBD_PARAMETERS.items()}
        self.node = node
        if p["sensor_reliability"] not in SENSOR_QOS:
            raise ConfigError(f"sensor_reliability={p['sensor_reliability']!r} is unknown; known: "
                              f"{', '.join(SENSOR_QOS)}")
        qos = SENSOR_QOS[p["sensor_reliability"]]
        self.topics = SensorTopics(colour=p["colour_topic"], depth=p["depth_topic"],
                                   camera_info=p["camera_info_topic"], pose=p["pose_topic"],
                                   instances=p["instances_topic"], labels=p["labels_topic"])
        self.assembler = FrameAssembler(slop_ns=int(p["sync_slop_ms"] * 1e6), queue_size=int(p["sync_queue"]))
        self.perception = RgbdPerception(RgbdConfig(robot_id=p["robot_id"]))
        self.publisher = node.create_publisher(WorldEvent, p["events_topic"], EVENT_STREAM)
        self.frames = self.events = 0
        colour_type = CompressedImage if self.topics.colour_compressed else Image
        for stream, msg_type, topic in (("colour", colour_type, self.topics.colour), ("depth", Image, self.topics.depth),
                                        ("camera_info", CameraInfo, self.topics.camera_info),
                                        ("pose", PoseStamped, self.topics.pose),
                                        ("instances", Image, self.topics.instances), ("labels", String, self.topics.labels)):
            node.create_subscription(msg_type, topic, self._handler(stream), qos)

    def _handler(self, stream: str) -> Callable[[Any], None]:
        def on_message(msg: Any) -> None:
            try:
                for frame in self.assembler.push(stream, *payload(stream, msg)):
                    self.frames += 1
                    for event in self.perception.process(frame).events:
                        self.publisher.publish(event_to_world_event(event))
                        self.events += 1
            except MemoraError as err:
                self.node.get_logger().warning(f"perception: {stream} message skipped: {err}")
        return on_message

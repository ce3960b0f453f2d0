"""Perception node: publishes `obsmem_interfaces/msg/SegmentRecord` on `segments`.

Source-grounded backends (annotation, sim) are replayed at `publish_rate_hz` (once a subscriber is
matched, unless `wait_for_subscribers` is false); frame-based ones
(qwen, endpoint) perceive windows cut from `sensor_msgs/Image` frames on `image_topic`. Speech from
the microphone (`audio_topic`, `obsmem_interfaces/msg/AudioChunk`) becomes utterance `WorldEvent`s on
`utterance_topic` (see `listening.MicrophoneListening`, whatever the backend).

With `rgbd` true it also runs the 3D object pipeline (`rgbd_inputs.RgbdInputs`): colour, aligned
depth, camera info, camera pose (a PoseStamped topic: TF is not available from the wheels used
here), instance masks and labels, time-synchronised; observation events with map-frame poses go
out as `WorldEvent` on `events_topic`.
"""
from __future__ import annotations

from typing import Iterator, Optional

from rclpy.node import Node
from rclpy.qos import HistoryPolicy, QoSProfile, ReliabilityPolicy
from sensor_msgs.msg import Image

from obsmem_interfaces.msg import SegmentRecord as SegmentMsg

from ..core.records import SegmentRecord
from ..core.sources import LivePerception, SourceConfig, live_backend, replay_records
from ..errors import MemoraError
from .convert import image_to_rgb, segment_to_msg, time_ns
from .listening import MicrophoneListening
from .rgbd_inputs import RgbdInputs
from obsmem_ros.nodes import run_node

SEGMENT_QOS = QoSProfile(depth=1000, history=HistoryPolicy.KEEP_LAST, reliability=ReliabilityPolicy.RELIABLE)
IMAGE_QOS = QoSProfile(depth=10, history=HistoryPolicy.KEEP_LAST, reliability=ReliabilityPolicy.BEST_EFFORT)


class PerceptionNode(Node):
    """Turns a perception source into a stream of segment records."""

    def __init__(self) -> None:
        super().__init__("perception")
        defaults = SourceConfig.__dataclass_fields__
        self.declare_parameter("backend", defaults["backend"].default)
        self.declare_parameter("participant", defaults["participant"].default)
        self.declare_parameter("session_id", defaults["session_id"].default)
        self.declare_parameter("annotations", [""])
        self.declare_parameter("trace_path", defaults["trace_path"].default)
        self.declare_parameter("model_dir", defaults["model_dir"].default)
        self.declare_parameter("endpoint_url", defaults["endpoint_url"].default)
        self.declare_parameter("endpoint_model", defaults["endpoint_model"].default)
        self.declare_parameter("max_images", defaults["max_images"].default)
        self.declare_parameter("image_topic", "camera/image_raw")
        self.declare_parameter("publish_rate_hz", 50.0)
        self.declare_parameter("wait_for_subscribers", True)
        self.declare_parameter("rgbd", False)
        p = self.get_parameter
        self.config = SourceConfig(
            backend=p("backend").value, participant=p("participant").value, session_id=p("session_id").value,
            annotations=tuple(a for a in p("annotations").value if a), trace_path=p("trace_path").value,
            model_dir=p("model_dir").value, endpoint_url=p("endpoint_url").value,
            endpoint_model=p("endpoint_model").value, max_images=p("max_images").value)
        self.publisher = self.create_publisher(SegmentMsg, "segments", SEGMENT_QOS)
        self.published = 0
        self._records: Optional[Iterator[SegmentRecord]] = None
        self._live: Optional[LivePerception] = None
        self._wait = p("wait_for_subscribers").value
        if self.config.replays:
            self._records = replay_records(self.config)
            self.timer = self.create_timer(1.0 / p("publish_rate_hz").value, self._publish_next)
        else:
            self._live = LivePerception(live_backend(self.config), self.config.participant, self.config.session_id)
            self.subscription = self.create_subscription(Image, p("image_topic").value, self._on_image, IMAGE_QOS)
        self.listening = MicrophoneListening(self)
        self.rgbd = RgbdInputs(self) if p("rgbd").value else None
        self.get_logger().info(f"perception: backend={self.config.backend} participant={self.config.participant} "
                               f"rgbd={self.rgbd is not None}")

    def destroy_node(self) -> None:
        self.listening.close()
        super().destroy_node()

    def _publish(self, record: SegmentRecord) -> None:
        self.publisher.publish(segment_to_msg(record))
        self.published += 1

    def _publish_next(self) -> None:
        if self._wait and self.publisher.get_subscription_count() == 0:
            return
        record = next(self._records, None) if self._records is not None else None
        if record is None:
            self.timer.cancel()
            self.get_logger().info(f"perception: replay done, {self.published} segment records published")
            return
        self._publish(record)

    def _on_image(self, msg: Image) -> None:
        try:
            for record in self._live.push_frame(image_to_rgb(msg), time_ns(msg.header.stamp)):
                self._publish(record)
        except MemoraError as err:
            self.get_logger().warning(f"perception: frame at {time_ns(msg.header.stamp)} skipped: {err}")


def main(args=None) -> None:
    run_node(PerceptionNode, args)

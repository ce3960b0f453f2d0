"""Sensor inputs: topic names, message -> plain payload conversion, and frame assembly.

``SensorTopics`` names the streams (``config/perception.yaml``: our bags; ``config/robots/g1.yaml``:
the Unitree G1's head RealSense D435i). ``payload`` turns a message into the plain payload the core
works on; it reads fields by name only, so a ``rclpy`` message and a ``rosbags`` message convert
alike (the node and ``memora perceive`` share it). ``FrameAssembler`` synchronises colour, depth,
camera pose, instance masks and labels (``sync.TimeSynchronizer``: exact stamps, or approximate
with a slop), keeps the latest ``CameraInfo`` (it is latched or repeated, not per frame), and
yields ``RgbdFrame``s. The camera pose comes from a ``PoseStamped`` topic: TF (``tf2_ros``) does
not install from the wheels this suite runs on; on a robot, publish map -> camera as a pose (e.g.
a small ``tf2_ros`` listener re-publishing it) or remap the node's ``pose_topic``.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Dict, List, Optional

import numpy as np

from ...errors import ConfigError, RecordError
from .geometry import Intrinsics, Pose
from .images import CompressedImage, RawImage, decode_colour, decode_depth, decode_instances
from .rgbd import Label, RgbdFrame
from .sync import TimeSynchronizer

NS = 1_000_000_000
STREAMS = ("colour", "depth", "pose", "instances", "labels")


@dataclass(frozen=True)
class SensorTopics:
    """Topic names of the camera streams (defaults: the sensor bags ``worldlines sensors`` writes)."""

    colour: str = "/camera/color/image_raw/compressed"
    depth: str = "/camera/aligned_depth_to_color/image_raw"
    camera_info: str = "/camera/color/camera_info"
    pose: str = "/camera/pose"
    instances: str = "/camera/instances"
    labels: str = "/camera/instance_labels"

    @property
    def colour_compressed(self) -> bool:
        """Whether the colour topic carries ``CompressedImage`` (its name ends in /compressed)."""
        return self.colour.rstrip("/").endswith("/compressed")

    def stream_of(self) -> Dict[str, str]:
        """Topic -> stream name (``STREAMS`` plus ``camera_info``)."""
        return {self.colour: "colour", self.depth: "depth", self.camera_info: "camera_info", self.pose: "pose",
                self.instances: "instances", self.labels: "labels"}


def stamp_ns(header: Any) -> int:
    return int(header.stamp.sec) * NS + int(header.stamp.nanosec)


def _bytes(data: Any) -> bytes:
    return data.tobytes() if isinstance(data, np.ndarray) else bytes(data)


def raw_image(msg: Any) -> RawImage:
    return RawImage(width=int(msg.width), height=int(msg.height), encoding=str(msg.encoding), step=int(msg.step),
                    data=_bytes(msg.data), is_bigendian=bool(msg.is_bigendian))


def payload(stream: str, msg: Any) -> tuple[int, Any]:
    """(stamp, plain payload) of one message of a stream (``STREAMS`` or ``camera_info``)."""
    if stream == "labels":
        try:
            body = json.loads(msg.data)
            return int(body["stamp_ns"]), labels_of(body["labels"])
        except (ValueError, KeyError, TypeError) as err:
            raise RecordError(f"instance labels {str(msg.data)[:60]!r}: not JSON with stamp_ns and labels ({err})") from err
    stamp = stamp_ns(msg.header)
    if stream == "colour":
        if hasattr(msg, "format"):
            return stamp, CompressedImage(format=str(msg.format), data=_bytes(msg.data))
        return stamp, raw_image(msg)
    if stream in ("depth", "instances"):
        return stamp, raw_image(msg)
    if stream == "pose":
        p, q = msg.pose.position, msg.pose.orientation
        return stamp, Pose(str(msg.header.frame_id), (float(p.x), float(p.y), float(p.z)),
                           (float(q.x), float(q.y), float(q.z), float(q.w)))
    if stream == "camera_info":
        return stamp, Intrinsics.from_k(list(msg.k), int(msg.width), int(msg.height))
    raise ConfigError(f"stream={stream!r} is unknown; known: {', '.join((*STREAMS, 'camera_info'))}")


def labels_of(raw: Any) -> Dict[int, Label]:
    """``{"<index>": {"entity", "category"[, "room"]}}`` as ``{index: Label}``; furniture included."""
    if not isinstance(raw, dict):
        raise RecordError(f"instance labels={raw!r}: must be an object of index -> label")
    out = {}
    for key, value in raw.items():
        if not isinstance(value, dict) or not isinstance(value.get("entity"), str) or not value["entity"]:
            raise RecordError(f"instance label {key!r}={value!r}: needs a non-empty 'entity'")
        out[int(key)] = Label(entity=value["entity"], category=str(value.get("category", "")),
                              room=str(value.get("room", "")), kind=str(value.get("kind", "")))
    return out


class FrameAssembler:
    """Synchronised payloads -> ``RgbdFrame``s (module docstring). ``decode_colour``: also decode the
    colour image (backends that look at pixels need it; the renderer-mask default does not)."""

    def __init__(self, *, slop_ns: int = 0, queue_size: int = 30, decode_colour: bool = False) -> None:
        self.sync = TimeSynchronizer(STREAMS, slop_ns=slop_ns, queue_size=queue_size)
        self.intrinsics: Optional[Intrinsics] = None
        self.decode_colour = decode_colour
        self.waiting_for_info = 0  # frames dropped before any CameraInfo arrived

    def push(self, stream: str, stamp: int, item: Any) -> List[RgbdFrame]:
        if stream == "camera_info":
            self.intrinsics = item
            return []
        frames = []
        for matched in self.sync.push(stream, stamp, item):
            if self.intrinsics is None:
                self.waiting_for_info += 1
                continue
            frames.append(self._frame(matched))
        return frames

    def _frame(self, matched: Dict[str, tuple]) -> RgbdFrame:
        colour = decode_colour(matched["colour"][1]) if self.decode_colour else None
        return RgbdFrame(stamp_ns=matched["depth"][0], depth_m=decode_depth(matched["depth"][1]),
                         intrinsics=self.intrinsics, camera=matched["pose"][1],
                         instances=decode_instances(matched["instances"][1]), labels=matched["labels"][1],
                         colour=colour)

"""Sensor messages as rosbags objects: the ROS 2 standard types of the sensor bag and obsmem's AudioChunk.

Pure conversions from numpy arrays and plain values to serialised CDR bytes (no rclpy). Topics, frame
ids and encodings are the contract of docs/formats.md ("Sensor bags").
"""
from __future__ import annotations

import json
from typing import Any, Dict, Sequence

import cv2
import numpy as np

from ..bag import msg_folder
from .render import CameraPose, Intrinsics

COLOR = "/camera/color/image_raw/compressed"
DEPTH = "/camera/aligned_depth_to_color/image_raw"
INFO = "/camera/color/camera_info"
POSE = "/camera/pose"
INSTANCES = "/camera/instances"
LABELS = "/camera/instance_labels"
AUDIO = "/audio/audio"
CAMERA_FRAME = "camera_color_optical_frame"
MIC_FRAME = "head_mic"
MAP_FRAME = "map"
TOPICS: Dict[str, str] = {
    COLOR: "sensor_msgs/msg/CompressedImage", DEPTH: "sensor_msgs/msg/Image", INFO: "sensor_msgs/msg/CameraInfo",
    POSE: "geometry_msgs/msg/PoseStamped", INSTANCES: "sensor_msgs/msg/Image", LABELS: "std_msgs/msg/String",
    AUDIO: "obsmem_interfaces/msg/AudioChunk",
}
JPEG_QUALITY = 90


def sensor_typestore():
    """ROS 2 Kilted types plus obsmem_interfaces/msg/AudioChunk (from its .msg file)."""
    from rosbags.typesys import Stores, get_types_from_msg, get_typestore
    store = get_typestore(Stores.ROS2_KILTED)
    text = (msg_folder() / "AudioChunk.msg").read_text()
    store.register(get_types_from_msg(text, "obsmem_interfaces/msg/AudioChunk"))
    return store


class MessageFactory:
    """Builds and serialises each topic's message for one typestore."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self.t = store.types

    def _header(self, stamp_ns: int, frame_id: str):
        sec, nanosec = divmod(int(stamp_ns), 1_000_000_000)
        return self.t["std_msgs/msg/Header"](stamp=self.t["builtin_interfaces/msg/Time"](sec=sec, nanosec=nanosec),
                                             frame_id=frame_id)

    def _cdr(self, msg: Any, topic: str) -> bytes:
        return bytes(self.store.serialize_cdr(msg, TOPICS[topic]))

    def color(self, stamp_ns: int, rgb: np.ndarray) -> bytes:
        ok, jpeg = cv2.imencode(".jpg", rgb[..., ::-1], [cv2.IMWRITE_JPEG_QUALITY, JPEG_QUALITY])
        if not ok:
            raise ValueError("OpenCV could not encode the colour frame as JPEG.")
        msg = self.t[TOPICS[COLOR]](header=self._header(stamp_ns, CAMERA_FRAME), format="jpeg",
                                    data=np.frombuffer(jpeg.tobytes(), dtype=np.uint8))
        return self._cdr(msg, COLOR)

    def image(self, topic: str, stamp_ns: int, pixels: np.ndarray, encoding: str) -> bytes:
        """A 16-bit single-channel image (depth "16UC1" or instances "mono16"), little endian."""
        data = np.ascontiguousarray(pixels.astype("<u2"))
        msg = self.t[TOPICS[topic]](header=self._header(stamp_ns, CAMERA_FRAME), height=data.shape[0],
                                    width=data.shape[1], encoding=encoding, is_bigendian=0, step=data.shape[1] * 2,
                                    data=data.view(np.uint8).reshape(-1))
        return self._cdr(msg, topic)

    def camera_info(self, stamp_ns: int, k: Intrinsics) -> bytes:
        roi = self.t["sensor_msgs/msg/RegionOfInterest"](x_offset=0, y_offset=0, height=0, width=0, do_rectify=False)
        msg = self.t[TOPICS[INFO]](
            header=self._header(stamp_ns, CAMERA_FRAME), height=k.height, width=k.width, distortion_model="plumb_bob",
            d=np.zeros(5), k=np.array([k.fx, 0, k.cx, 0, k.fy, k.cy, 0, 0, 1], dtype=float),
            r=np.eye(3).reshape(-1), p=np.array([k.fx, 0, k.cx, 0, 0, k.fy, k.cy, 0, 0, 0, 1, 0], dtype=float),
            binning_x=0, binning_y=0, roi=roi)
        return self._cdr(msg, INFO)

    def pose(self, stamp_ns: int, pose: CameraPose) -> bytes:
        qx, qy, qz, qw = pose.quaternion()
        x, y, z = (float(v) for v in pose.position)
        msg = self.t[TOPICS[POSE]](
            header=self._header(stamp_ns, MAP_FRAME),
            pose=self.t["geometry_msgs/msg/Pose"](position=self.t["geometry_msgs/msg/Point"](x=x, y=y, z=z),
                                                  orientation=self.t["geometry_msgs/msg/Quaternion"](x=qx, y=qy, z=qz, w=qw)))
        return self._cdr(msg, POSE)

    def labels(self, stamp_ns: int, labels: Dict[str, Dict[str, str]]) -> bytes:
        text = json.dumps({"stamp_ns": int(stamp_ns), "labels": labels}, sort_keys=True, separators=(",", ":"))
        return self._cdr(self.t[TOPICS[LABELS]](data=text), LABELS)

    def audio(self, stamp_ns: int, pcm: bytes, sample_rate: int) -> bytes:
        sec, nanosec = divmod(int(stamp_ns), 1_000_000_000)
        msg = self.t[TOPICS[AUDIO]](stamp=self.t["builtin_interfaces/msg/Time"](sec=sec, nanosec=nanosec),
                                    frame_id=MIC_FRAME, sample_rate=sample_rate, channels=1, sample_format="S16LE",
                                    data=np.frombuffer(pcm, dtype=np.uint8))
        return self._cdr(msg, AUDIO)


def frame_topics() -> Sequence[str]:
    """The camera topics, one message each per frame."""
    return (COLOR, DEPTH, INFO, POSE, INSTANCES, LABELS)

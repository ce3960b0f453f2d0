"""The node's message side: ROS messages -> payloads -> synchronised frames -> events, and the
bag / image decoders."""
import json

import cv2
import numpy as np
import pytest
from geometry_msgs.msg import PoseStamped
from sensor_msgs.msg import CameraInfo, CompressedImage, Image
from std_msgs.msg import String

from memora_perception.core.spatial.images import CompressedImage as Compressed
from memora_perception.core.spatial.images import RawImage, decode_colour, decode_depth
from memora_perception.core.spatial.inputs import FrameAssembler, payload
from memora_perception.core.spatial.rgbd import RgbdConfig, RgbdPerception
from memora_perception.errors import RecordError


def _image(array, encoding, stamp_ns):
    msg = Image(height=array.shape[0], width=array.shape[1], encoding=encoding, is_bigendian=0,
                step=array.shape[1] * array.itemsize * (array.shape[2] if array.ndim == 3 else 1),
                data=np.ascontiguousarray(array).tobytes())
    msg.header.stamp.sec, msg.header.stamp.nanosec = divmod(stamp_ns, 1_000_000_000)
    return msg


def _messages(scene, stamp_ns):
    camera = scene.look_at((0.6, 0.2, 1.5), (2.0, 0.1, 0.8))
    depth, instances = scene.render(camera, [((2.0, 0.5, 0.85), (0.10, 0.10, 0.12))])
    colour = CompressedImage(format="jpeg", data=cv2.imencode(".jpg", np.zeros((480, 640, 3), np.uint8))[1].tobytes())
    colour.header = _image(depth, "32FC1", stamp_ns).header
    pose = PoseStamped()
    pose.header = colour.header
    pose.header.frame_id = "map"
    (pose.pose.position.x, pose.pose.position.y, pose.pose.position.z) = camera.position
    (pose.pose.orientation.x, pose.pose.orientation.y, pose.pose.orientation.z,
     pose.pose.orientation.w) = camera.orientation
    k = scene.K
    info = CameraInfo(width=k.width, height=k.height, k=[k.fx, 0.0, k.cx, 0.0, k.fy, k.cy, 0.0, 0.0, 1.0])
    labels = String(data=json.dumps({"stamp_ns": stamp_ns, "labels": {"1": {"entity": "mug_1", "category": "mug"}}}))
    millimetres = np.round(depth * 1000).astype(np.uint16)
    return {"camera_info": info, "colour": colour, "depth": _image(millimetres, "16UC1", stamp_ns), "pose": pose,
            "instances": _image(instances, "mono16", stamp_ns), "labels": labels}


def test_ros_messages_become_one_frame_and_an_observation_event(scene):
    assembler, perception = FrameAssembler(), RgbdPerception(RgbdConfig(robot_id="g1"))
    frames = []
    for stream, msg in _messages(scene, 5_000_000_000).items():
        frames += assembler.push(stream, *payload(stream, msg))
    assert len(frames) == 1 and frames[0].stamp_ns == 5_000_000_000
    assert frames[0].depth_m.dtype == np.float32 and frames[0].labels[1].entity == "mug_1"
    events = perception.process(frames[0]).events
    assert [e.objects for e in events] == [("mug_1",)]
    assert np.linalg.norm(np.subtract(events[0].extras["pose"]["position"], (2.0, 0.5, 0.85))) < 0.015


def test_frames_wait_for_camera_info_and_mismatched_stamps_do_not_pair(scene):
    assembler = FrameAssembler()
    first, second = _messages(scene, 1_000), _messages(scene, 2_000)
    for stream in ("colour", "depth", "pose", "instances"):
        assert assembler.push(stream, *payload(stream, first[stream])) == []
    assert assembler.push("labels", *payload("labels", second["labels"])) == []  # another stamp: no set
    assert assembler.push("labels", *payload("labels", first["labels"])) == []   # a set, but no CameraInfo yet
    assert assembler.waiting_for_info == 1


def test_depth_encodings_and_colour_decoding():
    mm = RawImage(width=2, height=1, encoding="16UC1", step=4, data=np.array([1500, 0], np.uint16).tobytes())
    np.testing.assert_allclose(decode_depth(mm), [[1.5, 0.0]])
    metres = RawImage(width=2, height=1, encoding="32FC1", step=8, data=np.array([2.25, np.nan], np.float32).tobytes())
    np.testing.assert_allclose(decode_depth(metres), [[2.25, 0.0]])
    big = RawImage(width=1, height=1, encoding="16UC1", step=2, data=np.array([1000], ">u2").tobytes(), is_bigendian=True)
    assert decode_depth(big)[0, 0] == pytest.approx(1.0)
    png = cv2.imencode(".png", np.array([[[0, 0, 255]]], np.uint8))[1].tobytes()  # one red pixel (BGR)
    assert decode_colour(Compressed(format="png", data=png)).tolist() == [[[255, 0, 0]]]
    with pytest.raises(RecordError, match="depth encoding='rgb8'"):
        decode_depth(RawImage(width=1, height=1, encoding="rgb8", step=3, data=b"abc"))
    with pytest.raises(RecordError, match="do not decode"):
        decode_colour(Compressed(format="jpeg", data=b"not a jpeg"))

"""Sensor bags: `worldlines sensors` writes an mcap rosbag2 of RGB-D, pose, masks and microphone plus truth.json."""
from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import cv2
import numpy as np
import pytest
from click.testing import CliRunner

from worldlines_sim_bridge.cli import cli
from worldlines_sim_bridge.core.sensors import TOPICS, sensor_typestore
from worldlines_sim_bridge.core.sensors.sensor_messages import AUDIO, COLOR, DEPTH, INFO, INSTANCES, LABELS, POSE

CAMERA_TOPICS = (COLOR, DEPTH, INFO, POSE, INSTANCES, LABELS)
pytestmark = pytest.mark.slow            # each module renders and writes a real bag


@pytest.fixture(scope="module")
def recorded(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("sensors")
    result = CliRunner().invoke(cli, ["sensors", "--seed", "1", "--out", str(out), "--minutes", "0.1"])
    assert result.exit_code == 0, result.output
    return out


def _messages(bag: Path):
    from rosbags.highlevel import AnyReader
    by_topic = defaultdict(list)
    with AnyReader([bag], default_typestore=sensor_typestore()) as reader:
        types = {c.topic: c.msgtype for c in reader.connections}
        for connection, stamp, raw in reader.messages():
            by_topic[connection.topic].append((stamp, reader.deserialize(raw, connection.msgtype)))
    return types, by_topic


def _stamp(msg) -> int:
    stamp = msg.header.stamp if hasattr(msg, "header") else msg.stamp
    return stamp.sec * 1_000_000_000 + stamp.nanosec


def test_bag_has_every_topic_with_its_type_and_one_stamp_per_frame(recorded):
    types, by_topic = _messages(recorded / "bag")
    truth = json.loads((recorded / "truth.json").read_text())
    assert types == TOPICS
    frame_stamps = [f["stamp_ns"] for f in truth["frames"]]
    assert len(frame_stamps) == 12 and np.all(np.diff(frame_stamps) == 500_000_000)
    for topic in CAMERA_TOPICS:
        assert [t for t, _m in by_topic[topic]] == frame_stamps, topic
        if topic != LABELS:
            assert [_stamp(m) for _t, m in by_topic[topic]] == frame_stamps, topic
    assert [json.loads(m.data)["stamp_ns"] for _t, m in by_topic[LABELS]] == frame_stamps
    assert {m.header.frame_id for _t, m in by_topic[COLOR]} == {"camera_color_optical_frame"}
    assert {m.header.frame_id for _t, m in by_topic[POSE]} == {"map"}


def test_images_decode_to_the_contract_sizes_and_encodings(recorded):
    _types, by_topic = _messages(recorded / "bag")
    _t, color = by_topic[COLOR][0]
    rgb = cv2.imdecode(np.frombuffer(bytes(color.data), np.uint8), cv2.IMREAD_COLOR)
    assert color.format == "jpeg" and rgb.shape == (480, 640, 3)
    _t, depth = by_topic[DEPTH][0]
    assert (depth.encoding, depth.height, depth.width, depth.step, depth.is_bigendian) == ("16UC1", 480, 640, 1280, 0)
    _t, inst = by_topic[INSTANCES][0]
    assert inst.encoding == "mono16" and len(inst.data) == 480 * 640 * 2
    _t, info = by_topic[INFO][0]
    assert info.distortion_model == "plumb_bob" and list(info.d) == [0.0] * 5
    assert info.k[0] == info.k[4] == 600.0 and (info.k[2], info.k[5]) == (319.5, 239.5)


def test_audio_is_continuous_100ms_chunks_covering_the_frames(recorded):
    _types, by_topic = _messages(recorded / "bag")
    truth = json.loads((recorded / "truth.json").read_text())
    chunks = [m for _t, m in by_topic[AUDIO]]
    stamps = [_stamp(m) for m in chunks]
    assert stamps[0] == truth["start_ns"] and np.all(np.diff(stamps) == 100_000_000)
    assert {(m.sample_rate, m.channels, m.sample_format) for m in chunks} == {(16000, 1, "S16LE")}
    assert all(len(m.data) == 3200 for m in chunks)
    assert len(chunks) * 100_000_000 == truth["end_ns"] - truth["start_ns"]


def test_same_seed_gives_the_same_truth(recorded, tmp_path):
    result = CliRunner().invoke(cli, ["sensors", "--seed", "1", "--out", str(tmp_path), "--minutes", "0.1"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "truth.json").read_text() == (recorded / "truth.json").read_text()


def test_the_replay_reads_every_message_raw_in_log_time_order(recorded):
    from worldlines_sim_bridge.core.sensors.bag_stream import bag_topics, read_raw
    from worldlines_sim_bridge.errors import WorldLinesError

    types, by_topic = _messages(recorded / "bag")
    assert bag_topics(recorded / "bag") == types
    raw = list(read_raw(recorded / "bag"))
    assert [m.log_ns for m in raw] == sorted(m.log_ns for m in raw)
    assert {t: sum(m.topic == t for m in raw) for t in types} == {t: len(v) for t, v in by_topic.items()}
    assert all(m.msgtype == types[m.topic] and m.data[:4] == b"\x00\x01\x00\x00" for m in raw)  # CDR, little endian
    only_pose = list(read_raw(recorded / "bag", (POSE,)))
    assert {m.topic for m in only_pose} == {POSE} and len(only_pose) == len(by_topic[POSE])
    with pytest.raises(WorldLinesError, match="no topic /nowhere"):
        list(read_raw(recorded / "bag", ("/nowhere",)))

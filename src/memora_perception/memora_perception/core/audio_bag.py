"""Microphone chunks from a rosbag2 folder (mcap or sqlite3), read with rosbags (no rclpy).

The bag's own message definitions are used when it carries them; `obsmem_interfaces/msg/AudioChunk`
is registered from the installed (or source) .msg file otherwise.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Iterator, List

from ..errors import DataError
from .microphone import MicChunk

AUDIO_TOPIC = "/audio/audio"
AUDIO_MSGTYPE = "obsmem_interfaces/msg/AudioChunk"
NS_PER_S = 1_000_000_000


def _msg_file() -> Path:
    candidates: List[Path] = [Path(sys.prefix) / "share" / "obsmem_interfaces" / "msg" / "AudioChunk.msg",
                              Path(__file__).resolve().parents[3] / "obsmem_interfaces" / "msg" / "AudioChunk.msg"]
    for path in candidates:
        if path.is_file():
            return path
    raise DataError(f"AudioChunk.msg not found in: {', '.join(str(c) for c in candidates)}")


def audio_typestore() -> Any:
    """A rosbags typestore (ROS 2 Kilted) with AudioChunk registered."""
    from rosbags.typesys import Stores, get_types_from_msg, get_typestore

    store = get_typestore(Stores.ROS2_KILTED)
    store.register(get_types_from_msg(_msg_file().read_text(), AUDIO_MSGTYPE))
    return store


def read_audio_chunks(bag_dir: Path, topic: str = AUDIO_TOPIC) -> Iterator[MicChunk]:
    """The chunks on `topic`, in the bag's (recording) order."""
    try:
        from rosbags.highlevel import AnyReader
        from rosbags.rosbag2 import ReaderError
    except ImportError as err:
        raise DataError("reading sensor bags needs `pip install rosbags`") from err
    bag_dir = Path(bag_dir)
    if not bag_dir.is_dir():
        raise DataError(f"bag folder {bag_dir} does not exist")
    try:
        with AnyReader([bag_dir], default_typestore=audio_typestore()) as reader:
            connections = [c for c in reader.connections if c.topic == topic]
            if not connections:
                known = sorted({c.topic for c in reader.connections})
                raise DataError(f"bag {bag_dir} has no topic {topic!r}; its topics: {', '.join(known)}")
            for connection, _, raw in reader.messages(connections=connections):
                msg = reader.deserialize(raw, connection.msgtype)
                yield MicChunk(stamp_ns=int(msg.stamp.sec) * NS_PER_S + int(msg.stamp.nanosec),
                               sample_rate=int(msg.sample_rate), channels=int(msg.channels),
                               sample_format=str(msg.sample_format), data=bytes(msg.data), frame_id=str(msg.frame_id))
    except ReaderError as err:
        raise DataError(f"Could not read bag {bag_dir}: {err}") from err

"""Reading a sensor bag (rosbag2, mcap or sqlite3) into ``RgbdFrame``s with ``rosbags``: the
message definitions travel in the bag, so no ROS install or typestore is needed."""
from __future__ import annotations

from pathlib import Path
from typing import Iterator

from ...errors import DataError
from .inputs import FrameAssembler, SensorTopics, payload
from .rgbd import RgbdFrame


def read_frames(bag: Path, topics: SensorTopics = SensorTopics(), *, slop_ns: int = 0,
                decode_colour: bool = False) -> Iterator[RgbdFrame]:
    """The bag's synchronised RGB-D frames in time order."""
    from rosbags.highlevel import AnyReader
    from rosbags.rosbag2 import ReaderError

    streams = topics.stream_of()
    assembler = FrameAssembler(slop_ns=slop_ns, queue_size=60, decode_colour=decode_colour)
    try:
        with AnyReader([Path(bag)]) as reader:
            wanted = [c for c in reader.connections if c.topic in streams]
            missing = sorted(set(streams) - {c.topic for c in wanted})
            if missing:
                raise DataError(f"bag {bag}: no topic {', '.join(missing)} (topics: "
                                f"{', '.join(sorted({c.topic for c in reader.connections}))})")
            for connection, _, raw in reader.messages(connections=wanted):
                stream = streams[connection.topic]
                stamp, item = payload(stream, reader.deserialize(raw, connection.msgtype))
                yield from assembler.push(stream, stamp, item)
    except ReaderError as err:
        raise DataError(f"Could not read bag {bag}: {err}") from err

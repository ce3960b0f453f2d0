"""A sensor bag's messages as they were recorded, for replay into live topics.

``read_raw`` yields every message of a rosbag2 bag (mcap or sqlite3) in log-time order with its
topic, type name (``sensor_msgs/msg/Image``) and serialized CDR bytes, untouched: a ROS publisher
sends those bytes as they are (``Publisher.publish(bytes)``), so the stamps and payloads that
reach the subscribers are the recorded ones. ``Schedule`` says which of them are due at a
moment of a replay running at ``rate`` times the recorded speed.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Dict, Iterator, List, Optional, Sequence

from ...errors import WorldLinesError


@dataclass(frozen=True)
class RawMessage:
    """One recorded message: topic, type name, log time (ns) and its serialized CDR bytes."""

    topic: str
    msgtype: str
    log_ns: int
    data: bytes


def bag_topics(bag: Path) -> Dict[str, str]:
    """Topic -> type name of every connection of the bag."""
    from rosbags.highlevel import AnyReader
    from rosbags.rosbag2 import ReaderError

    try:
        with AnyReader([Path(bag)]) as reader:
            return {c.topic: c.msgtype for c in reader.connections}
    except ReaderError as err:
        raise WorldLinesError(f"Could not read bag {bag}: {err}") from err


def read_raw(bag: Path, topics: Sequence[str] = ()) -> Iterator[RawMessage]:
    """The bag's messages on ``topics`` (all when empty), oldest first; an unknown topic is an error."""
    from rosbags.highlevel import AnyReader
    from rosbags.rosbag2 import ReaderError

    try:
        with AnyReader([Path(bag)]) as reader:
            known = {c.topic for c in reader.connections}
            missing = sorted(set(topics) - known)
            if missing:
                raise WorldLinesError(f"bag {bag}: no topic {', '.join(missing)} (topics: {', '.join(sorted(known))})")
            wanted = [c for c in reader.connections if not topics or c.topic in topics]
            for connection, log_ns, raw in reader.messages(connections=wanted):
                yield RawMessage(connection.topic, connection.msgtype, int(log_ns), bytes(raw))
    except ReaderError as err:
        raise WorldLinesError(f"Could not read bag {bag}: {err}") from err


class Schedule:
    """Hands out the recorded messages due ``elapsed_s`` seconds into a replay at ``rate`` x speed
    (``rate`` 0: everything at once); the first message is due at 0."""

    def __init__(self, messages: Iterator[RawMessage], rate: float) -> None:
        if rate < 0:
            raise WorldLinesError(f"rate={rate}: must be >= 0 (1 = recorded speed, 0 = as fast as possible)")
        self._messages = messages
        self._rate = float(rate)
        self._next: Optional[RawMessage] = next(messages, None)
        self._origin_ns = self._next.log_ns if self._next is not None else 0
        self.handed_out = 0

    @property
    def done(self) -> bool:
        return self._next is None

    def due(self, elapsed_s: float) -> List[RawMessage]:
        """Every message not yet handed out whose recorded offset (scaled by the rate) has passed."""
        out: List[RawMessage] = []
        while self._next is not None and (
                not self._rate or (self._next.log_ns - self._origin_ns) / 1e9 / self._rate <= elapsed_s):
            out.append(self._next)
            self._next = next(self._messages, None)
        self.handed_out += len(out)
        return out

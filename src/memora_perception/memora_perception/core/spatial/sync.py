"""Time synchronisation of several sensor streams into one set per instant.

The same policies as ROS ``message_filters`` (not installable from the wheels used here):
``slop_ns == 0`` is the exact-time policy (every stream has a message with the same stamp);
``slop_ns > 0`` is the approximate policy: a message is matched with the nearest message of each
other stream, and the set is emitted when all stamps lie within ``slop_ns`` of each other. Each
stream keeps at most ``queue_size`` messages; an emitted set drops every message at or before
its stamps, so a message is used at most once and late duplicates never match again.
"""
from __future__ import annotations

from collections import deque
from typing import Any, Deque, Dict, List, Optional, Sequence, Tuple

from ...errors import ConfigError


class TimeSynchronizer:
    """Collects (stamp, message) per named stream; ``push`` returns the matched sets it completes."""

    def __init__(self, streams: Sequence[str], *, slop_ns: int = 0, queue_size: int = 30) -> None:
        if len(set(streams)) != len(streams) or not streams:
            raise ConfigError(f"streams={list(streams)}: need one or more distinct stream names")
        if slop_ns < 0:
            raise ConfigError(f"slop_ns={slop_ns}: must be >= 0 (0 = exact stamps)")
        if queue_size < 1:
            raise ConfigError(f"queue_size={queue_size}: must be >= 1")
        self.streams = tuple(streams)
        self.slop_ns = int(slop_ns)
        self._queues: Dict[str, Deque[Tuple[int, Any]]] = {s: deque(maxlen=queue_size) for s in streams}
        self.dropped = 0  # messages pushed out of a full queue unmatched

    def push(self, stream: str, stamp_ns: int, message: Any) -> List[Dict[str, Tuple[int, Any]]]:
        """Add one message; returns every set (stream -> (stamp, message)) it completed, oldest first."""
        queue = self._queues.get(stream)
        if queue is None:
            raise ConfigError(f"stream={stream!r} is not synchronised; known: {', '.join(self.streams)}")
        if len(queue) == queue.maxlen:
            self.dropped += 1
        queue.append((int(stamp_ns), message))
        matched: List[Dict[str, Tuple[int, Any]]] = []
        while True:
            found = self._match()
            if found is None:
                return matched
            matched.append(found)
            for name, (stamp, _) in found.items():
                q = self._queues[name]
                while q and q[0][0] <= stamp:
                    q.popleft()

    def _match(self) -> Optional[Dict[str, Tuple[int, Any]]]:
        """The oldest complete set: pivot on each message of the shortest queue, oldest first."""
        if any(not q for q in self._queues.values()):
            return None
        pivot_stream = min(self.streams, key=lambda s: len(self._queues[s]))
        for pivot, _ in self._queues[pivot_stream]:
            chosen = {name: _nearest(self._queues[name], pivot) for name in self.streams}
            stamps = [stamp for stamp, _ in chosen.values()]
            if max(stamps) - min(stamps) <= self.slop_ns:
                return chosen
        return None


def _nearest(queue: Deque[Tuple[int, Any]], stamp: int) -> Tuple[int, Any]:
    return min(queue, key=lambda item: (abs(item[0] - stamp), item[0]))

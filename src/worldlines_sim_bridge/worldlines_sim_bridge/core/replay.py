"""Replay of a recorded event stream up to successive cutoffs, paced, and counted.

ROS-free: the bag replay node wraps a ``ReplayCursor`` and a ``Pacer``; tests drive them directly.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional

from .sim.clock import iso_to_ns


class ReplayCursor:
    """Walks a time-ordered stream of trace events; each call hands out the next stretch."""

    def __init__(self, events: Iterable[Dict[str, Any]]) -> None:
        self._events: Iterator[Dict[str, Any]] = iter(events)
        self._next: Optional[Dict[str, Any]] = next(self._events, None)
        self.published = 0
        self.last_id = ""

    @property
    def exhausted(self) -> bool:
        return self._next is None

    def until(self, until_ns: int) -> List[Dict[str, Any]]:
        """Every not-yet-handed-out event with time <= ``until_ns``, in order."""
        out: List[Dict[str, Any]] = []
        while self._next is not None and iso_to_ns(self._next["time"]) <= until_ns:
            out.append(self._next)
            self._next = next(self._events, None)
        if out:
            self.published += len(out)
            self.last_id = out[-1]["id"]
        return out


class Pacer:
    """Keeps a publisher at or below ``rate_hz`` messages a second (0 = unpaced)."""

    def __init__(self, rate_hz: float, *, clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        if rate_hz < 0:
            raise ValueError(f"rate_hz = {rate_hz}: must be >= 0 (0 = unpaced).")
        self.period = 1.0 / rate_hz if rate_hz else 0.0
        self._clock, self._sleep = clock, sleep
        self._due = clock()

    def wait(self) -> None:
        """Block until the next message may go."""
        if not self.period:
            return
        now = self._clock()
        if self._due > now:
            self._sleep(self._due - now)
        self._due = max(self._due, now) + self.period

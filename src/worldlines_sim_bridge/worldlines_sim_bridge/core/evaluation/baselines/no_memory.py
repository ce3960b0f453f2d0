"""The no-memory baseline: remembers nothing and answers "not known" to every question.

It bounds the benchmark from below: it scores only on unanswerable samples, where "not known"
is the right answer.
"""
from __future__ import annotations

from typing import Sequence

from obsmem_ros import Event
from worldlines_sim_bridge.core.evaluation.records import SystemAnswer


class NoMemory:
    """A memory system that keeps nothing."""

    name = "none"

    def ingest(self, events: Sequence[Event]) -> None:
        """Drop the events: this system has no memory."""

    def ask(self, question: str, *, at_ns: int, k: int) -> SystemAnswer:
        return SystemAnswer.not_known()

    def close(self) -> None:
        """Nothing to release."""

"""Memory systems under evaluation: one Protocol and a typed registry of named factories.

Every system receives the same stream: all trace events up to each cutoff, in time order, in
batches (`ingest`). Each applies the observer rule itself (`observer_rule.robot_perceived`):
only events the robot perceived may be remembered. Each answers with at most `k` evidence
records (`ask`). A ROS-backed system (the memory node behind the Query service) implements the
same Protocol, so the runner cannot tell the two apart.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Mapping, Protocol, Sequence, runtime_checkable

from obsmem_ros import Event
from worldlines_sim_bridge.core.evaluation.records import SystemAnswer
from worldlines_sim_bridge.errors import EvaluationError, UnknownMemorySystemError

DEFAULT_EVIDENCE_BUDGET = 5


@runtime_checkable
class MemorySystem(Protocol):
    """A memory the runner can feed and question."""

    name: str

    def ingest(self, events: Sequence[Event]) -> None:
        """Take the next events of the stream (time order; never seen before by this system)."""

    def ask(self, question: str, *, at_ns: int, k: int) -> SystemAnswer:
        """Answer as of `at_ns` (the sample cutoff) with at most `k` evidence records."""

    def close(self) -> None:
        """Release files, indexes and processes."""


@dataclass(frozen=True)
class SystemOptions:
    """What a factory may need: a private working folder and free-form backend settings."""

    workdir: Path
    settings: Mapping[str, object] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not str(self.workdir):
            raise EvaluationError("SystemOptions.workdir = '' must name a folder.")


SystemFactory = Callable[[SystemOptions], MemorySystem]


def _obsmem(options: SystemOptions) -> MemorySystem:
    from worldlines_sim_bridge.core.evaluation.obsmem_system import ObsMemSystem

    return ObsMemSystem.open(options)


def _flat_bm25(options: SystemOptions) -> MemorySystem:
    from worldlines_sim_bridge.core.evaluation.baselines.flat_memory import FlatTextMemory
    from worldlines_sim_bridge.core.evaluation.baselines.retrievers import Bm25Retriever

    return FlatTextMemory(name="flat", retriever=Bm25Retriever())


def _flat_minilm(options: SystemOptions) -> MemorySystem:
    from worldlines_sim_bridge.core.evaluation.baselines.flat_memory import FlatTextMemory
    from worldlines_sim_bridge.core.evaluation.baselines.retrievers import MiniLmRetriever

    return FlatTextMemory(name="flat-minilm", retriever=MiniLmRetriever())


def _graph(options: SystemOptions) -> MemorySystem:
    from worldlines_sim_bridge.core.evaluation.baselines.graph_memory import GraphMemory

    return GraphMemory()


def _none(options: SystemOptions) -> MemorySystem:
    from worldlines_sim_bridge.core.evaluation.baselines.no_memory import NoMemory

    return NoMemory()


def _mem0(options: SystemOptions) -> MemorySystem:
    from worldlines_sim_bridge.core.evaluation.baselines.mem0_memory import Mem0Memory

    return Mem0Memory(options.workdir)


MEMORY_SYSTEMS: dict[str, SystemFactory] = {
    "obsmem": _obsmem,
    "flat": _flat_bm25,
    "flat-minilm": _flat_minilm,
    "graph": _graph,
    "none": _none,
    "mem0": _mem0,
}


def known_systems() -> list[str]:
    return sorted(MEMORY_SYSTEMS)


def create_system(name: str, options: SystemOptions) -> MemorySystem:
    """Build the named system; an unknown name raises listing the known ones."""
    try:
        factory = MEMORY_SYSTEMS[name]
    except KeyError:
        raise UnknownMemorySystemError(
            f"Unknown memory system {name!r}; known: {', '.join(known_systems())}.") from None
    return factory(options)

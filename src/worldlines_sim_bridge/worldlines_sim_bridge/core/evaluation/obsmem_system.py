"""ObsMem (`obsmem_ros.core.memory.Memory`) as a memory system under evaluation.

The memory lives in a fresh SQLite file in the system's work folder. Events go to
`Memory.ingest` in the trace JSON shape (its observer gate admits what the robot perceived);
questions to `Memory.ask(question, at_ns=cutoff, k=k)`, whose Answer JSON is read back with
every evidence field (session ids included). Offline consolidation (routines, preferences,
habits) runs after each ingested batch (the runner hands over one batch per cutoff), as a robot
would consolidate between sessions, so it never counts as answer latency; the `consolidate`
setting ("per_cutoff" or "never") changes that.
"""
from __future__ import annotations

from typing import Any, Sequence

from obsmem_ros import Event
from worldlines_sim_bridge.core.evaluation.records import SystemAnswer
from worldlines_sim_bridge.core.evaluation.systems import SystemOptions
from worldlines_sim_bridge.errors import EvaluationError, MemorySystemUnavailableError

DB_FILE = "memory.db"
CONSOLIDATE_MODES = ("per_cutoff", "never")


def answer_from_obsmem(answer: Any) -> SystemAnswer:
    """An ObsMem Answer as a SystemAnswer, keeping each evidence item's session id."""
    raw = answer.to_json()
    raw["evidence"] = [item.to_dict() for item in answer.evidence]
    return SystemAnswer.from_json(raw)


def _check_mode(consolidate: str) -> None:
    if consolidate not in CONSOLIDATE_MODES:
        raise EvaluationError(f"obsmem setting consolidate = {consolidate!r}: must be one of {CONSOLIDATE_MODES}.")


class ObsMemSystem:
    """The ObsMem engine, in process."""

    name = "obsmem"

    def __init__(self, memory: Any, *, consolidate: str = "per_cutoff") -> None:
        _check_mode(consolidate)
        self._memory = memory
        self._consolidate = consolidate

    @classmethod
    def open(cls, options: SystemOptions) -> "ObsMemSystem":
        try:
            from obsmem_ros import EngineConfig, Memory
        except ImportError as err:
            raise MemorySystemUnavailableError(f"The obsmem system needs the obsmem_ros package: {err}.") from err
        consolidate = str(options.settings.get("consolidate", "per_cutoff"))
        _check_mode(consolidate)
        engine = dict(options.settings.get("engine", {}))  # type: ignore[call-overload]
        config = EngineConfig.from_mapping(engine) if engine else EngineConfig()
        return cls(Memory(str(options.workdir / DB_FILE), config=config), consolidate=consolidate)

    def ingest(self, events: Sequence[Event]) -> None:
        if events:
            self._memory.ingest(events)
            if self._consolidate == "per_cutoff":
                self._memory.consolidate()

    def ask(self, question: str, *, at_ns: int, k: int) -> SystemAnswer:
        return answer_from_obsmem(self._memory.ask(question, at_ns=at_ns, k=k))

    def close(self) -> None:
        self._memory.close()

"""Typed records of the simulator: actions, violations, outcomes and timelines.

Times are int nanoseconds since the epoch (UTC). Trace events and their facts are the suite's
one record, ``obsmem_ros.Event`` with ``FactSpec`` deltas and claims (``Event.to_json`` renders
the trace.jsonl shape of docs/formats.md).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, List, Tuple

from obsmem_ros import Event, FactSpec

from .clock import ns_to_iso


@dataclass(frozen=True)
class Action:
    """Something an agent (a person or the robot) tries to do.

    ``objects`` holds the entity ids the verb needs, primary first: ``navigate``/``enter``: (room,);
    ``pick``: (object,); ``place``: (object, target); ``open``/``close``/``toggle``: (entity,);
    ``set``: (device,) with ``setting`` and ``value``; ``hand_over``: (object, recipient);
    ``say``: the entities mentioned; ``observe``: (entity,) with ``first_sight`` when the robot
    has never seen it (its name, category, colour... become deltas); ``leave``: ().
    """

    verb: str
    actor: str
    objects: Tuple[str, ...] = ()
    setting: str = ""
    value: str = ""
    utterance: str = ""
    addressee: str = ""
    claims: Tuple[FactSpec, ...] = ()
    first_sight: bool = False
    text: str = ""  # overrides the rendered sentence (utterances with context, reminders)
    extras: Tuple[Tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class Violation:
    """One unmet precondition: a machine-readable code and a sentence a controller would report."""

    code: str
    message: str


@dataclass(frozen=True)
class Outcome:
    """What applying an action did: success, unmet preconditions, deltas, observers and the event."""

    ok: bool
    violations: Tuple[Violation, ...] = ()
    deltas: Tuple[FactSpec, ...] = ()
    observers: Tuple[str, ...] = ()
    event: "Event | None" = None

    @property
    def reason(self) -> str:
        return "; ".join(v.message for v in self.violations)


@dataclass
class TimelineEntry:
    """One value an (entity, attribute) took, from ``time_ns`` on, caused by event ``event_id``."""

    time_ns: int
    value: str
    event_id: str

    def to_json(self) -> List[str]:
        return [ns_to_iso(self.time_ns), self.value, self.event_id]


Timelines = Dict[str, Dict[str, List[TimelineEntry]]]

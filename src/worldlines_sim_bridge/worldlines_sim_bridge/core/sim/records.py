"""Typed records of the simulator: facts, actions, violations, outcomes and trace events.

Times are int nanoseconds since the epoch (UTC); ``Event.to_json`` renders the trace.jsonl
shape of docs/formats.md (every field present, ISO 8601 time).
"""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, Dict, List, Mapping, Tuple

from .clock import iso_to_ns, ns_to_iso


class EventKind(str, enum.Enum):
    """The ``kind`` of a trace event (the KIND_* constants of WorldEvent.msg)."""

    ACTION = "action"
    OBSERVATION = "observation"
    UTTERANCE = "utterance"
    FEEDBACK = "feedback"
    SESSION_START = "session_start"
    SESSION_END = "session_end"


@dataclass(frozen=True)
class Fact:
    """One ``(entity, attribute) = value`` fact: a state delta or a claim."""

    entity: str
    attribute: str
    value: str
    value_type: str = "str"

    def to_json(self) -> Dict[str, str]:
        return {"entity": self.entity, "attribute": self.attribute, "value": self.value, "value_type": self.value_type}

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> "Fact":
        return cls(str(raw["entity"]), str(raw["attribute"]), str(raw["value"]), str(raw.get("value_type", "str")))


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
    claims: Tuple[Fact, ...] = ()
    first_sight: bool = False
    text: str = ""  # overrides the rendered sentence (utterances with context, reminders)
    extras: Tuple[Tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class Violation:
    """One unmet precondition: a machine-readable code and a sentence a controller would report."""

    code: str
    message: str


@dataclass(frozen=True)
class Event:
    """One line of trace.jsonl."""

    id: str
    time_ns: int
    kind: EventKind
    actor: str = ""
    verb: str = ""
    objects: Tuple[str, ...] = ()
    location: str = ""
    observers: Tuple[str, ...] = ()
    text: str = ""
    utterance: str = ""
    addressee: str = ""
    deltas: Tuple[Fact, ...] = ()
    claims: Tuple[Fact, ...] = ()
    session_id: str = ""
    source: str = "sim"
    extras: Tuple[Tuple[str, Any], ...] = ()

    def to_json(self) -> Dict[str, Any]:
        return {"id": self.id, "time": ns_to_iso(self.time_ns), "kind": self.kind.value, "actor": self.actor,
                "verb": self.verb, "objects": list(self.objects), "location": self.location,
                "observers": list(self.observers), "text": self.text, "utterance": self.utterance,
                "addressee": self.addressee, "deltas": [d.to_json() for d in self.deltas],
                "claims": [c.to_json() for c in self.claims], "session_id": self.session_id,
                "source": self.source, "extras": dict(self.extras)}

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> "Event":
        return cls(id=raw["id"], time_ns=iso_to_ns(raw["time"]), kind=EventKind(raw["kind"]),
                   actor=raw.get("actor", ""), verb=raw.get("verb", ""), objects=tuple(raw.get("objects", ())),
                   location=raw.get("location", ""), observers=tuple(raw.get("observers", ())),
                   text=raw.get("text", ""), utterance=raw.get("utterance", ""), addressee=raw.get("addressee", ""),
                   deltas=tuple(Fact.from_json(d) for d in raw.get("deltas", ())),
                   claims=tuple(Fact.from_json(c) for c in raw.get("claims", ())),
                   session_id=raw.get("session_id", ""), source=raw.get("source", "sim"),
                   extras=tuple(sorted((raw.get("extras") or {}).items())))

    @property
    def seen_by_robot(self) -> bool:
        return "robot" in self.observers


@dataclass(frozen=True)
class Outcome:
    """What applying an action did: success, unmet preconditions, deltas, observers and the event."""

    ok: bool
    violations: Tuple[Violation, ...] = ()
    deltas: Tuple[Fact, ...] = ()
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

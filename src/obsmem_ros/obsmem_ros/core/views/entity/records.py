"""Typed records of the online entity editor: observations in, entities and decisions out.

Times are int nanoseconds since the Unix epoch (UTC). Every record converts to and from a
JSON-ready dict, so the engine can keep them in SQLite rows or files.
"""
from __future__ import annotations

from obsmem_ros.errors import ObsMemError

import enum
import re
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple



_CONTAINED = re.compile(r"^(?:[^\W\d_]+\s+){1,2}of\s+(.+)$")  # one or two words, "of", the contents


def contents_of(name: str) -> List[str]:
    """What a "<container> of <contents>" name holds ("bag of sugar" -> "sugar", "small tin of
    mince pies" -> "mince pies"), [] for other names. It is the thing's last name, so a thing
    called so outright comes first."""
    found = _CONTAINED.match((name or "").strip().lower())
    return [found.group(1)] if found else []


class EntityEditError(ObsMemError, ValueError):
    """Raised for invalid observations, configuration or serialised state of the entity editor."""


class EditOp(str, enum.Enum):
    """The editor's decision for one observation (MEMORA's online memory editing)."""

    ADD = "add"        # a new entity was created
    UPDATE = "update"  # an existing entity changed (location, attributes, aliases, state)
    DELETE = "delete"  # an existing entity left the world (consumed, thrown away, gone)
    NOOP = "noop"      # the observation confirmed an entity without changing its content


@dataclass(frozen=True)
class EntityObservation:
    """One sighting of (or interaction with) an object, as perception or a trace reports it.

    `category` is the object class used for identity resolution ("spoon"); `name` is the surface
    name ("slotted spoon"). `entity_hint` is an id perception already resolved (the simulator knows
    its ids). `removed` says the object left the world (eaten, thrown away). `source_id` links the
    observation back to its event or segment record.
    """

    participant: str
    name: str
    time_ns: int
    category: str = ""
    attributes: Tuple[str, ...] = ()
    location: str = ""
    entity_hint: str = ""
    session_id: str = ""
    removed: bool = False
    confidence: float = 1.0
    source_id: str = ""

    def __post_init__(self) -> None:
        if not self.participant:
            raise EntityEditError("EntityObservation.participant is empty: every observation belongs to someone's memory.")
        if not (self.name or self.category or self.entity_hint):
            raise EntityEditError("EntityObservation needs a name, a category or an entity_hint; all three are empty.")
        if not isinstance(self.time_ns, int) or self.time_ns < 0:
            raise EntityEditError(f"EntityObservation.time_ns={self.time_ns!r} must be a non-negative int of nanoseconds.")
        if not 0.0 <= self.confidence <= 1.0:
            raise EntityEditError(f"EntityObservation.confidence={self.confidence!r} must lie in [0, 1].")
        object.__setattr__(self, "name", self.name.strip().lower())
        object.__setattr__(self, "category", (self.category or self.name).strip().lower())
        object.__setattr__(self, "attributes", tuple(sorted({a.strip().lower() for a in self.attributes if a.strip()})))

    def to_dict(self) -> Dict[str, Any]:
        return {
            "participant": self.participant, "name": self.name, "time_ns": self.time_ns,
            "category": self.category, "attributes": list(self.attributes), "location": self.location,
            "entity_hint": self.entity_hint, "session_id": self.session_id, "removed": self.removed,
            "confidence": self.confidence, "source_id": self.source_id,
        }

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "EntityObservation":
        return cls(**{**data, "attributes": tuple(data.get("attributes", ()))})


@dataclass
class LocationVisit:
    """One entry of an entity's location trail: where it was put or seen, when, from which source."""

    location: str
    time_ns: int
    session_id: str = ""
    source_id: str = ""

    def to_dict(self) -> Dict[str, Any]:
        return {"location": self.location, "time_ns": self.time_ns, "session_id": self.session_id, "source_id": self.source_id}


@dataclass
class Entity:
    """One remembered object of one participant's home, after identity resolution."""

    id: str
    participant: str
    name: str
    category: str
    aliases: List[str] = field(default_factory=list)
    attributes: List[str] = field(default_factory=list)
    location: str = ""
    first_seen_ns: int = 0
    last_seen_ns: int = 0
    observations: int = 0
    sessions: List[str] = field(default_factory=list)
    deleted: bool = False
    deleted_ns: Optional[int] = None
    trail: List[LocationVisit] = field(default_factory=list)
    provenance: str = "observed"  # "reported": heard of (by `reporter`), never seen
    reporter: str = ""
    same_as: str = ""             # a reported entity later seen: the observed entity it turned out to be
    owner: str = ""               # whose it is, as last seen ("owner" delta): narrows what a said "Dan's keys" means

    def names(self) -> List[str]:
        """Every name this entity answers to: canonical name, category and aliases, and last
        what a "<container> of <contents>" name holds: people ask for "the sugar", not "the bag
        of sugar" (`contents_of`)."""
        named = [self.name, self.category, *self.aliases]
        return list(dict.fromkeys([*named, *(c for n in named for c in contents_of(n))]))

    def to_dict(self) -> Dict[str, Any]:
        return {
            "id": self.id, "participant": self.participant, "name": self.name, "category": self.category,
            "aliases": list(self.aliases), "attributes": list(self.attributes), "location": self.location,
            "first_seen_ns": self.first_seen_ns, "last_seen_ns": self.last_seen_ns,
            "observations": self.observations, "sessions": list(self.sessions), "deleted": self.deleted,
            "deleted_ns": self.deleted_ns, "trail": [v.to_dict() for v in self.trail],
            "provenance": self.provenance, "reporter": self.reporter, "same_as": self.same_as, "owner": self.owner,
        }

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "Entity":
        fields = dict(data)
        fields["trail"] = [LocationVisit(**v) for v in data.get("trail", [])]
        return cls(**fields)


@dataclass(frozen=True)
class EditDecision:
    """What the editor did with one observation, and why (one row of the edit log)."""

    op: EditOp
    entity_id: str
    participant: str
    time_ns: int
    reason: str
    score: float = 0.0
    changes: Tuple[str, ...] = ()
    source_id: str = ""

    def to_dict(self) -> Dict[str, Any]:
        return {
            "op": self.op.value, "entity_id": self.entity_id, "participant": self.participant,
            "time_ns": self.time_ns, "reason": self.reason, "score": self.score,
            "changes": list(self.changes), "source_id": self.source_id,
        }

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "EditDecision":
        return cls(**{**data, "op": EditOp(data["op"]), "changes": tuple(data.get("changes", ()))})


@dataclass(frozen=True)
class EditStats:
    """Per-participant summary of the edit log: operation counts and the compression ratio."""

    participant: str
    observations: int
    counts: Dict[str, int]
    entities: int
    live_entities: int

    @property
    def compression_ratio(self) -> float:
        """Observations folded per stored entity (MEMORA's compression ratio); 0 when nothing is stored."""
        return self.observations / self.entities if self.entities else 0.0

    def to_dict(self) -> Dict[str, Any]:
        return {
            "participant": self.participant, "observations": self.observations, "counts": dict(self.counts),
            "entities": self.entities, "live_entities": self.live_entities,
            "compression_ratio": round(self.compression_ratio, 4),
        }

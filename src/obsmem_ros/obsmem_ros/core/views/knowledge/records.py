"""Typed records of consolidation: actions in; routine skills, preferences and habits out.

An action is generic (verb + objects + time + session + actor), so EPIC-KITCHENS narrations and the
household simulator's trace events feed the same miners. Times are int nanoseconds since the epoch.
"""
from __future__ import annotations

from obsmem_ros.errors import ObsMemError

from dataclasses import asdict, dataclass, field
from typing import Any, Dict, Tuple


class KnowledgeError(ObsMemError, ValueError):
    """Raised for invalid actions, configuration or serialised knowledge."""


@dataclass(frozen=True)
class Action:
    """One observed action: `verb` on `objects` (primary first; later ones are tools, targets or places).

    `location` is where the action happened or where the primary object ended up, when known.
    `task` is an optional label of the activity it belongs to (the simulator knows it; EPIC does not).
    """

    verb: str
    objects: Tuple[str, ...]
    time_ns: int
    session_id: str
    actor: str
    location: str = ""
    id: str = ""
    task: str = ""

    def __post_init__(self) -> None:
        if not self.verb.strip():
            raise KnowledgeError(f"Action.verb is empty (id={self.id!r}): every action needs a verb.")
        if not isinstance(self.time_ns, int) or self.time_ns < 0:
            raise KnowledgeError(f"Action.time_ns={self.time_ns!r} (id={self.id!r}) must be a non-negative int of nanoseconds.")
        if not self.actor:
            raise KnowledgeError(f"Action.actor is empty (id={self.id!r}): consolidation is per actor.")
        object.__setattr__(self, "verb", self.verb.strip().lower())
        object.__setattr__(self, "objects", tuple(o.strip().lower() for o in self.objects if o and o.strip()))

    @property
    def primary(self) -> str:
        """The primary object, or "" for object-less actions."""
        return self.objects[0] if self.objects else ""

    @property
    def key(self) -> str:
        """The action's step name: "verb object" (or just the verb)."""
        return f"{self.verb} {self.primary}".strip()

    def to_dict(self) -> Dict[str, Any]:
        return {**asdict(self), "objects": list(self.objects)}

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "Action":
        return cls(**{**data, "objects": tuple(data.get("objects", ()))})


@dataclass(frozen=True)
class RoutineSkill:
    """A recurring way of doing something: canonical steps seen in several episodes."""

    id: str
    actor: str
    goal: str
    steps: Tuple[str, ...]
    key_objects: Tuple[str, ...]
    supporting_episodes: Tuple[str, ...]
    count: int
    confidence: float

    def to_dict(self) -> Dict[str, Any]:
        return {**asdict(self), "steps": list(self.steps), "key_objects": list(self.key_objects),
                "supporting_episodes": list(self.supporting_episodes)}

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "RoutineSkill":
        return cls(**{**data, "steps": tuple(data["steps"]), "key_objects": tuple(data["key_objects"]),
                      "supporting_episodes": tuple(data["supporting_episodes"])})


@dataclass(frozen=True)
class Preference:
    """A choice someone makes repeatedly: for `topic` (what it is about), they choose `value`.

    `kind` says which miner found it: `tool` (object used to act on something), `placement`
    (where an object is put), `object` (which object of a kind is used for a verb).
    `alternatives` are the other values seen, with their counts.
    """

    id: str
    actor: str
    kind: str
    topic: str
    value: str
    statement: str
    confidence: float
    support: int
    total: int
    alternatives: Tuple[Tuple[str, int], ...] = ()
    evidence_ids: Tuple[str, ...] = ()
    provenance: str = "inferred"

    def to_dict(self) -> Dict[str, Any]:
        return {**asdict(self), "alternatives": [list(a) for a in self.alternatives],
                "evidence_ids": list(self.evidence_ids)}

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "Preference":
        return cls(**{**data, "alternatives": tuple((str(v), int(c)) for v, c in data.get("alternatives", ())),
                      "evidence_ids": tuple(data.get("evidence_ids", ()))})


@dataclass(frozen=True)
class Habit:
    """Trigger -> next action statistics: after `trigger`, `next_action` followed `count` of `trigger_count` times."""

    id: str
    actor: str
    trigger: str
    next_action: str
    count: int
    trigger_count: int
    sessions: Tuple[str, ...] = ()

    @property
    def probability(self) -> float:
        """How often the trigger was followed by this action."""
        return self.count / self.trigger_count if self.trigger_count else 0.0

    def to_dict(self) -> Dict[str, Any]:
        return {**asdict(self), "sessions": list(self.sessions), "probability": round(self.probability, 4)}

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "Habit":
        fields = {k: v for k, v in data.items() if k != "probability"}
        return cls(**{**fields, "sessions": tuple(fields.get("sessions", ()))})


@dataclass
class KnowledgeBase:
    """Everything consolidation mined for the actors it saw."""

    routines: list = field(default_factory=list)
    preferences: list = field(default_factory=list)
    habits: list = field(default_factory=list)
    episodes: int = 0

    def to_dict(self) -> Dict[str, Any]:
        return {"routines": [r.to_dict() for r in self.routines],
                "preferences": [p.to_dict() for p in self.preferences],
                "habits": [h.to_dict() for h in self.habits], "episodes": self.episodes}

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "KnowledgeBase":
        return cls(routines=[RoutineSkill.from_dict(r) for r in data.get("routines", [])],
                   preferences=[Preference.from_dict(p) for p in data.get("preferences", [])],
                   habits=[Habit.from_dict(h) for h in data.get("habits", [])],
                   episodes=int(data.get("episodes", 0)))

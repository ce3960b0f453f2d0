"""What Mimir needs from world memory: remembered facts and recall candidates.

``WorldMemory`` is the small interface the grounding operator and the planner read through;
``obsmem_world_memory.ObsMemWorldMemory`` implements it over the ObsMem engine. Keeping it small keeps the
planner testable over any memory that can say where things are and how far to trust that.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol, Sequence

from obsmem_ros import BeliefLabel

from .goals import ObjectRef


@dataclass(frozen=True)
class RememberedFact:
    """One remembered (entity, attribute) = value, with its provenance, trust and evidence."""

    entity: str
    attribute: str
    value: str
    time_ns: int
    provenance: str = "observed"
    reporter: str = ""
    trust: BeliefLabel = BeliefLabel.UNKNOWN
    trust_reason: str = ""
    evidence_ids: tuple[str, ...] = ()


@dataclass(frozen=True)
class HeardRequest:
    """Something a person asked the robot for, still open: their words and the utterance behind them;
    ``verb`` and ``objects`` are the memory's utterance reader's record of the deed (canonical verb,
    the things it names, linked to memory ids where it could: "bring the remote to the nightstand" ->
    hand_over, (remote_1, nightstand_1)); empty when no reader record goes with the words."""

    person: str
    text: str
    time_ns: int
    evidence_ids: tuple[str, ...] = ()
    verb: str = ""
    objects: tuple[str, ...] = ()


@dataclass(frozen=True)
class Sighting:
    """A place an entity has been remembered at: how often and when last."""

    place: str
    count: int
    last_ns: int
    evidence_ids: tuple[str, ...] = ()


@dataclass(frozen=True)
class Candidate:
    """An entity recalled for a description, with everything grounding weighs."""

    entity: str
    name: str
    category: str
    aliases: tuple[str, ...] = ()
    descriptors: Mapping[str, str] = field(default_factory=dict)   # color, material, owner, ...
    location: RememberedFact | None = None
    sightings: tuple[Sighting, ...] = ()    # most sighted first
    score: float = 0.0

    @property
    def parent(self) -> str:
        return self.location.value if self.location else ""

    @property
    def evidence_ids(self) -> tuple[str, ...]:
        return self.location.evidence_ids if self.location else ()

    def vocabulary(self) -> set[str]:
        """Every word this entity answers to (names, category, aliases, descriptor values, id parts)."""
        words: set[str] = set()
        for text in (self.name, self.category, *self.aliases, *self.descriptors.values(), self.entity):
            words.update(w for w in text.lower().replace("_", " ").replace("'", "").split() if w)
        return words

    def to_dict(self) -> dict[str, Any]:
        return {"entity": self.entity, "name": self.name, "category": self.category, "parent": self.parent,
                "descriptors": dict(self.descriptors), "score": round(self.score, 4),
                "belief": self.location.trust.value if self.location else BeliefLabel.UNKNOWN.value,
                "evidence_ids": list(self.evidence_ids)}


class WorldMemory(Protocol):
    """Read and write access to world memory, as Mimir uses it."""

    def candidates(self, ref: ObjectRef, *, k: int) -> list[Candidate]:
        """Entities the description may mean (unscored; ``recall`` scores and bounds them)."""

    def facts(self, entity: str) -> dict[str, RememberedFact]:
        """Every remembered attribute of an entity (current values), by attribute; {} when unknown."""

    def sightings(self, entity: str) -> list[Sighting]:
        """Places the entity was remembered at, most sighted first."""

    def contents(self, place: str) -> list[str]:
        """Entities remembered at a place (a room, furniture, a container)."""

    def room_of(self, entity: str) -> str:
        """The room an entity (or place) is in, following remembered parents; "" when unknown."""

    def robot_room(self) -> str:
        """Where the robot last was; "" when unknown."""

    def pose(self, entity: str) -> dict[str, Any] | None:
        """The entity's last measured pose in space (``obsmem_ros`` ``ObjectPose.to_json``: frame_id,
        position, orientation, extent, time_ns, evidence_id, provenance, points); None when none."""

    def preferred(self, person: str, topic: str) -> RememberedFact:
        """What a person prefers for a topic ("mug" -> an entity id, "thermostat" -> "21"), stated or
        mined; a fact with value "" when no preference is remembered."""

    def requested(self, person: str, entity: str, attribute: str) -> RememberedFact:
        """The value a person asked for (a remembered request or standing commitment) of an
        (entity, attribute); value "" when none is remembered."""

    def routine_steps(self, goal_words: str, person: str) -> list[str]:
        """Canonical steps of a remembered routine matching the words ("make coffee"), [] if none."""

    def open_requests(self, person: str) -> list[HeardRequest]:
        """Requests ``person`` made of the robot that are still open (Commitment view), oldest first."""

    def heard_since(self, since_ns: int) -> list[HeardRequest]:
        """Utterances the robot heard after ``since_ns`` (a person changing their mind mid-task)."""

    def record(self, events: Sequence[Mapping[str, Any]]) -> None:
        """Write events (trace format, docs/formats.md) into memory."""

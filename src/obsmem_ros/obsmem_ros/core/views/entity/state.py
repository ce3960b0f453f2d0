"""The editor's serialisable state: entities, the edit log and per-participant counters."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, DefaultDict, Dict, List, Set, Tuple

from .records import EditDecision, EditOp, EditStats, Entity, EntityEditError

STATE_FORMAT = 1


@dataclass
class EntityMemoryState:
    """Everything the entity editor remembers. `to_dict` / `from_dict` round-trip it through JSON.

    The name index is derived (rebuilt on load), so only entities, the log and counters are stored.
    """

    entities: Dict[str, Entity] = field(default_factory=dict)
    log: List[EditDecision] = field(default_factory=list)
    op_counts: Dict[str, Dict[str, int]] = field(default_factory=dict)
    observation_counts: Dict[str, int] = field(default_factory=dict)
    sequence: Dict[str, int] = field(default_factory=dict)
    _index: DefaultDict[Tuple[str, str], Set[str]] = field(default_factory=lambda: defaultdict(set), repr=False)

    def __post_init__(self) -> None:
        for entity in self.entities.values():
            self.index(entity)

    def index(self, entity: Entity) -> None:
        """(Re)index an entity under each of its names for its participant."""
        for name in entity.names():
            self._index[(entity.participant, name)].add(entity.id)

    def ids_named(self, participant: str, name: str) -> Set[str]:
        """Ids of the participant's entities answering to `name` (deleted ones included)."""
        return set(self._index.get((participant, name), set()))

    def next_id(self, participant: str, category: str) -> str:
        """A fresh, deterministic entity id: `<participant>/<category>#<n>`."""
        key = f"{participant}/{category}"
        self.sequence[key] = self.sequence.get(key, 0) + 1
        return f"{key}#{self.sequence[key]}"

    def record(self, decision: EditDecision, keep_log: bool) -> None:
        """Count a decision for its participant and, if asked, append it to the log."""
        counts = self.op_counts.get(decision.participant)
        if counts is None:
            counts = self.op_counts[decision.participant] = {op.value: 0 for op in EditOp}
        counts[decision.op._value_] += 1  # ``_value_``: the Enum's plain attribute (``.value`` is a slower property)
        self.observation_counts[decision.participant] = self.observation_counts.get(decision.participant, 0) + 1
        if keep_log:
            self.log.append(decision)

    def participants(self) -> List[str]:
        """Participants with at least one observation, sorted."""
        return sorted(self.observation_counts)

    def stats(self, participant: str) -> EditStats:
        """Operation counts and compression ratio of one participant's memory."""
        owned = [e for e in self.entities.values() if e.participant == participant]
        return EditStats(
            participant=participant,
            observations=self.observation_counts.get(participant, 0),
            counts=dict(self.op_counts.get(participant, {op.value: 0 for op in EditOp})),
            entities=len(owned),
            live_entities=sum(1 for e in owned if not e.deleted),
        )

    def to_dict(self) -> Dict[str, Any]:
        return {
            "format": STATE_FORMAT,
            "entities": [e.to_dict() for e in self.entities.values()],
            "log": [d.to_dict() for d in self.log],
            "op_counts": {p: dict(c) for p, c in self.op_counts.items()},
            "observation_counts": dict(self.observation_counts),
            "sequence": dict(self.sequence),
        }

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "EntityMemoryState":
        if data.get("format") != STATE_FORMAT:
            raise EntityEditError(f"Entity state format={data.get('format')!r} is not supported; expected {STATE_FORMAT}.")
        entities = [Entity.from_dict(e) for e in data.get("entities", [])]
        return cls(
            entities={e.id: e for e in entities},
            log=[EditDecision.from_dict(d) for d in data.get("log", [])],
            op_counts={p: dict(c) for p, c in data.get("op_counts", {}).items()},
            observation_counts=dict(data.get("observation_counts", {})),
            sequence=dict(data.get("sequence", {})),
        )

"""The online entity editor: identity resolution and the Add / Update / Delete / Noop decision.

An observation is matched against the participant's live entities that answer to its name or
category. Candidates whose identity attributes (colour, material) conflict are excluded; the rest are
scored by name agreement, shared identity attributes, same location and recency. A qualified name
("washing up bowl") never joins an entity already known by another qualified name ("large bowl");
a bare category name ("bowl") joins the best-scoring one. The best candidate
at or above `match_threshold` is the same object; otherwise a new entity is added.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, List, Optional, Tuple

from .attributes import AttributeKind, attribute_kind, exclusive_states
from .name_keys import id_stem
from .records import EditDecision, EditOp, EditStats, Entity, EntityEditError, EntityObservation, LocationVisit
from .state import EntityMemoryState

IDENTITY_KINDS = (AttributeKind.COLOUR, AttributeKind.MATERIAL)
NS_PER_S = 1_000_000_000


@dataclass(frozen=True)
class EditorConfig:
    """Weights and thresholds of identity resolution."""

    match_threshold: float = 0.4
    name_weight: float = 0.6
    category_weight: float = 0.45
    attribute_weight: float = 0.2
    location_weight: float = 0.15
    recency_weight: float = 0.15
    recency_half_life_s: float = 3600.0
    keep_log: bool = True

    def __post_init__(self) -> None:
        for name in ("match_threshold", "name_weight", "category_weight", "attribute_weight", "location_weight", "recency_weight"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise EntityEditError(f"EditorConfig.{name}={value!r} must lie in [0, 1].")
        if self.recency_half_life_s <= 0:
            raise EntityEditError(f"EditorConfig.recency_half_life_s={self.recency_half_life_s!r} must be positive.")


def _identity_words(words: Iterable[str]) -> dict:
    found: dict = {}
    for word in words:
        kind = attribute_kind(word)
        if kind in IDENTITY_KINDS:
            found.setdefault(kind, set()).add(word)
    return found


class EntityEditor:
    """Folds observations into entities; one editor serves many participants (kept apart)."""

    def __init__(self, config: Optional[EditorConfig] = None, state: Optional[EntityMemoryState] = None) -> None:
        self.config = config or EditorConfig()
        self.state = state or EntityMemoryState()

    # -- resolution ---------------------------------------------------------------------------
    def resolve(self, obs: EntityObservation) -> Tuple[Optional[Entity], float, str]:
        """The live entity `obs` refers to (or None), with its score and the reason."""
        if obs.entity_hint:
            entity = self.state.entities.get(obs.entity_hint)
            if entity is not None and entity.participant == obs.participant and not entity.deleted:
                return entity, 1.0, "entity hint"
            return None, 0.0, "entity hint not yet known"
        ids = self.state.ids_named(obs.participant, obs.name) | self.state.ids_named(obs.participant, obs.category)
        best: Tuple[Optional[Entity], float, str] = (None, 0.0, "no live entity with this name or category")
        for entity_id in sorted(ids):
            entity = self.state.entities[entity_id]
            if entity.deleted:
                continue
            score, reason = self._score(obs, entity)
            if score > best[1]:
                best = (entity, score, reason)
            elif best[0] is None:
                best = (None, 0.0, f"{entity.id} ruled out: {reason}")
        if best[0] is not None and best[1] < self.config.match_threshold:
            return None, best[1], f"best candidate {best[0].id} scored {best[1]:.2f} < {self.config.match_threshold}"
        return best

    def _score(self, obs: EntityObservation, entity: Entity) -> Tuple[float, str]:
        cfg = self.config
        mine, theirs = _identity_words(obs.attributes), _identity_words(entity.attributes)
        for kind in IDENTITY_KINDS:
            if mine.get(kind) and theirs.get(kind) and not mine[kind] & theirs[kind]:
                return 0.0, f"conflicting {kind.value}"
        named = obs.name == entity.name or obs.name in entity.aliases
        if not named and obs.name != obs.category and any(n != entity.category for n in entity.names()):
            return 0.0, f"different qualified name ({obs.name!r} is not one of {entity.names()})"
        score = cfg.name_weight if named else cfg.category_weight
        reasons = ["same name" if named else "same category"]
        if any(mine.get(k, set()) & theirs.get(k, set()) for k in IDENTITY_KINDS):
            score += cfg.attribute_weight
            reasons.append("shared identity attributes")
        if obs.location and obs.location == entity.location:
            score += cfg.location_weight
            reasons.append("same location")
        age_s = max(0, obs.time_ns - entity.last_seen_ns) / NS_PER_S
        score += cfg.recency_weight * math.exp(-math.log(2) * age_s / cfg.recency_half_life_s)
        return round(min(score, 1.0), 4), ", ".join(reasons)

    # -- editing ------------------------------------------------------------------------------
    def edit(self, obs: EntityObservation) -> EditDecision:
        """Fold one observation into memory and return the decision (also logged and counted)."""
        entity, score, reason = self.resolve(obs)
        if entity is None:
            decision = self._add(obs, score, reason)
        else:
            decision = self._fold(entity, obs, score, reason)
        self.state.record(decision, self.config.keep_log)
        return decision

    def _add(self, obs: EntityObservation, score: float, reason: str) -> EditDecision:
        entity_id = obs.entity_hint or self.state.next_id(obs.participant, obs.category)
        if entity_id in self.state.entities:
            raise EntityEditError(f"entity_hint={entity_id!r} names an entity of another participant or a deleted one.")
        entity = Entity(
            id=entity_id, participant=obs.participant, name=obs.name or obs.category, category=obs.category,
            attributes=list(obs.attributes), location=obs.location, first_seen_ns=obs.time_ns,
            last_seen_ns=obs.time_ns, observations=1, sessions=[obs.session_id] if obs.session_id else [],
            trail=[LocationVisit(obs.location, obs.time_ns, obs.session_id, obs.source_id)] if obs.location else [],
        )
        if obs.removed:
            entity.deleted, entity.deleted_ns = True, obs.time_ns
        self.state.entities[entity_id] = entity
        self.state.index(entity)
        op = EditOp.DELETE if obs.removed else EditOp.ADD
        return EditDecision(op, entity_id, obs.participant, obs.time_ns, f"new entity ({reason})", score,
                            ("created",), obs.source_id)

    def _fold(self, entity: Entity, obs: EntityObservation, score: float, reason: str) -> EditDecision:
        changes = self._apply_changes(entity, obs)
        entity.observations += 1
        entity.last_seen_ns = max(entity.last_seen_ns, obs.time_ns)
        if obs.session_id and obs.session_id not in entity.sessions:
            entity.sessions.append(obs.session_id)
        if obs.removed:
            entity.deleted, entity.deleted_ns = True, obs.time_ns
            op = EditOp.DELETE
        else:
            op = EditOp.UPDATE if changes else EditOp.NOOP
        return EditDecision(op, entity.id, obs.participant, obs.time_ns, reason, score, tuple(changes), obs.source_id)

    def _apply_changes(self, entity: Entity, obs: EntityObservation) -> List[str]:
        changes: List[str] = []
        if _placeholder(entity) and obs.name and obs.category and obs.category != entity.category:
            entity.aliases.append(entity.name)  # its id's words still find it ("case_neela": "Neela's case")
            entity.name, entity.category = obs.name, obs.category
            self.state.index(entity)
            changes.append(f"name:{obs.name}")
        elif obs.name and obs.name not in entity.names():
            entity.aliases.append(obs.name)
            self.state.index(entity)
            changes.append(f"alias:{obs.name}")
        for word in obs.attributes:
            if word in entity.attributes:
                continue
            replaced = exclusive_states(word) & set(entity.attributes)
            entity.attributes = [a for a in entity.attributes if a not in replaced] + [word]
            changes.append(f"attribute:{word}")
        if obs.location and obs.location != entity.location:
            entity.location = obs.location
            entity.trail.append(LocationVisit(obs.location, obs.time_ns, obs.session_id, obs.source_id))
            changes.append(f"location:{obs.location}")
        return changes

    # -- reading ------------------------------------------------------------------------------
    def stats(self, participant: str) -> EditStats:
        """Operation counts and compression ratio of one participant."""
        return self.state.stats(participant)

    def entities(self, participant: str, include_deleted: bool = False) -> List[Entity]:
        """The participant's entities, most recently seen first."""
        owned = [e for e in self.state.entities.values()
                 if e.participant == participant and (include_deleted or not e.deleted)]
        return sorted(owned, key=lambda e: (-e.last_seen_ns, e.id))

    def get(self, entity_id: str) -> Entity:
        """One entity by id; raises EntityEditError naming the id when unknown."""
        try:
            return self.state.entities[entity_id]
        except KeyError as err:
            raise EntityEditError(f"entity_id={entity_id!r} is not in memory.") from err

    def decisions_for(self, entity_id: str) -> List[EditDecision]:
        """The logged decisions about one entity, in order."""
        return [d for d in self.state.log if d.entity_id == entity_id]


def _placeholder(entity: Entity) -> bool:
    """Whether the entity is still known only by its id: first met in an event that named it not
    (a put-down seen before the look that names it: "lanyard_lorraine" -> "lanyard lorraine"), so
    the first sighting that gives it another category gives its name and category, not one more
    alias (a thing whose id is its category, "spoon_1", keeps its name)."""
    stem = id_stem(entity.id)
    return entity.name == stem and entity.category in (stem, "")

"""How an admitted event's objects reach the entity editor: which objects it shows
(`sightings`), the observation the editor gets for one (`observation`), and the decisions made in
place for the most common sighting (`fold_known`, counted by `count_folded`).

Observation of an entity from an event: ``name`` / ``category`` / ``color`` / ``material``
deltas when present (the first sighting carries them), else the entity's known name or the stem
of its id (``laptop_1`` -> ``laptop``); ``location`` from a ``location`` delta; the simulator's id
is the identity hint. People (actors) and the robot are not objects.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Set, Tuple

from obsmem_ros.core.records import Event, EventKind

from .name_keys import id_stem
from .records import EditOp, Entity, EntityObservation, LocationVisit
from .state import EntityMemoryState

__all__ = ["count_folded", "fold_known", "observation", "sightings"]

_DESCRIPTIVE = ("color", "colour", "material")
_NAMING = frozenset(("name", *_DESCRIPTIVE))  # deltas that may add an alias or an attribute: left to the editor
_NO_FACTS: Dict[str, str] = {}
_NO_OBJECTS = frozenset((EventKind.UTTERANCE, EventKind.SESSION_START, EventKind.SESSION_END))


def sightings(event: Event, people: Set[str], robot_id: str) -> List[Tuple[str, Dict[str, str]]]:
    """(entity id, its deltas in this event) for each object the event involves."""
    if event.kind in _NO_OBJECTS or not (event.objects or event.deltas):
        return []
    facts: Dict[str, Dict[str, str]] = {}
    for delta in event.deltas:
        facts.setdefault(delta.entity, {})[delta.attribute] = delta.value
    skip = (robot_id, event.actor, event.location)
    return [(entity_id, facts.get(entity_id, _NO_FACTS)) for entity_id in dict.fromkeys([*event.objects, *facts])
            if entity_id not in people and entity_id not in skip]


def observation(participant: str, event: Event, entity_id: str, mine: Dict[str, str],
                known: Optional[Entity]) -> EntityObservation:
    name = mine.get("name") or (known.name if known else id_stem(entity_id)) or entity_id
    category = mine.get("category")
    return EntityObservation(
        participant=participant, name=name, time_ns=event.time_ns,
        category=category if category is not None else known.category if known else id_stem(entity_id) or name,
        attributes=tuple(v for a, v in mine.items() if a in _DESCRIPTIVE and v),
        location=mine.get("location", ""), entity_hint=entity_id, session_id=event.session_id,
        source_id=event.id)


def fold_known(entity: Entity, mine: Dict[str, str], event: Event, participant: str) -> Optional[EditOp]:
    """The editor's decision (applied to ``entity``) for a sighting of a live entity that carries no name and no
    descriptive attribute (most sightings): a Noop, or an Update of its location alone, made
    here without building an observation; ``None`` leaves any other case to the editor.

    Same outcome as ``EntityEditor.edit`` (resolved by the entity hint, score 1.0): the entity's
    name already answers the observation, so only the location can change."""
    name = entity.name
    if (entity.deleted or entity.participant != participant or not name or name != name.strip().lower()
            or not _NAMING.isdisjoint(mine) and any(mine.get(a) for a in _NAMING)):
        return None
    location, time_ns, session_id = mine.get("location", ""), event.time_ns, event.session_id
    op = EditOp.NOOP
    if location and location != entity.location:
        entity.location = location
        entity.trail.append(LocationVisit(location, time_ns, session_id, event.id))
        op = EditOp.UPDATE
    entity.observations += 1
    entity.last_seen_ns = max(entity.last_seen_ns, time_ns)
    if session_id and session_id not in entity.sessions:
        entity.sessions.append(session_id)
    return op


def count_folded(state: EntityMemoryState, participant: str, folded: Dict[EditOp, int]) -> None:
    """Add the decisions made in place to the editor's per-participant counts (what
    ``EntityMemoryState.record`` does per decision, once per batch)."""
    total = sum(folded.values())
    if not total:
        return
    counts = state.op_counts.get(participant)
    if counts is None:
        counts = state.op_counts[participant] = {op.value: 0 for op in EditOp}
    for op, n in folded.items():
        counts[op._value_] += n
    state.observation_counts[participant] = state.observation_counts.get(participant, 0) + total

"""MEMORA's memory of one or more participants, built online from segment records.

Write path per record: its actions go to the activity store (kept here, in memory, for speed); its
objects become `EntityObservation`s folded by the engine's entity editor
(`obsmem_ros.core.views.entity`); its actions become generic `Action`s for consolidation. `consolidate()`
runs the engine's miners (`obsmem_ros.core.views.knowledge`) over all actions seen so far.
Persistence is a JSON file (records, editor state, knowledge).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from obsmem_ros.core import (
    Action, EditStats, Entity, EntityEditor, EntityMemoryState, EntityObservation, KnowledgeBase, KnowledgeConfig,
    Preference, RoutineSkill, consolidate, find_preferences, find_routines, search_entities,
)

from ..errors import DataError
from .epic import lexicon
from .records import ObservedAction, SegmentRecord
from .text import concepts

REMOVAL_CLASSES = frozenset({"throw", "eat"})
MEMORY_FORMAT = 1


@dataclass(frozen=True)
class ActivityHit:
    """One activity found by `search_activities`: the record and how well it matched."""

    record: SegmentRecord
    score: float


def _removal(verb: str) -> bool:
    return lexicon().verb_of.get(verb, verb) in REMOVAL_CLASSES


class MemoraMemory:
    """Entity, activity and knowledge memory with MEMORA's typed read tools."""

    def __init__(self, editor: Optional[EntityEditor] = None, knowledge_config: KnowledgeConfig = KnowledgeConfig()) -> None:
        self.editor = editor or EntityEditor()
        self.knowledge_config = knowledge_config
        self.knowledge = KnowledgeBase()
        self.records: List[SegmentRecord] = []
        self._sessions: Dict[Tuple[str, str], List[int]] = {}

    # -- write path -----------------------------------------------------------------------------
    def ingest(self, record: SegmentRecord) -> None:
        """Store one record and fold its objects into the entity memory (call in time order)."""
        self.records.append(record)
        self._sessions.setdefault((record.participant, record.session_id), []).append(len(self.records) - 1)
        removed = {a.noun for a in record.actions if _removal(a.verb)}
        for obj in record.objects:
            self.editor.edit(EntityObservation(
                participant=record.participant, name=obj.name, category=obj.category or obj.name,
                attributes=obj.attributes, location=obj.location, entity_hint=obj.entity_hint,
                session_id=record.session_id, removed=obj.name in removed, confidence=obj.confidence,
                time_ns=record.start_ns, source_id=record.id))

    def actions(self, participant: str = "") -> List[Action]:
        """Every stored action as a generic consolidation `Action` (objects by category)."""
        out = []
        for record in self.records:
            if participant and record.participant != participant:
                continue
            categories = {o.name: (o.category or o.name) for o in record.objects}
            locations = {o.name: o.location for o in record.objects}
            for a in record.actions:
                out.append(Action(verb=a.verb, objects=tuple(categories.get(n, n) for n in a.all_nouns),
                                  time_ns=a.start_ns, session_id=record.session_id, actor=record.participant,
                                  location=categories.get(locations.get(a.noun, ""), locations.get(a.noun, "")),
                                  id=a.id))
        return out

    def consolidate(self) -> KnowledgeBase:
        """Mine routines, preferences and habits over everything ingested so far."""
        self.knowledge = consolidate(self.actions(), self.knowledge_config)
        return self.knowledge

    # -- reading --------------------------------------------------------------------------------
    def sessions(self, participant: str) -> List[str]:
        """The participant's sessions in time order."""
        keys = [(self.records[idx[0]].start_ns, s) for (p, s), idx in self._sessions.items() if p == participant]
        return [s for _, s in sorted(keys)]

    def session_records(self, participant: str, session_id: str) -> List[SegmentRecord]:
        """Records of one session in time order (empty when the session is unknown)."""
        return [self.records[i] for i in self._sessions.get((participant, session_id), [])]

    def session_actions(self, participant: str, session_id: str) -> List[ObservedAction]:
        return [a for r in self.session_records(participant, session_id) for a in r.actions]

    def stats(self, participant: str) -> EditStats:
        """The entity editor's operation counts and compression ratio for one participant."""
        return self.editor.stats(participant)

    # -- MEMORA tools ---------------------------------------------------------------------------
    def search_objects(self, query: str, participant: str, *, location: str = "", k: int = 5) -> List[Tuple[Entity, float]]:
        """search_objects: entities matching a description, best first."""
        return search_entities(self.editor.entities(participant, include_deleted=True), query, location=location, k=k)

    def object_history(self, obj: str, participant: str, *, limit: int = 0) -> Tuple[Entity, List[ObservedAction]]:
        """get_object_history: the best-matching entity and every action on it, in time order."""
        hits = self.search_objects(obj, participant, k=1)
        if not hits:
            raise DataError(f"object={obj!r} matches no entity in {participant}'s memory")
        entity = hits[0][0]
        names = set(entity.names())
        records = [self.records[i] for (p, _), idx in self._sessions.items() if p == participant for i in idx]
        actions = sorted((a for r in records for a in r.actions if names & set(a.all_nouns)), key=lambda a: a.start_ns)
        return entity, actions[-limit:] if limit else actions

    def routine(self, goal: str, participant: str, *, k: int = 3) -> List[Tuple[RoutineSkill, float]]:
        """get_routine_skill: routines whose goal, steps or key objects match `goal`."""
        return find_routines(self.knowledge.routines, goal, actor=participant, k=k)

    def preferences(self, participant: str, topic: str = "", *, k: int = 10) -> List[Tuple[Preference, float]]:
        """get_preferences: preferences about `topic` (all when empty), most confident first."""
        return find_preferences(self.knowledge.preferences, topic, actor=participant, k=k)

    def search_activities(self, query: str, participant: str, *, since_ns: Optional[int] = None,
                          until_ns: Optional[int] = None, k: int = 5) -> List[ActivityHit]:
        """search_activities: records whose actions share the most concepts with `query`, in a time range."""
        wanted = concepts(query)
        hits = []
        for record in self.records:
            if record.participant != participant or (since_ns is not None and record.end_ns < since_ns):
                continue
            if until_ns is not None and record.start_ns > until_ns:
                continue
            shared = wanted & concepts(record.summary)
            if shared:
                hits.append(ActivityHit(record, round(len(shared) / len(wanted), 4)))
        hits.sort(key=lambda h: (-h.score, h.record.start_ns))
        return hits[:k]

    # -- persistence ----------------------------------------------------------------------------
    def save(self, path: Path) -> None:
        """Write the whole memory as one JSON file (atomically, through a temporary file)."""
        data = {"format": MEMORY_FORMAT, "records": [r.to_dict() for r in self.records],
                "entities": self.editor.state.to_dict(), "knowledge": self.knowledge.to_dict()}
        tmp = Path(path).with_suffix(".tmp")
        tmp.write_text(json.dumps(data), encoding="utf-8")
        tmp.replace(path)

    @classmethod
    def load(cls, path: Path) -> "MemoraMemory":
        """Read a memory written by `save`."""
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as err:
            raise DataError(f"memory file {path} could not be read: {err}") from err
        if data.get("format") != MEMORY_FORMAT:
            raise DataError(f"memory file {path} has format={data.get('format')!r}; expected {MEMORY_FORMAT}")
        memory = cls(editor=EntityEditor(state=EntityMemoryState.from_dict(data["entities"])))
        for raw in data["records"]:
            record = SegmentRecord.from_dict(raw)
            memory.records.append(record)
            memory._sessions.setdefault((record.participant, record.session_id), []).append(len(memory.records) - 1)
        memory.knowledge = KnowledgeBase.from_dict(data["knowledge"])
        return memory

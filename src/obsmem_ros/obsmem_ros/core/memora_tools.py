"""MEMORA's typed read tools over one memory: the functions behind the memory node's services
(SearchObjects, GetObjectHistory, GetRoutineSkill, GetPreferences, SearchActivities) and the CLIs.

Each tool takes a ``MemoryReader`` (and, for free-text activity search, the read path's text
index) and returns typed records; converting them to messages or JSON is the caller's business.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, List, Optional, Sequence, Tuple

from obsmem_ros.core.reader import MemoryReader
from obsmem_ros.core.records import Event, Fact
from obsmem_ros.core.views.entity.search import search_entities
from obsmem_ros.core.views.knowledge.lookup import find_preferences, find_routines
from obsmem_ros.errors import UnknownRecordError


@dataclass(frozen=True)
class ObjectHistory:
    """Where an object has been (its location trail) and what was done with it."""

    entity: Any
    locations: Tuple[Fact, ...]
    interactions: Tuple[Event, ...]


@dataclass(frozen=True)
class Activity:
    """One past activity found by description: an event or an episode card."""

    id: str
    view: str
    time_ns: int
    text: str
    session_id: str
    score: float


def search_objects(reader: MemoryReader, query: str, *, location: str = "", k: int = 5) -> List[Tuple[Any, float]]:
    """Entities matching a description ("red mug"), best first, with their match scores."""
    return search_entities(reader.entities(), query, location=location, k=k)


def _resolve_object(reader: MemoryReader, mention: str) -> Any:
    try:
        return reader.entity(mention)
    except UnknownRecordError:
        pass
    ids = reader.resolve_entity(mention, limit=1)
    if ids:
        return reader.entity(ids[0])
    hits = search_objects(reader, mention, k=1)
    if hits:
        return hits[0][0]
    raise UnknownRecordError(f"No remembered object matches {mention!r}.")


def object_history(reader: MemoryReader, mention: str, *, limit: int = 0) -> ObjectHistory:
    """The object a mention resolves to, its location trail and the events involving it."""
    entity = _resolve_object(reader, mention)
    size = limit or None
    locations = reader.history(entity.id, "location", limit=size)
    interactions = reader.events_about(entity.id, limit=size)
    return ObjectHistory(entity=entity, locations=tuple(locations), interactions=tuple(interactions))


def routine_skills(reader: MemoryReader, goal: str, *, person: str = "", k: int = 3) -> List[Any]:
    """Routines whose goal or steps match ``goal``, best first."""
    return [r for r, _ in find_routines(reader.routines(person=person or None), goal, actor=person, k=k)]


def preferences_of(reader: MemoryReader, *, person: str = "", topic: str = "", k: int = 10) -> List[Any]:
    """A person's preferences (about ``topic`` when given), most confident first."""
    return [p for p, _ in find_preferences(reader.preferences(person=person or None), topic, actor=person, k=k)]


def _words(text: str) -> set:
    return {w for w in text.lower().replace("_", " ").split() if len(w) > 2}


def search_activities(reader: MemoryReader, text_index: Optional[Any], query: str, *, since_ns: Optional[int] = None,
                      until_ns: Optional[int] = None, k: int = 5) -> List[Activity]:
    """Events (through the text index) and episode cards matching a description, best first."""
    found: List[Activity] = []
    if text_index is not None:
        text_index.sync(reader)
        for hit in text_index.search(query, k=k, since_ns=since_ns, until_ns=until_ns):
            event = reader.event(hit.id)
            found.append(Activity(hit.id, "event", hit.time_ns, hit.text, event.session_id, float(hit.score)))
    wanted = _words(query)
    for card in reader.episodes(since_ns=since_ns, until_ns=until_ns):
        overlap = len(wanted & _words(card.summary)) / len(wanted) if wanted else 0.0
        if overlap > 0:
            found.append(Activity(card.id, "episode", card.start_ns, card.summary, card.session_id, overlap))
    found.sort(key=lambda a: (-a.score, -a.time_ns, a.id))
    return found[:k]

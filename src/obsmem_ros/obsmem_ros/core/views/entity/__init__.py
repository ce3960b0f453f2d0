"""Online entity editing (MEMORA): identity resolution and Add / Update / Delete / Noop decisions.

Pure Python. `EntityEditor.edit(EntityObservation)` folds one observation into the participant's
entities and returns an `EditDecision`; `EntityMemoryState.to_dict()` / `from_dict()` persist
everything (entities with location trails, the edit log, per-participant counters);
`EntityEditor.stats(participant)` gives operation counts and the compression ratio.
"""
from .attributes import AttributeKind, attribute_kind, exclusive_states
from .editor import EditorConfig, EntityEditor
from .records import EditDecision, EditOp, EditStats, Entity, EntityEditError, EntityObservation, LocationVisit
from .search import entity_words, search_entities
from .state import EntityMemoryState

__all__ = [
    "AttributeKind", "EditDecision", "EditOp", "EditStats", "EditorConfig", "Entity", "EntityEditError",
    "EntityEditor", "EntityMemoryState", "EntityObservation", "LocationVisit", "attribute_kind",
    "entity_words", "exclusive_states", "search_entities",
]

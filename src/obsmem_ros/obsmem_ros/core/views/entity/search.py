"""Lexical search over entities (MEMORA's search_objects): names, aliases, attributes and location."""
from __future__ import annotations

import re
from typing import Iterable, List, Tuple

from .records import Entity

_WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|-)+")


def _words(text: str) -> List[str]:
    return _WORD.findall(text.lower().replace(":", " ").replace("_", " "))


def entity_words(entity: Entity) -> set:
    """Every word an entity can be found by."""
    words = set()
    for text in (*entity.names(), *entity.attributes, entity.location):
        words.update(_words(text))
    return words


def search_entities(entities: Iterable[Entity], query: str, *, location: str = "", k: int = 5) -> List[Tuple[Entity, float]]:
    """Entities matching `query`, best first: the fraction of query words the entity answers to.

    Ties go to the entity seen more often, then the more recent one. `location` keeps only entities
    whose last location contains it. Entities matching no query word are left out.
    """
    query_words = set(_words(query))
    if not query_words:
        return []
    scored = []
    for entity in entities:
        if location and location.lower() not in entity.location.lower():
            continue
        hits = query_words & entity_words(entity)
        if hits:
            scored.append((entity, round(len(hits) / len(query_words), 4)))
    scored.sort(key=lambda pair: (-pair[1], -pair[0].observations, -pair[0].last_seen_ns, pair[0].id))
    return scored[:k]

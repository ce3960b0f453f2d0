"""SQL of the Episode view: episode ``cards`` and the ``episode_entities`` index.

Rows come back in ``EPISODE_COLUMNS`` order (``views.episode_view`` maps them to
``EpisodeCard``s). The running episode's card (boundary ``open``) is rewritten every batch.
"""
from __future__ import annotations

from typing import Iterable, List, Optional, Sequence, Tuple

from obsmem_ros.core.store.driver import Row, StoreDriver, placeholders
from obsmem_ros.core.store.where import Where

EPISODE_COLUMNS = ("id, start_ns, end_ns, session_id, boundary, participants_json, locations_json, objects_json, "
                   "summary, event_ids_json")


class EpisodeRows:
    """Typed access to the episode tables."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    def save(self, rows: Sequence[Sequence], entity_rows: Iterable[Tuple[str, str, int]]) -> None:
        """Write cards (``EPISODE_COLUMNS`` rows, in order; a stored card of the same id is updated)
        and their (entity, episode id, start_ns) index rows, one statement per table."""
        self.store.executemany(f"INSERT INTO episodes ({EPISODE_COLUMNS}) VALUES ({placeholders(10)}) "
                               "ON CONFLICT (id) DO UPDATE "
                               "SET end_ns = excluded.end_ns, boundary = excluded.boundary, "
                               "participants_json = excluded.participants_json, "
                               "locations_json = excluded.locations_json, "
                               "objects_json = excluded.objects_json, summary = excluded.summary, "
                               "event_ids_json = excluded.event_ids_json", rows)
        self.store.executemany("INSERT OR IGNORE INTO episode_entities (entity, episode_id, start_ns) VALUES (?, ?, ?)",
                               entity_rows)

    def running(self) -> Optional[Row]:
        """The latest card with boundary ``open`` (the running episode)."""
        return self.store.query_one(f"SELECT {EPISODE_COLUMNS} FROM episodes WHERE boundary = 'open' "
                                    "ORDER BY start_ns DESC LIMIT 1")

    def get(self, episode_id: str) -> Optional[Row]:
        return self.store.query_one(f"SELECT {EPISODE_COLUMNS} FROM episodes WHERE id = ?", (episode_id,))

    def overlapping(self, lo: int, hi: int, *, session_id: Optional[str], entity: Optional[str],
                    limit: Optional[int]) -> List[Row]:
        """Cards overlapping ``[lo, hi]`` (of a session, naming an entity), newest first."""
        where = Where("end_ns >= ? AND start_ns <= ?", lo, hi).equal("session_id", session_id)
        if entity is not None:
            where.add("id IN (SELECT episode_id FROM episode_entities WHERE entity = ?)", entity)
        return self.store.query(*where.select(f"SELECT {EPISODE_COLUMNS} FROM episodes", tail="ORDER BY start_ns DESC",
                                              limit=limit))

    def count(self) -> int:
        return int(self.store.query_one("SELECT COUNT(*) FROM episodes")[0])

"""SQL of the Knowledge view: mined routines, preferences and habits in the ``knowledge`` table.

One row per record: its kind, id, person, topic, a ranking score and its JSON body.
"""
from __future__ import annotations

from typing import Dict, Iterable, List, Optional, Sequence

from obsmem_ros.core.store.driver import StoreDriver, placeholders
from obsmem_ros.core.store.where import Where


class KnowledgeRows:
    """Typed access to the ``knowledge`` table."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    def replace_kinds(self, kinds: Sequence[str], rows: Iterable[Sequence]) -> None:
        """Replace every stored record of `kinds` (what consolidation mines) with (kind, id, person,
        topic, score, data_json) rows, in one transaction; other kinds (stated preferences) stay."""
        marks = placeholders(len(kinds))
        with self.store.transaction():
            self.store.execute(f"DELETE FROM knowledge WHERE kind IN ({marks})", tuple(kinds))
            self.store.executemany("INSERT INTO knowledge (kind, id, person, topic, score, data_json) "
                                   "VALUES (?, ?, ?, ?, ?, ?)", rows)

    def add(self, rows: Iterable[Sequence]) -> None:
        """Insert or replace (kind, id, person, topic, score, data_json) rows (caller's transaction)."""
        self.store.executemany("INSERT INTO knowledge (kind, id, person, topic, score, data_json) "
                               "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (kind, id) DO UPDATE SET person = excluded.person, "
                               "topic = excluded.topic, score = excluded.score, data_json = excluded.data_json", rows)

    def bodies(self, kind: str, person: Optional[str]) -> List[str]:
        """JSON bodies of one kind (of one person), best score first."""
        where = Where("kind = ?", kind).equal("person", person)
        return [r[0] for r in self.store.query(*where.select("SELECT data_json FROM knowledge",
                                                              tail="ORDER BY score DESC, id"))]

    def counts(self) -> Dict[str, int]:
        """Stored records per kind."""
        return {r[0]: int(r[1]) for r in self.store.query("SELECT kind, COUNT(*) FROM knowledge GROUP BY kind")}

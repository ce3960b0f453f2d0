"""SQL of the State view: the append-only ``facts`` trail and the ``snapshot`` of current heads.

Fact rows come back in ``FACT_COLUMNS`` order (``views.state_view`` maps them to ``Fact``s).
Reads of one (entity, attribute, layer) trail walk the ``facts_pair`` index; ``snapshot`` is keyed
by (entity, attribute, layer).
"""
from __future__ import annotations

from typing import Iterable, List, Optional, Sequence, Tuple

from obsmem_ros.core.store.driver import Row, StoreDriver, placeholders
from obsmem_ros.core.store.where import Where

FACT_COLUMNS = "id, entity, attribute, value, value_type, time_ns, provenance, reporter, session_id, layer"
TrailKey = Tuple[str, str, str]  # (entity, attribute, layer)


class StateRows:
    """Typed access to the state trail's tables."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    # --- write ----------------------------------------------------------------------------------
    def append(self, facts: Iterable[Sequence], heads: Iterable[Sequence]) -> None:
        """Append fact rows (``id, entity, attribute, value, value_type, time_ns, provenance, layer,
        reporter, session_id``) and set snapshot heads (``entity, attribute, layer, fact_id, value,
        time_ns``), inside the caller's transaction."""
        self.store.executemany(
            "INSERT OR IGNORE INTO facts (id, entity, attribute, value, value_type, time_ns, provenance, layer, "
            "reporter, session_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", facts)
        self.store.executemany(
            "INSERT INTO snapshot (entity, attribute, layer, fact_id, value, time_ns) VALUES (?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (entity, attribute, layer) DO UPDATE SET fact_id = excluded.fact_id, "
            "value = excluded.value, time_ns = excluded.time_ns", heads)

    # --- read -----------------------------------------------------------------------------------
    def snapshot_head(self, key: TrailKey) -> Optional[Tuple[str, int]]:
        """(fact id, time) of a trail's current snapshot head."""
        row = self.store.query_one("SELECT fact_id, time_ns FROM snapshot WHERE entity = ? AND attribute = ? "
                                   "AND layer = ?", key)
        return (row[0], row[1]) if row else None

    def successor(self, key: TrailKey, time_ns: int, fact_id: str) -> Optional[Tuple[int, str]]:
        """(time, id) of the next fact of a trail after (``time_ns``, ``fact_id``)."""
        after = self.store.query_one(
            "SELECT time_ns, id FROM facts WHERE entity = ? AND attribute = ? AND layer = ? AND (time_ns, id) > (?, ?) "
            "ORDER BY time_ns, id LIMIT 1", (*key, time_ns, fact_id))
        return (after[0], after[1]) if after else None

    def head(self, key: TrailKey, hi: int) -> Optional[Row]:
        """The latest fact of a trail at or before ``hi``."""
        return self.store.query_one(
            f"SELECT {FACT_COLUMNS} FROM facts WHERE entity = ? AND attribute = ? AND layer = ? AND time_ns <= ? "
            "ORDER BY time_ns DESC, id DESC LIMIT 1", (*key, hi))

    def attributes(self, entity: str, cutoff: Optional[int]) -> List[str]:
        """Attributes of an entity: in the current snapshot, or with a fact at or before ``cutoff``."""
        if cutoff is None:
            rows = self.store.query("SELECT DISTINCT attribute FROM snapshot WHERE entity = ? ORDER BY attribute",
                                    (entity,))
        else:
            rows = self.store.query("SELECT DISTINCT attribute FROM facts WHERE entity = ? AND time_ns <= ? "
                                    "ORDER BY attribute", (entity, int(cutoff)))
        return [r[0] for r in rows]

    def current_values(self, attribute: str) -> List[Tuple[str, str, str]]:
        """(entity, layer, value) of every current snapshot head of ``attribute``."""
        return self.store.query("SELECT entity, layer, value FROM snapshot WHERE attribute = ?", (attribute,))

    def current_with_prefix(self, prefix: str) -> List[Tuple[str, str, str, str]]:
        """(entity, attribute, layer, value) of every current snapshot head whose attribute starts
        with ``prefix`` ("setting:": every device setting memory tracks): a range of the attribute
        index, from the prefix to the prefix with its last character stepped on."""
        end = prefix[:-1] + chr(ord(prefix[-1]) + 1)
        return self.store.query("SELECT entity, attribute, layer, value FROM snapshot WHERE attribute >= ? AND attribute < ?",
                                (prefix, end))

    def holders(self, attribute: str, value: str, cutoff: Optional[int]) -> List[str]:
        """Entities whose ``attribute`` has ``value`` now, or had it at or before ``cutoff``."""
        if cutoff is None:
            rows = self.store.query("SELECT DISTINCT entity FROM snapshot WHERE attribute = ? AND value = ? "
                                    "ORDER BY entity", (attribute, value))
        else:
            rows = self.store.query("SELECT DISTINCT entity FROM facts WHERE attribute = ? AND value = ? "
                                    "AND time_ns <= ? ORDER BY entity", (attribute, value, int(cutoff)))
        return [r[0] for r in rows]

    def trail(self, lo: int, hi: int, *, entity: str, attribute: Optional[str] = None, layer: Optional[str] = None,
              provenance: Optional[str] = None, limit: Optional[int] = None) -> List[Row]:
        """Facts of an entity (one attribute and layer, if given) in ``[lo, hi]``, newest first."""
        where = Where("entity = ?", entity)
        if attribute is not None:
            where.add("attribute = ? AND layer = ?", attribute, layer)
        where.add("time_ns BETWEEN ? AND ?", lo, hi).equal("provenance", provenance)
        return self._newest_first(where, limit)

    def reports(self, layer: str, hi: int, *, entity: Optional[str], attribute: Optional[str], value: Optional[str],
                reporter: Optional[str], limit: Optional[int]) -> List[Row]:
        """Facts of one layer at or before ``hi`` matching the given columns, newest first."""
        where = Where("layer = ? AND time_ns <= ?", layer, hi)
        for column, wanted in (("entity", entity), ("attribute", attribute), ("value", value), ("reporter", reporter)):
            where.equal(column, wanted)
        return self._newest_first(where, limit)

    def _newest_first(self, where: Where, limit: Optional[int]) -> List[Row]:
        return self.store.query(*where.select(f"SELECT {FACT_COLUMNS} FROM facts", tail="ORDER BY time_ns DESC, id DESC",
                                              limit=limit))

    def by_ids(self, fact_ids: Sequence[str]) -> List[Row]:
        """The stored facts among ``fact_ids`` (primary-key probes), in no particular order."""
        return self.store.query(f"SELECT {FACT_COLUMNS} FROM facts WHERE id IN ({placeholders(len(fact_ids))})",
                                list(fact_ids))

    def after(self, key: TrailKey, after_ns: int, hi: int, limit: int) -> List[Row]:
        """Facts of a trail in ``(after_ns, hi]``, oldest first."""
        return self.store.query(f"SELECT {FACT_COLUMNS} FROM facts WHERE entity = ? AND attribute = ? AND layer = ? "
                                "AND time_ns > ? AND time_ns <= ? ORDER BY time_ns, id LIMIT ?",
                                (*key, int(after_ns), hi, int(limit)))

    def tracked_pairs(self, *, entity: Optional[str], attribute: Optional[str],
                      limit: Optional[int]) -> List[Tuple[str, str]]:
        """(entity, attribute) pairs in the snapshot, most recently changed first."""
        where = Where().equal("entity", entity).equal("attribute", attribute)
        return [(r[0], r[1]) for r in self.store.query(*where.select(
            "SELECT entity, attribute, MAX(time_ns) AS t FROM snapshot", tail="GROUP BY entity, attribute ORDER BY t DESC",
            limit=limit))]

    def count(self) -> int:
        return int(self.store.query_one("SELECT COUNT(*) FROM facts")[0])

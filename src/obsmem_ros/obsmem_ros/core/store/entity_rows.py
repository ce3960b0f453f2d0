"""SQL of the Entity view: ``entities`` (one JSON body per entity), ``entity_names`` (names and
aliases for resolution), the editor's ``edit_log``, plus its Noop counter in ``meta``, and the
names learnt from speech, each with the utterance that taught it: ``kin_words`` (what a speaker
calls a person) and ``said_names`` (words a thing was called by, found like its aliases).

Entity rows come back as ``ENTITY_COLUMNS`` (``views.entity_view`` maps them to ``Entity``s):
the JSON body, and the sighting columns a Noop updates in place.
"""
from __future__ import annotations

from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from obsmem_ros.core.store.driver import Row, StoreDriver, in_chunks
from obsmem_ros.core.store.where import Where

ENTITY_COLUMNS = "data_json, last_seen_ns, observations"


class EntityRows:
    """Typed access to the entity tables."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    # --- write ----------------------------------------------------------------------------------
    def log_edits(self, rows: Iterable[Tuple[str, str, int, str, str]]) -> None:
        """Append (op, entity_id, time_ns, source_id, reason) decisions to the edit log."""
        self.store.executemany(
            "INSERT INTO edit_log (op, entity_id, time_ns, source_id, reason) VALUES (?, ?, ?, ?, ?)", rows)

    def add_noops(self, noops: int) -> None:
        """Add to the Noop counter."""
        self.store.execute("INSERT INTO meta (key, value) VALUES ('edit_noops', ?) ON CONFLICT (key) DO UPDATE "
                           "SET value = CAST(CAST(meta.value AS BIGINT) + ? AS TEXT)", (str(noops), noops))

    def save(self, rows: Iterable[Sequence], names: Iterable[Tuple[str, str, int]]) -> None:
        """Write entities (``id, name, category, location, last_seen_ns, observations, deleted,
        data_json``; a stored one is replaced) and add (name, entity_id, weight) name rows."""
        self.store.executemany(
            "INSERT INTO entities (id, name, category, location, last_seen_ns, observations, deleted, data_json) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name, "
            "category = excluded.category, location = excluded.location, last_seen_ns = excluded.last_seen_ns, "
            "observations = excluded.observations, deleted = excluded.deleted, data_json = excluded.data_json", rows)
        self.store.executemany("INSERT OR IGNORE INTO entity_names (name, entity_id, weight) VALUES (?, ?, ?)", names)

    def save_kin(self, rows: Iterable[Tuple[str, str, str, str, int]]) -> None:
        """Write (speaker, word, person, source_id, time_ns) kin words; a newer one replaces the old."""
        self.store.executemany(
            "INSERT INTO kin_words (speaker, word, person, source_id, time_ns) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (speaker, word) DO UPDATE SET person = excluded.person, source_id = excluded.source_id, "
            "time_ns = excluded.time_ns", rows)

    def save_said_names(self, rows: Iterable[Tuple[str, str, str, int]]) -> None:
        """Add (name, entity_id, source_id, time_ns) said names."""
        self.store.executemany("INSERT OR IGNORE INTO said_names (name, entity_id, source_id, time_ns) "
                               "VALUES (?, ?, ?, ?)", rows)

    def added_by(self, entity_ids: Sequence[str]) -> Dict[str, Tuple[str, int]]:
        """(source event id, time) of the Add decision of each entity that has one in the edit log
        (a thing heard of: the utterance that told of it)."""
        found: Dict[str, Tuple[str, int]] = {}
        for marks, chunk in in_chunks(entity_ids):
            for entity_id, source_id, time_ns in self.store.query(
                    f"SELECT entity_id, source_id, time_ns FROM edit_log WHERE op = 'add' AND entity_id IN ({marks}) "
                    "ORDER BY time_ns", chunk):
                found.setdefault(entity_id, (source_id, time_ns))
        return found

    def delete_said(self, *, sources: Sequence[str] = (), person: str = "", entity: str = "") -> int:
        """Drop the kin words and said names taught by any of `sources`, the kin words said by or
        naming `person`, and the said names of `entity`; returns how many went."""
        gone = 0
        for marks, chunk in in_chunks(sources):
            for table in ("kin_words", "said_names"):
                gone += self.store.execute(f"DELETE FROM {table} WHERE source_id IN ({marks})", chunk)
        if person:
            gone += self.store.execute("DELETE FROM kin_words WHERE speaker = ? OR person = ?", (person, person))
        if entity:
            gone += self.store.execute("DELETE FROM said_names WHERE entity_id = ?", (entity,))
        return gone

    def confirm(self, rows: Iterable[Tuple[int, int, str]]) -> None:
        """Update (last_seen_ns, observations) of entities by id."""
        self.store.executemany("UPDATE entities SET last_seen_ns = ?, observations = ? WHERE id = ?", rows)

    # --- read -----------------------------------------------------------------------------------
    def all(self) -> List[Row]:
        """Every entity row, deleted ones included."""
        return self.store.query(f"SELECT {ENTITY_COLUMNS} FROM entities")

    def named(self, name: str) -> List[Row]:
        """(entity_id, weight, observations, last_seen_ns) of live entities answering to ``name``
        (a said name weighs 0: below every name the entity was seen with)."""
        return self.store.query("SELECT n.entity_id, n.weight, e.observations, e.last_seen_ns FROM entity_names n "
                                "JOIN entities e ON e.id = n.entity_id WHERE n.name = ? AND e.deleted = 0 "
                                "UNION SELECT s.entity_id, 0, e.observations, e.last_seen_ns FROM said_names s "
                                "JOIN entities e ON e.id = s.entity_id WHERE s.name = ? AND e.deleted = 0",
                                (name, name))

    def exists(self, entity_id: str) -> bool:
        return self.store.query_one("SELECT id FROM entities WHERE id = ?", (entity_id,)) is not None

    def get(self, entity_id: str) -> Optional[Row]:
        return self.store.query_one(f"SELECT {ENTITY_COLUMNS} FROM entities WHERE id = ?", (entity_id,))

    def live(self, *, category: Optional[str], location: Optional[str], limit: Optional[int]) -> List[Row]:
        """Live entities (of a category, at a location), most recently seen first."""
        where = Where("deleted = 0").equal("category", category).equal("location", location)
        return self.store.query(*where.select(f"SELECT {ENTITY_COLUMNS} FROM entities",
                                              tail="ORDER BY last_seen_ns DESC, id", limit=limit))

    def logged_ops(self) -> Dict[str, int]:
        """Edit-log rows per operation."""
        return {r[0]: int(r[1]) for r in self.store.query("SELECT op, COUNT(*) FROM edit_log GROUP BY op")}

    def noops(self) -> int:
        row = self.store.query_one("SELECT value FROM meta WHERE key = 'edit_noops'")
        return int(row[0]) if row else 0

    def kin(self) -> List[Row]:
        """Every (speaker, word, person) kin word."""
        return self.store.query("SELECT speaker, word, person FROM kin_words ORDER BY speaker, word")

    def count(self) -> int:
        return int(self.store.query_one("SELECT COUNT(*) FROM entities")[0])

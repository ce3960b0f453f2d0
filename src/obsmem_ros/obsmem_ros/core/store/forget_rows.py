"""SQL of forgetting (``core/forget.py``): finding the rows a forget request names, deleting them
from every table that holds or derives from them, and the content-free audit.

Deletions cut across views on purpose: forgetting is the one write that removes what the other
views only ever append. Every statement here runs inside the caller's transaction. Tables:
``events``, ``event_entities``, ``facts``, ``snapshot``, ``commitments``, ``episodes``,
``episode_entities``, ``entities``, ``entity_names``, ``edit_log``, ``people``, ``streams``,
``rooms``, ``visit_counts``, ``relayed_words``, ``meta`` (the event counter and the audit salt), the
Task view's ``task_*`` tables, the clock guard's ``quarantine``, ``forget_audit`` and ``forgotten_events``.
"""
from __future__ import annotations

import itertools
from typing import Iterable, List, Optional, Sequence, Set, Tuple

from obsmem_ros.core.store.commitment_rows import COMMITMENT_COLUMNS
from obsmem_ros.core.store.driver import Row, StoreDriver, in_chunks, placeholders
from obsmem_ros.core.store.episode_rows import EPISODE_COLUMNS
from obsmem_ros.core.store.event_rows import EVENT_COLUMNS
from obsmem_ros.core.store.visit_rows import VisitRows
from obsmem_ros.core.store.where import Where

_PROBE = 16  # fact ids probed per statement
# Event columns a person or an entity id may appear in (lists and fact specs as JSON text).
_MENTION_COLUMNS = ("actor", "addressee", "location", "text", "utterance", "objects_json", "observers_json",
                    "deltas_json", "claims_json", "extras_json")
AUDIT_COLUMNS = ("id, time_ns, requested_by, person_hash, entity_hash, window_start_ns, window_end_ns, "
                 "events_removed, removed_json, compacted")


def like_pattern(value: str) -> str:
    """A case-folded ``LIKE`` pattern finding ``value`` anywhere (``%`` and ``_`` of the value stay
    wildcards: the result is a superset the caller filters exactly)."""
    return f"%{value.lower()}%"


class ForgetRows:
    """Typed access for ``Memory.forget``: candidate reads, deletions, audit and tombstones."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    # --- finding ---------------------------------------------------------------------------------
    def candidate_events(self, mentions: Sequence[str], window: Optional[Tuple[int, int]]) -> List[Row]:
        """Events (``EVENT_COLUMNS`` rows) in ``window`` whose text columns contain every one of
        ``mentions`` (case-folded, as substrings: a superset of the events that name them)."""
        where = Where()
        for mention in mentions:
            where.add("(" + " OR ".join(f"LOWER({c}) LIKE ?" for c in _MENTION_COLUMNS) + ")",
                      *[like_pattern(mention)] * len(_MENTION_COLUMNS))
        _within(where, window)
        return self.store.query(*where.select(f"SELECT {EVENT_COLUMNS} FROM events", tail="ORDER BY time_ns, seq"))

    def events_by_id(self, event_ids: Sequence[str], window: Optional[Tuple[int, int]] = None) -> List[Row]:
        """The stored events (``EVENT_COLUMNS`` rows) among ``event_ids``, in ``window`` when given."""
        found: List[Row] = []
        for marks, chunk in in_chunks(event_ids):
            where = Where()
            where.add(f"id IN ({marks})", *chunk)
            _within(where, window)
            found += self.store.query(*where.select(f"SELECT {EVENT_COLUMNS} FROM events", tail="ORDER BY time_ns, seq"))
        return found

    def facts_of_events(self, event_ids: Sequence[str]) -> List[Tuple[str, str, str, str]]:
        """(fact id, entity, attribute, layer) of the facts the events produced: ids ``<event id>#0``,
        ``#1``, ... without gaps, found by primary-key probes in blocks (as ``StateView.from_event``)."""
        found: List[Tuple[str, str, str, str]] = []
        for event_id in event_ids:
            for start in itertools.count(0, _PROBE):
                ids = [f"{event_id}#{n}" for n in range(start, start + _PROBE)]
                rows = self.store.query(f"SELECT id, entity, attribute, layer FROM facts WHERE id IN "
                                        f"({placeholders(len(ids))})", ids)
                found += [tuple(r) for r in rows]
                if len(rows) < _PROBE:
                    break
        return found

    def commitments(self) -> List[Row]:
        """Every commitment (``COMMITMENT_COLUMNS`` rows): a home holds few."""
        return self.store.query(f"SELECT {COMMITMENT_COLUMNS} FROM commitments")

    def episodes_overlapping(self, lo: int, hi: int) -> List[Row]:
        """Episode cards (``EPISODE_COLUMNS`` rows) overlapping ``[lo, hi]``."""
        return self.store.query(f"SELECT {EPISODE_COLUMNS} FROM episodes WHERE end_ns >= ? AND start_ns <= ?",
                                (lo, hi))

    def entity_bodies(self) -> List[Tuple[str, str]]:
        """(id, JSON body) of every entity."""
        return [(r[0], r[1]) for r in self.store.query("SELECT id, data_json FROM entities")]

    # --- deleting --------------------------------------------------------------------------------
    def delete_events(self, event_ids: Sequence[str], index_keys: Iterable[Tuple[str, int, str]]) -> int:
        """Delete events, their ``event_entities`` rows (by key), their visit counts and the words
        they passed on; returns events deleted."""
        VisitRows(self.store).remove(event_ids)
        self._delete_in("relayed_words", "event_id", event_ids)
        self.store.executemany("DELETE FROM event_entities WHERE entity = ? AND time_ns = ? AND event_id = ?",
                               index_keys)
        return self._delete_in("events", "id", event_ids)

    def set_observers(self, rows: Iterable[Tuple[str, str]]) -> None:
        """Rewrite (observers_json, event id) of events a forgotten person only looked on at."""
        self.store.executemany("UPDATE events SET observers_json = ? WHERE id = ?", rows)

    def delete_facts(self, fact_ids: Sequence[str]) -> int:
        """Delete facts with their claim marks (how they were said)."""
        self._delete_in("claim_marks", "fact_id", fact_ids)
        return self._delete_in("facts", "id", fact_ids)

    def repoint_snapshot(self, key: Tuple[str, str, str]) -> None:
        """Point a trail's snapshot head at its latest remaining fact, or drop it when none remains."""
        head = self.store.query_one("SELECT id, value, time_ns FROM facts WHERE entity = ? AND attribute = ? "
                                    "AND layer = ? ORDER BY time_ns DESC, id DESC LIMIT 1", key)
        if head is None:
            self.store.execute("DELETE FROM snapshot WHERE entity = ? AND attribute = ? AND layer = ?", key)
            return
        self.store.execute("INSERT INTO snapshot (entity, attribute, layer, fact_id, value, time_ns) "
                           "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (entity, attribute, layer) DO UPDATE SET "
                           "fact_id = excluded.fact_id, value = excluded.value, time_ns = excluded.time_ns",
                           (*key, head[0], head[1], head[2]))

    def delete_commitments(self, commitment_ids: Sequence[str]) -> int:
        return self._delete_in("commitments", "id", commitment_ids)

    def reopen_commitments(self, commitment_ids: Sequence[str]) -> None:
        """Commitments whose closing event was forgotten are open again: memory no longer knows
        they were fulfilled or cancelled."""
        self.store.executemany("UPDATE commitments SET status = 'open', closed_ns = NULL, closed_by = '' "
                               "WHERE id = ?", [(c,) for c in commitment_ids])

    def delete_episodes(self, episode_ids: Sequence[str], index_keys: Iterable[Tuple[str, str, int]]) -> int:
        """Delete cards and their ``episode_entities`` rows (by key); returns cards deleted."""
        self.store.executemany("DELETE FROM episode_entities WHERE entity = ? AND episode_id = ? AND start_ns = ?",
                               index_keys)
        return self._delete_in("episodes", "id", episode_ids)

    def delete_entity(self, entity_id: str) -> Tuple[int, int]:
        """Delete an entity record with its names and edit-log rows; returns (entities, edit-log rows)."""
        self.store.execute("DELETE FROM entity_names WHERE entity_id = ?", (entity_id,))
        edits = self.store.execute("DELETE FROM edit_log WHERE entity_id = ?", (entity_id,))
        return self.store.execute("DELETE FROM entities WHERE id = ?", (entity_id,)), edits

    def delete_entity_names(self, entity_id: str) -> None:
        """Drop an entity's name rows before it is saved again with scrubbed names."""
        self.store.execute("DELETE FROM entity_names WHERE entity_id = ?", (entity_id,))

    def delete_edits_from(self, event_ids: Sequence[str]) -> int:
        """Edit-log rows whose decision came from one of the events."""
        return self._delete_in("edit_log", "source_id", event_ids)

    def delete_person(self, person: str) -> int:
        return self.store.execute("DELETE FROM people WHERE id = ?", (person,))

    def clear_stream_heads(self, event_ids: Sequence[str]) -> None:
        """Stream positions keep their time (a stream never moves back) but not a forgotten event's id."""
        for marks, chunk in in_chunks(event_ids):
            self.store.execute(f"UPDATE streams SET last_event_id = '' WHERE last_event_id IN ({marks})", chunk)

    def delete_unused_rooms(self) -> int:
        """Rooms no remaining event happened in."""
        return self.store.execute("DELETE FROM rooms WHERE id NOT IN (SELECT location FROM events)")

    def recount_events(self) -> int:
        """Reset the stored-event counter from the log; returns it."""
        count = int(self.store.query_one("SELECT COUNT(*) FROM events")[0])
        self.store.execute("INSERT INTO meta (key, value) VALUES ('event_count', ?) ON CONFLICT (key) DO UPDATE "
                           "SET value = excluded.value", (str(count),))
        return count

    def agenda_texts(self) -> List[Tuple[str, str, int, str]]:
        """(agenda id, requester, created_ns, its instruction and goal texts) of every Task-view agenda."""
        texts: dict = {}
        for agenda_id, description, spec_json in self.store.query("SELECT agenda_id, description, spec_json "
                                                                  "FROM task_goals"):
            texts.setdefault(agenda_id, []).extend((description, spec_json))
        return [(r[0], r[2], int(r[3]), "\n".join([r[1], *texts.get(r[0], [])])) for r in self.store.query(
            "SELECT id, instruction, requester, created_ns FROM task_agendas")]

    def delete_agendas(self, agenda_ids: Sequence[str]) -> int:
        """Delete agendas with their goals, completion evidence and failed bindings; returns agendas."""
        for marks, chunk in in_chunks(agenda_ids):
            goals = f"SELECT id FROM task_goals WHERE agenda_id IN ({marks})"
            self.store.execute(f"DELETE FROM task_completion WHERE goal_id IN ({goals})", chunk)
            self.store.execute(f"DELETE FROM task_failed_bindings WHERE goal_id IN ({goals})", chunk)
            self._delete_in("task_goals", "agenda_id", chunk)
        return self._delete_in("task_agendas", "id", agenda_ids)

    def delete_task_entity(self, entity: str) -> int:
        """Failed bindings to an entity and the robot's hand holding it; returns rows deleted."""
        return (self.store.execute("DELETE FROM task_failed_bindings WHERE entity = ?", (entity,))
                + self.store.execute("DELETE FROM task_hand WHERE entity = ?", (entity,)))

    def _delete_in(self, table: str, column: str, values: Sequence[str]) -> int:
        removed = 0
        for marks, chunk in in_chunks(values):
            removed += self.store.execute(f"DELETE FROM {table} WHERE {column} IN ({marks})", chunk)
        return removed

    def quarantined_records(self, mentions: Sequence[str], window: Optional[Tuple[int, int]]) -> List[Tuple[str, str]]:
        """(event id, record JSON) of quarantined events in ``window`` whose record contains every
        one of ``mentions`` (case-folded substrings: a superset the caller filters exactly)."""
        where = Where()
        for mention in mentions:
            where.add("LOWER(record_json) LIKE ?", like_pattern(mention))
        _within(where, window)
        return [(str(r[0]), str(r[1])) for r in self.store.query(
            *where.select("SELECT event_id, record_json FROM quarantine"))]

    def delete_quarantined(self, event_ids: Sequence[str]) -> int:
        return self._delete_in("quarantine", "event_id", event_ids)

    # --- audit -----------------------------------------------------------------------------------
    def salt(self, fresh: str) -> str:
        """The store's audit salt, set to ``fresh`` on the first forget."""
        self.store.execute("INSERT OR IGNORE INTO meta (key, value) VALUES ('forget_salt', ?)", (fresh,))
        return str(self.store.query_one("SELECT value FROM meta WHERE key = 'forget_salt'")[0])

    def stored_salt(self) -> Optional[str]:
        row = self.store.query_one("SELECT value FROM meta WHERE key = 'forget_salt'")
        return str(row[0]) if row else None

    def add_audit(self, row: Sequence, tombstones: Iterable[str]) -> None:
        """Store an audit row (``AUDIT_COLUMNS``) and the hashed ids of the events it removed."""
        self.store.execute(f"INSERT INTO forget_audit ({AUDIT_COLUMNS}) VALUES ({placeholders(10)})", row)
        self.store.executemany("INSERT OR IGNORE INTO forgotten_events (id_hash, audit_id) VALUES (?, ?)",
                               [(h, row[0]) for h in tombstones])

    def mark_compacted(self) -> None:
        self.store.execute("UPDATE forget_audit SET compacted = 1 WHERE compacted = 0")

    def compaction_pending(self) -> bool:
        return self.store.query_one("SELECT 1 FROM forget_audit WHERE compacted = 0 LIMIT 1") is not None

    def audits(self) -> List[Row]:
        """Every audit row (``AUDIT_COLUMNS``), oldest first."""
        return self.store.query(f"SELECT {AUDIT_COLUMNS} FROM forget_audit ORDER BY time_ns, id")

    def audit_count(self) -> int:
        return int(self.store.query_one("SELECT COUNT(*) FROM forget_audit")[0])

    def tombstoned(self, id_hashes: Sequence[str]) -> Set[str]:
        """Which of the hashed event ids were forgotten."""
        found: Set[str] = set()
        for marks, chunk in in_chunks(id_hashes):
            found.update(r[0] for r in self.store.query(
                f"SELECT id_hash FROM forgotten_events WHERE id_hash IN ({marks})", chunk))
        return found


def _within(where: Where, window: Optional[Tuple[int, int]]) -> None:
    if window is not None:
        where.add("time_ns BETWEEN ? AND ?", int(window[0]), int(window[1]))

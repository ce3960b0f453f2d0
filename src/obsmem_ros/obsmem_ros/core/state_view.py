"""State view: per (entity, attribute) the full trail of facts plus the current snapshot.

Two layers per pair: ``primary`` (observed and inferred facts: the robot's own knowledge) and
``reported`` (what people said). Within a layer a newer fact closes the previous one
(``valid_until_ns`` / ``superseded_by``) and replaces it in the ``snapshot`` table; nothing is
ever deleted, so any earlier value is recoverable (``history``) and the value at any time is one
index lookup (``at``). A report never replaces a primary fact: ``Snapshot.reported`` only shows
a report made *after* the latest primary fact (older reports were already superseded by what the
robot saw), so answers can say "you told me ..." without losing what the robot saw.
"""
from __future__ import annotations

import json
from typing import Dict, List, Optional, Sequence, Tuple

from obsmem_ros.core.event_view import list_json
from obsmem_ros.core.observer_gate import FactDraft
from obsmem_ros.core.records import Event, Fact, Provenance, Snapshot, ValueType
from obsmem_ros.core.store import StoreDriver

PRIMARY, REPORTED = "primary", "reported"
_COLUMNS = ("id, entity, attribute, value, value_type, time_ns, provenance, reporter, evidence_json, session_id, "
            "valid_until_ns, superseded_by")
_FAR = 2 ** 62
_HEAD_CACHE = 200_000


def _draft_fact(event: Event, index: int, draft: FactDraft) -> Fact:
    return Fact(id=f"{event.id}#{index}", entity=draft.spec.entity, attribute=draft.spec.attribute,
                value=draft.spec.value, value_type=draft.spec.value_type, time_ns=event.time_ns,
                provenance=draft.provenance, reporter=draft.reporter, evidence_ids=(event.id,),
                session_id=event.session_id)


def fact_from_row(row: Sequence) -> Fact:
    return Fact(id=row[0], entity=row[1], attribute=row[2], value=row[3], value_type=ValueType(row[4]),
                time_ns=row[5], provenance=Provenance(row[6]), reporter=row[7],
                evidence_ids=tuple(json.loads(row[8])), session_id=row[9], valid_until_ns=row[10],
                superseded_by=row[11])


class StateView:
    """Write facts into the trail and read snapshots, point-in-time values and histories."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store
        # (entity, attribute, layer) -> (fact id, time) of the snapshot head, so ingest does not
        # re-read the snapshot table for pairs it wrote recently; cleared on rollback.
        self._heads: Dict[Tuple[str, str, str], Tuple[str, int]] = {}

    def reload(self) -> None:
        """Forget cached snapshot heads (after a rolled-back transaction)."""
        self._heads = {}

    # --- write ----------------------------------------------------------------------------------
    def record(self, items: Sequence[Tuple[Event, Sequence[FactDraft]]]) -> int:
        """Store the facts of a batch of events (inside the caller's transaction), in event order;
        returns how many were stored."""
        latest = self._heads
        if len(latest) > _HEAD_CACHE:
            latest.clear()
        rows, closes, snaps, count = [], [], {}, 0
        for event, drafts in items:
            if not drafts:
                continue
            evidence = list_json((event.id,), ensure_ascii=True)
            for index, draft in enumerate(drafts):
                spec, fact_id, count = draft.spec, f"{event.id}#{index}", count + 1
                key = (spec.entity, spec.attribute, REPORTED if draft.provenance is Provenance.REPORTED else PRIMARY)
                previous = latest[key] if key in latest else self._snapshot_head(key)
                if previous is not None and previous[1] > event.time_ns:
                    self._flush(rows, closes, snaps)
                    rows, closes, snaps = [], [], {}
                    self._insert_older(_draft_fact(event, index, draft), key)
                    latest.pop(key, None)
                    continue
                if previous is not None:
                    closes.append((event.time_ns, fact_id, previous[0]))
                rows.append((fact_id, spec.entity, spec.attribute, spec.value, spec.value_type._value_, event.time_ns,
                             draft.provenance._value_, key[2], draft.reporter, evidence, event.session_id, None, "",
                             event.id))  # ``_value_``: the Enum's plain attribute (``.value`` is a slower property)
                latest[key] = (fact_id, event.time_ns)
                snaps[key] = (*key, fact_id, spec.value, event.time_ns)
        self._flush(rows, closes, snaps)
        return count

    def _snapshot_head(self, key: Tuple[str, str, str]) -> Optional[Tuple[str, int]]:
        row = self.store.query_one("SELECT fact_id, time_ns FROM snapshot WHERE entity = ? AND attribute = ? "
                                   "AND layer = ?", key)
        return (row[0], row[1]) if row else None

    @staticmethod
    def _row(fact: Fact, layer: str) -> tuple:
        return (fact.id, fact.entity, fact.attribute, fact.value, fact.value_type.value, fact.time_ns,
                fact.provenance.value, layer, fact.reporter, json.dumps(list(fact.evidence_ids)), fact.session_id,
                fact.valid_until_ns, fact.superseded_by, fact.source_event_id)

    def _flush(self, rows: list, closes: list, snaps: dict) -> None:
        self.store.executemany(
            "INSERT OR IGNORE INTO facts (id, entity, attribute, value, value_type, time_ns, provenance, layer, "
            "reporter, evidence_json, session_id, valid_until_ns, superseded_by, event_id) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        self.store.executemany("UPDATE facts SET valid_until_ns = ?, superseded_by = ? WHERE id = ?", closes)
        self.store.executemany(
            "INSERT INTO snapshot (entity, attribute, layer, fact_id, value, time_ns) VALUES (?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (entity, attribute, layer) DO UPDATE SET fact_id = excluded.fact_id, "
            "value = excluded.value, time_ns = excluded.time_ns", snaps.values())

    def _insert_older(self, fact: Fact, key: Tuple[str, str, str]) -> None:
        """A fact older than the pair's head (another source lagging): splice it into the trail."""
        after = self.store.query_one("SELECT id, time_ns FROM facts WHERE entity = ? AND attribute = ? AND layer = ? "
                                     "AND time_ns > ? ORDER BY time_ns, id LIMIT 1", (*key, fact.time_ns))
        before = self.store.query_one("SELECT id FROM facts WHERE entity = ? AND attribute = ? AND layer = ? "
                                      "AND time_ns <= ? ORDER BY time_ns DESC, id DESC LIMIT 1", (*key, fact.time_ns))
        row = self._row(fact, key[2])
        self._flush([row[:11] + (after[1], after[0], row[13])], [], {})
        if before is not None:
            self.store.execute("UPDATE facts SET valid_until_ns = ?, superseded_by = ? WHERE id = ?",
                               (fact.time_ns, fact.id, before[0]))

    # --- read -----------------------------------------------------------------------------------
    def head(self, entity: str, attribute: str, layer: str, cutoff: Optional[int]) -> Optional[Fact]:
        """The latest fact of one layer at or before ``cutoff`` (index lookup)."""
        row = self.store.query_one(
            f"SELECT {_COLUMNS} FROM facts WHERE entity = ? AND attribute = ? AND layer = ? AND time_ns <= ? "
            "ORDER BY time_ns DESC, id DESC LIMIT 1", (entity, attribute, layer, _cut(cutoff)))
        return fact_from_row(row) if row else None

    def snapshot(self, entity: str, attribute: str, cutoff: Optional[int]) -> Snapshot:
        primary = self.head(entity, attribute, PRIMARY, cutoff)
        reported = self.head(entity, attribute, REPORTED, cutoff)
        if reported is not None and primary is not None and reported.time_ns < primary.time_ns:
            reported = None
        return Snapshot(entity=entity, attribute=attribute, as_of_ns=cutoff, primary=primary, reported=reported)

    def attributes(self, entity: str, cutoff: Optional[int]) -> List[str]:
        if cutoff is None:
            rows = self.store.query("SELECT DISTINCT attribute FROM snapshot WHERE entity = ? ORDER BY attribute",
                                    (entity,))
        else:
            rows = self.store.query("SELECT DISTINCT attribute FROM facts WHERE entity = ? AND time_ns <= ? "
                                    "ORDER BY attribute", (entity, int(cutoff)))
        return [r[0] for r in rows]

    def holders(self, attribute: str, value: str, cutoff: Optional[int]) -> List[str]:
        """Entities whose ``attribute`` had ``value`` (current snapshot, or ever before ``cutoff``)."""
        if cutoff is None:
            rows = self.store.query("SELECT DISTINCT entity FROM snapshot WHERE attribute = ? AND value = ? "
                                    "ORDER BY entity", (attribute, value))
        else:
            rows = self.store.query("SELECT DISTINCT entity FROM facts WHERE attribute = ? AND value = ? "
                                    "AND time_ns <= ? ORDER BY entity", (attribute, value, int(cutoff)))
        return [r[0] for r in rows]

    def history(self, entity: str, attribute: Optional[str], *, since_ns: Optional[int], until_ns: Optional[int],
                provenance: Optional[Provenance], limit: Optional[int]) -> List[Fact]:
        if attribute is None:
            return self._history_rows(["entity = ?"], [entity], since_ns, until_ns, provenance, limit)
        # One indexed walk per layer (facts_pair is entity, attribute, layer, time_ns), merged here:
        # a single query across layers would sort the pair's whole trail before applying the limit.
        layers = [layer_of(provenance)] if provenance is not None else [PRIMARY, REPORTED]
        merged: List[Fact] = []
        for layer in layers:
            merged += self._history_rows(["entity = ?", "attribute = ?", "layer = ?"], [entity, attribute, layer],
                                         since_ns, until_ns, provenance, limit)
        merged.sort(key=lambda f: (f.time_ns, f.id))
        return merged[-limit:] if limit is not None else merged

    def _history_rows(self, clauses: List[str], params: List[object], since_ns: Optional[int],
                      until_ns: Optional[int], provenance: Optional[Provenance], limit: Optional[int]) -> List[Fact]:
        clauses, params = [*clauses, "time_ns BETWEEN ? AND ?"], [*params, _since(since_ns), _cut(until_ns)]
        if provenance is not None:
            clauses.append("provenance = ?")
            params.append(provenance.value)
        sql = f"SELECT {_COLUMNS} FROM facts WHERE {' AND '.join(clauses)} ORDER BY time_ns DESC, id DESC"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(int(limit))
        return [fact_from_row(r) for r in reversed(self.store.query(sql, params))]

    def reports(self, *, entity: Optional[str], attribute: Optional[str], value: Optional[str],
                reporter: Optional[str], cutoff: Optional[int], limit: Optional[int]) -> List[Fact]:
        clauses, params = ["layer = ?", "time_ns <= ?"], [REPORTED, _cut(cutoff)]
        for column, wanted in (("entity", entity), ("attribute", attribute), ("value", value), ("reporter", reporter)):
            if wanted is not None:
                clauses.append(f"{column} = ?")
                params.append(wanted)
        sql = f"SELECT {_COLUMNS} FROM facts WHERE {' AND '.join(clauses)} ORDER BY time_ns DESC, id DESC"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(int(limit))
        return [fact_from_row(r) for r in reversed(self.store.query(sql, params))]

    def from_event(self, event_id: str) -> List[Fact]:
        rows = self.store.query(f"SELECT {_COLUMNS} FROM facts WHERE event_id = ?", (event_id,))
        return sorted((fact_from_row(r) for r in rows), key=lambda f: int(f.id.rsplit("#", 1)[1]))

    def later_facts(self, entity: str, attribute: str, after_ns: int, cutoff: Optional[int],
                    limit: int) -> List[Fact]:
        """Facts of a pair (both layers) after ``after_ns`` up to the cutoff, oldest first."""
        merged: List[Fact] = []
        for layer in (PRIMARY, REPORTED):
            rows = self.store.query(f"SELECT {_COLUMNS} FROM facts WHERE entity = ? AND attribute = ? AND layer = ? "
                                    "AND time_ns > ? AND time_ns <= ? ORDER BY time_ns, id LIMIT ?",
                                    (entity, attribute, layer, int(after_ns), _cut(cutoff), int(limit)))
            merged += [fact_from_row(r) for r in rows]
        merged.sort(key=lambda f: (f.time_ns, f.id))
        return merged[:limit]

    def tracked_pairs(self, *, entity: Optional[str], attribute: Optional[str], limit: Optional[int]) -> List[Tuple[str, str]]:
        clauses, params = ["1 = 1"], []
        if entity is not None:
            clauses.append("entity = ?")
            params.append(entity)
        if attribute is not None:
            clauses.append("attribute = ?")
            params.append(attribute)
        sql = (f"SELECT entity, attribute, MAX(time_ns) AS t FROM snapshot WHERE {' AND '.join(clauses)} "
               "GROUP BY entity, attribute ORDER BY t DESC")
        if limit is not None:
            sql += " LIMIT ?"
            params.append(int(limit))
        return [(r[0], r[1]) for r in self.store.query(sql, params)]

    def count(self) -> int:
        return int(self.store.query_one("SELECT COUNT(*) FROM facts")[0])


def _cut(cutoff: Optional[int]) -> int:
    return int(cutoff) if cutoff is not None else _FAR


def _since(since: Optional[int]) -> int:
    return int(since) if since is not None else -_FAR

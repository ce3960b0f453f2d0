"""State view: per (entity, attribute) the full trail of facts plus the current snapshot.

Two layers per pair: ``primary`` (observed and inferred facts: the robot's own knowledge) and
``reported`` (what people said). Within a layer a newer fact closes the previous one and replaces
it in the ``snapshot`` table. The close is derived when facts are read, never written: a fact's
``valid_until_ns`` / ``superseded_by`` are the time and id of the next fact of its (entity,
attribute, layer) in (time, id) order, the same order ``head`` uses, found from the neighbouring
rows of the read or by one index lookup. Ingest therefore only appends (no UPDATE of old rows,
whose pages would have to be rewritten), stored rows never change, and any earlier value is
recoverable (``history``) and the value at any time is one index lookup (``at``).

A report never replaces a primary fact: ``Snapshot.reported`` only shows
a report made *after* the latest primary fact (older reports were already superseded by what the
robot saw), so answers can say "you told me ..." without losing what the robot saw.
"""
from __future__ import annotations

import itertools
import json
from typing import Dict, List, Optional, Sequence, Tuple

from obsmem_ros.core.object_pose import ObjectPose, pose_of
from obsmem_ros.core.observer_gate import FactDraft
from obsmem_ros.core.records import Event, Fact, Provenance, Snapshot, ValueType
from obsmem_ros.core.store import ClaimRows, PoseRows, StateRows, StoreDriver

PRIMARY, REPORTED = "primary", "reported"
_PROBE = 16  # fact ids probed per primary-key lookup in ``from_event``
_OPEN: Tuple[Optional[int], str] = (None, "")
_FAR = 2 ** 62
_HEAD_CACHE = 200_000


def fact_from_row(row: Sequence, end: Tuple[Optional[int], str] = _OPEN) -> Fact:
    """A fact from a ``FACT_COLUMNS`` row (``store.state_rows``); ``end`` is the (time, id) of its
    successor, if any."""
    return Fact(id=row[0], entity=row[1], attribute=row[2], value=row[3], value_type=ValueType(row[4]),
                time_ns=row[5], provenance=Provenance(row[6]), reporter=row[7],
                evidence_ids=(row[0].rsplit("#", 1)[0],), session_id=row[8], valid_until_ns=end[0],
                superseded_by=end[1])


def layer_of(provenance: Provenance) -> str:
    """The trail layer a fact of this provenance belongs to."""
    return REPORTED if provenance is Provenance.REPORTED else PRIMARY


class StateView:
    """Write facts into the trail and read snapshots, point-in-time values and histories."""

    def __init__(self, store: StoreDriver) -> None:
        self.rows = StateRows(store)
        self.claims = ClaimRows(store)
        self.pose_rows = PoseRows(store)
        # (entity, attribute, layer) -> (fact id, time) of the snapshot head, so ingest does not
        # re-read the snapshot table for pairs it wrote recently; cleared on rollback.
        self._heads: Dict[Tuple[str, str, str], Tuple[str, int]] = {}

    def reload(self) -> None:
        """Forget cached snapshot heads (after a rolled-back transaction)."""
        self._heads = {}

    # --- write ----------------------------------------------------------------------------------
    def record(self, items: Sequence[Tuple[Event, Sequence[FactDraft]]]) -> int:
        """Store the facts of a batch of events (inside the caller's transaction), in event order;
        returns how many were stored. Rows are only appended: a fact older than its pair's head
        (another source lagging) lands in the trail where its time puts it, and reads derive the
        closes around it, so it leaves the snapshot head alone."""
        latest = self._heads
        if len(latest) > _HEAD_CACHE:
            latest.clear()
        rows, snaps, count = [], {}, 0
        for event, drafts in items:
            for index, draft in enumerate(drafts):
                spec, fact_id, count = draft.spec, f"{event.id}#{index}", count + 1
                key = (spec.entity, spec.attribute, REPORTED if draft.provenance is Provenance.REPORTED else PRIMARY)
                previous = latest[key] if key in latest else self.rows.snapshot_head(key)
                # ``_value_``: the Enum's plain attribute (``.value`` is a slower property)
                rows.append((fact_id, spec.entity, spec.attribute, spec.value, spec.value_type._value_, event.time_ns,
                             draft.provenance._value_, key[2], draft.reporter, event.session_id))
                if previous is not None and previous[1] > event.time_ns:
                    continue
                latest[key] = (fact_id, event.time_ns)
                snaps[key] = (*key, fact_id, spec.value, event.time_ns)
        self.rows.append(rows, snaps.values())
        return count

    def record_poses(self, events: Sequence[Event]) -> int:
        """Store the measured pose each admitted observation carries (``object_pose``), with
        observed provenance and the event as evidence; returns how many were stored."""
        rows = []
        for event in events:
            pose = pose_of(event)
            if pose is not None:
                rows.append((pose.entity, pose.time_ns, pose.evidence_id, pose.frame_id, *pose.position,
                             json.dumps({"orientation": pose.orientation, "extent": pose.extent, "points": pose.points,
                                        "viewpoint": pose.viewpoint}),
                             pose.provenance.value))
        self.pose_rows.append(rows)
        return len(rows)

    def _facts(self, rows: Sequence[Sequence], *, contiguous: bool) -> List[Fact]:
        """Facts from rows sorted oldest first, each closed by its successor in its trail.

        ``contiguous``: the rows of each (entity, attribute, layer) are a gap-free run of that
        trail (a time-range read without a provenance filter), so a row's successor is the next
        row of its trail here; otherwise, and for each trail's last row, one index lookup."""
        ends: Dict[int, Tuple[Optional[int], str]] = {}
        if contiguous:
            last: Dict[Tuple[str, str, str], int] = {}
            for position, row in enumerate(rows):
                key = (row[1], row[2], row[9])
                if key in last:
                    ends[last[key]] = (row[5], row[0])
                last[key] = position
        return [fact_from_row(row, ends[i] if i in ends else self._successor(row)) for i, row in enumerate(rows)]

    def _successor(self, row: Sequence) -> Tuple[Optional[int], str]:
        return self.rows.successor((row[1], row[2], row[9]), row[5], row[0]) or _OPEN

    # --- read -----------------------------------------------------------------------------------
    def head(self, entity: str, attribute: str, layer: str, cutoff: Optional[int]) -> Optional[Fact]:
        """The latest fact of one layer at or before ``cutoff`` (index lookup)."""
        row = self.rows.head((entity, attribute, layer), _cut(cutoff))
        if row is None:
            return None
        # The head of the whole trail has no successor; one before a cutoff may have one.
        return fact_from_row(row) if cutoff is None else self._facts([row], contiguous=False)[0]

    def snapshot(self, entity: str, attribute: str, cutoff: Optional[int]) -> Snapshot:
        primary = self.head(entity, attribute, PRIMARY, cutoff)
        reported = self.head(entity, attribute, REPORTED, cutoff)
        if reported is not None and primary is not None and reported.time_ns < primary.time_ns:
            reported = None
        return Snapshot(entity=entity, attribute=attribute, as_of_ns=cutoff, primary=primary, reported=reported)

    def attributes(self, entity: str, cutoff: Optional[int]) -> List[str]:
        return self.rows.attributes(entity, cutoff)

    def current_values(self, attribute: str) -> Dict[str, str]:
        """Entity -> current value of ``attribute`` for every entity that has one, in one read
        (the value a snapshot's ``current`` gives: the primary layer's, else the reported one)."""
        values: Dict[str, str] = {}
        for entity, layer, value in self.rows.current_values(attribute):
            if layer == PRIMARY or entity not in values:
                values[entity] = value
        return values

    def current_with_prefix(self, prefix: str) -> Dict[Tuple[str, str], str]:
        """(entity, attribute) -> current value of every attribute starting with ``prefix``, in one
        read (as `current_values`: the primary layer's, else the reported one)."""
        values: Dict[Tuple[str, str], str] = {}
        for entity, attribute, layer, value in self.rows.current_with_prefix(prefix):
            if layer == PRIMARY or (entity, attribute) not in values:
                values[(entity, attribute)] = value
        return values

    def holders(self, attribute: str, value: str, cutoff: Optional[int]) -> List[str]:
        """Entities whose ``attribute`` had ``value`` (current snapshot, or ever before ``cutoff``)."""
        return self.rows.holders(attribute, value, cutoff)

    def history(self, entity: str, attribute: Optional[str], *, since_ns: Optional[int], until_ns: Optional[int],
                provenance: Optional[Provenance], limit: Optional[int]) -> List[Fact]:
        lo, hi, wanted = _since(since_ns), _cut(until_ns), provenance.value if provenance is not None else None
        if attribute is None:
            rows = self.rows.trail(lo, hi, entity=entity, provenance=wanted, limit=limit)
            return self._facts(rows[::-1], contiguous=provenance is None)
        # One indexed walk per layer (facts_pair is entity, attribute, layer, time_ns), merged here:
        # a single query across layers would sort the pair's whole trail before applying the limit.
        layers = [layer_of(provenance)] if provenance is not None else [PRIMARY, REPORTED]
        merged: List[Fact] = []
        for layer in layers:
            rows = self.rows.trail(lo, hi, entity=entity, attribute=attribute, layer=layer, provenance=wanted,
                                   limit=limit)
            merged += self._facts(rows[::-1], contiguous=provenance is None)
        merged.sort(key=lambda f: (f.time_ns, f.id))
        return merged[-limit:] if limit is not None else merged

    def reports(self, *, entity: Optional[str], attribute: Optional[str], value: Optional[str],
                reporter: Optional[str], cutoff: Optional[int], limit: Optional[int]) -> List[Fact]:
        rows = self.rows.reports(REPORTED, _cut(cutoff), entity=entity, attribute=attribute, value=value,
                                 reporter=reporter, limit=limit)
        # One pair's reports filtered by nothing else are a gap-free run of its reported trail.
        whole = entity is not None and attribute is not None and value is None and reporter is None
        return self._facts(rows[::-1], contiguous=whole)

    def from_event(self, event_id: str) -> List[Fact]:
        """The facts an event produced: ids ``<event id>#0``, ``#1``, ... without gaps (one per fact
        draft), so primary-key probes in blocks of ``_PROBE`` find them all without an event index."""
        rows: List[Sequence] = []
        for start in itertools.count(0, _PROBE):
            ids = [f"{event_id}#{n}" for n in range(start, start + _PROBE)]
            found = self.rows.by_ids(ids)
            rows += found
            if len(found) < _PROBE:
                break
        return sorted(self._facts(rows, contiguous=False), key=lambda f: int(f.id.rsplit("#", 1)[1]))

    def mark_claims(self, rows: Sequence[Tuple[str, float, str, int, str]]) -> None:
        """Keep how reported facts were said: (fact id, confidence, corrected fact id, time_ns, origin)."""
        if rows:
            self.claims.add(rows)

    def mark_relayed(self, rows: Sequence[Tuple[str, str, str, int]]) -> None:
        """Keep the clauses utterances passed on: (event id, origin, words, time_ns)."""
        if rows:
            self.claims.add_relayed(rows)

    def origins(self, fact_ids: Sequence[str]) -> Dict[str, str]:
        """fact id -> the person a relayed report was passed on from ("" entries left out)."""
        return self.claims.origins(fact_ids)

    def relayed(self, event_id: str) -> List[Tuple[str, str]]:
        """(origin, words) of the clauses an utterance passed on."""
        return self.claims.relayed(event_id)

    def confidence(self, fact: Fact) -> float:
        """How surely the fact was said: below 1 for a hedged report ("I think it's in the car")."""
        mark = self.claims.mark(fact.id) if fact.provenance is Provenance.REPORTED else None
        return mark[0] if mark is not None else 1.0

    def correction_of(self, fact: Fact, cutoff: Optional[int]) -> Optional[Fact]:
        """The later report, by the cutoff, that was said to correct `fact` ("actually, it's in the drawer")."""
        if fact.provenance is not Provenance.REPORTED:
            return None
        fact_id = self.claims.correction_of(fact.id, cutoff)
        if fact_id is None:
            return None
        return next((f for f in self.from_event(fact_id.rsplit("#", 1)[0]) if f.id == fact_id), None)

    def later_facts(self, entity: str, attribute: str, after_ns: int, cutoff: Optional[int],
                    limit: int) -> List[Fact]:
        """Facts of a pair (both layers) after ``after_ns`` up to the cutoff, oldest first."""
        merged: List[Fact] = []
        for layer in (PRIMARY, REPORTED):
            rows = self.rows.after((entity, attribute, layer), after_ns, _cut(cutoff), limit)
            merged += self._facts(rows, contiguous=True)
        merged.sort(key=lambda f: (f.time_ns, f.id))
        return merged[:limit]

    def tracked_pairs(self, *, entity: Optional[str], attribute: Optional[str], limit: Optional[int]) -> List[Tuple[str, str]]:
        return self.rows.tracked_pairs(entity=entity, attribute=attribute, limit=limit)

    def count(self) -> int:
        return self.rows.count()

    def pose(self, entity: str, cutoff: Optional[int]) -> Optional[ObjectPose]:
        """The entity's latest measured pose at or before ``cutoff``."""
        row = self.pose_rows.latest(entity, _cut(cutoff))
        return pose_from_row(row) if row is not None else None

    def poses(self, cutoff: Optional[int]) -> List[ObjectPose]:
        """Every entity's latest measured pose at or before ``cutoff``, by entity id."""
        latest: Dict[str, ObjectPose] = {}
        for row in self.pose_rows.latest_all(_cut(cutoff)):
            latest[row[0]] = pose_from_row(row)
        return list(latest.values())


def pose_from_row(row: Sequence) -> ObjectPose:
    """An ``ObjectPose`` from a ``POSE_COLUMNS`` row (``store.pose_rows``)."""
    body = json.loads(row[7])
    return ObjectPose(entity=row[0], frame_id=row[3], position=(float(row[4]), float(row[5]), float(row[6])),
                      orientation=tuple(body["orientation"]), extent=tuple(body["extent"]), time_ns=int(row[1]),
                      evidence_id=row[2], provenance=Provenance(row[8]), points=int(body["points"]),
                      viewpoint=tuple(body["viewpoint"]) if body.get("viewpoint") else None)


def _cut(cutoff: Optional[int]) -> int:
    return int(cutoff) if cutoff is not None else _FAR


def _since(since: Optional[int]) -> int:
    return int(since) if since is not None else -_FAR

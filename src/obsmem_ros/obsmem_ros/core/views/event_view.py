"""Event view: the append-only log of every event that passed the observer gate.

Rows are never updated or deleted. ``event_entities`` indexes each event under every entity it
involves (objects, delta and claim entities, actor), so "events about X" is an index range scan.
"""
from __future__ import annotations

import json
from json.encoder import encode_basestring, encode_basestring_ascii
from typing import Iterator, List, Optional, Sequence, Set, Tuple

from obsmem_ros.core.records import Event, EventKind, FactSpec, ValueType
from obsmem_ros.core.store import StoreDriver
from obsmem_ros.errors import UnknownRecordError

EVENT_COLUMNS = ("id, time_ns, kind, actor, verb, location, session_id, source, text, utterance, addressee, "
            "objects_json, observers_json, deltas_json, claims_json, extras_json")


# JSON text of the per-event lists, built from the json module's own C string escapers: the same
# text ``json.dumps`` gives (``ensure_ascii`` as named), without a Python-level encoder per call,
# which cost more than the escaping for these short lists.
_ENCODE = json.JSONEncoder(ensure_ascii=False).encode
_ESCAPE = {False: encode_basestring, True: encode_basestring_ascii}


def list_json(items: Sequence[str], *, ensure_ascii: bool = False) -> str:
    """``json.dumps(list(items), ensure_ascii=...)`` for a sequence of strings."""
    return "[" + ", ".join(map(_ESCAPE[ensure_ascii], items)) + "]" if items else "[]"


def _facts_json(facts: Sequence[FactSpec]) -> str:
    if not facts:
        return "[]"
    escape = encode_basestring
    return "[" + ", ".join(f'{{"entity": {escape(f.entity)}, "attribute": {escape(f.attribute)}, '
                           f'"value": {escape(f.value)}, "value_type": {escape(f.value_type._value_)}}}'
                           for f in facts) + "]"


def _facts_from_json(text: str) -> Tuple[FactSpec, ...]:
    return tuple(FactSpec(d["entity"], d["attribute"], d["value"], ValueType(d["value_type"])) for d in json.loads(text))


def event_row(event: Event) -> tuple:
    # ``_value_`` is the Enum's plain value attribute; ``.value`` is a property, measurably slower per row.
    return (event.id, event.time_ns, event.kind._value_, event.actor, event.verb, event.location, event.session_id,
            event.source, event.text, event.utterance, event.addressee, list_json(event.objects),
            list_json(event.observers), _facts_json(event.deltas), _facts_json(event.claims),
            _ENCODE(event.extras) if event.extras else "{}")


def event_from_row(row: Sequence) -> Event:
    return Event(
        id=row[0], time_ns=row[1], kind=EventKind(row[2]), actor=row[3], verb=row[4], location=row[5],
        session_id=row[6], source=row[7], text=row[8], utterance=row[9], addressee=row[10],
        objects=tuple(json.loads(row[11])), observers=tuple(json.loads(row[12])),
        deltas=_facts_from_json(row[13]), claims=_facts_from_json(row[14]), extras=json.loads(row[15]),
    )


def involved_entities(event: Event) -> Set[str]:
    """Every entity id an event involves (its actor too, so "what did Bob do" is indexed)."""
    found = set(event.objects)
    found.update(f.entity for f in event.deltas)
    found.update(f.entity for f in event.claims)
    if event.actor:
        found.add(event.actor)
    return found


class EventView:
    """Append and read the event log."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    def known_ids(self, event_ids: Sequence[str]) -> Set[str]:
        """Which of ``event_ids`` are already stored (for idempotent ingest)."""
        found: Set[str] = set()
        for start in range(0, len(event_ids), 500):
            chunk = list(event_ids[start:start + 500])
            marks = ",".join("?" * len(chunk))
            found.update(r[0] for r in self.store.query(f"SELECT id FROM events WHERE id IN ({marks})", chunk))
        return found

    def append(self, events: Sequence[Event]) -> None:
        """Append events (inside the caller's transaction)."""
        before = self.count(as_of_ns=None)  # read inside the transaction, so the counter stays exact
        self.store.executemany(f"INSERT INTO events ({EVENT_COLUMNS}) VALUES ({','.join('?' * 16)})",
                               (event_row(e) for e in events))
        self.store.executemany("INSERT OR IGNORE INTO event_entities (entity, time_ns, event_id) VALUES (?, ?, ?)",
                               ((entity, e.time_ns, e.id) for e in events for entity in involved_entities(e)))
        self.store.executemany("INSERT OR IGNORE INTO rooms (id) VALUES (?)",
                               {(e.location,) for e in events if e.location})
        self.store.execute("INSERT INTO meta (key, value) VALUES ('event_count', ?) ON CONFLICT (key) DO UPDATE "
                           "SET value = excluded.value", (str(before + len(events)),))

    def get(self, event_id: str) -> Event:
        row = self.store.query_one(f"SELECT {EVENT_COLUMNS} FROM events WHERE id = ?", (event_id,))
        if row is None:
            raise UnknownRecordError(f"No event with id {event_id!r} in memory.")
        return event_from_row(row)

    def many(self, event_ids: Sequence[str]) -> List[Event]:
        found: List[Event] = []
        for start in range(0, len(event_ids), 500):
            chunk = list(event_ids[start:start + 500])
            marks = ",".join("?" * len(chunk))
            found += [event_from_row(r) for r in
                      self.store.query(f"SELECT {EVENT_COLUMNS} FROM events WHERE id IN ({marks})", chunk)]
        return sorted(found, key=lambda e: (e.time_ns, e.id))

    def about(self, entity: str, *, since_ns: Optional[int], until_ns: Optional[int],
              limit: Optional[int]) -> List[Event]:
        lo, hi = _bounds(since_ns, until_ns)
        sql = ("SELECT event_id FROM event_entities WHERE entity = ? AND time_ns BETWEEN ? AND ? "
               "ORDER BY time_ns DESC, event_id DESC")
        params: list = [entity, lo, hi]
        if limit is not None:
            sql += " LIMIT ?"
            params.append(int(limit))
        return self.many([r[0] for r in self.store.query(sql, params)])

    def between(self, start_ns: int, end_ns: int, *, kinds: Sequence[EventKind], actor: Optional[str],
                location: Optional[str], limit: Optional[int]) -> List[Event]:
        clauses, params = ["time_ns BETWEEN ? AND ?"], [int(start_ns), int(end_ns)]
        if kinds:
            clauses.append(f"kind IN ({','.join('?' * len(kinds))})")
            params += [k.value for k in kinds]
        if actor is not None:
            clauses.append("actor = ?")
            params.append(actor)
        if location is not None:
            clauses.append("location = ?")
            params.append(location)
        sql = f"SELECT {EVENT_COLUMNS} FROM events WHERE {' AND '.join(clauses)} ORDER BY time_ns, seq"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(int(limit))
        return [event_from_row(r) for r in self.store.query(sql, params)]

    def in_session(self, session_id: str, *, as_of_ns: Optional[int]) -> List[Event]:
        _, hi = _bounds(None, as_of_ns)
        rows = self.store.query(f"SELECT {EVENT_COLUMNS} FROM events WHERE session_id = ? AND time_ns <= ? "
                                "ORDER BY time_ns, seq", (session_id, hi))
        return [event_from_row(r) for r in rows]

    def iterate(self, *, after_seq: int, as_of_ns: Optional[int], batch_size: int) -> Iterator[Tuple[int, Event]]:
        _, hi = _bounds(None, as_of_ns)
        last = int(after_seq)
        while True:
            rows = self.store.query(f"SELECT seq, {EVENT_COLUMNS} FROM events WHERE seq > ? ORDER BY seq LIMIT ?",
                                    (last, int(batch_size)))
            if not rows:
                return
            for row in rows:
                if row[2] <= hi:
                    yield row[0], event_from_row(row[1:])
            last = rows[-1][0]

    def count(self, *, as_of_ns: Optional[int]) -> int:
        """Stored events (up to a cutoff). The total is a counter kept with every append (a
        ``COUNT(*)`` would scan the log); it is computed once for stores that predate it."""
        if as_of_ns is None:
            row = self.store.query_one("SELECT value FROM meta WHERE key = 'event_count'")
            if row is not None:
                return int(row[0])
            row = self.store.query_one("SELECT COUNT(*) FROM events")
        else:
            row = self.store.query_one("SELECT COUNT(*) FROM events WHERE time_ns <= ?", (int(as_of_ns),))
        return int(row[0])

    def latest_with_location(self, actor: str, at_ns: Optional[int]) -> Tuple[str, int]:
        """Location and time of ``actor``'s latest located event at or before ``at_ns`` (``("", 0)`` if none)."""
        _, hi = _bounds(None, at_ns)
        row = self.store.query_one("SELECT location, time_ns FROM events WHERE actor = ? AND time_ns <= ? "
                                   "AND location != '' ORDER BY time_ns DESC, seq DESC LIMIT 1", (actor, hi))
        return (row[0], row[1]) if row else ("", 0)

    def is_room(self, place: str) -> bool:
        return self.store.query_one("SELECT 1 FROM rooms WHERE id = ?", (place,)) is not None


def _bounds(since_ns: Optional[int], until_ns: Optional[int]) -> Tuple[int, int]:
    return (int(since_ns) if since_ns is not None else -(2 ** 62),
            int(until_ns) if until_ns is not None else 2 ** 62)

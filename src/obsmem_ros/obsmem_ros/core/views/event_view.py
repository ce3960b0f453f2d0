"""Event view: the append-only log of every event that passed the observer gate.

Rows are never updated or deleted. ``event_entities`` indexes each event under every entity it
involves (objects, delta and claim entities, actor), so "events about X" is an index range scan.
"""
from __future__ import annotations

import heapq
import json
from json.encoder import encode_basestring, encode_basestring_ascii
from typing import Iterator, List, Optional, Sequence, Set, Tuple

from obsmem_ros.core.records import Event, EventKind, FactSpec, ValueType
from obsmem_ros.core.store import EventRows, StoreDriver
from obsmem_ros.errors import UnknownRecordError

from .whereabouts import Passage

# JSON text of the per-event lists, built from the json module's own C string escapers: the same
# text ``json.dumps`` gives (``ensure_ascii`` as named), without a Python-level encoder per call,
# which cost more than the escaping for these short lists.
_ENCODE = json.JSONEncoder(ensure_ascii=False).encode
_ESCAPE = {False: encode_basestring, True: encode_basestring_ascii}
_PAGE = 32  # rows per index walk of one actor's verb (the newest fitting one is usually among the first)


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
    found = {f.entity for f in event.deltas}
    found.update(event.objects)
    if event.claims:
        found.update([f.entity for f in event.claims])
    if event.actor:
        found.add(event.actor)
    return found


class EventView:
    """Append and read the event log."""

    def __init__(self, store: StoreDriver) -> None:
        self.rows = EventRows(store)

    def known_ids(self, event_ids: Sequence[str]) -> Set[str]:
        """Which of ``event_ids`` are already stored (for idempotent ingest)."""
        return self.rows.known_ids(event_ids)

    def append(self, events: Sequence[Event]) -> Tuple[int, int]:
        """Append events (inside the caller's transaction); returns the (first, last) ``seq`` they
        took in the log (the writer holds the lock, so nothing else lands in that range)."""
        before = self.count(as_of_ns=None)  # read inside the transaction, so the counter stays exact
        first = self.rows.last_seq() + 1
        self.rows.append([event_row(e) for e in events],
                         [(entity, e.time_ns, e.id) for e in events for entity in involved_entities(e)],
                         {(e.location,) for e in events if e.location}, before + len(events))
        return first, self.rows.last_seq()

    def seq_range(self, first_seq: int, last_seq: int) -> List[Event]:
        """The stored events at ``first_seq..last_seq``, in log order (forgotten ones are gone)."""
        return [event_from_row(r) for r in self.rows.seq_range(first_seq, last_seq)]

    def get(self, event_id: str) -> Event:
        row = self.rows.get(event_id)
        if row is None:
            raise UnknownRecordError(f"No event with id {event_id!r} in memory.")
        return event_from_row(row)

    def many(self, event_ids: Sequence[str]) -> List[Event]:
        found = [event_from_row(r) for r in self.rows.many(event_ids)]
        return sorted(found, key=lambda e: (e.time_ns, e.id))

    def about(self, entity: str, *, since_ns: Optional[int], until_ns: Optional[int],
              limit: Optional[int]) -> List[Event]:
        lo, hi = _bounds(since_ns, until_ns)
        return self.many(self.rows.ids_about(entity, lo, hi, limit))

    def between(self, start_ns: int, end_ns: int, *, kinds: Sequence[EventKind], actor: Optional[str],
                location: Optional[str], limit: Optional[int], newest: bool = False) -> List[Event]:
        rows = self.rows.between(start_ns, end_ns, kinds=[k.value for k in kinds], actor=actor, location=location,
                                 limit=limit, newest=newest)
        return [event_from_row(r) for r in rows]

    def newest_by(self, actor: str, verbs: Sequence[str], *, until_ns: Optional[int]) -> Iterator[Event]:
        """``actor``'s events with one of ``verbs`` at or before ``until_ns``, newest first, read
        lazily a page per verb at a time (an index walk per verb, merged)."""
        _, hi = _bounds(None, until_ns)
        walks = [self._newest_with_verb(actor, verb, hi) for verb in dict.fromkeys(verbs)]
        for _key, row in heapq.merge(*walks, key=lambda item: item[0], reverse=True):
            yield event_from_row(row[1:])

    def _newest_with_verb(self, actor: str, verb: str, hi: int) -> Iterator[Tuple[Tuple[int, int], Sequence]]:
        before = (hi + 1, -1)  # (time_ns, seq) below it: every event at or before hi
        while True:
            rows = self.rows.newest_with_verb(actor, verb, before, _PAGE)
            for row in rows:
                yield (row[2], row[0]), row
            if len(rows) < _PAGE:
                return
            before = (rows[-1][2], rows[-1][0])

    def in_session(self, session_id: str, *, as_of_ns: Optional[int]) -> List[Event]:
        _, hi = _bounds(None, as_of_ns)
        return [event_from_row(r) for r in self.rows.in_session(session_id, hi)]

    def iterate(self, *, after_seq: int, as_of_ns: Optional[int], batch_size: int) -> Iterator[Tuple[int, Event]]:
        _, hi = _bounds(None, as_of_ns)
        last = int(after_seq)
        while True:
            rows = self.rows.page(last, batch_size)
            if not rows:
                return
            for row in rows:
                if row[2] <= hi:
                    yield row[0], event_from_row(row[1:])
            last = rows[-1][0]

    def actions(self) -> Iterator[Event]:
        """Action events with an actor and a verb, in time order, lazily."""
        return (event_from_row(row) for row in self.rows.actions())

    def count(self, *, as_of_ns: Optional[int]) -> int:
        """Stored events (up to a cutoff). The total is a counter kept with every append (a
        ``COUNT(*)`` would scan the log); it is computed once for stores that predate it."""
        if as_of_ns is None:
            counter = self.rows.counter()
            return counter if counter is not None else self.rows.count()
        return self.rows.count(int(as_of_ns))

    def time_span(self) -> Optional[Tuple[int, int]]:
        """(first, last) event time in memory; ``None`` when memory is empty."""
        return self.rows.time_span()

    def passages(self, start_ns: int, end_ns: int, *, limit: int) -> List[Passage]:
        """The newest ``limit`` events in ``[start_ns, end_ns]``, oldest first, read only for who
        went where and who saw it (``whereabouts.placement``): nothing else of them is decoded."""
        return [Passage(EventKind(kind), actor, verb, location, tuple(json.loads(observers)))
                for kind, actor, verb, location, observers in self.rows.passages(start_ns, end_ns, limit)]

    def located(self, actor: str, start_ns: int, end_ns: int, *, limit: Optional[int]) -> List[Tuple[int, str]]:
        """(time, location) of ``actor``'s located events in ``[start_ns, end_ns]``, oldest first."""
        return self.rows.located(actor, start_ns, end_ns, limit)

    def latest_with_location(self, actor: str, at_ns: Optional[int]) -> Tuple[str, int]:
        """Location and time of ``actor``'s latest located event at or before ``at_ns`` (``("", 0)`` if none)."""
        _, hi = _bounds(None, at_ns)
        return self.rows.latest_with_location(actor, hi) or ("", 0)

    def is_room(self, place: str) -> bool:
        return self.rows.is_room(place)

    def rooms(self) -> List[str]:
        return self.rows.rooms()

    def visits(self, until_ns: int) -> List[Tuple[str, str, int]]:
        """(actor, location, number of events) for every actor and place they were at up to ``until_ns``."""
        return self.rows.visits(until_ns)


def _bounds(since_ns: Optional[int], until_ns: Optional[int]) -> Tuple[int, int]:
    return (int(since_ns) if since_ns is not None else -(2 ** 62),
            int(until_ns) if until_ns is not None else 2 ** 62)

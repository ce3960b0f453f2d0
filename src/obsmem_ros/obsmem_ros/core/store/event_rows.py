"""SQL of the Event view: the append-only ``events`` log, its ``event_entities`` index, ``rooms``.

Rows come back in ``EVENT_COLUMNS`` order (``views.event_view`` maps them to ``Event``s); the
portable SQL here runs on every backend (the driver adapts placeholders and ``OR IGNORE``).
"""
from __future__ import annotations

from typing import Iterable, Iterator, List, Optional, Sequence, Set, Tuple

from obsmem_ros.core.store.driver import Row, StoreDriver, in_chunks, placeholders
from obsmem_ros.core.store.visit_rows import Visit, VisitRows
from obsmem_ros.core.store.where import Where

EVENT_COLUMNS = ("id, time_ns, kind, actor, verb, location, session_id, source, text, utterance, addressee, "
                 "objects_json, observers_json, deltas_json, claims_json, extras_json")


class EventRows:
    """Typed access to the event log's tables."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    # --- write ----------------------------------------------------------------------------------
    def append(self, rows: Iterable[Sequence], entity_rows: Iterable[Tuple[str, int, str]], rooms: Set[Tuple[str]],
               count: int) -> None:
        """Append event rows, their (entity, time_ns, event id) index rows, new rooms and their
        visits, and set the stored-event counter to ``count`` (inside the caller's transaction)."""
        rows = list(rows)
        self.store.executemany(f"INSERT INTO events ({EVENT_COLUMNS}) VALUES ({placeholders(16)})", rows)
        VisitRows(self.store).add(rows)
        self.store.executemany("INSERT OR IGNORE INTO event_entities (entity, time_ns, event_id) VALUES (?, ?, ?)",
                               entity_rows)
        self.store.executemany("INSERT OR IGNORE INTO rooms (id) VALUES (?)", rooms)
        self.store.execute("INSERT INTO meta (key, value) VALUES ('event_count', ?) ON CONFLICT (key) DO UPDATE "
                           "SET value = excluded.value", (str(count),))

    # --- read -----------------------------------------------------------------------------------
    def known_ids(self, event_ids: Sequence[str]) -> Set[str]:
        """Which of ``event_ids`` are stored."""
        found: Set[str] = set()
        for marks, chunk in in_chunks(event_ids):
            found.update(r[0] for r in self.store.query(f"SELECT id FROM events WHERE id IN ({marks})", chunk))
        return found

    def get(self, event_id: str) -> Optional[Row]:
        return self.store.query_one(f"SELECT {EVENT_COLUMNS} FROM events WHERE id = ?", (event_id,))

    def many(self, event_ids: Sequence[str]) -> List[Row]:
        """Rows of the stored events among ``event_ids``, in no particular order."""
        found: List[Row] = []
        for marks, chunk in in_chunks(event_ids):
            found += self.store.query(f"SELECT {EVENT_COLUMNS} FROM events WHERE id IN ({marks})", chunk)
        return found

    def ids_about(self, entity: str, lo: int, hi: int, limit: Optional[int]) -> List[str]:
        """Ids of the events involving ``entity`` in ``[lo, hi]``, newest first."""
        sql = ("SELECT event_id FROM event_entities WHERE entity = ? AND time_ns BETWEEN ? AND ? "
               "ORDER BY time_ns DESC, event_id DESC")
        params: list = [entity, lo, hi]
        if limit is not None:
            sql += " LIMIT ?"
            params.append(int(limit))
        return [r[0] for r in self.store.query(sql, params)]

    def between(self, start_ns: int, end_ns: int, *, kinds: Sequence[str], actor: Optional[str],
                location: Optional[str], limit: Optional[int], newest: bool = False) -> List[Row]:
        """Events in ``[start_ns, end_ns]`` of the given kinds (all when empty), actor and location,
        oldest first; ``limit`` keeps the oldest ones, or with ``newest`` the most recent ones."""
        where = Where("time_ns BETWEEN ? AND ?", int(start_ns), int(end_ns))
        if kinds:
            where.add(f"kind IN ({placeholders(len(kinds))})", *kinds)
        where.equal("actor", actor).equal("location", location)
        order = "DESC" if newest else "ASC"
        rows = self.store.query(*where.select(f"SELECT {EVENT_COLUMNS} FROM events",
                                              tail=f"ORDER BY time_ns {order}, seq {order}", limit=limit))
        return rows[::-1] if newest else rows

    def newest_with_verb(self, actor: str, verb: str, before: Tuple[int, int], limit: int) -> List[Row]:
        """Up to ``limit`` of ``actor``'s events with ``verb`` whose (time_ns, seq) is below ``before``,
        newest first, each ``(seq, *EVENT_COLUMNS)`` (a walk down ``events_actor_verb``)."""
        return self.store.query(f"SELECT seq, {EVENT_COLUMNS} FROM events WHERE actor = ? AND verb = ? "
                                "AND (time_ns, seq) < (?, ?) ORDER BY time_ns DESC, seq DESC LIMIT ?",
                                (actor, verb, int(before[0]), int(before[1]), int(limit)))

    def in_session(self, session_id: str, hi: int) -> List[Row]:
        return self.store.query(f"SELECT {EVENT_COLUMNS} FROM events WHERE session_id = ? AND time_ns <= ? "
                                "ORDER BY time_ns, seq", (session_id, hi))

    def page(self, after_seq: int, batch_size: int) -> List[Row]:
        """Up to ``batch_size`` rows after ``after_seq`` in log order, each ``(seq, *EVENT_COLUMNS)``."""
        return self.store.query(f"SELECT seq, {EVENT_COLUMNS} FROM events WHERE seq > ? ORDER BY seq LIMIT ?",
                                (int(after_seq), int(batch_size)))

    def seq_range(self, first_seq: int, last_seq: int) -> List[Row]:
        """The rows with ``first_seq <= seq <= last_seq``, in log order (a batch awaiting derivation)."""
        return self.store.query(f"SELECT {EVENT_COLUMNS} FROM events WHERE seq BETWEEN ? AND ? ORDER BY seq",
                                (int(first_seq), int(last_seq)))

    def last_seq(self) -> int:
        """The log's highest ``seq`` (0 when empty): one probe of the primary key."""
        row = self.store.query_one("SELECT MAX(seq) FROM events")
        return int(row[0]) if row is not None and row[0] is not None else 0

    def in_log_order(self) -> List[Row]:
        """Every row, in log (insertion) order (the benchmark's bare-insert floor re-inserts them)."""
        return self.store.query(f"SELECT {EVENT_COLUMNS} FROM events ORDER BY seq")

    def actions(self) -> Iterator[Row]:
        """Action events with an actor and a verb, in time order (consolidation's input), lazily."""
        return self.store.query_iter(f"SELECT {EVENT_COLUMNS} FROM events WHERE kind = 'action' AND actor != '' "
                                     "AND verb != '' ORDER BY time_ns, seq")

    def counter(self) -> Optional[int]:
        """The stored-event counter kept with every append (``None`` in stores that predate it)."""
        row = self.store.query_one("SELECT value FROM meta WHERE key = 'event_count'")
        return int(row[0]) if row is not None else None

    def count(self, hi: Optional[int] = None) -> int:
        """Events stored (with ``time_ns <= hi``); counts rows, so prefer ``counter`` for the total."""
        if hi is None:
            return int(self.store.query_one("SELECT COUNT(*) FROM events")[0])
        return int(self.store.query_one("SELECT COUNT(*) FROM events WHERE time_ns <= ?", (int(hi),))[0])

    def time_span(self) -> Optional[Tuple[int, int]]:
        """(first, last) event time; ``None`` when the log is empty."""
        first = self.store.query_one("SELECT MIN(time_ns) FROM events")[0]  # two queries: each is one index probe
        if first is None:
            return None
        return first, self.store.query_one("SELECT MAX(time_ns) FROM events")[0]

    def located(self, actor: str, lo: int, hi: int, limit: Optional[int]) -> List[Tuple[int, str]]:
        """(time, location) of ``actor``'s located events in ``[lo, hi]``, oldest first (no event is
        decoded: a walk of where the actor went)."""
        where = Where("actor = ? AND time_ns BETWEEN ? AND ? AND location != ''", actor, int(lo), int(hi))
        return [(r[0], r[1]) for r in self.store.query(*where.select("SELECT time_ns, location FROM events",
                                                                       tail="ORDER BY time_ns, seq", limit=limit))]

    def passages(self, lo: int, hi: int, limit: int) -> List[Row]:
        """(kind, actor, verb, location, observers_json) of the newest ``limit`` events in ``[lo, hi]``,
        oldest first: who went where and who saw it, without the rest of each event."""
        rows = self.store.query("SELECT kind, actor, verb, location, observers_json FROM events "
                                "WHERE time_ns BETWEEN ? AND ? ORDER BY time_ns DESC, seq DESC LIMIT ?",
                                (int(lo), int(hi), int(limit)))
        return rows[::-1]

    def latest_with_location(self, actor: str, hi: int) -> Optional[Tuple[str, int]]:
        """(location, time) of ``actor``'s latest located event at or before ``hi``."""
        row = self.store.query_one("SELECT location, time_ns FROM events WHERE actor = ? AND time_ns <= ? "
                                   "AND location != '' ORDER BY time_ns DESC, seq DESC LIMIT 1", (actor, hi))
        return (row[0], row[1]) if row else None

    def is_room(self, place: str) -> bool:
        return self.store.query_one("SELECT 1 FROM rooms WHERE id = ?", (place,)) is not None

    def rooms(self) -> List[str]:
        """Every room an event was located in, by id."""
        return [r[0] for r in self.store.query("SELECT id FROM rooms ORDER BY id")]

    def visits(self, hi: int) -> List[Visit]:
        """(actor, location, number of events) of every actor's located events up to ``hi``: where
        people go (the running counts, ``VisitRows``)."""
        return VisitRows(self.store).up_to(hi)

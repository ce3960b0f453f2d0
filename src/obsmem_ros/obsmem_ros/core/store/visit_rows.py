"""SQL of the running visit counts: per (actor, location), the number of the actor's located events.

Where people go decides the room tied to each (``core/home_rooms.py``), read once per derived batch
that grounds a spoken place. A ``GROUP BY`` over every located event grew with the log; the
``visit_counts`` table is kept instead, in the transaction that appends events (``add``) and the
one that forgets them (``remove``), and filled from the log by the migration that created it, so
an existing store and a forget leave it exact. ``up_to`` reads it as of a time: the counts, less
the located events after that time (a range of ``events_time``, empty when the batch being
derived is the newest, as at write time).
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable, List, Sequence, Tuple

from obsmem_ros.core.store.driver import Row, StoreDriver, in_chunks

_LOCATED = "actor != '' AND location != ''"
# the actor's and location's positions in an event row (``event_rows.EVENT_COLUMNS``)
_ACTOR, _LOCATION = 3, 5

Visit = Tuple[str, str, int]


class VisitRows:
    """Typed access to ``visit_counts``."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    def add(self, event_rows: Iterable[Sequence]) -> None:
        """Count the located events among ``event_rows`` (``EVENT_COLUMNS`` rows being appended)."""
        added = Counter((r[_ACTOR], r[_LOCATION]) for r in event_rows if r[_ACTOR] and r[_LOCATION])
        self.store.executemany("INSERT INTO visit_counts (actor, location, events) VALUES (?, ?, ?) "
                               "ON CONFLICT (actor, location) DO UPDATE SET events = visit_counts.events + "
                               "excluded.events", [(a, loc, n) for (a, loc), n in sorted(added.items())])

    def remove(self, event_ids: Sequence[str]) -> None:
        """Uncount the stored events among ``event_ids`` (before they are deleted); a count that
        reaches nothing is dropped."""
        gone: Counter = Counter()
        for marks, chunk in in_chunks(event_ids):
            gone.update(_counted(self.store.query(
                f"SELECT actor, location, COUNT(*) FROM events WHERE id IN ({marks}) "
                f"AND {_LOCATED} GROUP BY actor, location", chunk)))
        self.store.executemany("UPDATE visit_counts SET events = events - ? WHERE actor = ? AND location = ?",
                               [(n, a, loc) for (a, loc), n in sorted(gone.items())])
        self.store.execute("DELETE FROM visit_counts WHERE events <= 0")

    def up_to(self, hi: int) -> List[Visit]:
        """(actor, location, number of events) of every actor's located events up to ``hi``, by
        actor and location."""
        counts = _counted(self.store.query("SELECT actor, location, events FROM visit_counts"))
        # counted here, not by GROUP BY: grouped, SQLite walks events_actor (every event) for the order
        counts.subtract(Counter((r[0], r[1]) for r in self.store.query(
            f"SELECT actor, location FROM events WHERE time_ns > ? AND {_LOCATED}", (int(hi),))))
        return [(a, loc, n) for (a, loc), n in sorted(counts.items()) if n > 0]


def _counted(rows: Iterable[Row]) -> Counter:
    return Counter({(r[0], r[1]): int(r[2]) for r in rows})

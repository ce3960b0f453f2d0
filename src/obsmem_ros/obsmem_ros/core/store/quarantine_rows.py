"""SQL of the clock guard's quarantine: events dated too far ahead of the wall clock, kept apart
from the event log with the reason they were held (``Memory.hold_future``)."""
from __future__ import annotations

from typing import Iterable, List, Sequence

from obsmem_ros.core.store.driver import Row, StoreDriver

QUARANTINE_COLUMNS = "event_id, time_ns, received_ns, source, reason, record_json"


class QuarantineRows:
    """Typed access to the ``quarantine`` table."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    def add(self, rows: Iterable[Sequence]) -> None:
        """Keep (event id, time_ns, received_ns, source, reason, record JSON) rows; an id already
        held keeps its first row."""
        self.store.executemany(f"INSERT OR IGNORE INTO quarantine ({QUARANTINE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)",
                               rows)

    def count(self) -> int:
        return int(self.store.query_one("SELECT COUNT(*) FROM quarantine")[0])

    def latest(self, limit: int) -> List[Row]:
        """The most recently held rows, newest first, in ``QUARANTINE_COLUMNS`` order."""
        return self.store.query(f"SELECT {QUARANTINE_COLUMNS} FROM quarantine ORDER BY received_ns DESC, event_id "
                                "LIMIT ?", (int(limit),))


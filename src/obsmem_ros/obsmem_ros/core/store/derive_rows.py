"""SQL of deferred derivation: ``derive_queue``, one row per ingested batch whose derived views
(``core/derivation.py``) are not written yet: the batch's ``seq`` range in the event log.
"""
from __future__ import annotations

from typing import Optional, Tuple

from obsmem_ros.core.store.driver import StoreDriver


class DeriveQueueRows:
    """Typed access to ``derive_queue``."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    def add(self, first_seq: int, last_seq: int, events: int) -> None:
        """Queue the batch stored at ``first_seq..last_seq`` (inside the caller's transaction)."""
        self.store.execute("INSERT INTO derive_queue (first_seq, last_seq, events) VALUES (?, ?, ?)",
                           (int(first_seq), int(last_seq), int(events)))

    def oldest(self) -> Optional[Tuple[int, int, int]]:
        """(first_seq, last_seq, events) of the oldest queued batch; ``None`` when none is queued."""
        first = self.store.query_one("SELECT MIN(first_seq) FROM derive_queue")
        if first is None or first[0] is None:
            return None
        row = self.store.query_one("SELECT last_seq, events FROM derive_queue WHERE first_seq = ?", (first[0],))
        return int(first[0]), int(row[0]), int(row[1])

    def pending_events(self) -> int:
        """Events stored whose derived views are not written yet."""
        row = self.store.query_one("SELECT COALESCE(SUM(events), 0) FROM derive_queue")
        return int(row[0]) if row is not None else 0

    def done(self, first_seq: int) -> None:
        """Drop a batch from the queue (inside the transaction that wrote its derived rows)."""
        self.store.execute("DELETE FROM derive_queue WHERE first_seq = ?", (int(first_seq),))

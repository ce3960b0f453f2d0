"""SQL of the home's bookkeeping that belongs to no single view: the ``people`` seen, and the
per-``source`` stream positions that keep each input stream in time order.
"""
from __future__ import annotations

from typing import Iterable, Optional, Set, Tuple

from obsmem_ros.core.store.driver import StoreDriver


class HomeRows:
    """Typed access to ``people`` and ``streams``."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    def people(self) -> Set[str]:
        return {r[0] for r in self.store.query("SELECT id FROM people")}

    def add_people(self, people: Iterable[str]) -> None:
        self.store.executemany("INSERT OR IGNORE INTO people (id) VALUES (?)", [(p,) for p in people])

    def stream(self, source: str) -> Optional[Tuple[int, str]]:
        """(time_ns, event id) of the last stored event of a source stream."""
        row = self.store.query_one("SELECT last_time_ns, last_event_id FROM streams WHERE source = ?", (source,))
        return (row[0], row[1]) if row else None

    def save_streams(self, positions: Iterable[Tuple[str, int, str]]) -> None:
        """Set (source, last_time_ns, last_event_id) stream positions."""
        self.store.executemany(
            "INSERT INTO streams (source, last_time_ns, last_event_id) VALUES (?, ?, ?) ON CONFLICT (source) "
            "DO UPDATE SET last_time_ns = excluded.last_time_ns, last_event_id = excluded.last_event_id", positions)

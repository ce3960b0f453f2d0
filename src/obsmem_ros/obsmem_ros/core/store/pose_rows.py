"""SQL of the State view's measured poses (``poses``: one row per observation that carried one).

A row is keyed by (entity, time, event id), so an entity's latest pose at or before a cutoff is
one walk of the primary key; ``poses_event`` finds the rows of forgotten events.
"""
from __future__ import annotations

from typing import Iterable, List, Optional, Sequence

from obsmem_ros.core.store.driver import Row, StoreDriver, in_chunks

POSE_COLUMNS = "entity, time_ns, event_id, frame_id, x, y, z, pose_json, provenance"


class PoseRows:
    """Typed access to the ``poses`` table."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    def append(self, rows: Iterable[Sequence]) -> None:
        """Rows in ``POSE_COLUMNS`` order, inside the caller's transaction."""
        self.store.executemany(f"INSERT OR IGNORE INTO poses ({POSE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)

    def latest(self, entity: str, hi: int) -> Optional[Row]:
        """An entity's latest pose at or before ``hi``."""
        return self.store.query_one(f"SELECT {POSE_COLUMNS} FROM poses WHERE entity = ? AND time_ns <= ? "
                                    "ORDER BY time_ns DESC, event_id DESC LIMIT 1", (entity, hi))

    def latest_all(self, hi: int) -> List[Row]:
        """Every entity's latest pose at or before ``hi`` (ties at one time: the larger event id)."""
        return self.store.query(
            f"SELECT {', '.join('p.' + c.strip() for c in POSE_COLUMNS.split(','))} FROM poses p JOIN "
            "(SELECT entity, MAX(time_ns) AS t FROM poses WHERE time_ns <= ? GROUP BY entity) m "
            "ON p.entity = m.entity AND p.time_ns = m.t ORDER BY p.entity, p.event_id", (hi,))

    def delete_events(self, event_ids: Sequence[str]) -> int:
        """Delete the poses the given events carried; returns how many rows went."""
        removed = 0
        for marks, chunk in in_chunks(event_ids):
            removed += self.store.execute(f"DELETE FROM poses WHERE event_id IN ({marks})", chunk)
        return removed

    def count(self) -> int:
        return int(self.store.query_one("SELECT COUNT(*) FROM poses")[0])

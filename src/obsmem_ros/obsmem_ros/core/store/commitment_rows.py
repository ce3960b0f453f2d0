"""SQL of the Commitment view: the ``commitments`` table.

Rows come back in ``COMMITMENT_COLUMNS`` order (``views.commitment_view`` maps them to
``Commitment``s). A commitment row is written once and only its closure changes.
"""
from __future__ import annotations

from typing import List, Optional, Sequence

from obsmem_ros.core.store.driver import Row, StoreDriver, placeholders
from obsmem_ros.core.store.where import Where

COMMITMENT_COLUMNS = ("id, kind, owner, beneficiary, action, text, created_ns, source_event_id, status, due_ns, "
                      "recurrence, objects_json, verb, closed_ns, closed_by, requester")


class CommitmentRows:
    """Typed access to the ``commitments`` table."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    def add(self, row: Sequence) -> None:
        """Store a new commitment (a ``COMMITMENT_COLUMNS`` row); one already stored is kept."""
        self.store.execute(f"INSERT OR IGNORE INTO commitments ({COMMITMENT_COLUMNS}) VALUES ({placeholders(16)})",
                           row)

    def close(self, commitment_id: str, *, status: str, closed_ns: int, closed_by: str) -> None:
        self.store.execute("UPDATE commitments SET status = ?, closed_ns = ?, closed_by = ? WHERE id = ?",
                           (status, closed_ns, closed_by, commitment_id))

    def open(self) -> List[Row]:
        """Open commitments, oldest first."""
        return self.store.query(f"SELECT {COMMITMENT_COLUMNS} FROM commitments WHERE status = 'open' "
                                "ORDER BY created_ns")

    def made_until(self, now_ns: int, *, owner: Optional[str], beneficiary: Optional[str]) -> List[Row]:
        """Commitments made at or before ``now_ns`` (of an owner, for a beneficiary), oldest first."""
        where = Where("created_ns <= ?", now_ns).equal("owner", owner).equal("beneficiary", beneficiary)
        return self.store.query(*where.select(f"SELECT {COMMITMENT_COLUMNS} FROM commitments",
                                              tail="ORDER BY created_ns, id"))

    def count(self) -> int:
        return int(self.store.query_one("SELECT COUNT(*) FROM commitments")[0])

"""SQL of claim marks: how a reported fact was said (its confidence, the fact it corrects).

Rows live beside the ``facts`` table, keyed by fact id (``<event id>#<n>``), written by the write
path for reported facts said with doubt or as a correction (``core/hearing.claim_marks``) and read
by the Belief view.
"""
from __future__ import annotations

from typing import Dict, Iterable, Optional, Sequence, Tuple

from obsmem_ros.core.store.driver import StoreDriver

_FAR = 2 ** 62


class ClaimRows:
    """Typed access to the ``claim_marks`` table."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    def add(self, rows: Iterable[Sequence]) -> None:
        """Keep (fact id, confidence, corrected fact id or "", time_ns) rows; a fact marked already keeps its row."""
        self.store.executemany("INSERT OR IGNORE INTO claim_marks (fact_id, confidence, corrects, time_ns) "
                               "VALUES (?, ?, ?, ?)", list(rows))

    def mark(self, fact_id: str) -> Optional[Tuple[float, str]]:
        """(confidence, corrected fact id) of one fact, or None when it was said plainly."""
        row = self.store.query_one("SELECT confidence, corrects FROM claim_marks WHERE fact_id = ?", (fact_id,))
        return (float(row[0]), str(row[1])) if row is not None else None

    def correction_of(self, fact_id: str, cutoff: Optional[int]) -> Optional[str]:
        """The id of the first fact said (by the cutoff) to correct `fact_id`, if any."""
        row = self.store.query_one("SELECT fact_id FROM claim_marks WHERE corrects = ? AND time_ns <= ? "
                                   "ORDER BY time_ns, fact_id LIMIT 1", (fact_id, _FAR if cutoff is None else cutoff))
        return str(row[0]) if row is not None else None

    def marks(self, fact_ids: Sequence[str]) -> Dict[str, Tuple[float, str]]:
        """(confidence, corrected fact id) of each marked fact among `fact_ids`."""
        out: Dict[str, Tuple[float, str]] = {}
        for fact_id in fact_ids:
            found = self.mark(fact_id)
            if found is not None:
                out[fact_id] = found
        return out

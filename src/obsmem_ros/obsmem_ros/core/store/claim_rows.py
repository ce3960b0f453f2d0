"""SQL of claim marks: how a reported fact was said (its confidence, the fact it corrects, the
person it was passed on from), and of the words an utterance passed on.

Rows live beside the ``facts`` table, keyed by fact id (``<event id>#<n>``), written by the write
path for reported facts said with doubt, as a correction or on someone else's word
(``core/hearing.claim_marks``) and read by the Belief view and source questions. ``relayed_words``
rows (``core/hearing.relayed_rows``) key the clauses an utterance passed on by its event id.
"""
from __future__ import annotations

from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from obsmem_ros.core.store.driver import StoreDriver

_FAR = 2 ** 62


class ClaimRows:
    """Typed access to the ``claim_marks`` table."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    def add(self, rows: Iterable[Sequence]) -> None:
        """Keep (fact id, confidence, corrected fact id or "", time_ns, origin or "") rows; a fact
        marked already keeps its row."""
        self.store.executemany("INSERT OR IGNORE INTO claim_marks (fact_id, confidence, corrects, time_ns, origin) "
                               "VALUES (?, ?, ?, ?, ?)", list(rows))

    def origins(self, fact_ids: Sequence[str]) -> Dict[str, str]:
        """fact id -> the person it was passed on from, for the relayed facts among `fact_ids`."""
        out: Dict[str, str] = {}
        for fact_id in dict.fromkeys(fact_ids):
            row = self.store.query_one("SELECT origin FROM claim_marks WHERE fact_id = ? AND origin <> ''", (fact_id,))
            if row is not None:
                out[fact_id] = str(row[0])
        return out

    def add_relayed(self, rows: Iterable[Sequence]) -> None:
        """Keep (event id, origin, words, time_ns) rows: a clause of the utterance passed on from origin."""
        self.store.executemany("INSERT OR IGNORE INTO relayed_words (event_id, origin, words, time_ns) "
                               "VALUES (?, ?, ?, ?)", list(rows))

    def relayed(self, event_id: str) -> List[Tuple[str, str]]:
        """(origin, words) of each clause the utterance passed on."""
        rows = self.store.query("SELECT origin, words FROM relayed_words WHERE event_id = ?", (event_id,))
        return [(str(r[0]), str(r[1])) for r in rows]

    def relaying(self) -> List[Tuple[str, str]]:
        """(event id, origin) of every claim or clause passed on from someone (forgetting reads
        each origin as the person its relayer meant, so it scans them all: a home holds few)."""
        marks = self.store.query("SELECT fact_id, origin FROM claim_marks WHERE origin <> ''")
        words = self.store.query("SELECT event_id, origin FROM relayed_words")
        return sorted({(str(r[0]).rsplit("#", 1)[0], str(r[1])) for r in marks} |
                      {(str(r[0]), str(r[1])) for r in words})

    def mark(self, fact_id: str) -> Optional[Tuple[float, str]]:
        """(confidence, corrected fact id) of one fact, or None when it was said plainly as the speaker's own."""
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

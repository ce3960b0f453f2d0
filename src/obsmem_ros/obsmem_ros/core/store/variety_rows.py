"""SQL of the varieties of English each speaker has been heard to speak (``speaker_varieties``).

One row per (speaker, variety): the time and utterance that first showed it. Derivation adds the
rows of each batch (``core/speaker_varieties.py`` reads which words mark a variety); a question
reads them as of its cutoff (``as_of``: a table of speakers times varieties, however long the log).
Forgetting the utterance a row came from drops that speaker's rows (``first_shown_in``, ``clear``)
and the caller refills them from the speaker's remaining utterances (``heard``). The migration that
made the table leaves a ``meta`` row until the table is filled from the stored log (``unfilled``).
"""
from __future__ import annotations

from typing import Collection, Dict, FrozenSet, Iterable, List, Optional, Sequence, Set, Tuple

from obsmem_ros.core.store.driver import StoreDriver, in_chunks

Shown = Tuple[str, str, int, str]  # (speaker, variety, time_ns, event_id)
Heard = Tuple[str, str, int, str]  # (event id, speaker, time_ns, utterance)
_UNFILLED = "speaker_varieties"


class VarietyRows:
    """Typed access to ``speaker_varieties``."""

    def __init__(self, store: StoreDriver) -> None:
        self.store = store

    def add(self, rows: Iterable[Shown]) -> None:
        """Keep each row unless the speaker showed that variety earlier (an earlier one replaces it)."""
        self.store.executemany(
            "INSERT INTO speaker_varieties (speaker, variety, time_ns, event_id) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (speaker, variety) DO UPDATE SET time_ns = excluded.time_ns, event_id = excluded.event_id "
            "WHERE excluded.time_ns < speaker_varieties.time_ns", list(rows))

    def as_of(self, until_ns: int) -> Dict[str, FrozenSet[str]]:
        """speaker -> the varieties they had shown by ``until_ns``."""
        spoken: Dict[str, Set[str]] = {}
        for speaker, variety in self.store.query("SELECT speaker, variety FROM speaker_varieties WHERE time_ns <= ?",
                                                 (int(until_ns),)):
            spoken.setdefault(str(speaker), set()).add(str(variety))
        return {speaker: frozenset(varieties) for speaker, varieties in spoken.items()}

    def first_shown_in(self, event_ids: Sequence[str]) -> Set[str]:
        """The speakers with a variety first shown by one of ``event_ids``."""
        found: Set[str] = set()
        for marks, chunk in in_chunks(event_ids):
            found |= {str(r[0]) for r in self.store.query(
                f"SELECT speaker FROM speaker_varieties WHERE event_id IN ({marks})", chunk)}
        return found

    def clear(self, speakers: Collection[str]) -> None:
        """Drop every row of ``speakers``."""
        self.store.executemany("DELETE FROM speaker_varieties WHERE speaker = ?", [(s,) for s in sorted(speakers)])

    def heard(self, speakers: Optional[Collection[str]] = None) -> List[Heard]:
        """(event id, speaker, time_ns, utterance) of the stored utterances with words and a
        speaker (of ``speakers`` only, when given), oldest first."""
        sql = ("SELECT id, actor, time_ns, utterance FROM events WHERE kind = 'utterance' AND actor != '' "
               "AND utterance != ''")
        if speakers is None:
            return [_heard(r) for r in self.store.query(f"{sql} ORDER BY time_ns, seq")]
        found: List[Heard] = []
        for speaker in sorted(speakers):
            found += [_heard(r) for r in self.store.query(f"{sql} AND actor = ? ORDER BY time_ns, seq", (speaker,))]
        return found

    def unfilled(self) -> bool:
        """Whether the table still waits to be filled from the stored log (a migrated store)."""
        return self.store.query_one("SELECT value FROM meta WHERE key = ?", (_UNFILLED,)) is not None

    def filled(self) -> None:
        self.store.execute("DELETE FROM meta WHERE key = ?", (_UNFILLED,))


def _heard(row: Sequence) -> Heard:
    return str(row[0]), str(row[1]), int(row[2]), str(row[3])

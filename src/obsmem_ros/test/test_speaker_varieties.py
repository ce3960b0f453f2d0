"""The varieties of English each speaker has shown (``core/speaker_varieties.py``): as of any
cutoff they equal a walk over every stored utterance (what a question read before the table),
whatever order utterances came in, after forgetting the one that first showed a variety, and in a
store made before the table existed (filled when opened)."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import List

from obsmem_ros.bench.speaker_varieties import walked
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.store import LATEST_VERSION
from obsmem_ros.core.store.schema import _V_SPEAKER_VARIETIES, MIGRATIONS

from .factories import copy_into_schema, heard

BASE = 1775000000
SECOND = 1_000_000_000


def _said(eid: str, second: int, actor: str, words: str, source: str = "mic") -> dict:
    return heard(eid, datetime.fromtimestamp(BASE + second, timezone.utc).isoformat(), actor, words, source=source)


HEARD = [
    _said("u1", 10, "morag", "Ah take ma tea strong."),
    _said("u2", 20, "morag", "I cannae find the remote."),
    _said("u3", 30, "shane", "I'll do the bins this arvo."),
    _said("u4", 40, "morag", "The bairns cannae sleep."),
    _said("u5", 50, "tunde", "The bins are out."),
]
LATE = [_said("u6", 15, "shane", "See you this arvo, I'm finna cook.", "phone")]  # arrives last, said second


def _cutoffs() -> List[int]:
    return [(BASE + second) * SECOND for second in (0, 10, 15, 20, 30, 45, 60)]


def test_varieties_as_of_any_cutoff_match_a_walk_over_the_log(tmp_path):
    with Memory(str(tmp_path / "m.db")) as memory:
        memory.ingest(HEARD)
        memory.ingest(LATE)
        for cutoff in _cutoffs():
            assert memory.speaker_varieties(cutoff) == walked(memory, cutoff)
        assert memory.speaker_varieties((BASE + 20) * SECOND)["morag"] == {"scots"}
        first = memory.store.query("SELECT event_id FROM speaker_varieties WHERE speaker = 'shane' ORDER BY variety")
        assert first == [("u6",), ("u6",)]  # the later arrival said it earlier than u3


def test_forgetting_the_first_showing_reads_the_speaker_again(tmp_path):
    with Memory(str(tmp_path / "m.db")) as memory:
        memory.ingest(HEARD)
        memory.forget(between=((BASE + 19) * SECOND, (BASE + 31) * SECOND), requested_by="test")  # u2, u3
        for cutoff in _cutoffs():
            assert memory.speaker_varieties(cutoff) == walked(memory, cutoff)
        assert "shane" not in memory.speaker_varieties((BASE + 60) * SECOND)
        assert memory.store.query("SELECT event_id FROM speaker_varieties WHERE speaker = 'morag'") == [("u4",)]


def test_a_store_from_before_the_table_is_filled_when_opened(tmp_path):
    path = str(tmp_path / "old.db")
    with Memory(":memory:") as fresh:
        fresh.ingest(HEARD)
        copy_into_schema(fresh, path, MIGRATIONS.index(_V_SPEAKER_VARIETIES))
    with Memory(path) as memory:
        assert memory.store.schema_version() == LATEST_VERSION
        assert memory.store.query("SELECT value FROM meta WHERE key = 'speaker_varieties'") == []
        memory.ingest(LATE)
        for cutoff in _cutoffs():
            assert memory.speaker_varieties(cutoff) == walked(memory, cutoff)
    with Memory(path) as reopened:
        assert reopened.speaker_varieties(_cutoffs()[-1]) == {"morag": {"scots"},
                                                              "shane": {"australian", "caribbean_african_american"}}

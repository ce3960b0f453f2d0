"""A "when" question about a routine said in words answers with the routine's clock, its half of the
day read as a standing time's (sentences written for this test)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.timefmt import format_iso

T0 = 1772409600 * 10**9  # 2026-03-02 00:00 UTC
H = 3600 * 10**9


def said(n: int, who: str, words: str) -> dict:
    return {"id": f"d001-e{n:05d}", "time": format_iso(T0 + n * H), "kind": "utterance", "actor": who, "verb": "say",
            "objects": [], "location": "lounge", "observers": [who, "robot"], "deltas": [], "claims": [],
            "utterance": words, "addressee": "robot", "extras": {}, "session_id": "s1", "source": "sim"}


@pytest.fixture(scope="module")
def memory():
    with Memory(":memory:") as mem:
        mem.ingest([said(9, "rosa", "I do my jigsaw at three every day, so leave the card table where it is."),
                    said(10, "omar", "Every Friday at half eight I watch a film with the kids, so keep the remote handy.")])
        yield mem


@pytest.mark.parametrize("question, clock", [
    ("When does Rosa do her jigsaw?", "15:00"),
    ("What time does Omar watch a film on Fridays?", "20:30"),
])
def test_a_routine_said_in_words_answers_when(memory, question, clock):
    got = memory.ask(question, at_ns=T0 + 12 * H)
    assert clock in got.answer, got.answer

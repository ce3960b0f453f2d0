"""A pronoun in one speaker's words may point at the thing another speaker just spoke of
(`hearing.conversation_context`). Fresh sentences, in no hand-written set."""
from __future__ import annotations

from datetime import datetime, timezone

from obsmem_ros.core.memory import Memory

from .factories import heard

T0 = 1782000000


def said(n: int, speaker: str, words: str, *, minutes: int = 1) -> dict:
    stamp = datetime.fromtimestamp(T0 + 60 * minutes * n, timezone.utc).isoformat()
    return heard(f"h{n:03d}", stamp, speaker, words, location="kitchen", observers=["robot", "mira", "ben"],
                 source="sim", verb="")


def claims(memory: Memory, event_id: str) -> list:
    return [(f.entity, f.attribute, f.value, f.reporter) for f in memory.facts_from_event(event_id)]


def test_their_pronoun_means_the_thing_the_other_speaker_asked_about(tmp_path):
    with Memory(str(tmp_path / "c.db")) as memory:
        memory.ingest([said(1, "mira", "Has anyone seen my gloves?"),
                       said(2, "ben", "They're on the radiator in the hall.")])
        # the radiator was never seen: the claim is stored at the hall that holds it (core.spoken_places)
        assert [c[1:] for c in claims(memory, "h002")] == [("location", "hall", "ben")]
        assert "glove" in claims(memory, "h002")[0][0]


def test_a_pronoun_long_after_another_speaker_does_not_reach_back(tmp_path):
    with Memory(str(tmp_path / "d.db")) as memory:
        memory.ingest([said(1, "mira", "Has anyone seen my gloves?", minutes=1),
                       said(60, "ben", "They're on the radiator in the hall.", minutes=1)])
        assert all("glove" not in c[0] for c in claims(memory, "h060"))

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


def test_the_times_another_speaker_just_said_anchor_a_bare_clock_though_they_named_no_thing():
    from types import SimpleNamespace

    from obsmem_ros.core.hearing import conversation_context
    from obsmem_ros.core.language import UtteranceReader
    from obsmem_ros.core.timefmt import format_iso, parse_iso_ns

    reader = UtteranceReader(robot_id="robot")
    first_ns, next_ns = parse_iso_ns("2026-05-12T18:02:00+00:00"), parse_iso_ns("2026-05-12T18:03:00+00:00")
    alarm = reader.read("she starts at the bakery tomorrow so get her up at ten to six", speaker="mira",
                        addressee="robot", now_ns=first_ns, people=["mira", "ben"])
    previous = conversation_context(None, (alarm, first_ns), SimpleNamespace(time_ns=next_ns, actor="ben"))
    lift = reader.read("i'll have the car warmed up by half six", speaker="ben", addressee="robot", now_ns=next_ns,
                       people=["mira", "ben"], previous=previous)
    assert [format_iso(u.due_ns) for u in lift.undertakings] == ["2026-05-13T06:30:00+00:00"]

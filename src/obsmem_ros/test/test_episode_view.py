"""Episode boundaries and cards."""
from __future__ import annotations

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.timefmt import format_iso

T0 = 1772442000 * 10**9


def ev(n: int, minute: float, **fields) -> dict:
    base = {"id": f"p{n:03d}", "time": format_iso(T0 + int(minute * 60 * 10**9)), "kind": "action",
            "actor": "robot", "observers": ["robot"], "source": "sim", "session_id": "s1"}
    return {**base, **fields}


def test_boundaries_on_location_change_gap_and_session_end(tmp_path):
    config = EngineConfig(episode_gap_s=600)
    with Memory(str(tmp_path / "e.db"), config=config) as memory:
        memory.ingest([
            ev(0, 0, kind="session_start"),
            ev(1, 1, verb="pick", objects=["cup_1"], location="kitchen", text="The robot picks up the cup."),
            ev(2, 2, actor="alice", verb="open", objects=["fridge_1"], location="kitchen", observers=["robot", "alice"]),
            ev(3, 3, verb="navigate", location="living_room"),
            ev(4, 30, verb="place", objects=["cup_1", "table_1"], location="living_room"),
            ev(5, 31, kind="session_end"),
        ])
        cards = memory.episodes()
    assert [(c.event_ids, c.boundary) for c in cards] == [
        (("p000", "p001", "p002"), "location"), (("p003",), "gap"), (("p004", "p005"), "session_end")]
    first = cards[0]
    assert first.participants == ("alice",) and first.locations == ("kitchen",)
    assert first.objects == ("cup_1", "fridge_1")
    assert "The robot picks up the cup" in first.summary


def test_running_episode_is_retrievable_at_once_and_survives_reopen(tmp_path):
    path = str(tmp_path / "r.db")
    with Memory(path) as memory:
        memory.ingest([ev(1, 1, verb="pick", objects=["cup_1"], location="kitchen")])
        (card,) = memory.episodes()
        assert card.boundary == "open" and card.event_ids == ("p001",)
    with Memory(path) as memory:
        memory.ingest([ev(2, 2, verb="place", objects=["cup_1", "shelf_1"], location="kitchen")])
        (card,) = memory.episodes(entity="shelf_1")
        assert card.event_ids == ("p001", "p002") and memory.episode(card.id) == card


def test_long_episode_is_cut_at_the_size_limit(tmp_path):
    config = EngineConfig(episode_max_events=3)
    with Memory(str(tmp_path / "z.db"), config=config) as memory:
        memory.ingest([ev(n, n, verb="wipe", objects=["table_1"], location="kitchen") for n in range(7)])
        assert [(len(c.event_ids), c.boundary) for c in memory.episodes()] == [(3, "size"), (3, "size"), (1, "open")]

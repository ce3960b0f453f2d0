"""Replay cursor and pacer: every event handed out once, in order, up to each cutoff, at a bounded rate."""
from __future__ import annotations

import pytest

from worldlines_sim_bridge.core.replay import Pacer, ReplayCursor


def _events(n: int) -> list[dict]:
    return [{"id": f"e{i}", "time": f"2026-03-02T07:00:{i:02d}+00:00"} for i in range(n)]


def _ns(second: int) -> int:
    from worldlines_sim_bridge.core.sim.clock import iso_to_ns

    return iso_to_ns(f"2026-03-02T07:00:{second:02d}+00:00")


def test_cursor_hands_out_each_stretch_once_and_counts():
    cursor = ReplayCursor(_events(10))
    assert [e["id"] for e in cursor.until(_ns(3))] == ["e0", "e1", "e2", "e3"]
    assert cursor.until(_ns(3)) == []
    assert [e["id"] for e in cursor.until(_ns(5))] == ["e4", "e5"]
    assert (cursor.published, cursor.last_id, cursor.exhausted) == (6, "e5", False)
    assert len(cursor.until(_ns(59))) == 4
    assert cursor.exhausted and cursor.published == 10


def test_pacer_sleeps_to_keep_the_rate():
    now = [0.0]
    slept = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    pacer = Pacer(100.0, clock=lambda: now[0], sleep=sleep)
    for _ in range(5):
        pacer.wait()
    assert now[0] == pytest.approx(0.04)
    assert len(slept) == 4


def test_unpaced_pacer_never_sleeps():
    pacer = Pacer(0.0, sleep=lambda s: pytest.fail("slept"))
    pacer.wait()


def test_negative_rate_is_rejected():
    with pytest.raises(ValueError, match="rate_hz = -1"):
        Pacer(-1)

"""Exact-stamp and approximate (slop) time synchronisation."""
import pytest

from memora_perception.core.spatial.sync import TimeSynchronizer
from memora_perception.errors import ConfigError


def test_exact_policy_matches_only_equal_stamps():
    sync = TimeSynchronizer(["colour", "depth"])
    assert sync.push("colour", 100, "c100") == []
    assert sync.push("depth", 101, "d101") == []
    assert sync.push("depth", 100, "d100") == [{"colour": (100, "c100"), "depth": (100, "d100")}]
    # d101 is still queued; a colour at 101 completes it
    assert sync.push("colour", 101, "c101") == [{"colour": (101, "c101"), "depth": (101, "d101")}]


def test_approximate_policy_pairs_nearest_within_slop_and_uses_each_message_once():
    sync = TimeSynchronizer(["colour", "depth", "pose"], slop_ns=10)
    sync.push("colour", 1000, "c0")
    sync.push("depth", 1004, "d0")
    assert sync.push("pose", 1030, "p-late") == []  # 30 ns away: outside the slop
    assert sync.push("pose", 995, "p0") == [{"colour": (1000, "c0"), "depth": (1004, "d0"), "pose": (995, "p0")}]
    # every message at or before the matched stamps is gone: p-late (1030) remains for the next set
    sync.push("colour", 1032, "c1")
    assert sync.push("depth", 1028, "d1") == [{"colour": (1032, "c1"), "depth": (1028, "d1"), "pose": (1030, "p-late")}]


def test_queue_bound_drops_the_oldest_and_counts_it():
    sync = TimeSynchronizer(["a", "b"], queue_size=2)
    for stamp in (1, 2, 3):
        sync.push("a", stamp, stamp)
    assert sync.dropped == 1
    assert sync.push("b", 1, "b1") == []  # a@1 was dropped
    assert sync.push("b", 2, "b2") == [{"a": (2, 2), "b": (2, "b2")}]


def test_bad_settings_and_unknown_stream_name_the_field():
    with pytest.raises(ConfigError, match="slop_ns"):
        TimeSynchronizer(["a"], slop_ns=-1)
    with pytest.raises(ConfigError, match="stream='c'"):
        TimeSynchronizer(["a", "b"]).push("c", 0, None)

"""Replaying a sensor bag as recorded: messages handed out when their recorded offset has passed."""
import pytest

from worldlines_sim_bridge.core.sensors.bag_stream import RawMessage, Schedule
from worldlines_sim_bridge.errors import WorldLinesError

S = 1_000_000_000


def messages():
    stamps = [(100 * S, "/camera/pose"), (100 * S, "/camera/instances"), (100 * S + S // 10, "/audio/audio"),
              (100 * S + S // 2, "/camera/pose"), (102 * S, "/audio/audio")]
    return iter([RawMessage(topic, "std_msgs/msg/String", stamp, b"\x00\x01") for stamp, topic in stamps])


def test_messages_come_due_at_their_recorded_offsets():
    schedule = Schedule(messages(), rate=1.0)
    assert [m.topic for m in schedule.due(0.0)] == ["/camera/pose", "/camera/instances"]
    assert schedule.due(0.05) == []
    assert [m.log_ns for m in schedule.due(0.5)] == [100 * S + S // 10, 100 * S + S // 2]
    assert not schedule.done and schedule.handed_out == 4
    assert [m.topic for m in schedule.due(2.0)] == ["/audio/audio"] and schedule.done and schedule.handed_out == 5


def test_rate_scales_the_clock_and_zero_hands_out_everything_at_once():
    double = Schedule(messages(), rate=2.0)
    assert len(double.due(0.25)) == 4 and len(double.due(0.99)) == 0 and len(double.due(1.0)) == 1
    assert len(Schedule(messages(), rate=0.0).due(0.0)) == 5


def test_an_empty_bag_is_done_and_a_negative_rate_is_refused():
    assert Schedule(iter([]), rate=1.0).done
    with pytest.raises(WorldLinesError, match="rate=-1"):
        Schedule(messages(), rate=-1.0)

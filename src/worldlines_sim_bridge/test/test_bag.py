"""Bags: every trace event as a WorldEvent message in an mcap rosbag2, read back exactly."""
from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from worldlines_sim_bridge.cli import cli
from worldlines_sim_bridge.core.bag import MSGTYPE, TOPIC, event_to_message, message_to_event, read_bag, typestore, write_bag
from worldlines_sim_bridge.core.formats import TRACE_FILE, read_jsonl
from worldlines_sim_bridge.core.sim import iso_to_ns
from worldlines_sim_bridge.errors import BagError


@pytest.fixture(scope="module")
def data(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("bagdata")
    result = CliRunner().invoke(cli, ["generate", "--seed", "2", "--days", "2", "--qa", "20", "--plans", "2", "--out", str(out)])
    assert result.exit_code == 0, result.output
    result = CliRunner().invoke(cli, ["bag", "--data", str(out)])
    assert result.exit_code == 0, result.output
    return out


def test_bag_holds_every_trace_event_with_its_time(data):
    from rosbags.highlevel import AnyReader
    events = list(read_jsonl(data / TRACE_FILE))
    with AnyReader([data / "bag"]) as reader:
        assert [c.msgtype for c in reader.connections] == [MSGTYPE]
        assert reader.connections[0].topic == TOPIC
        rows = [(ts, reader.deserialize(raw, c.msgtype).id) for c, ts, raw in reader.messages()]
    assert [i for _ts, i in rows] == [e["id"] for e in events]
    assert [ts for ts, _i in rows] == [iso_to_ns(e["time"]) for e in events]
    assert (data / "bag" / "bag.mcap").is_file()


def test_reading_the_bag_gives_back_the_trace_exactly(data):
    assert list(read_bag(data / "bag")) == list(read_jsonl(data / TRACE_FILE))


def test_event_message_conversion_round_trips_claims_and_extras():
    store = typestore()
    event = {"id": "d001-e000007", "time": "2026-03-02T07:30:05+00:00", "kind": "utterance", "actor": "bob",
             "verb": "say", "objects": [], "location": "kitchen", "observers": ["bob", "robot"],
             "text": 'Bob said to the robot: "The laptop is on the desk."', "utterance": "The laptop is on the desk.",
             "addressee": "robot", "deltas": [],
             "claims": [{"entity": "laptop_1", "attribute": "location", "value": "desk_1", "value_type": "entity"}],
             "session_id": "d001-s1", "source": "sim", "extras": {"activity": "chat"}}
    message = event_to_message(store, event)
    assert message.claims[0].value == "desk_1" and message.stamp.sec == iso_to_ns(event["time"]) // 10**9
    raw = store.serialize_cdr(message, MSGTYPE)
    assert message_to_event(store.deserialize_cdr(raw, MSGTYPE)) == event


def test_writing_over_an_existing_bag_needs_overwrite(data):
    events = list(read_jsonl(data / TRACE_FILE))[:3]
    with pytest.raises(BagError, match="already exists"):
        write_bag(data / "bag", events)


def test_reading_a_folder_that_is_no_bag_fails(tmp_path):
    with pytest.raises(BagError, match="not a rosbag2 folder"):
        list(read_bag(tmp_path))

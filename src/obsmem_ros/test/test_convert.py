"""Message <-> core conversions of the memory node: pure functions, no node needed."""
from __future__ import annotations

import pytest

from obsmem_interfaces import msg, srv
from obsmem_ros.core import EngineConfig, event_from_json
from obsmem_ros.errors import InvalidEventError
from obsmem_ros.nodes.convert import (ConversionError, answer_json_to_response, event_to_world_event, ns_to_time,
                                      time_to_ns, world_event_to_event)

CONFIG = EngineConfig()

EVENT = {"id": "e7", "time": "2026-03-02T08:00:05+00:00", "kind": "utterance", "actor": "bob", "verb": "say",
         "objects": [], "location": "kitchen", "observers": ["robot", "bob"], "text": "Bob said so.",
         "utterance": "The laptop is on the desk.", "addressee": "", "session_id": "d1", "source": "sim",
         "deltas": [], "claims": [{"entity": "laptop_1", "attribute": "location", "value": "desk_1",
                                   "value_type": "entity"}], "extras": {"note": "x"}}


def test_trace_event_becomes_a_world_event_message():
    message = event_to_world_event(event_from_json(
        {"id": "mimir-1-a", "time": "2026-03-02T08:00:05+00:00", "kind": "feedback", "actor": "robot", "verb": "pick",
         "objects": ["mug_1"], "observers": ["robot"], "source": "controller",
         "deltas": [{"entity": "mug_1", "attribute": "held_by", "value": "robot"}]}, CONFIG))
    assert (message.id, message.kind, message.stamp.sec, list(message.observers)) == (
        "mimir-1-a", "feedback", 1772438405, ["robot"])
    assert message.deltas[0].attribute == "held_by" and message.extras_json == "{}"


def test_world_event_round_trips_to_the_trace_form():
    assert world_event_to_event(event_to_world_event(event_from_json(EVENT, CONFIG)), CONFIG).to_json() == EVENT


def test_malformed_extras_name_the_event_and_field():
    message = event_to_world_event(event_from_json(EVENT, CONFIG))
    message.extras_json = "{not json"
    with pytest.raises(ConversionError, match="WorldEvent 'e7': field extras_json is not JSON"):
        world_event_to_event(message, CONFIG)


def test_extras_with_an_integer_too_long_to_convert_is_a_conversion_error():
    message = event_to_world_event(event_from_json(EVENT, CONFIG))
    message.extras_json = '{"n": 1' + "0" * 5000 + "}"
    with pytest.raises(ConversionError, match="WorldEvent 'e7': field extras_json is not JSON .*4300 digits"):
        world_event_to_event(message, CONFIG)


def test_time_conversion_keeps_nanoseconds():
    assert time_to_ns(ns_to_time(1_772_438_400_123_456_789)) == 1_772_438_400_123_456_789


def test_answer_json_fills_the_query_response():
    answer = {"answer": "Bob said it.", "value": "bob", "value_type": "person", "known": True, "intent": "source",
              "belief": {"label": "stale", "reason": "reported"},
              "evidence": [{"id": "e7", "view": "event", "time": "2026-03-02T08:00:05+00:00", "text": "Bob said so.",
                            "reporter": "bob", "event_ids": ["e7"]}]}
    response = answer_json_to_response(answer, srv.Query.Response(), 1.5)
    assert (response.known, response.value, response.intent, response.latency_ms) == (True, "bob", "source", 1.5)
    assert (response.belief.status, response.belief.label) == (msg.BeliefStatus.STALE, "stale")
    assert [(e.id, e.reporter, list(e.event_ids)) for e in response.evidence] == [("e7", "bob", ["e7"])]


def test_not_known_answer_has_an_empty_value():
    response = answer_json_to_response({"answer": "Not known.", "value": None, "known": False}, srv.Query.Response(), 0.1)
    assert (response.known, response.value, response.value_type, response.belief.label) == (False, "", "none", "unknown")


def test_world_event_is_validated_once_with_the_trace_rules():
    plain = {**EVENT, "extras": {}}
    assert world_event_to_event(event_to_world_event(event_from_json(plain, CONFIG)), CONFIG) == \
        event_from_json(plain, CONFIG)
    message = event_to_world_event(event_from_json(plain, CONFIG))
    message.observers = ["robot", ""]
    with pytest.raises(InvalidEventError, match=r"event 'e7': field 'observers\[1\]'='' must not be empty"):
        world_event_to_event(message, CONFIG)

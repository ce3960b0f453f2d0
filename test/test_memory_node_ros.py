"""The memory node, started as a separate process, ingests WorldEvents and answers from another process."""
from __future__ import annotations

import json
import time

import pytest

from obsmem_interfaces import msg, srv
from obsmem_ros import EngineConfig, event_from_json
from obsmem_ros.nodes import EVENT_STREAM, call_service, event_to_world_event, ros_node, wait_for_service
from worldlines_sim_bridge import NodeProcess, load_graph

pytestmark = pytest.mark.ros

LIVING = ["robot", "bob"]
CONFIG = EngineConfig()
EVENTS = [
    {"id": "e1", "time": "2026-03-02T07:00:00+00:00", "kind": "action", "actor": "robot", "verb": "place",
     "objects": ["laptop_1", "sofa_1"], "location": "living_room", "observers": ["robot"],
     "text": "The robot put the laptop on the sofa.",
     "deltas": [{"entity": "laptop_1", "attribute": "location", "value": "sofa_1", "value_type": "entity"}],
     "session_id": "d1", "source": "sim"},
    {"id": "e2", "time": "2026-03-02T08:00:00+00:00", "kind": "utterance", "actor": "bob", "verb": "say",
     "location": "kitchen", "observers": LIVING, "utterance": "The laptop is on the desk.",
     "text": "Bob said: the laptop is on the desk.",
     "claims": [{"entity": "laptop_1", "attribute": "location", "value": "desk_1"}], "session_id": "d1", "source": "sim"},
    {"id": "e3", "time": "2026-03-02T09:00:00+00:00", "kind": "action", "actor": "bob", "verb": "place",
     "objects": ["cup_1", "desk_1"], "location": "study", "observers": ["bob"], "text": "Bob put the cup on the desk.",
     "deltas": [{"entity": "cup_1", "attribute": "location", "value": "desk_1"}], "session_id": "d1", "source": "sim"},
]


def _wait_stats(node, client, *, received: int, timeout: float = 20.0):
    deadline = time.monotonic() + timeout
    while True:
        stats = call_service(node, client, srv.MemoryStats.Request(), timeout=10)
        if stats.received >= received and stats.pending == 0:
            return stats
        if time.monotonic() > deadline:
            raise TimeoutError(f"memory node received {stats.received} of {received} events")
        time.sleep(0.1)


@pytest.fixture()
def memory_process(tmp_path):
    with NodeProcess.from_spec(load_graph().node("memory"), params={"db_path": str(tmp_path / "home.db")}) as proc:
        yield proc


def _publish_and_wait(node, events):
    pub = node.create_publisher(msg.WorldEvent, "worldlines/events", EVENT_STREAM)
    stats_client = wait_for_service(node, srv.MemoryStats, "/obsmem/stats", timeout=60)
    deadline = time.monotonic() + 10
    while pub.get_subscription_count() == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    for event in events:
        pub.publish(event if isinstance(event, msg.WorldEvent) else event_to_world_event(event_from_json(event, CONFIG)))
    return _wait_stats(node, stats_client, received=len(events))


def test_memory_node_gates_events_and_answers_a_query_from_another_process(memory_process):
    with ros_node("test_client") as node:
        stats = _publish_and_wait(node, EVENTS)
        assert (stats.ingested, stats.unobserved, stats.rejected) == (2, 1, 0)
        query = wait_for_service(node, srv.Query, "/obsmem/query", timeout=60)
        answer = call_service(node, query, srv.Query.Request(question="Where is the laptop?"), timeout=30)
        assert answer.known and answer.value == "sofa_1"
        assert answer.intent == "current_state"
        assert "e1" in [e.id for e in answer.evidence]
        state = call_service(node, wait_for_service(node, srv.GetState, "/obsmem/get_state"),
                             srv.GetState.Request(entity="laptop_1", attribute="location", include_reported=True))
        assert [(f.value, f.provenance) for f in state.facts] == [("sofa_1", "observed"), ("desk_1", "reported")]
        assert state.facts[1].reporter == "bob"


def test_memory_node_counts_malformed_messages_and_keeps_running(memory_process):
    bad = event_to_world_event(event_from_json(dict(EVENTS[0], id="bad-1"), CONFIG))
    bad.kind = "teleport"
    with ros_node("test_client_bad") as node:
        stats = _publish_and_wait(node, [bad, EVENTS[0]])
        assert (stats.rejected, stats.ingested) == (1, 1)
        assert memory_process.alive()
        assert "rejected event 'bad-1'" in memory_process.output()


def test_memory_node_reopens_its_store_after_a_restart(tmp_path):
    params = {"db_path": str(tmp_path / "home.db")}
    with NodeProcess.from_spec(load_graph().node("memory"), params=params):
        with ros_node("writer") as node:
            _publish_and_wait(node, EVENTS[:2])
    with NodeProcess.from_spec(load_graph().node("memory"), params=params):
        with ros_node("reader") as node:
            stats = call_service(node, wait_for_service(node, srv.MemoryStats, "/obsmem/stats", timeout=60),
                                 srv.MemoryStats.Request())
            assert stats.stored_events == 2
            history = call_service(node, wait_for_service(node, srv.GetHistory, "/obsmem/get_history"),
                                   srv.GetHistory.Request(entity="laptop_1", attribute="location"))
            assert [f.value for f in history.history] == ["sofa_1", "desk_1"]


def test_memory_node_forgets_a_person_on_request_and_keeps_no_trace(memory_process, tmp_path):
    from builtin_interfaces.msg import Time

    with ros_node("forget_client") as node:
        _publish_and_wait(node, EVENTS)
        forget = wait_for_service(node, srv.Forget, "/obsmem/forget", timeout=60)
        empty = call_service(node, forget, srv.Forget.Request(requested_by="parent_app"), timeout=30)
        assert not empty.success and "set at least one of person, entity or between" in empty.error
        day = Time(sec=1772409600)  # 2026-03-02T00:00:00Z: the window holds e1 and e2
        done = call_service(node, forget, srv.Forget.Request(person="bob", use_window=True, window_start=day,
                                                             window_end=Time(sec=day.sec + 86399),
                                                             requested_by="parent_app"), timeout=60)
        assert done.success and done.error == "" and len(done.audit_id) == 32
        assert done.events_removed == 1 and json.loads(done.removed_json)["facts"] == 1
        state = call_service(node, wait_for_service(node, srv.GetState, "/obsmem/get_state"),
                             srv.GetState.Request(entity="laptop_1", attribute="location", include_reported=True))
        assert [(f.value, f.provenance) for f in state.facts] == [("sofa_1", "observed")]
        stats = call_service(node, wait_for_service(node, srv.MemoryStats, "/obsmem/stats"), srv.MemoryStats.Request())
        assert stats.stored_events == 1
    for path in tmp_path.iterdir():
        if path.name.startswith("home.db"):
            assert b"desk" not in path.read_bytes().lower(), path.name
    assert memory_process.alive()


def test_memory_node_validates_parameter_changes(memory_process):
    from rcl_interfaces.msg import Parameter as ParameterMsg
    from rcl_interfaces.msg import ParameterType, ParameterValue
    from rcl_interfaces.srv import SetParameters

    def set_param(node, name, value):
        msg_value = ParameterValue(type=ParameterType.PARAMETER_INTEGER, integer_value=value)
        client = wait_for_service(node, SetParameters, "/memory/set_parameters", timeout=60)
        reply = call_service(node, client, SetParameters.Request(parameters=[ParameterMsg(name=name, value=msg_value)]))
        return reply.results[0]

    with ros_node("param_client") as node:
        assert set_param(node, "default_k", 3).successful
        bad = set_param(node, "default_k", 0)
        assert not bad.successful and "must be an integer >= 1" in bad.reason
        frozen = set_param(node, "lambda_i", 5)
        assert not frozen.successful and "read at start-up" in frozen.reason


def test_memory_node_publishes_belief_changes(memory_process):
    from obsmem_ros.nodes import BELIEF_CHANGES, spin_until

    received = []
    with ros_node("belief_listener") as node:
        sub = node.create_subscription(msg.BeliefStatus, "obsmem/belief_changes", received.append, BELIEF_CHANGES)
        spin_until(node, lambda: sub.get_publisher_count() > 0, 30.0, "the belief publisher")
        _publish_and_wait(node, EVENTS)
        spin_until(node, lambda: any(b.entity == "laptop_1" and b.label == "stale" for b in received), 20.0,
                   "a stale belief about the laptop")
    laptop = [(b.attribute, b.label) for b in received if b.entity == "laptop_1"]
    assert ("location", "stale") in laptop
    assert all(b.status == msg.BeliefStatus.STALE for b in received if b.label == "stale")


def test_memory_node_restricts_a_query_to_the_requested_views(memory_process):
    with ros_node("views_client") as node:
        _publish_and_wait(node, EVENTS)
        query = wait_for_service(node, srv.Query, "/obsmem/query", timeout=60)
        answer = call_service(node, query, srv.Query.Request(question="Where is the laptop?", views=["state"]), timeout=30)
        assert answer.error == "" and answer.known and answer.value == "sofa_1"
        assert answer.evidence and {e.view for e in answer.evidence} == {"state"}


def test_memory_node_rejects_an_unknown_view_naming_the_known_ones(memory_process):
    with ros_node("bad_views_client") as node:
        query = wait_for_service(node, srv.Query, "/obsmem/query", timeout=60)
        answer = call_service(node, query, srv.Query.Request(question="Where is the laptop?", views=["state", "teleport"]),
                              timeout=30)
    assert "unknown view 'teleport'" in answer.error
    assert "known views: event, state, belief, commitment, entity, episode, knowledge, task" in answer.error
    assert not answer.known and not answer.evidence


def test_memory_node_answers_through_the_configured_llm_endpoint(tmp_path, chat_server, monkeypatch):
    monkeypatch.setenv("NODE_TEST_LLM_KEY", "sekrit")  # inherited by the node process
    chat_server.replies = {
        "planner": {"intent": "current_state", "targets": ["laptop"], "attribute": "location", "keywords": ["laptop"]},
        "selector": {"ids": ["e1"]},
        "answerer": {"answer": "On the sofa, says the endpoint.", "value": "sofa_1", "value_type": "entity", "known": True}}
    params = {"db_path": str(tmp_path / "home.db"), "llm.backend": "openai", "llm.url": chat_server.url,
              "llm.model": "tiny-test", "llm.api_key_env": "NODE_TEST_LLM_KEY", "llm.fallback": "raise"}
    with NodeProcess.from_spec(load_graph().node("memory"), params=params), ros_node("llm_client") as node:
        _publish_and_wait(node, EVENTS)
        query = wait_for_service(node, srv.Query, "/obsmem/query", timeout=60)
        answer = call_service(node, query, srv.Query.Request(question="Where is the laptop?"), timeout=30)
    assert answer.error == ""
    assert (answer.answer, answer.value, answer.intent) == ("On the sofa, says the endpoint.", "sofa_1", "current_state")
    assert [e.id for e in answer.evidence] == ["e1"]
    assert [r["body"]["model"] for r in chat_server.requests] == ["tiny-test"] * 3
    assert all(r["headers"]["Authorization"] == "Bearer sekrit" for r in chat_server.requests)
    assert chat_server.problems == []


def _exit_of(proc: NodeProcess, timeout: float = 60.0) -> int:
    """The exit code of a node process expected to stop by itself."""
    deadline = time.monotonic() + timeout
    while proc.alive() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not proc.alive(), f"the node kept running: {proc.output()[-500:]}"
    return proc.stop()


@pytest.mark.parametrize("params, field", [
    ({"llm.backend": "openai", "llm.model": "m"}, "LLMConfig.url=''"),
    ({"llm.backend": "gpt"}, "LLMSettings.backend='gpt'"),
])
def test_memory_node_refuses_an_invalid_llm_setting_naming_the_field(tmp_path, params, field):
    proc = NodeProcess.from_spec(load_graph().node("memory"), params={"db_path": str(tmp_path / "home.db"), **params})
    with proc:
        assert _exit_of(proc) == 1
        assert field in proc.output()

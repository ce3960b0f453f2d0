"""obsmem_interfaces: every message, service and action imports and round-trips through rclpy serialization."""
from __future__ import annotations

from pathlib import Path

import pytest
from rclpy.serialization import deserialize_message, serialize_message

from obsmem_interfaces import action, msg, srv

ROOT = Path(__file__).resolve().parents[1]
IFACE = ROOT / "src" / "obsmem_interfaces"

MSGS = sorted(p.stem for p in (IFACE / "msg").glob("*.msg"))
SRVS = sorted(p.stem for p in (IFACE / "srv").glob("*.srv"))
ACTIONS = sorted(p.stem for p in (IFACE / "action").glob("*.action"))

REQUIRED = {
    "msg": {"WorldEvent", "SegmentRecord", "StateFact", "Evidence", "BeliefStatus", "Commitment", "PlanStep", "Plan"},
    "srv": {"Query", "Ground", "GetState", "GetHistory", "SearchObjects", "GetObjectHistory",
            "GetRoutineSkill", "GetPreferences", "SearchActivities"},
    "action": {"ExecutePlan", "ExecuteTask"},
}


def test_every_required_interface_is_defined():
    assert REQUIRED["msg"] <= set(MSGS)
    assert REQUIRED["srv"] <= set(SRVS)
    assert REQUIRED["action"] <= set(ACTIONS)


@pytest.mark.parametrize("path", sorted(IFACE.glob("*/*.*")), ids=lambda p: p.name)
def test_every_field_is_commented(path):
    for line in path.read_text().splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#") or stripped == "---":
            continue
        assert "#" in stripped, f"{path.name}: field without a comment: {stripped!r}"


def _stamp(sec: int):
    from builtin_interfaces.msg import Time

    return Time(sec=sec, nanosec=123)


def test_world_event_round_trips_with_nested_facts():
    fact = msg.StateFact(entity="laptop_1", attribute="location", value="sofa_1", value_type="entity",
                         stamp=_stamp(10), provenance="observed", evidence_ids=["e1"])
    event = msg.WorldEvent(id="e1", stamp=_stamp(10), kind=msg.WorldEvent.KIND_ACTION, actor="robot", verb="place",
                           objects=["laptop_1", "sofa_1"], location="living_room", observers=["robot", "bob"],
                           text="The robot put the laptop on the sofa.", deltas=[fact], session_id="d001",
                           source="sim", extras_json='{"q": "\\"quoted\\""}')
    back = deserialize_message(serialize_message(event), msg.WorldEvent)
    assert back == event
    assert back.deltas[0].value == "sofa_1"
    assert msg.WorldEvent.KIND_UTTERANCE == "utterance"


def test_segment_record_round_trips_with_actions_objects_and_speech():
    record = msg.SegmentRecord(
        id="P03_101-0003", participant="P03", session_id="P03_101", start=_stamp(30), end=_stamp(40),
        backend="annotation",
        actions=[msg.ObservedAction(verb="open", noun="fridge", all_nouns=["fridge"], start=_stamp(31), end=_stamp(33),
                                    narration="open fridge", confidence=1.0)],
        objects=[msg.ObservedObject(name="mug", attributes=["blue"], location="counter", confidence=0.75)],
        utterances=[msg.Utterance(speaker="alice", text="the milk is in the fridge", confidence=0.5)],
        frame_count=20, confidence=0.25,
    )
    assert deserialize_message(serialize_message(record), msg.SegmentRecord) == record


def test_plan_round_trips_with_preconditions_and_effects():
    pre = msg.StateFact(entity="fridge_1", attribute="state", value="open", value_type="str")
    step = msg.PlanStep(action="pick", target="milk_1", source="fridge_1", preconditions=[pre],
                        effects=[msg.StateFact(entity="milk_1", attribute="held_by", value="robot")],
                        evidence_ids=["e7"], grounded=True, note="milk was last seen in the fridge")
    plan = msg.Plan(id="p1", instruction="bring me the milk", goal_ids=["g1"], steps=[step], grounded=True)
    assert deserialize_message(serialize_message(plan), msg.Plan) == plan


def test_belief_status_constants_are_distinct():
    values = {msg.BeliefStatus.FRESH, msg.BeliefStatus.STALE, msg.BeliefStatus.UNCERTAIN,
              msg.BeliefStatus.CONTRADICTED, msg.BeliefStatus.UNKNOWN}
    assert len(values) == 5


@pytest.mark.parametrize("name", SRVS)
def test_service_request_and_response_round_trip(name):
    service = getattr(srv, name)
    for part in (service.Request(), service.Response()):
        assert deserialize_message(serialize_message(part), type(part)) == part


def test_query_response_carries_typed_answer_and_evidence():
    response = srv.Query.Response(
        known=True, answer="Bob said so.", value="bob", value_type="person", intent="source",
        belief=msg.BeliefStatus(status=msg.BeliefStatus.STALE, label="stale"),
        evidence=[msg.Evidence(id="e9", view="event", text="Bob: the laptop is on the desk", provenance="reported",
                               reporter="bob", score=0.9)],
        latency_ms=1.5,
    )
    back = deserialize_message(serialize_message(response), srv.Query.Response)
    assert back.evidence[0].reporter == "bob"
    assert back.belief.label == "stale"


@pytest.mark.parametrize("name", ACTIONS)
def test_action_goal_result_feedback_round_trip(name):
    act = getattr(action, name)
    for part in (act.Goal(), act.Result(), act.Feedback()):
        assert deserialize_message(serialize_message(part), type(part)) == part

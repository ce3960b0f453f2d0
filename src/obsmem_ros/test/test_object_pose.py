"""Measured poses in the State view: stored from observations, read at a cutoff, validated at the
edge, and forgotten with their events."""
from __future__ import annotations

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.records import Provenance
from obsmem_ros.core.timefmt import format_iso
from obsmem_ros.errors import InvalidEventError

from .factories import remembered

T0 = 1772442000 * 10**9
S = 10**9


def seen(event_id, entity, t, position, *, extent=(0.1, 0.1, 0.12), location="kitchen", observers=("robot",)):
    return {"id": event_id, "time": T0 + t * S, "kind": "observation", "actor": observers[0], "verb": "observe",
            "objects": [entity], "location": location, "observers": list(observers), "source": "perception",
            "extras": {"pose": {"frame_id": "map", "position": list(position), "orientation": [0, 0, 0.7071068, 0.7071068],
                                "extent": list(extent), "points": 420}}}


def record(event):
    return {**event, "time": format_iso(event["time"])}


@pytest.fixture()
def memory(tmp_path):
    yield from remembered([
        record(seen("e1", "mug_1", 0, (2.0, 0.5, 0.9))), record(seen("e2", "kettle_1", 1, (2.1, -0.3, 0.95))),
        record(seen("e3", "mug_1", 60, (3.5, 1.0, 0.45)))
    ], str(tmp_path / "home.db"), config=EngineConfig(robot_id="robot"))


def test_latest_pose_with_provenance_evidence_and_time(memory):
    pose = memory.pose("mug_1")
    assert (pose.entity, pose.frame_id, pose.position, pose.extent, pose.points) == \
        ("mug_1", "map", (3.5, 1.0, 0.45), (0.1, 0.1, 0.12), 420)
    assert (pose.provenance, pose.evidence_id, pose.time_ns) == (Provenance.OBSERVED, "e3", T0 + 60 * S)
    assert pose.orientation == pytest.approx((0, 0, 0.70710678, 0.70710678))


def test_pose_at_a_cutoff_and_every_latest_pose(memory):
    assert memory.pose("mug_1", as_of_ns=T0 + 30 * S).position == (2.0, 0.5, 0.9)
    assert memory.pose("mug_1", as_of_ns=T0 - 1) is None
    assert memory.pose("sofa_1") is None
    assert {p.entity: p.evidence_id for p in memory.poses()} == {"kettle_1": "e2", "mug_1": "e3"}
    assert [p.entity for p in memory.poses(at_ns=T0)] == ["mug_1"]


def test_an_unobserved_event_stores_no_pose(memory):
    memory.ingest([record(seen("e9", "cup_1", 70, (0, 0, 0), observers=("alice",)))])
    assert memory.pose("cup_1") is None


@pytest.mark.parametrize("pose, field", [
    ({"frame_id": "map", "position": [1, 2], "orientation": [0, 0, 0, 1], "extent": [1, 1, 1]}, "extras.pose.position"),
    ({"frame_id": "", "position": [1, 2, 3], "orientation": [0, 0, 0, 1], "extent": [1, 1, 1]}, "extras.pose.frame_id"),
    ({"frame_id": "map", "position": [1, 2, float("nan")], "orientation": [0, 0, 0, 1], "extent": [1, 1, 1]},
     "extras.pose.position"),
    ({"frame_id": "map", "position": [1, 2, 3], "orientation": [0, 0, 0, 0], "extent": [1, 1, 1]},
     "extras.pose.orientation"),
    ({"frame_id": "map", "position": [1, 2, 3], "orientation": [0, 0, 0, 1], "extent": [1, -1, 1]}, "extras.pose.extent"),
])
def test_a_bad_pose_is_rejected_naming_the_field_and_nothing_is_stored(memory, pose, field):
    bad = record(seen("bad", "mug_1", 90, (0, 0, 0)))
    bad["extras"] = {"pose": pose}
    with pytest.raises(InvalidEventError, match=field.replace(".", r"\.")) as caught:
        memory.ingest([bad])
    assert caught.value.field == field
    assert memory.pose("mug_1").evidence_id == "e3"


def test_forgetting_an_entity_forgets_its_poses(memory):
    report = memory.forget(entity="mug_1", requested_by="alice")
    assert report.audit.removed["poses"] == 2
    assert memory.pose("mug_1") is None and memory.pose("mug_1", as_of_ns=T0 + 30 * S) is None
    assert memory.pose("kettle_1").evidence_id == "e2"


def test_forgetting_a_time_span_keeps_the_poses_outside_it(memory):
    memory.forget(between=(T0 + 50 * S, T0 + 70 * S), requested_by="alice")
    assert memory.pose("mug_1").evidence_id == "e1"

"""Ground returns the target's last measured pose (or an invalid one when memory holds none)."""
from __future__ import annotations

import pytest
from obsmem_interfaces.srv import Ground
from obsmem_ros import Memory
from obsmem_ros.core import EngineConfig, format_iso

from mimir_grounding.core import ObsMemWorldMemory, ground_text
from mimir_grounding.nodes.convert import ground_response

T0 = 1772442000 * 10**9


def _seen(event_id, entity, parent, t, pose=None):
    extras = {"pose": {"frame_id": "map", "position": pose, "orientation": [0, 0, 0, 1], "extent": [0.1, 0.1, 0.12],
                       "points": 300}} if pose else {}
    return {"id": event_id, "time": format_iso(T0 + t * 10**9), "kind": "observation", "actor": "robot",
            "verb": "observe", "objects": [entity], "location": "kitchen", "observers": ["robot"],
            "source": "perception", "deltas": [{"entity": entity, "attribute": "location", "value": parent}],
            "extras": extras}


@pytest.fixture()
def world(tmp_path):
    with Memory(str(tmp_path / "home.db"), config=EngineConfig(robot_id="robot")) as memory:
        memory.ingest([_seen("e1", "mug_1", "counter_1", 0), _seen("e2", "mug_1", "counter_1", 5, [2.0, 0.5, 0.91]),
                       _seen("e3", "kettle_1", "counter_1", 6)])
        yield ObsMemWorldMemory(memory, robot_id="robot")


def test_ground_answer_and_response_carry_the_measured_pose(world):
    answer = ground_text(world, "bring me the mug", requester="alice")
    assert answer["grounded"] and answer["target_entity"] == "mug_1" and answer["source_entity"] == "counter_1"
    assert answer["pose"]["position"] == [2.0, 0.5, 0.91] and answer["pose"]["evidence_id"] == "e2"
    response = ground_response(answer, Ground.Response())
    pose = response.pose
    assert pose.valid and pose.frame_id == "map" and pose.provenance == "observed" and pose.evidence_id == "e2"
    assert list(pose.position) == [2.0, 0.5, 0.91] and list(pose.extent) == pytest.approx([0.1, 0.1, 0.12])
    assert pose.stamp.sec == (T0 + 5 * 10**9) // 10**9


def test_a_target_without_a_measured_pose_gets_an_invalid_one(world):
    answer = ground_text(world, "bring me the kettle", requester="alice")
    assert answer["grounded"] and answer["pose"] is None
    assert not ground_response(answer, Ground.Response()).pose.valid

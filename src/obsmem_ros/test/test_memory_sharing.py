"""Two processes sharing one store (memory node and planner): each sees the other's writes."""
from __future__ import annotations

from obsmem_ros.core.memory import Memory


def _event(event_id: str, minute: int, entity: str, place: str) -> dict:
    return {"id": event_id, "time": f"2026-03-02T07:{minute:02d}:00+00:00", "kind": "action", "actor": "robot",
            "verb": "place", "objects": [entity, place], "location": "study", "observers": ["robot"],
            "text": f"The robot put the {entity} on the {place}.", "session_id": "d1", "source": "sim",
            "deltas": [{"entity": entity, "attribute": "location", "value": place, "value_type": "entity"}]}


def test_a_second_writer_is_noticed_and_caches_reload(tmp_path):
    db = str(tmp_path / "home.db")
    with Memory(db) as node_side, Memory(db) as planner_side:
        node_side.ingest([_event("e1", 0, "laptop_1", "sofa_1")])
        assert node_side.refresh() is False
        planner_side.ingest([_event("e2", 5, "mug_1", "desk_1")])
        assert node_side.refresh() is True
        assert node_side.resolve_entity("mug") == ["mug_1"]
        assert node_side.state("mug_1", "location").current.value == "desk_1"
        report = node_side.ingest([_event("e2", 5, "mug_1", "desk_1"), _event("e3", 9, "mug_1", "shelf_1")])
        assert (report.accepted, report.duplicates) == (1, 1)
        assert [f.value for f in planner_side.history("mug_1", "location")] == ["desk_1", "shelf_1"]
        mug = node_side.entity("mug_1")
        assert (mug.observations, mug.location) == (2, "shelf_1")
        assert node_side.stats().edit_ops["add"] == 5  # laptop, sofa, mug, desk, shelf: each added once

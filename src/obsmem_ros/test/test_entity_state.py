"""The entity editor's state survives a JSON round trip and keeps editing identically."""
import json

import pytest

from obsmem_ros.core.views.entity import EditOp, EntityEditError, EntityEditor, EntityMemoryState, EntityObservation

S = 1_000_000_000


def test_state_round_trips_through_json_and_resumes_identity_resolution():
    editor = EntityEditor()
    editor.edit(EntityObservation("P03", "kettle", 1 * S, location="counter", session_id="P03_101"))
    editor.edit(EntityObservation("P03", "kettle", 2 * S, location="sink", session_id="P03_102"))
    restored = EntityEditor(state=EntityMemoryState.from_dict(json.loads(json.dumps(editor.state.to_dict()))))
    decision = restored.edit(EntityObservation("P03", "kettle", 3 * S, location="sink"))
    assert decision.op is EditOp.NOOP and decision.entity_id == "P03/kettle#1"
    kettle = restored.get("P03/kettle#1")
    assert kettle.sessions == ["P03_101", "P03_102"] and [v.location for v in kettle.trail] == ["counter", "sink"]
    assert [d.op for d in restored.decisions_for("P03/kettle#1")] == [EditOp.ADD, EditOp.UPDATE, EditOp.NOOP]
    assert restored.stats("P03").observations == 3


def test_unknown_state_format_is_rejected():
    with pytest.raises(EntityEditError, match="format=99"):
        EntityMemoryState.from_dict({"format": 99})

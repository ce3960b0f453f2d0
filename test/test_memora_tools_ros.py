"""MEMORA's typed tools answer through the memory node's services, from another process, over a
memory built from real EPIC-KITCHENS narrations (`memora build --db`)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from obsmem_interfaces import srv
from obsmem_ros.nodes import call_service, ros_node, wait_for_service
from worldlines_sim_bridge import NodeProcess, load_graph

pytestmark = pytest.mark.ros
SLICE = Path(__file__).resolve().parents[1] / "src" / "memora_perception" / "test" / "data" / "epic_p03_slice.csv"


@pytest.fixture(scope="module")
def p03_store(tmp_path_factory) -> Path:
    db = tmp_path_factory.mktemp("memora") / "p03.db"
    subprocess.run([str(Path(sys.executable).parent / "memora"), "build", "--annotations", str(SLICE),
                    "--participant", "P03", "--db", str(db)], check=True, capture_output=True, timeout=300)
    return db


def _call(node, kind, name, request):
    return call_service(node, wait_for_service(node, kind, name, timeout=60), request, timeout=30)


def test_memora_tools_answer_through_the_memory_node(p03_store):
    with NodeProcess.from_spec(load_graph().node("memory"), params={"db_path": str(p03_store)}):
        with ros_node("memora_tools_client") as node:
            objects = _call(node, srv.SearchObjects, "/obsmem/search_objects", srv.SearchObjects.Request(query="knife"))
            assert objects.objects and "knife" in objects.objects[0].name
            history = _call(node, srv.GetObjectHistory, "/obsmem/get_object_history",
                            srv.GetObjectHistory.Request(object=objects.objects[0].id))
            assert history.found and history.interactions
            assert all(e.session_id.startswith("P03_") for e in history.interactions)
            routines = _call(node, srv.GetRoutineSkill, "/obsmem/get_routine_skill", srv.GetRoutineSkill.Request(goal=""))
            assert routines.found and routines.routines[0].steps and routines.routines[0].count >= 2
            prefs = _call(node, srv.GetPreferences, "/obsmem/get_preferences", srv.GetPreferences.Request(person="P03"))
            assert prefs.preferences and all(0.0 < p.confidence <= 1.0 for p in prefs.preferences)
            acts = _call(node, srv.SearchActivities, "/obsmem/search_activities",
                         srv.SearchActivities.Request(query="wash the knife", k=3))
            assert 0 < len(acts.activities) <= 3
            assert any("wash" in a.text for a in acts.activities)


def test_unknown_object_history_is_an_error_not_a_crash(p03_store):
    with NodeProcess.from_spec(load_graph().node("memory"), params={"db_path": str(p03_store)}) as proc:
        with ros_node("memora_tools_client_bad") as node:
            reply = _call(node, srv.GetObjectHistory, "/obsmem/get_object_history",
                          srv.GetObjectHistory.Request(object="unicorn saddle"))
            assert not reply.found and "unicorn saddle" in reply.error
        assert proc.alive()

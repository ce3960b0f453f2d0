"""Across processes: Ground answers another process; ExecuteTask -> ExecutePlan runs a plan end to end."""
from __future__ import annotations

from contextlib import contextmanager

import pytest

pytest.importorskip("rclpy")

from obsmem_interfaces.action import ExecuteTask  # noqa: E402
from obsmem_interfaces.srv import Ground  # noqa: E402
from obsmem_ros.nodes import call_service, ros_node, run_action, wait_for_service  # noqa: E402

from worldlines_sim_bridge.graph.processes import NodeProcess  # noqa: E402

pytestmark = pytest.mark.ros


def _misremembered_laptop(home) -> None:
    """Memory says the robot saw Alice's laptop on the bed; in the controller's world it is on the sofa."""
    from obsmem_ros.core import format_iso

    home.walk("bedroom")
    home.walk("hallway")
    home.memory.ingest([{"id": "seen-on-bed", "time": format_iso(home.sim.now_ns + 1_000_000_000),
                         "kind": "observation", "actor": "robot", "verb": "observe", "objects": ["laptop_2"],
                         "location": "bedroom", "observers": ["robot"], "source": "sim",
                         "deltas": [{"entity": "laptop_2", "attribute": "location", "value": "bed_1",
                                     "value_type": "entity"}]}])


@contextmanager
def _graph(tmp_path, home):
    """The planner (over the home's memory) and the simulated manipulator as two processes, plus a client."""
    rooms = list(home.rooms)
    home.close()
    planner = NodeProcess("mimir_grounding", "planner_node", name="planner",
                          params={"db_path": str(tmp_path / "home.db"), "rooms": rooms, "start_room": "hallway"})
    controller = NodeProcess("worldlines_sim_bridge", "sim_controller_node", name="sim_controller",
                             params={"home": "maple_house", "start_time": "2026-03-02T09:00:00+00:00"})
    with planner, controller:
        with ros_node("mimir_test_client") as node:
            yield node, planner, controller


@pytest.fixture()
def graph(tmp_path, home):
    with _graph(tmp_path, home) as parts:
        yield parts


@pytest.fixture()
def misremembering_graph(tmp_path, home):
    _misremembered_laptop(home)
    with _graph(tmp_path, home) as parts:
        yield parts


def test_ground_answers_binding_with_evidence_or_reason_across_processes(graph):
    node, planner, _ = graph
    client = wait_for_service(node, Ground, "/mimir/ground", timeout=60.0)
    bound = call_service(node, client, Ground.Request(goal="put my laptop on the desk", requester="alice"),
                         timeout=30.0)
    assert bound.grounded, planner.output()
    assert (bound.target_entity, bound.source_entity, bound.destination_entity) == ("laptop_2", "sofa_1", "desk_1")
    assert bound.evidence and bound.belief.label == "fresh"
    refused = call_service(node, client, Ground.Request(goal="bring me the watering can", requester="alice"),
                           timeout=30.0)
    assert not refused.grounded and refused.reason.startswith("no_candidate")
    assert refused.fallback_steps and refused.fallback_steps[-1].action == "explore"


def test_execute_task_runs_the_plan_through_the_controller_process(graph):
    node, planner, controller = graph
    dry = run_action(node, ExecuteTask, "/mimir/execute_task",
                     ExecuteTask.Goal(instruction="please put my laptop on the desk", requester="alice", dry_run=True),
                     timeout=60.0)
    assert dry.success and dry.plan.grounded and [s.action for s in dry.plan.steps][1] == "pick"
    feedback = []
    result = run_action(node, ExecuteTask, "/mimir/execute_task",
                        ExecuteTask.Goal(instruction="please put my laptop on the desk", requester="alice"),
                        timeout=120.0, feedback=feedback.append)
    assert result.success, planner.output() + controller.output()
    assert list(result.goal_status) == ["done"]
    assert [s.action for s in result.plan.steps] == ["navigate", "pick", "navigate", "place"]
    assert {"grounding", "planning", "executing", "done"} <= {f.phase for f in feedback}


def test_failed_step_across_processes_replans_from_what_the_robot_saw(misremembering_graph):
    node, planner, controller = misremembering_graph
    result = run_action(node, ExecuteTask, "/mimir/execute_task",
                        ExecuteTask.Goal(instruction="put my laptop on the desk", requester="alice"), timeout=120.0)
    assert result.success, planner.output() + controller.output()
    assert result.replans >= 1
    actions = [(s.action, s.target, s.source) for s in result.plan.steps]
    assert actions[:2] == [("navigate", "bedroom", ""), ("pick", "laptop_2", "bed_1")]
    assert ("pick", "laptop_2", "sofa_1") in actions and actions[-1][0] == "place"


def test_planner_node_refuses_an_invalid_llm_setting_naming_the_field(tmp_path):
    import time

    planner = NodeProcess("mimir_grounding", "planner_node", name="planner",
                          params={"db_path": str(tmp_path / "home.db"), "llm.backend": "openai", "llm.model": "m"})
    with planner:
        deadline = time.monotonic() + 60.0
        while planner.alive() and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not planner.alive(), planner.output()[-500:]
        assert planner.stop() == 1
        assert "LLMConfig.url=''" in planner.output()

"""Planner node: the ``Ground`` service and the ``ExecuteTask`` action over world and task memory.

``Ground`` binds a goal to remembered evidence or answers the reason and fallback steps.
``ExecuteTask`` turns an instruction into an agenda (task memory), grounds and plans each goal,
runs the steps through the controller's ``ExecutePlan`` action one at a time with feedback per
step, updates memory from each outcome, and replans after a failed step. Parameters:
``config/planner.yaml``; the instruction decomposer's backend is chosen by the ``llm.<field>``
parameters (the fields of ``obsmem_ros.core.query.LLMSettings``, shared with the memory node), and
with ``llm.backend`` "rules" the ``decomposer`` parameter picks the offline one (rules | language);
``decomposer`` "llm" reads instructions through the language layer's parse from the ``llm.url`` /
``llm.model`` endpoint (offline language parser as fallback).
"""
from __future__ import annotations

import dataclasses
import threading

from rclpy.action import ActionClient, ActionServer, CancelResponse, GoalResponse
from rclpy.callback_groups import ReentrantCallbackGroup
from rclpy.node import Node

from obsmem_interfaces.action import ExecutePlan, ExecuteTask
from obsmem_interfaces.msg import WorldEvent
from obsmem_interfaces.srv import Ground
from obsmem_ros import EngineConfig, Memory, ObsMemError
from obsmem_ros.core import LLMSettings
from obsmem_ros.nodes import event_to_world_event, run_node

from mimir_grounding.core import (DeltaSource, GoalPlanner, GoalPlannerConfig, MimirError, ObsMemWorldMemory,
                                  ParseContext, RunnerConfig, TaskRunner, decomposer_from_settings, entity_rows_from,
                                  ground_text, make_controller, plan_text)
from mimir_grounding.core import Plan as CorePlan
from mimir_grounding.core import PlanStep as CoreStep
from mimir_grounding.nodes import remote_controller  # noqa: F401 - registers the "remote" controller
from mimir_grounding.nodes.convert import constraints_from_json, ground_response, plan_to_msg


class PublishingWorldMemory(ObsMemWorldMemory):
    """World memory that also publishes what it records, so the memory node and other stacks see it."""

    def __init__(self, memory: Memory, *, robot_id: str, publish) -> None:
        super().__init__(memory, robot_id=robot_id)
        self._publish = publish

    def record(self, events) -> None:
        typed = [self.memory.validate(event) for event in events]  # the trace-form records, checked once here
        super().record(typed)
        for event in typed:
            self._publish(event_to_world_event(event))


class PlannerNode(Node):
    """Serves ``Ground`` and ``ExecuteTask``; drives a controller through ``ExecutePlan``."""

    def __init__(self) -> None:
        super().__init__("planner")
        defaults = {"db_path": "", "robot_id": "robot", "rooms": [""], "start_room": "", "deltas": "feedback",
                    "ground_service": "/mimir/ground", "execute_task_action": "/mimir/execute_task",
                    "execute_plan_action": "/mimir/execute_plan", "step_timeout_s": 30.0, "max_steps": 80,
                    "max_replans": 8, "max_searches": 12, "recall_k": 5, "feedback_topic": "controller/feedback",
                    "decomposer": "language",
                    **{f"llm.{f.name}": f.default for f in dataclasses.fields(LLMSettings)}}
        for name, value in defaults.items():
            self.declare_parameter(name, value)
        p = lambda name: self.get_parameter(name).value  # noqa: E731
        if not p("db_path"):
            raise MimirError("planner parameter 'db_path' is empty: name the memory database")
        self.memory = Memory(p("db_path"), config=EngineConfig(robot_id=p("robot_id")))
        publisher = self.create_publisher(WorldEvent, p("feedback_topic"), 100)
        self.world = PublishingWorldMemory(self.memory, robot_id=p("robot_id"), publish=publisher.publish)
        self.planner = GoalPlanner(self.world,
                                   GoalPlannerConfig(robot_id=p("robot_id"), recall_k=int(p("recall_k"))))
        self.runner_config = RunnerConfig(deltas=DeltaSource(p("deltas")), max_steps=int(p("max_steps")),
                                          max_replans=int(p("max_replans")), max_searches=int(p("max_searches")))
        self.rooms = tuple(r for r in p("rooms") if r) or self.world.known_rooms()
        llm = LLMSettings(**{f.name: p(f"llm.{f.name}") for f in dataclasses.fields(LLMSettings)})
        self.decomposer = decomposer_from_settings(llm, routines=self.world.routine_steps, offline=p("decomposer"),
                                                   entities=lambda: entity_rows_from(self.memory))
        self.lock = threading.Lock()  # one task or grounding at a time touches memory
        group = ReentrantCallbackGroup()
        self.controller = make_controller(
            "remote", client=ActionClient(self, ExecutePlan, p("execute_plan_action"), callback_group=group),
            action_name=p("execute_plan_action"), robot_id=p("robot_id"), rooms=self.rooms,
            start_room=p("start_room") or self.memory.robot_location(), timeout_s=float(p("step_timeout_s")))
        self.create_service(Ground, p("ground_service"), self._ground, callback_group=group)
        self._tasks = ActionServer(self, ExecuteTask, p("execute_task_action"), self._execute_task,
                                   goal_callback=lambda _g: GoalResponse.ACCEPT,
                                   cancel_callback=lambda _g: CancelResponse.ACCEPT, callback_group=group)
        self.get_logger().info(f"planner ready: memory {p('db_path')}, deltas from {p('deltas')}")

    def _ground(self, request: Ground.Request, response: Ground.Response) -> Ground.Response:
        try:
            with self.lock:
                answer = ground_text(self.world, request.goal, requester=request.requester, target=request.target,
                                     destination=request.destination,
                                     constraints=constraints_from_json(request.constraints_json),
                                     excluded=list(request.excluded_entities), rooms=self.rooms,
                                     planner=self.planner)
        except (MimirError, ValueError) as err:
            response.grounded, response.reason = False, f"bad request: {err}"
            return response
        return ground_response(answer, response)

    def _execute_task(self, goal_handle):
        request = goal_handle.request
        feedback = lambda gid, phase, index, message: goal_handle.publish_feedback(  # noqa: E731
            ExecuteTask.Feedback(goal_id=gid, phase=phase, step_index=index, message=message))
        try:
            with self.lock:
                result = (self._dry_run(request) if request.dry_run
                          else self._run(request, feedback, lambda: goal_handle.is_cancel_requested))
        except MimirError as err:
            result = ExecuteTask.Result(success=False, reason=str(err))
        if goal_handle.is_cancel_requested:
            goal_handle.canceled()
        else:
            goal_handle.succeed()
        return result

    def _run(self, request, feedback, cancelled) -> ExecuteTask.Result:
        goals = self.decomposer.decompose(request.instruction, ParseContext(requester=request.requester))
        runner = TaskRunner(self.world, self.controller, self.planner, tasks=self.memory.tasks,
                            config=self.runner_config, progress=feedback, should_stop=cancelled)
        outcome = runner.run(request.instruction, goals, requester=request.requester, now_ns=self.controller.now_ns)
        steps = tuple(t.step for t in outcome.trace)
        plan = CorePlan(id=outcome.agenda_id, goal_ids=tuple(outcome.goal_ids), instruction=request.instruction,
                        steps=steps, stamp_ns=self.controller.now_ns)
        failed = [f"{g}: {s} ({r})" for g, s, r in zip(outcome.goal_ids, outcome.statuses, outcome.reasons)
                  if s != "done"]
        return ExecuteTask.Result(success=outcome.success, plan=plan_to_msg(plan), goal_ids=outcome.goal_ids,
                                  goal_status=outcome.statuses, reason="; ".join(failed), replans=outcome.replans)

    def _dry_run(self, request) -> ExecuteTask.Result:
        result = plan_text(self.world, request.instruction, requester=request.requester, rooms=self.rooms,
                           decomposer=self.decomposer, planner=self.planner)
        steps = tuple(CoreStep.from_dict(s) for g in result["goals"] for s in g["steps"])
        refusals = "; ".join(g["refusal"] for g in result["goals"] if g["refusal"])
        plan = CorePlan(id="dry-run", instruction=request.instruction, goal_ids=tuple(g["goal_id"] for g in result["goals"]),
                        steps=steps, refusal=refusals, stamp_ns=self.controller.now_ns)
        return ExecuteTask.Result(success=result["grounded"], plan=plan_to_msg(plan), goal_ids=list(plan.goal_ids),
                                  goal_status=["pending"] * len(plan.goal_ids), reason=refusals)

    def destroy_node(self) -> None:
        self.memory.close()
        super().destroy_node()


def main(args=None) -> None:
    run_node(PlannerNode, args, threads=4, errors=(MimirError, ObsMemError))


if __name__ == "__main__":
    main()

"""A ``Controller`` that runs each step through the ``ExecutePlan`` action of a controller node.

Registered as the ``remote`` controller (``make_controller("remote", client=..., ...)``).

One step per goal, so the planner sees each outcome before the next step. The step's feedback
deltas come back as a ``feedback`` event (provenance inferred: what the step caused) and as
``observation`` events (provenance observed: what the robot then saw), the same events the
in-process simulated manipulator produces.
"""
from __future__ import annotations

import itertools
import time
from collections import defaultdict
from typing import Any, Mapping

from rclpy.action import ActionClient

from obsmem_interfaces.action import ExecutePlan
from obsmem_interfaces.msg import Plan
from obsmem_ros.core import format_iso
from obsmem_ros.nodes import RosCallError, call_action

from mimir_grounding.core import ControllerError, ControllerInfo, PlanStep, StepResult, StepStatus, register_controller
from mimir_grounding.nodes.convert import OBSERVED, msgs_to_facts, step_to_msg

SERVER_TIMEOUT_S = 10.0  # how long a step waits for the controller node's action server to appear


class RemoteController:
    """Drives a controller node through ``ExecutePlan``."""

    def __init__(self, client: ActionClient, action_name: str, *, robot_id: str, rooms: tuple[str, ...],
                 start_room: str, timeout_s: float) -> None:
        self.client, self.action_name, self.timeout_s = client, action_name, timeout_s
        self._info = ControllerInfo(robot_id=robot_id, rooms=rooms)
        self.room = start_room
        self._last_ns = 0
        self._ids = itertools.count(1)

    @property
    def info(self) -> ControllerInfo:
        return self._info

    @property
    def now_ns(self) -> int:
        self._last_ns = max(time.time_ns(), self._last_ns + 1)
        return self._last_ns

    def robot_room(self) -> str:
        return self.room

    def observe(self) -> tuple[Mapping[str, Any], ...]:
        return ()

    def execute(self, step: PlanStep) -> StepResult:
        run = f"plan-{time.time_ns()}-{next(self._ids)}"
        updates: list[Any] = []
        goal = ExecutePlan.Goal(plan=Plan(id=run, steps=[step_to_msg(step)]), stop_on_failure=True)
        try:
            result = call_action(self.client, self.action_name, goal, timeout=self.timeout_s, feedback=updates.append,
                                 server_timeout=SERVER_TIMEOUT_S)
        except RosCallError as err:
            raise ControllerError(f"controller action {self.action_name}: {err}") from err
        facts = [f for u in updates for f in u.deltas]
        caused = msgs_to_facts([f for f in facts if f.provenance != OBSERVED])
        seen = msgs_to_facts([f for f in facts if f.provenance == OBSERVED])
        now = self.now_ns
        for fact in caused:
            if fact["entity"] == self._info.robot_id and fact["attribute"] == "location":
                self.room = fact["value"]
        event = self._event(f"{run}-a", "feedback", step.action.value, [step.target], caused, now, "controller")
        observations = self._observations(run, seen, now)
        status = StepStatus.DONE if result.success else StepStatus.FAILED
        message = updates[-1].message if updates else result.failure_reason
        return StepResult(status, result.failure_reason or message, deltas=tuple(caused),
                          action_event=event if result.success else None, observations=observations,
                          violations=() if result.success else ("controller_failed",), time_ns=now)

    def _event(self, event_id: str, kind: str, verb: str, objects: list[str], deltas: list[dict[str, str]],
               now: int, source: str) -> dict[str, Any]:
        robot = self._info.robot_id
        return {"id": event_id, "time": format_iso(now), "kind": kind, "actor": robot, "verb": verb,
                "objects": [o for o in objects if o], "location": self.room, "observers": [robot],
                "text": f"The robot did {verb} {' '.join(objects)}.".replace("  ", " "), "deltas": deltas,
                "source": source}

    def _observations(self, run: str, seen: list[dict[str, str]], now: int) -> tuple[dict[str, Any], ...]:
        by_entity: dict[str, list[dict[str, str]]] = defaultdict(list)
        for fact in seen:
            by_entity[fact["entity"]].append(fact)
        return tuple(self._event(f"{run}-o{i}", "observation", "observe", [entity], facts, now, "perception")
                     for i, (entity, facts) in enumerate(sorted(by_entity.items())))


register_controller("remote", RemoteController)

"""The ``ExecutePlan`` execution loop shared by the controller nodes (simulated manipulator, G1).

Steps run in order on a core ``Controller``; cancellation is checked before every step; feedback
per step carries the deltas the step caused (provenance inferred) and the facts the robot then
saw (provenance observed).
"""
from __future__ import annotations

from obsmem_interfaces.action import ExecutePlan

from mimir_grounding.core.controller import Controller, StepResult, StepStatus
from mimir_grounding.core.errors import MimirError
from mimir_grounding.nodes.convert import INFERRED, OBSERVED, facts_to_msgs, step_from_msg


def _run_step(controller: Controller, msg) -> StepResult:
    try:
        return controller.execute(step_from_msg(msg))
    except MimirError as err:
        return StepResult(StepStatus.FAILED, str(err), violations=("bad_step",), time_ns=controller.now_ns)


def step_feedback(index: int, outcome: StepResult) -> ExecutePlan.Feedback:
    caused = facts_to_msgs(outcome.deltas, INFERRED, outcome.time_ns,
                           outcome.action_event["id"] if outcome.action_event else "")
    seen = [f for o in outcome.observations for f in facts_to_msgs(o.get("deltas", ()), OBSERVED, outcome.time_ns, o["id"])]
    return ExecutePlan.Feedback(step_index=index, step_status=outcome.status.value, deltas=caused + seen,
                                message=outcome.message)


def execute_plan(goal_handle, controller: Controller) -> ExecutePlan.Result:
    """Run a goal's plan on ``controller``; the action's result (the handle is finished here)."""
    request = goal_handle.request
    result = ExecutePlan.Result(success=True, failed_step=-1)
    for index, msg in enumerate(request.plan.steps):
        if goal_handle.is_cancel_requested:
            goal_handle.canceled()
            result.success, result.failed_step, result.failure_reason = False, index, "cancelled"
            return result
        outcome = _run_step(controller, msg)
        feedback = step_feedback(index, outcome)
        result.deltas.extend(f for f in feedback.deltas if f.provenance == INFERRED)
        goal_handle.publish_feedback(feedback)
        if outcome.ok:
            result.steps_done += 1
            continue
        result.success, result.failed_step, result.failure_reason = False, index, outcome.message
        if request.stop_on_failure:
            break
    goal_handle.succeed()
    return result

"""The one action-client path of the Mimir nodes: send a goal, forward feedback, wait for the result.

Used from inside a callback of a node spun by a ``MultiThreadedExecutor`` (the client in a
``ReentrantCallbackGroup``), so it waits on futures with ``threading.Event`` and never spins.
Every wait has a timeout; ROS outcomes become ``ActionCallError`` with a readable reason.
"""
from __future__ import annotations

import threading
from typing import Any, Callable

from rclpy.action import ActionClient
from rclpy.task import Future

from mimir_grounding.core.errors import ControllerError


class ActionCallError(ControllerError):
    """The action server was missing, rejected the goal, or did not answer in time."""


def _wait(future: Future, timeout_s: float, what: str) -> Any:
    done = threading.Event()
    future.add_done_callback(lambda _f: done.set())
    if not done.wait(timeout_s):
        future.cancel()
        raise ActionCallError(f"timed out after {timeout_s:.1f} s waiting for {what}")
    if future.exception() is not None:
        raise ActionCallError(f"{what} failed: {future.exception()}")
    return future.result()


def call_action(client: ActionClient, name: str, goal: Any, *, timeout_s: float,
                feedback: Callable[[Any], None] | None = None, server_timeout_s: float = 10.0) -> Any:
    """Send ``goal`` to the server ``name`` and return the result message; raises ActionCallError."""
    if not client.wait_for_server(timeout_sec=server_timeout_s):
        raise ActionCallError(f"action server {name} did not appear within {server_timeout_s:.1f} s")
    callback = (lambda msg: feedback(msg.feedback)) if feedback is not None else None
    handle = _wait(client.send_goal_async(goal, feedback_callback=callback), timeout_s,
                   f"{name} to accept the goal")
    if not handle.accepted:
        raise ActionCallError(f"action server {name} rejected the goal")
    wrapped = _wait(handle.get_result_async(), timeout_s, f"the result of {name}")
    return wrapped.result

"""The suite's one set of rclpy calls and waits: a private context, services, actions; every wait bounded.

Two ways to wait on a future, one code path: a caller that owns its node (a test client, the
evaluator, the graph runner) passes ``spin=node`` and the helper spins that node until the
future is done; a caller inside a callback of a node spun by a ``MultiThreadedExecutor`` (the
planner node driving a controller) passes nothing and the helper waits on a ``threading.Event``
while the executor spins. Either way a wait past its timeout raises ``RosCallTimeout`` (also a
``TimeoutError``) naming what it waited for. Uses only rclpy API common to Humble, Jazzy and Kilted.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import rclpy
from rclpy.action import ActionClient
from rclpy.context import Context
from rclpy.executors import SingleThreadedExecutor
from rclpy.node import Node
from rclpy.task import Future

from obsmem_ros.errors import ObsMemError


class RosCallError(ObsMemError):
    """A service or action call failed: the server was missing, rejected the goal, or raised."""


class RosCallTimeout(RosCallError, TimeoutError):
    """A service, node, action server or result did not arrive within its timeout."""


@contextmanager
def ros_node(name: str, *, args: list[str] | None = None) -> Iterator[Node]:
    """A node in its own rclpy context, shut down on exit (safe to nest and repeat in one process)."""
    context = Context()
    rclpy.init(args=args, context=context)
    node = Node(name, context=context)
    try:
        yield node
    finally:
        node.destroy_node()
        rclpy.shutdown(context=context)


def spin_until(node: Node, done: Callable[[], bool], timeout: float, what: str = "a condition") -> None:
    """Spin ``node`` until ``done()`` holds; raises RosCallTimeout naming ``what`` after ``timeout`` s."""
    executor = SingleThreadedExecutor(context=node.context)
    executor.add_node(node)
    deadline = time.monotonic() + timeout
    try:
        while not done():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise RosCallTimeout(f"Timed out after {timeout:.1f} s waiting for {what}.")
            executor.spin_once(timeout_sec=min(0.1, remaining))
    finally:
        executor.remove_node(node)
        executor.shutdown(timeout_sec=1.0)


def wait_for_future(future: Future, timeout: float, what: str, *, spin: Node | None = None) -> Any:
    """The future's result: spinning ``spin`` until it is done, or (no ``spin``) waiting while another
    executor spins; a timeout cancels the future and raises RosCallTimeout, a failure RosCallError."""
    if spin is not None:
        spin_until(spin, future.done, timeout, what)
    else:
        done = threading.Event()
        future.add_done_callback(lambda _f: done.set())
        if not done.wait(timeout):
            future.cancel()
            raise RosCallTimeout(f"Timed out after {timeout:.1f} s waiting for {what}.")
    if future.exception() is not None:
        raise RosCallError(f"{what} failed: {future.exception()}") from future.exception()
    return future.result()


def wait_for_service(node: Node, srv_type: Any, name: str, *, timeout: float = 30.0) -> Any:
    """A client of ``name`` once the service is available; raises RosCallTimeout otherwise."""
    client = node.create_client(srv_type, name)
    if not client.wait_for_service(timeout_sec=timeout):
        node.destroy_client(client)
        raise RosCallTimeout(f"Service {name} did not appear within {timeout:.1f} s.")
    return client


def call_service(node: Node, client: Any, request: Any, *, timeout: float = 30.0) -> Any:
    """Call and wait for the response (spinning ``node``); raises RosCallTimeout when none comes in time."""
    return wait_for_future(client.call_async(request), timeout, f"a response from {client.srv_name}", spin=node)


def wait_for_nodes(node: Node, names: list[str], *, timeout: float = 30.0) -> None:
    """Wait until every node name in ``names`` is visible in the graph."""
    def all_visible() -> bool:
        return set(names) <= set(node.get_node_names())
    spin_until(node, all_visible, timeout, f"nodes {', '.join(names)}")


def call_action(client: ActionClient, name: str, goal: Any, *, timeout: float,
                feedback: Callable[[Any], None] | None = None, server_timeout: float = 30.0,
                spin: Node | None = None) -> Any:
    """Send ``goal`` to the action server ``name``, forward feedback, and return the result message.

    ``spin``: the node to spin while waiting (omit inside a multi-threaded executor's callback).
    Raises RosCallTimeout (server, acceptance or result too late) or RosCallError (goal rejected).
    """
    if not client.wait_for_server(timeout_sec=server_timeout):
        raise RosCallTimeout(f"Action server {name} did not appear within {server_timeout:.1f} s.")
    last_feedback = [time.monotonic()]

    def forward(msg: Any) -> None:
        last_feedback[0] = time.monotonic()
        feedback(msg.feedback)

    handle = wait_for_future(client.send_goal_async(goal, feedback_callback=forward if feedback else None), timeout,
                             f"{name} to accept the goal", spin=spin)
    if not handle.accepted:
        raise RosCallError(f"Action server {name} rejected the goal.")
    result = wait_for_future(handle.get_result_async(), timeout, f"the result of {name}", spin=spin).result
    if feedback is not None and spin is not None:
        _drain_feedback(spin, last_feedback)
    return result


def _drain_feedback(node: Node, last_feedback: list[float], *, quiet_s: float = 0.2, limit_s: float = 1.0) -> None:
    """Feedback and result travel on separate topics, so the last feedback (a "done" phase, say) can
    arrive after the result: spin until no feedback came for ``quiet_s`` (at most ``limit_s``)."""
    start = time.monotonic()
    last_feedback[0] = max(last_feedback[0], start)

    def settled() -> bool:
        now = time.monotonic()
        return now - last_feedback[0] >= quiet_s or now - start >= limit_s
    spin_until(node, settled, limit_s + 1.0, "late feedback")


def run_action(node: Node, action_type: Any, name: str, goal: Any, *, timeout: float = 120.0,
               feedback: Callable[[Any], None] | None = None) -> Any:
    """``call_action`` through a client made (and destroyed) here, spinning ``node`` while waiting."""
    client = ActionClient(node, action_type, name)
    try:
        return call_action(client, name, goal, timeout=timeout, feedback=feedback,
                           server_timeout=min(timeout, 30.0), spin=node)
    finally:
        client.destroy()

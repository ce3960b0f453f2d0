"""rclpy-side helpers for clients of the graph: a private context, waits and calls with timeouts.

One helper per kind of wait (service, node, action result) so no caller copies the
spin-until-done-or-timeout logic. Uses only rclpy API common to Humble, Jazzy and Kilted.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import rclpy
from rclpy.action import ActionClient
from rclpy.context import Context
from rclpy.executors import SingleThreadedExecutor
from rclpy.node import Node

from .errors import GraphError


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
    """Spin ``node`` until ``done()`` holds; raises TimeoutError naming ``what`` after ``timeout`` s."""
    executor = SingleThreadedExecutor(context=node.context)
    executor.add_node(node)
    deadline = time.monotonic() + timeout
    try:
        while not done():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError(f"Timed out after {timeout:.1f} s waiting for {what}.")
            executor.spin_once(timeout_sec=min(0.1, remaining))
    finally:
        executor.remove_node(node)
        executor.shutdown(timeout_sec=1.0)


def wait_for_service(node: Node, srv_type: Any, name: str, *, timeout: float = 30.0) -> Any:
    """A client of ``name`` once the service is available; raises TimeoutError otherwise."""
    client = node.create_client(srv_type, name)
    if not client.wait_for_service(timeout_sec=timeout):
        node.destroy_client(client)
        raise TimeoutError(f"Service {name} did not appear within {timeout:.1f} s.")
    return client


def call_service(node: Node, client: Any, request: Any, *, timeout: float = 30.0) -> Any:
    """Call and wait for the response; raises TimeoutError when none comes in time."""
    future = client.call_async(request)
    spin_until(node, future.done, timeout, f"a response from {client.srv_name}")
    if future.exception() is not None:
        raise GraphError(f"Service {client.srv_name} failed: {future.exception()}") from future.exception()
    return future.result()


def wait_for_nodes(node: Node, names: list[str], *, timeout: float = 30.0) -> None:
    """Wait until every node name in ``names`` is visible in the graph."""
    def all_visible() -> bool:
        return set(names) <= set(node.get_node_names())
    spin_until(node, all_visible, timeout, f"nodes {', '.join(names)}")


def run_action(
    node: Node,
    action_type: Any,
    name: str,
    goal: Any,
    *,
    timeout: float = 120.0,
    feedback: Callable[[Any], None] | None = None,
) -> Any:
    """Send a goal, forward feedback, and return the result message; every wait has a timeout."""
    client = ActionClient(node, action_type, name)
    try:
        if not client.wait_for_server(timeout_sec=min(timeout, 30.0)):
            raise TimeoutError(f"Action server {name} did not appear within {min(timeout, 30.0):.1f} s.")
        callback = (lambda msg: feedback(msg.feedback)) if feedback else None
        send = client.send_goal_async(goal, feedback_callback=callback)
        spin_until(node, send.done, timeout, f"{name} to accept the goal")
        handle = send.result()
        if not handle.accepted:
            raise GraphError(f"Action server {name} rejected the goal.")
        result = handle.get_result_async()
        spin_until(node, result.done, timeout, f"the result of {name}")
        return result.result().result
    finally:
        client.destroy()

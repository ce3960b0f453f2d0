"""One ``main`` body for every node of the suite: init, build, spin, clean shutdown.

SIGINT / SIGTERM make ``spin`` raise ``ExternalShutdownException`` (or ``KeyboardInterrupt``):
both end the node cleanly. A domain error raised while building the node (bad parameters, a
store that cannot be opened) prints one line and exits with status 1, never a stack trace; so
does a missing or incomplete SROS2 enclave when security is enforced (checked before ``init``).
"""
from __future__ import annotations

import sys
from typing import Any, Callable, Optional, Tuple, Type

import rclpy
from rclpy.executors import ExternalShutdownException, MultiThreadedExecutor
from rclpy.node import Node

from obsmem_ros.nodes.enclave import EnclaveError, require_enclave


def run_node(make_node: Callable[[], Node], args: Optional[Any] = None, *, threads: int = 0,
             errors: Tuple[Type[BaseException], ...] = ()) -> None:
    """Spin the node ``make_node`` builds until shutdown (``threads`` > 0: a MultiThreadedExecutor
    with that many threads, for nodes whose callbacks wait on other callbacks)."""
    try:
        require_enclave(sys.argv if args is None else args)
    except EnclaveError as err:
        print(f"{getattr(make_node, '__name__', 'node')}: error: {err}", file=sys.stderr)
        raise SystemExit(1) from err
    rclpy.init(args=args)
    node: Optional[Node] = None
    try:
        node = make_node()
        if threads:
            executor = MultiThreadedExecutor(num_threads=threads)
            executor.add_node(node)
            executor.spin()
        else:
            rclpy.spin(node)
    except (KeyboardInterrupt, ExternalShutdownException):
        pass
    except errors as err:
        print(f"{getattr(make_node, '__name__', 'node')}: error: {err}", file=sys.stderr)
        raise SystemExit(1) from err
    finally:
        if node is not None:
            node.destroy_node()
        if rclpy.ok():
            rclpy.shutdown()

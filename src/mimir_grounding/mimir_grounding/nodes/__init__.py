"""ROS 2 nodes of mimir_grounding: thin adapters over the core (the only place rclpy is imported).

The face other packages' controller nodes use: ``execute_plan`` serves one ``ExecutePlan`` goal on
any ``Controller`` (choose it with ``mimir_grounding.core.make_controller``); importing this package
also registers the ``remote`` controller (a controller node driven through ``ExecutePlan``).
"""
from mimir_grounding.nodes.plan_server import execute_plan, step_feedback
from mimir_grounding.nodes.remote_controller import RemoteController

__all__ = ["RemoteController", "execute_plan", "step_feedback"]

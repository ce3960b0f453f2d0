"""ROS 2 nodes of obsmem_ros: thin adapters over the core (the only place rclpy is imported).

The face other packages' nodes use: message <-> record conversions (``convert``), the suite's
named QoS profiles (``qos``), the one node ``main`` body (``spin.run_node``) and the one set of
rclpy calls with bounded waits (``ros_calls``: a private-context node, services, actions), and the
SROS2 enclave check every node runs before ``init`` (``enclave``).
"""
from obsmem_ros.nodes.convert import (ConversionError, event_to_world_event, iso_to_time, ns_to_time, time_to_ns,
                                      world_event_to_event)
from obsmem_ros.nodes.enclave import ENCLAVE_FILES, EnclaveError, require_enclave
from obsmem_ros.nodes.qos import BELIEF_CHANGES, EVENT_STREAM
from obsmem_ros.nodes.ros_calls import (RosCallError, RosCallTimeout, call_action, call_service, ros_node, run_action,
                                        spin_until, wait_for_future, wait_for_nodes, wait_for_service)
from obsmem_ros.nodes.spin import run_node

__all__ = [
    "BELIEF_CHANGES", "ConversionError", "ENCLAVE_FILES", "EVENT_STREAM", "EnclaveError", "RosCallError", "RosCallTimeout", "call_action",
    "call_service", "event_to_world_event", "iso_to_time", "ns_to_time", "require_enclave", "ros_node", "run_action", "run_node",
    "spin_until", "time_to_ns", "wait_for_future", "wait_for_nodes", "wait_for_service", "world_event_to_event",
]

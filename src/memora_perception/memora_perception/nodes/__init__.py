"""ROS 2 nodes of memora_perception: thin adapters over the core (the only place rclpy is imported).

The face for other stacks and the workspace's cross-process tests: the perception node's segment
QoS and the ``SegmentRecord`` / ``Image`` conversions.
"""
from memora_perception.nodes.convert import msg_to_segment, rgb_to_image, segment_to_msg
from memora_perception.nodes.perception_node import SEGMENT_QOS

__all__ = ["SEGMENT_QOS", "msg_to_segment", "rgb_to_image", "segment_to_msg"]

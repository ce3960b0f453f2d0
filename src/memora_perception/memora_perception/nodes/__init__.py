"""ROS 2 nodes of memora_perception: thin adapters over the core (the only place rclpy is imported).

The face for other stacks and the workspace's cross-process tests: the perception node's segment
QoS, the ``SegmentRecord`` / ``Image`` / ``AudioChunk`` conversions (``AudioChunk`` re-exported for
microphone publishers) and the microphone subscription's QoS.
"""
from obsmem_interfaces.msg import AudioChunk

from memora_perception.nodes.convert import chunk_from_msg, chunk_to_msg, msg_to_segment, rgb_to_image, segment_to_msg
from memora_perception.nodes.listening import AUDIO_QOS
from memora_perception.nodes.perception_node import SEGMENT_QOS

__all__ = ["AUDIO_QOS", "AudioChunk", "SEGMENT_QOS", "chunk_from_msg", "chunk_to_msg", "msg_to_segment", "rgb_to_image",
           "segment_to_msg"]

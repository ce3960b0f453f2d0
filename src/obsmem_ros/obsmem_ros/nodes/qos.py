"""Named QoS profiles of the suite's topics, chosen once, outside the nodes.

Event streams must never lose a message: a replay publishes thousands a second, and with
KEEP_LAST only a fraction arrives (TOOLCHAIN.md), so they are RELIABLE + KEEP_ALL; publishers
also pace themselves and subscribers count what they received.
"""
from rclpy.qos import HistoryPolicy, QoSProfile, ReliabilityPolicy

EVENT_STREAM = QoSProfile(history=HistoryPolicy.KEEP_ALL, reliability=ReliabilityPolicy.RELIABLE)
BELIEF_CHANGES = QoSProfile(history=HistoryPolicy.KEEP_LAST, depth=100, reliability=ReliabilityPolicy.RELIABLE)

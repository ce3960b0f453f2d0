"""The G1's microphone on a ROS topic: UDP PCM datagrams in, `obsmem_interfaces/AudioChunk` out.

Declares `audio_topic` (where the perception node listens) and one `mic.<field>` parameter per field
of `core.udp_microphone.UdpMicConfig` (group, port, interface, format). A timer drains the socket
every `poll_ms` and publishes one chunk per datagram, stamped by `PacketClock` on the node's clock.
"""
from __future__ import annotations

import dataclasses
from typing import Optional

from rclpy.node import Node
from rclpy.qos import HistoryPolicy, QoSProfile, ReliabilityPolicy

from obsmem_interfaces.msg import AudioChunk
from obsmem_ros.nodes import run_node

from ..core.udp_microphone import UdpMicConfig, UdpMicrophone
from ..errors import MemoraError
from .convert import chunk_to_msg

RELAY_QOS = QoSProfile(depth=200, history=HistoryPolicy.KEEP_LAST, reliability=ReliabilityPolicy.RELIABLE)
RELAY_PARAMETERS = {"audio_topic": "/audio/audio", "poll_ms": 10.0}


class MicRelayNode(Node):
    """Relays one UDP PCM stream (the G1's microphone multicast by default) to `audio_topic`."""

    def __init__(self, **kwargs) -> None:
        super().__init__("mic_relay", **kwargs)
        values = {name: self.declare_parameter(name, default).value for name, default in RELAY_PARAMETERS.items()}
        fields = {f.name: self.declare_parameter(f"mic.{f.name}", f.default).value
                  for f in dataclasses.fields(UdpMicConfig)}
        self.config = UdpMicConfig(**fields)
        self.microphone = UdpMicrophone(self.config, lambda: self.get_clock().now().nanoseconds,
                                        warn=self.get_logger().warning)
        self.publisher = self.create_publisher(AudioChunk, values["audio_topic"], RELAY_QOS)
        self.published = 0
        self.create_timer(max(1.0, float(values["poll_ms"])) / 1000.0, self._relay)
        self.get_logger().info(f"relaying UDP audio {self.config.group}:{self.config.port} "
                               f"({self.config.sample_rate} Hz, {self.config.channels} ch, {self.config.sample_format}) "
                               f"-> {values['audio_topic']}")

    def _relay(self) -> None:
        for chunk in self.microphone.drain():
            self.publisher.publish(chunk_to_msg(chunk))
            self.published += 1

    def destroy_node(self) -> None:
        self.microphone.close()
        super().destroy_node()


def main(args: Optional[list] = None) -> None:
    run_node(MicRelayNode, args, errors=(MemoraError,))


if __name__ == "__main__":
    main()

"""The G1 microphone relay, started as its own process: UDP multicast PCM in, AudioChunk messages out."""
import socket
import time

import numpy as np
import pytest

pytestmark = pytest.mark.ros
S = 1_000_000_000


def test_multicast_pcm_reaches_a_subscriber_as_audio_chunks_in_another_process():
    from rclpy.executors import SingleThreadedExecutor
    from memora_perception.core import MicChunk, MicrophoneStream
    from memora_perception.nodes import AUDIO_QOS, AudioChunk, chunk_from_msg
    from obsmem_ros.nodes import ros_node
    from worldlines_sim_bridge import NodeProcess

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    group = "239.168.123.161"
    params = {"audio_topic": "/g1/audio", "mic.group": group, "mic.port": port, "mic.interface": "127.0.0.1"}
    tone = (np.sin(np.arange(32_000) * 2 * np.pi * 300 / 16_000) * 9_000).astype("<i2")
    received: list = []
    out = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
    out.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
    out.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
    with out, NodeProcess(package="memora_perception", executable="mic_relay_node", name="mic_relay",
                          params=params) as proc:
        with ros_node("listener") as node:
            node.create_subscription(AudioChunk, "/g1/audio", received.append, AUDIO_QOS)
            executor = SingleThreadedExecutor(context=node.context)
            executor.add_node(node)
            deadline = time.monotonic() + 60
            while node.count_publishers("/g1/audio") == 0 and time.monotonic() < deadline and proc.alive():
                executor.spin_once(timeout_sec=0.1)
            for _ in range(20):              # discovery done; let the relay's reader match this subscriber
                executor.spin_once(timeout_sec=0.05)
            for i in range(0, tone.size, 512):   # 2 s of audio in 32 ms datagrams, sent in real time
                out.sendto(tone[i:i + 512].tobytes(), (group, port))
                executor.spin_once(timeout_sec=0.032)
            deadline = time.monotonic() + 20
            while sum(len(m.data) for m in received) < tone.nbytes and time.monotonic() < deadline:
                executor.spin_once(timeout_sec=0.1)
            executor.remove_node(node)
    assert received, proc.output()
    chunks = [chunk_from_msg(m) for m in received]
    assert {(c.sample_rate, c.channels, c.sample_format, c.frame_id) for c in chunks} == {(16_000, 1, "S16LE", "head_mic")}
    assert b"".join(c.data for c in chunks) == tone.tobytes()
    stamps = [c.stamp_ns for c in chunks]
    assert stamps == sorted(stamps) and abs(stamps[0] / S - time.time()) < 120
    stream = MicrophoneStream()          # the perception node's stream takes them as one timeline
    blocks = [b for c in chunks for b in stream.push(MicChunk(**{**c.__dict__}))] + stream.flush()
    assert sum(b.samples.size for b in blocks) == tone.size

"""The perception node, started as its own process, publishes every segment record of its source."""
import json
import time
from pathlib import Path

import pytest

from memora_perception.core import AnnotationBackend, load_narrations

pytestmark = pytest.mark.ros
S = 1_000_000_000


@pytest.fixture()
def data() -> Path:
    """memora_perception's test data (an EPIC-KITCHENS narration slice)."""
    return Path(__file__).resolve().parents[1] / "src" / "memora_perception" / "test" / "data"


def test_annotation_replay_reaches_a_subscriber_in_another_process(data):
    from obsmem_interfaces.msg import SegmentRecord
    from rclpy.executors import SingleThreadedExecutor
    from memora_perception.nodes import SEGMENT_QOS, msg_to_segment
    from obsmem_ros.nodes import ros_node
    from worldlines_sim_bridge import NodeProcess

    csv = data / "epic_p03_slice.csv"
    expected = [r.id for r in AnnotationBackend(load_narrations([csv], "P03")).records()]
    params = {"backend": "annotation", "participant": "P03", "annotations": [str(csv)], "publish_rate_hz": 500.0}
    received = []
    with NodeProcess(package="memora_perception", executable="perception_node", name="perception", params=params) as proc:
        with ros_node("segment_listener") as node:
            node.create_subscription(SegmentRecord, "segments", lambda m: received.append(msg_to_segment(m)), SEGMENT_QOS)
            executor = SingleThreadedExecutor(context=node.context)
            executor.add_node(node)
            deadline = time.monotonic() + 60
            while len(received) < len(expected) and time.monotonic() < deadline and proc.alive():
                executor.spin_once(timeout_sec=0.1)
            executor.remove_node(node)
    assert [r.id for r in received] == expected, proc.output()
    assert received[0].participant == "P03" and received[0].actions[0].narration == "turn on tap"


def test_live_frames_become_records_through_an_endpoint_in_another_process():
    import json
    import threading
    from http.server import BaseHTTPRequestHandler, HTTPServer

    import numpy as np
    from obsmem_interfaces.msg import SegmentRecord
    from rclpy.executors import SingleThreadedExecutor
    from rclpy.qos import HistoryPolicy, QoSProfile, ReliabilityPolicy
    from sensor_msgs.msg import Image
    from memora_perception.nodes import SEGMENT_QOS, msg_to_segment, rgb_to_image
    from obsmem_ros.nodes import ros_node
    from worldlines_sim_bridge import NodeProcess

    reply = {"summary": "opens the fridge", "actions": [{"verb": "open", "noun": "fridge", "start_s": 1, "end_s": 2}]}

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            self.rfile.read(int(self.headers["Content-Length"]))
            data = json.dumps({"choices": [{"message": {"content": json.dumps(reply)}}]}).encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args):
            pass

    httpd = HTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    params = {"backend": "endpoint", "participant": "home", "session_id": "cam", "image_topic": "camera/image_raw",
              "endpoint_url": f"http://127.0.0.1:{httpd.server_address[1]}/v1", "endpoint_model": "tiny"}
    received = []
    try:
        with NodeProcess(package="memora_perception", executable="perception_node", name="perception", params=params) as proc:
            with ros_node("camera") as node:
                node.create_subscription(SegmentRecord, "segments", lambda m: received.append(msg_to_segment(m)), SEGMENT_QOS)
                camera = node.create_publisher(Image, "camera/image_raw", QoSProfile(
                    depth=50, history=HistoryPolicy.KEEP_LAST, reliability=ReliabilityPolicy.RELIABLE))
                executor = SingleThreadedExecutor(context=node.context)
                executor.add_node(node)
                deadline = time.monotonic() + 30
                while camera.get_subscription_count() == 0 and time.monotonic() < deadline:
                    executor.spin_once(timeout_sec=0.1)
                frame = np.full((32, 32, 3), 90, dtype=np.uint8)
                stamps = [1_000 * S + i * S // 2 for i in range(32)]  # 16 s at 2 fps; a window needs 10 s
                for stamp in stamps:
                    camera.publish(rgb_to_image(frame, stamp))
                    executor.spin_once(timeout_sec=0.02)
                while not received and time.monotonic() < deadline and proc.alive():
                    executor.spin_once(timeout_sec=0.1)
                executor.remove_node(node)
    finally:
        httpd.shutdown()
    assert received, proc.output()
    record = received[0]
    assert (record.session_id, record.backend.value, record.summary) == ("cam", "endpoint", "opens the fridge")
    # the first window starts at the first frame the node received (discovery may drop the earliest)
    assert record.start_ns in stamps and record.actions[0].start_ns == record.start_ns + S


def test_microphone_chunks_become_utterance_events_in_another_process(tmp_path):
    import shutil
    import subprocess

    import numpy as np
    from obsmem_interfaces.msg import WorldEvent
    from rclpy.executors import SingleThreadedExecutor
    from rclpy.qos import HistoryPolicy, QoSProfile, ReliabilityPolicy
    from memora_perception.core import MicChunk, load_wav
    from memora_perception.nodes import AudioChunk, chunk_to_msg
    from obsmem_ros.nodes import EVENT_STREAM, ros_node
    from worldlines_sim_bridge import NodeProcess

    if shutil.which("espeak-ng") is None:
        pytest.skip("espeak-ng is not installed: no speech to synthesise")
    subprocess.run(["espeak-ng", "-w", str(tmp_path / "s.wav"), "Please put the red mug in the kitchen sink."], check=True)
    speech = load_wav(tmp_path / "s.wav").samples
    silence = np.zeros(16_000, dtype=np.float32)
    pcm = (np.concatenate([silence, speech, silence, silence]) * 32767).astype("<i2")
    chunks = [MicChunk(500 * S + i * S // 16_000, 16_000, 1, "S16LE", pcm[i:i + 1_600].tobytes(), "head_mic")
              for i in range(0, pcm.size, 1_600)]
    params = {"backend": "endpoint", "endpoint_model": "none", "listen.robot_id": "g1", "listen.session_id": "day1"}
    heard = []
    with NodeProcess(package="memora_perception", executable="perception_node", name="perception", params=params) as proc:
        with ros_node("microphone") as node:
            node.create_subscription(WorldEvent, "worldlines/events", heard.append, EVENT_STREAM)
            mic = node.create_publisher(AudioChunk, "/audio/audio", QoSProfile(
                depth=200, history=HistoryPolicy.KEEP_LAST, reliability=ReliabilityPolicy.RELIABLE))
            executor = SingleThreadedExecutor(context=node.context)
            executor.add_node(node)
            deadline = time.monotonic() + 60
            while mic.get_subscription_count() == 0 and time.monotonic() < deadline:
                executor.spin_once(timeout_sec=0.1)
            for chunk in chunks:
                mic.publish(chunk_to_msg(chunk))
                executor.spin_once(timeout_sec=0.01)
            deadline = time.monotonic() + 90
            while not heard and time.monotonic() < deadline and proc.alive():
                executor.spin_once(timeout_sec=0.1)
            executor.remove_node(node)
    assert heard, proc.output()
    event = heard[0]
    assert (event.kind, event.source, event.actor, list(event.observers), event.session_id) == (
        "utterance", "perception", "", ["g1"], "day1")
    assert "mug" in event.utterance.lower() and "sink" in event.utterance.lower()
    assert abs(event.stamp.sec + event.stamp.nanosec / S - 501.0) < 0.2
    assert json.loads(event.extras_json)["asr"]["model"] == "whisper-tiny.en"

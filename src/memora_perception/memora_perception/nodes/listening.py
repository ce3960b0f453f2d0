"""The perception node's ears: `AudioChunk`s on `audio_topic` in, utterance `WorldEvent`s out.

Declares `audio_topic` ("" turns listening off), `utterance_topic` (the memory node's event topic)
and one `listen.<field>` parameter per field of `core.listening.ListenConfig`. The subscription
callback only decodes, resamples and runs the VAD; each closed segment goes to a
`TranscriptionWorker` thread, which publishes the heard utterance. When no chunk has arrived for
`listen_idle_flush_s`, the stream is flushed, so the last utterance of a stream that stops is not
held back.
"""
from __future__ import annotations

import dataclasses
import time
from typing import Optional

from rclpy.node import Node
from rclpy.qos import HistoryPolicy, QoSProfile, ReliabilityPolicy

from obsmem_interfaces.msg import AudioChunk, WorldEvent
from obsmem_ros.nodes import EVENT_STREAM, event_to_world_event

from ..core.listening import HeardUtterance, ListenConfig, Listener, TranscriptionWorker
from ..errors import MemoraError
from .convert import chunk_from_msg

AUDIO_QOS = QoSProfile(depth=200, history=HistoryPolicy.KEEP_LAST, reliability=ReliabilityPolicy.BEST_EFFORT)
LISTEN_PARAMETERS = {"audio_topic": "/audio/audio", "utterance_topic": "worldlines/events", "listen_idle_flush_s": 1.0}


class MicrophoneListening:
    """Attached to a node: subscribes to the microphone, publishes what it hears."""

    def __init__(self, node: Node) -> None:
        self.node = node
        values = {name: node.declare_parameter(name, default).value for name, default in LISTEN_PARAMETERS.items()}
        fields = {f.name: node.declare_parameter(f"listen.{f.name}", f.default).value
                  for f in dataclasses.fields(ListenConfig)}
        self.config = ListenConfig(**fields)
        self.heard = 0
        self.listener: Optional[Listener] = None
        self.worker: Optional[TranscriptionWorker] = None
        if not values["audio_topic"]:
            return
        log = node.get_logger()
        self.listener = Listener(self.config, warn=log.warning)
        self.publisher = node.create_publisher(WorldEvent, values["utterance_topic"], EVENT_STREAM)
        self.worker = TranscriptionWorker(self.listener, self._publish, warn=log.warning)
        self.subscription = node.create_subscription(AudioChunk, values["audio_topic"], self._on_chunk, AUDIO_QOS)
        self._idle_s = float(values["listen_idle_flush_s"])
        self._last_chunk = 0.0
        self._open = False
        node.create_timer(max(0.1, self._idle_s / 2), self._flush_when_idle)
        log.info(f"listening on {values['audio_topic']} -> utterances on {values['utterance_topic']}")

    def _on_chunk(self, msg: AudioChunk) -> None:
        self._last_chunk, self._open = time.monotonic(), True
        try:
            segments = self.listener.hear(chunk_from_msg(msg))
        except MemoraError as err:
            self.node.get_logger().warning(f"audio chunk at {msg.stamp.sec}.{msg.stamp.nanosec:09d} skipped: {err}")
            return
        for segment in segments:
            self.worker.submit(segment)

    def _flush_when_idle(self) -> None:
        if self._open and time.monotonic() - self._last_chunk > self._idle_s:
            self._open = False
            for segment in self.listener.finish():
                self.worker.submit(segment)

    def _publish(self, heard: HeardUtterance) -> None:
        event = heard.to_event(self.config.robot_id, self.config.session_id)
        self.publisher.publish(event_to_world_event(event))
        self.heard += 1
        self.node.get_logger().info(f"heard at {heard.start_ns}: {heard.text!r} (rtf {heard.rtf:.2f})")

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()

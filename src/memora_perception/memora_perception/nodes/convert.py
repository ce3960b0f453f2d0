"""Pure conversions between ROS messages and memora_perception's core records."""
from __future__ import annotations

import numpy as np
from builtin_interfaces.msg import Time
from obsmem_interfaces.msg import AudioChunk
from obsmem_interfaces.msg import ObservedAction as ActionMsg
from obsmem_interfaces.msg import ObservedObject as ObjectMsg
from obsmem_interfaces.msg import SegmentRecord as SegmentMsg
from obsmem_interfaces.msg import Utterance as UtteranceMsg
from sensor_msgs.msg import Image

from ..core.microphone import MicChunk
from ..core.records import Backend, ObservedAction, ObservedObject, SegmentRecord, Utterance
from ..errors import RecordError

NS_PER_S = 1_000_000_000
_CHANNELS = {"rgb8": 3, "bgr8": 3, "rgba8": 4, "bgra8": 4, "mono8": 1}


def time_msg(time_ns: int) -> Time:
    seconds, nanos = divmod(int(time_ns), NS_PER_S)
    return Time(sec=seconds, nanosec=nanos)


def time_ns(msg: Time) -> int:
    return msg.sec * NS_PER_S + msg.nanosec


def segment_to_msg(record: SegmentRecord) -> SegmentMsg:
    """A core SegmentRecord as `obsmem_interfaces/msg/SegmentRecord`."""
    return SegmentMsg(
        id=record.id, participant=record.participant, session_id=record.session_id, start=time_msg(record.start_ns),
        end=time_msg(record.end_ns), backend=record.backend.value, location=record.location,
        actions=[ActionMsg(verb=a.verb, noun=a.noun, all_nouns=list(a.all_nouns), start=time_msg(a.start_ns),
                           end=time_msg(a.end_ns), narration=a.narration, confidence=float(a.confidence))
                 for a in record.actions],
        objects=[ObjectMsg(name=o.name, entity_hint=o.entity_hint, attributes=list(o.attributes), location=o.location,
                           confidence=float(o.confidence)) for o in record.objects],
        utterances=[UtteranceMsg(speaker=u.speaker, text=u.text, start=time_msg(u.start_ns), end=time_msg(u.end_ns),
                                 confidence=float(u.confidence)) for u in record.utterances],
        summary=record.summary, frame_count=record.frame_count, confidence=float(record.confidence))


def msg_to_segment(msg: SegmentMsg) -> SegmentRecord:
    """A `SegmentRecord` message as a core record (validated)."""
    return SegmentRecord(
        id=msg.id, participant=msg.participant, session_id=msg.session_id, start_ns=time_ns(msg.start),
        end_ns=time_ns(msg.end), backend=Backend(msg.backend), location=msg.location,
        actions=tuple(ObservedAction(verb=a.verb, noun=a.noun, all_nouns=tuple(a.all_nouns), start_ns=time_ns(a.start),
                                     end_ns=time_ns(a.end), narration=a.narration,
                                     confidence=round(float(a.confidence), 6)) for a in msg.actions),
        objects=tuple(ObservedObject(name=o.name, entity_hint=o.entity_hint, attributes=tuple(o.attributes),
                                     location=o.location, confidence=round(float(o.confidence), 6)) for o in msg.objects),
        utterances=tuple(Utterance(text=u.text, start_ns=time_ns(u.start), end_ns=time_ns(u.end), speaker=u.speaker,
                                   confidence=round(float(u.confidence), 6)) for u in msg.utterances),
        summary=msg.summary, frame_count=msg.frame_count, confidence=round(float(msg.confidence), 6))


def image_to_rgb(msg: Image) -> np.ndarray:
    """A `sensor_msgs/Image` (rgb8, bgr8, rgba8, bgra8 or mono8) as an H x W x 3 uint8 RGB array."""
    channels = _CHANNELS.get(msg.encoding)
    if channels is None:
        raise RecordError(f"image encoding={msg.encoding!r} is not supported; use one of {sorted(_CHANNELS)}")
    data = np.frombuffer(bytes(msg.data), dtype=np.uint8)
    if data.size < msg.height * msg.step or msg.step < msg.width * channels:
        raise RecordError(f"image of {msg.width}x{msg.height} {msg.encoding} has step={msg.step} and {data.size} bytes")
    rows = data[: msg.height * msg.step].reshape(msg.height, msg.step)[:, : msg.width * channels]
    pixels = rows.reshape(msg.height, msg.width, channels)
    if msg.encoding == "mono8":
        return np.repeat(pixels, 3, axis=2)
    if msg.encoding.startswith("bgr"):
        pixels = pixels[:, :, 2::-1]
    return np.ascontiguousarray(pixels[:, :, :3])


def rgb_to_image(frame: np.ndarray, stamp_ns: int, frame_id: str = "camera") -> Image:
    """An RGB array as a `sensor_msgs/Image` (rgb8)."""
    msg = Image(height=frame.shape[0], width=frame.shape[1], encoding="rgb8", is_bigendian=0, step=frame.shape[1] * 3,
                data=np.ascontiguousarray(frame, dtype=np.uint8).tobytes())
    msg.header.stamp = time_msg(stamp_ns)
    msg.header.frame_id = frame_id
    return msg


def chunk_from_msg(msg: AudioChunk) -> MicChunk:
    """An `obsmem_interfaces/msg/AudioChunk` as a core chunk (decoded and validated by the stream)."""
    return MicChunk(stamp_ns=time_ns(msg.stamp), sample_rate=int(msg.sample_rate), channels=int(msg.channels),
                    sample_format=msg.sample_format, data=bytes(msg.data), frame_id=msg.frame_id)


def chunk_to_msg(chunk: MicChunk) -> AudioChunk:
    """A core chunk as an `AudioChunk` message (test publishers, bag tools)."""
    return AudioChunk(stamp=time_msg(chunk.stamp_ns), frame_id=chunk.frame_id, sample_rate=chunk.sample_rate,
                      channels=chunk.channels, sample_format=chunk.sample_format, data=chunk.data)

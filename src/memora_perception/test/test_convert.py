"""Message <-> core conversions of the perception node."""
import numpy as np
import pytest

from memora_perception.core.records import Backend, ObservedAction, ObservedObject, SegmentRecord, Utterance
from memora_perception.errors import RecordError
from memora_perception.core.microphone import MicChunk
from memora_perception.nodes.convert import chunk_from_msg, chunk_to_msg, image_to_rgb, msg_to_segment, rgb_to_image, segment_to_msg, time_ns

S = 1_000_000_000


def test_segment_record_survives_the_message_round_trip():
    record = SegmentRecord(
        id="s-w00001", participant="P03", session_id="s", start_ns=10 * S + 5, end_ns=20 * S, backend=Backend.QWEN,
        location="kitchen", actions=(ObservedAction("open", "fridge", 11 * S, 12 * S, ("fridge",), "open fridge", 0.5),),
        objects=(ObservedObject("mug", "mug_1", ("red",), "shelf", 0.75),),
        utterances=(Utterance("hello", 13 * S, 14 * S, "alice", 0.25),), summary="opens the fridge", frame_count=20,
        confidence=0.5)
    msg = segment_to_msg(record)
    assert time_ns(msg.start) == 10 * S + 5 and msg.backend == "qwen"
    assert msg_to_segment(msg) == record


def test_images_in_rgb_bgr_and_mono_become_rgb_arrays():
    frame = np.zeros((2, 3, 3), dtype=np.uint8)
    frame[..., 0] = 200
    msg = rgb_to_image(frame, 5 * S)
    assert np.array_equal(image_to_rgb(msg), frame) and time_ns(msg.header.stamp) == 5 * S
    msg.encoding = "bgr8"
    assert image_to_rgb(msg)[0, 0].tolist() == [0, 0, 200]
    mono = rgb_to_image(frame, 0)
    mono.encoding, mono.step, mono.data = "mono8", 3, bytes([7] * 6)
    assert image_to_rgb(mono)[1, 2].tolist() == [7, 7, 7]
    mono.encoding = "yuv422"
    with pytest.raises(RecordError, match="encoding='yuv422' is not supported"):
        image_to_rgb(mono)


def test_audio_chunk_survives_the_message_round_trip():
    chunk = MicChunk(stamp_ns=7 * S + 3, sample_rate=48_000, channels=2, sample_format="S16LE",
                     data=bytes(range(8)), frame_id="head_mic")
    msg = chunk_to_msg(chunk)
    assert time_ns(msg.stamp) == 7 * S + 3 and msg.sample_rate == 48_000 and msg.channels == 2
    assert chunk_from_msg(msg) == chunk

"""The microphone stream: chunk formats, timing faults (gaps, reordering, late and repeated audio)."""
import struct

import numpy as np
import pytest

from memora_perception.core.microphone import MicChunk, MicrophoneStream, StreamConfig
from memora_perception.errors import AudioStreamError, ConfigError

S = 1_000_000_000
MS = 1_000_000


def s16(values, stamp_ns=0, rate=16_000, channels=1):
    return MicChunk(stamp_ns, rate, channels, "S16LE", struct.pack(f"<{len(values)}h", *values))


def tone_chunks(start_ns, count, rate=16_000, chunk_s=0.1):
    """Consecutive chunks of a 200 Hz tone (F32LE) with exact stamps."""
    step = int(rate * chunk_s)
    t = np.arange(step * count) / rate
    data = (0.5 * np.sin(2 * np.pi * 200 * t)).astype("<f4")
    return [MicChunk(start_ns + i * step * S // rate, rate, 1, "F32LE", data[i * step:(i + 1) * step].tobytes())
            for i in range(count)]


def collect(stream, chunks):
    blocks = [b for c in chunks for b in stream.push(c)]
    return blocks + stream.flush()


def test_s16le_samples_scale_by_32768():
    assert s16([0, 16384, -32768, 32767]).samples().tolist() == [0.0, 0.5, -1.0, 32767 / 32768]


def test_f32le_samples_are_read_as_they_are():
    chunk = MicChunk(0, 16_000, 1, "F32LE", struct.pack("<3f", 0.25, -0.5, 1.0))
    assert chunk.samples().tolist() == [0.25, -0.5, 1.0]


def test_interleaved_channels_are_averaged_to_mono():
    # frames (L, R): (16384, 0), (-16384, -16384), (8192, 24576)
    chunk = s16([16384, 0, -16384, -16384, 8192, 24576], channels=2)
    assert chunk.samples().tolist() == [0.25, -0.5, 0.5]
    assert chunk.frames == 3 and chunk.end_ns == 3 * S // 16_000


@pytest.mark.parametrize("chunk, field", [
    (MicChunk(0, 16_000, 1, "S24LE", b"\0\0\0"), "sample_format"),
    (MicChunk(0, 0, 1, "S16LE", b"\0\0"), "sample_rate"),
    (MicChunk(0, 16_000, 0, "S16LE", b"\0\0"), "channels"),
    (MicChunk(0, 16_000, 2, "S16LE", b"\0\0\0\0\0\0"), "data"),
    (MicChunk(0, 16_000, 1, "F32LE", struct.pack("<f", float("nan"))), "data"),
])
def test_malformed_chunks_are_refused_naming_the_field(chunk, field):
    with pytest.raises(AudioStreamError, match=f"AudioChunk.{field}"):
        MicrophoneStream().push(chunk)


def test_a_48_khz_stereo_stream_comes_out_as_one_contiguous_16_khz_block_run():
    pcm = np.repeat((np.arange(4_800) % 7).astype("<i2")[:, None], 2, axis=1)  # stereo, both channels equal
    chunks = [MicChunk(5 * S + i * 100 * MS, 48_000, 2, "S16LE", pcm.tobytes()) for i in range(5)]
    blocks = collect(MicrophoneStream(), chunks)
    assert blocks[0].start_ns == 5 * S
    assert all(a.end_ns == b.start_ns for a, b in zip(blocks, blocks[1:]))
    assert sum(b.samples.size for b in blocks) == 8_000  # 0.5 s at 16 kHz


def test_a_short_gap_is_filled_with_silence_and_reported():
    warnings = []
    chunks = tone_chunks(0, 4)
    late = MicChunk(chunks[3].end_ns + 300 * MS, 16_000, 1, "F32LE", chunks[3].data)
    stream = MicrophoneStream(warn=warnings.append)
    blocks = collect(stream, [*chunks, late])
    assert stream.stats.gaps_filled == 1 and "AudioChunk.stamp" in warnings[0] and "300.0 ms" in warnings[0]
    samples = np.concatenate([b.samples for b in blocks])
    assert samples.size == (5 * 1_600 + 4_800)
    assert np.abs(samples[6_400 + 200:6_400 + 4_600]).max() < 1e-3  # the 300 ms gap is silent


def test_a_long_gap_starts_a_new_timeline_at_the_chunk_stamp():
    warnings = []
    chunks = tone_chunks(0, 3) + tone_chunks(60 * S, 3)
    stream = MicrophoneStream(warn=warnings.append)
    blocks = collect(stream, chunks)
    assert stream.stats.restarts == 1 and "new timeline" in warnings[0]
    starts = [b.start_ns for b in blocks]
    assert 60 * S in starts and sum(b.samples.size for b in blocks) == 6 * 1_600


def test_out_of_order_chunks_within_the_reorder_window_are_put_back_in_order():
    chunks = tone_chunks(0, 8)
    shuffled = [chunks[0], chunks[2], chunks[1], chunks[3], chunks[5], chunks[4], chunks[6], chunks[7]]
    stream = MicrophoneStream()
    in_order = np.concatenate([b.samples for b in collect(MicrophoneStream(), chunks)])
    reordered = np.concatenate([b.samples for b in collect(stream, shuffled)])
    assert stream.stats.reordered == 2 and stream.stats.dropped == 0
    assert np.array_equal(in_order, reordered)


def test_a_chunk_later_than_the_reorder_window_is_dropped_with_a_warning():
    warnings = []
    chunks = tone_chunks(0, 10)
    stream = MicrophoneStream(StreamConfig(reorder_window_ms=100), warn=warnings.append)
    collect(stream, chunks[:1] + chunks[2:] + chunks[1:2])
    assert stream.stats.dropped == 1 and "AudioChunk.stamp=100000000" in warnings[-1]


def test_a_repeated_chunk_is_dropped():
    chunks = tone_chunks(0, 5)
    stream = MicrophoneStream(StreamConfig(reorder_window_ms=0))
    blocks = collect(stream, chunks[:3] + chunks[2:3] + chunks[3:])
    assert stream.stats.dropped == 1 and sum(b.samples.size for b in blocks) == 5 * 1_600


def test_the_reorder_heap_is_bounded():
    stream = MicrophoneStream(StreamConfig(reorder_window_ms=10_000, max_pending_chunks=4))
    released = [b for c in tone_chunks(0, 10) for b in stream.push(c)]
    assert stream.pending == 4 and released


def test_stream_config_is_validated():
    with pytest.raises(ConfigError, match="gap_tolerance_ms"):
        StreamConfig(gap_tolerance_ms=0)

"""A microphone stream: `AudioChunk`s in (any rate, channel count, S16LE / F32LE), 16 kHz mono out.

`MicChunk` holds the fields of ``obsmem_interfaces/msg/AudioChunk`` as plain Python (the node
converts). `MicrophoneStream` puts chunks back in stamp order within a short reorder window (a
bounded heap), joins them on one timeline, fills a short gap with silence, starts a new timeline
after a long one, drops duplicated or late audio, and resamples to 16 kHz mono. Each problem is
reported through `warn` with the field and the value; none stops the stream. Out come `AudioBlock`s:
16 kHz samples with the stamp of their first sample; a block that does not start where the previous
one ended begins a new timeline.
"""
from __future__ import annotations

import heapq
import logging
from dataclasses import dataclass, field
from typing import Callable, List, Optional, Tuple

import numpy as np

from ..errors import AudioStreamError, ConfigError
from .resample import StreamResampler

NS_PER_S = 1_000_000_000
TARGET_RATE = 16_000
SAMPLE_FORMATS = {"S16LE": ("<i2", 32768.0), "F32LE": ("<f4", 1.0)}
_LOG = logging.getLogger(__name__)


@dataclass(frozen=True)
class MicChunk:
    """One chunk of interleaved microphone samples; `stamp_ns` is the time of its first sample."""

    stamp_ns: int
    sample_rate: int
    channels: int
    sample_format: str
    data: bytes
    frame_id: str = ""

    def samples(self) -> np.ndarray:
        """The chunk as mono float32 in [-1, 1] at its own rate (channels averaged)."""
        if self.sample_format not in SAMPLE_FORMATS:
            raise AudioStreamError(f"AudioChunk.sample_format={self.sample_format!r} is not supported; "
                                   f"use one of {', '.join(SAMPLE_FORMATS)}")
        if self.sample_rate < 1:
            raise AudioStreamError(f"AudioChunk.sample_rate={self.sample_rate!r} must be >= 1")
        if self.channels < 1:
            raise AudioStreamError(f"AudioChunk.channels={self.channels!r} must be >= 1")
        dtype, scale = SAMPLE_FORMATS[self.sample_format]
        frame_bytes = np.dtype(dtype).itemsize * self.channels
        if len(self.data) % frame_bytes:
            raise AudioStreamError(f"AudioChunk.data has {len(self.data)} bytes, not a whole number of "
                                   f"{self.channels}-channel {self.sample_format} frames ({frame_bytes} bytes each)")
        pcm = np.frombuffer(self.data, dtype=dtype).astype(np.float32) / np.float32(scale)
        if not np.all(np.isfinite(pcm)):
            raise AudioStreamError("AudioChunk.data holds NaN or infinite F32LE samples")
        return pcm.reshape(-1, self.channels).mean(axis=1, dtype=np.float32)

    @property
    def frames(self) -> int:
        """Samples per channel (the data is not validated here; `samples` does that)."""
        width = np.dtype(SAMPLE_FORMATS.get(self.sample_format, ("<i2", 1.0))[0]).itemsize
        return len(self.data) // (width * max(1, self.channels))

    @property
    def end_ns(self) -> int:
        return self.stamp_ns + self.frames * NS_PER_S // max(1, self.sample_rate)


@dataclass(frozen=True)
class AudioBlock:
    """16 kHz mono samples; `start_ns` is the time of the first one."""

    start_ns: int
    samples: np.ndarray

    @property
    def end_ns(self) -> int:
        return self.start_ns + self.samples.size * NS_PER_S // TARGET_RATE


@dataclass(frozen=True)
class StreamConfig:
    """How the stream treats timing faults (milliseconds)."""

    reorder_window_ms: int = 300      # a chunk is held this long for an earlier one that arrives late
    max_pending_chunks: int = 64      # the reorder heap's bound; past it the oldest chunk goes on at once
    gap_tolerance_ms: float = 20.0    # stamp jitter under this is ignored (the sample count keeps time)
    max_gap_fill_ms: int = 2000       # a longer gap starts a new timeline instead of being filled with silence

    def __post_init__(self) -> None:
        for name in ("reorder_window_ms", "max_pending_chunks", "max_gap_fill_ms"):
            if getattr(self, name) < 0:
                raise ConfigError(f"StreamConfig.{name}={getattr(self, name)!r} must be >= 0")
        if self.max_pending_chunks < 1:
            raise ConfigError(f"StreamConfig.max_pending_chunks={self.max_pending_chunks!r} must be >= 1")
        if self.gap_tolerance_ms <= 0:
            raise ConfigError(f"StreamConfig.gap_tolerance_ms={self.gap_tolerance_ms!r} must be > 0")


@dataclass
class StreamStats:
    """What the stream met: chunks taken, gaps filled, timelines restarted, chunks dropped."""

    chunks: int = 0
    gaps_filled: int = 0
    restarts: int = 0
    dropped: int = 0
    reordered: int = 0
    warnings: List[str] = field(default_factory=list)


class MicrophoneStream:
    """Chunks in (any order within the reorder window), contiguous 16 kHz blocks out."""

    def __init__(self, config: StreamConfig = StreamConfig(), *,
                 warn: Optional[Callable[[str], None]] = None) -> None:
        self.config = config
        self.stats = StreamStats()
        self._warn_sink = warn or _LOG.warning
        self._pending: List[Tuple[int, int, MicChunk, np.ndarray]] = []
        self._order = 0
        self._newest = -1
        self._released_stamp = -1
        self._resampler: Optional[StreamResampler] = None
        self._format: Tuple[int, int] = (0, 0)
        self._origin_ns = 0          # timeline start
        self._in_frames = 0          # input frames on this timeline (at the current rate)
        self._in_origin_ns = 0       # time of the first input frame at the current rate
        self._out_samples = 0        # 16 kHz samples emitted on this timeline

    @property
    def pending(self) -> int:
        """Chunks held in the reorder heap."""
        return len(self._pending)

    def _warn(self, message: str) -> None:
        self.stats.warnings.append(message)
        del self.stats.warnings[:-100]
        self._warn_sink(message)

    def push(self, chunk: MicChunk) -> List[AudioBlock]:
        """Offer one chunk; returns the 16 kHz audio it released (often the audio of an earlier chunk)."""
        samples = chunk.samples()  # decoded (and validated) now: a bad chunk is refused by this push
        if chunk.stamp_ns < self._released_stamp:
            self.stats.dropped += 1
            self._warn(f"AudioChunk.stamp={chunk.stamp_ns} ns arrived after audio up to "
                       f"{self._released_stamp} ns was processed (more than the reorder window late); dropped")
            return []
        if chunk.stamp_ns < self._newest:
            self.stats.reordered += 1
        self._newest = max(self._newest, chunk.stamp_ns)
        heapq.heappush(self._pending, (chunk.stamp_ns, self._order, chunk, samples))
        self._order += 1
        horizon = self._newest - self.config.reorder_window_ms * 1_000_000
        blocks: List[AudioBlock] = []
        while self._pending and (self._pending[0][0] <= horizon or len(self._pending) > self.config.max_pending_chunks):
            blocks.extend(self._take(*heapq.heappop(self._pending)[2:]))
        return blocks

    def flush(self) -> List[AudioBlock]:
        """Everything still held (end of the stream): pending chunks and the resampler's tail."""
        blocks: List[AudioBlock] = []
        while self._pending:
            blocks.extend(self._take(*heapq.heappop(self._pending)[2:]))
        blocks.extend(self._drain())
        self._resampler = None  # the next chunk starts a new timeline
        return blocks

    def _expected_ns(self) -> int:
        return self._in_origin_ns + self._in_frames * NS_PER_S // max(1, self._format[0])

    def _take(self, chunk: MicChunk, samples: np.ndarray) -> List[AudioBlock]:
        self._released_stamp = max(self._released_stamp, chunk.stamp_ns)
        self.stats.chunks += 1
        blocks: List[AudioBlock] = []
        if self._resampler is None:
            self._start(chunk, chunk.stamp_ns)
        elif (chunk.sample_rate, chunk.channels) != self._format:
            self._warn(f"AudioChunk.sample_rate/channels changed from {self._format} to "
                       f"{(chunk.sample_rate, chunk.channels)} at stamp={chunk.stamp_ns} ns; resampling anew")
            blocks.extend(self._drain())
            self._continue_at(chunk)
        else:
            samples, extra = self._align(chunk, samples)
            blocks.extend(extra)
            if samples is None:
                return blocks
        blocks.extend(self._emit(self._resampler.push(samples)))
        self._in_frames += samples.size
        return blocks

    def _align(self, chunk: MicChunk, samples: np.ndarray) -> Tuple[Optional[np.ndarray], List[AudioBlock]]:
        """Samples of `chunk` that continue the timeline (None: nothing new), after any gap handling."""
        expected = self._expected_ns()
        offset = chunk.stamp_ns - expected
        tolerance = int(self.config.gap_tolerance_ms * 1_000_000)
        if abs(offset) <= tolerance:
            return samples, []
        if offset > 0:
            if offset <= self.config.max_gap_fill_ms * 1_000_000:
                self.stats.gaps_filled += 1
                self._warn(f"AudioChunk.stamp={chunk.stamp_ns} ns leaves a gap of {offset / 1e6:.1f} ms after the "
                           f"previous chunk; filled with silence")
                gap = np.zeros(offset * chunk.sample_rate // NS_PER_S, dtype=np.float32)
                return np.concatenate([gap, samples]), []
            self.stats.restarts += 1
            self._warn(f"AudioChunk.stamp={chunk.stamp_ns} ns leaves a gap of {offset / 1e9:.2f} s (over "
                       f"{self.config.max_gap_fill_ms} ms); the stream starts a new timeline there")
            blocks = self._drain()
            self._start(chunk, chunk.stamp_ns)
            return samples, blocks
        overlap = int(-offset * chunk.sample_rate // NS_PER_S)
        if overlap >= samples.size:
            self.stats.dropped += 1
            self._warn(f"AudioChunk.stamp={chunk.stamp_ns} ns repeats audio already received "
                       f"(the stream is at {expected} ns); dropped")
            return None, []
        self._warn(f"AudioChunk.stamp={chunk.stamp_ns} ns overlaps the previous chunk by {-offset / 1e6:.1f} ms; "
                   f"the overlapping samples are dropped")
        return samples[overlap:], []

    def _start(self, chunk: MicChunk, at_ns: int) -> None:
        self._format = (chunk.sample_rate, chunk.channels)
        self._resampler = StreamResampler(chunk.sample_rate, TARGET_RATE)
        self._origin_ns = self._in_origin_ns = at_ns
        self._in_frames = 0
        self._out_samples = 0

    def _continue_at(self, chunk: MicChunk) -> None:
        """A new input format on the same timeline: output continues where it ended."""
        self._format = (chunk.sample_rate, chunk.channels)
        self._resampler = StreamResampler(chunk.sample_rate, TARGET_RATE)
        self._in_origin_ns = self._origin_ns + self._out_samples * NS_PER_S // TARGET_RATE
        self._in_frames = 0

    def _drain(self) -> List[AudioBlock]:
        if self._resampler is None:
            return []
        return self._emit(self._resampler.flush())

    def _emit(self, samples: np.ndarray) -> List[AudioBlock]:
        if samples.size == 0:
            return []
        start = self._origin_ns + self._out_samples * NS_PER_S // TARGET_RATE
        self._out_samples += samples.size
        return [AudioBlock(start, samples)]

"""Audio for the segmenter: mono float32 PCM with a start time, from a WAV file or a PCM array."""
from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

from ..errors import SegmenterError
from .resample import resample_all

NS_PER_S = 1_000_000_000


def resample(samples: np.ndarray, rate: int, target: int) -> np.ndarray:
    """Mono PCM at `target` Hz (band-limited polyphase resampling, see `resample.StreamResampler`)."""
    if rate == target or samples.size == 0:
        return samples.astype(np.float32)
    return resample_all(samples, rate, target)


class AudioTrack:
    """Mono float32 samples in [-1, 1] at `sample_rate`, the first one at `start_ns`."""

    def __init__(self, samples: np.ndarray, sample_rate: int, start_ns: int = 0) -> None:
        if sample_rate < 1:
            raise SegmenterError(f"AudioTrack.sample_rate={sample_rate!r} must be >= 1")
        data = np.asarray(samples, dtype=np.float32)
        if data.ndim == 2:
            data = data.mean(axis=1)
        if data.ndim != 1:
            raise SegmenterError(f"AudioTrack samples have shape {data.shape}; expected (n,) or (n, channels)")
        self.samples = data
        self.sample_rate = sample_rate
        self.start_ns = start_ns

    @property
    def end_ns(self) -> int:
        return self.start_ns + self.samples.size * NS_PER_S // self.sample_rate

    def chunk(self, start_ns: int, end_ns: int) -> np.ndarray:
        """The samples covering [start_ns, end_ns) (clipped to what the track holds)."""
        first = max(0, (start_ns - self.start_ns) * self.sample_rate // NS_PER_S)
        last = max(first, (end_ns - self.start_ns) * self.sample_rate // NS_PER_S)
        return self.samples[first:last]


def load_wav(path: Path, *, start_ns: int = 0, target_rate: int = 16_000) -> AudioTrack:
    """A WAV file (8/16/32-bit PCM, any channel count) as a mono track at `target_rate`."""
    try:
        with wave.open(str(path), "rb") as handle:
            width, channels, rate = handle.getsampwidth(), handle.getnchannels(), handle.getframerate()
            raw = handle.readframes(handle.getnframes())
    except (OSError, wave.Error, EOFError) as err:
        raise SegmenterError(f"audio file {path} could not be read: {err}") from err
    if width == 1:
        data = (np.frombuffer(raw, dtype=np.uint8).astype(np.float32) - 128.0) / 128.0
    elif width == 2:
        data = np.frombuffer(raw, dtype="<i2").astype(np.float32) / 32768.0
    elif width == 4:
        data = np.frombuffer(raw, dtype="<i4").astype(np.float32) / 2147483648.0
    else:
        raise SegmenterError(f"audio file {path} has {8 * width}-bit samples; expected 8, 16 or 32-bit PCM")
    data = data.reshape(-1, channels).mean(axis=1)
    return AudioTrack(resample(data, rate, target_rate), target_rate, start_ns)


def write_wav(path: Path, track: AudioTrack) -> None:
    """Write a track as 16-bit mono PCM."""
    pcm = (np.clip(track.samples, -1.0, 1.0) * 32767).astype("<i2")
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(track.sample_rate)
        handle.writeframes(pcm.tobytes())

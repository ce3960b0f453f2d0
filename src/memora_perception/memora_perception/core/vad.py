"""Voice activity: Silero VAD (the ONNX model shipped in `silero-vad`, run by onnxruntime) and a
streaming segmenter that closes each speech segment as soon as the silence after it is long enough.

`SileroVad` gives the speech probability of each 32 ms frame (512 samples at 16 kHz), carrying the
model's recurrent state and 64-sample context across frames as silero-vad's own wrapper does,
without importing torch. `VoiceSegmenter` applies the hysteresis of silero's
`get_speech_timestamps` online: speech starts at a frame >= `threshold`, ends once the probability
stays under `threshold - 0.15` for `min_silence_ms` (the hangover); segments shorter than
`min_speech_ms` are dropped; a segment reaching `max_segment_s` is cut at its last pause (or
hard, when it has none) and speech goes on in a new segment. Each segment's audio is padded by
`speech_pad_ms` on both sides. Memory is bounded by `max_segment_s` plus the padding.
"""
from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from pathlib import Path
from typing import Any, List, Optional

import numpy as np

from ..errors import ConfigError, SpeechError

NS_PER_S = 1_000_000_000
RATE = 16_000
FRAME = 512           # samples per VAD frame at 16 kHz
CONTEXT = 64          # samples of the previous frame the model sees


def silero_model_path() -> Path:
    """silero_vad.onnx inside the installed `silero-vad` package (found without importing it: its
    ``__init__`` imports torch)."""
    spec = importlib.util.find_spec("silero_vad")
    if spec is None or not spec.submodule_search_locations:
        raise SpeechError("voice activity detection needs `pip install silero-vad`")
    path = Path(list(spec.submodule_search_locations)[0]) / "data" / "silero_vad.onnx"
    if not path.is_file():
        raise SpeechError(f"the silero-vad package has no ONNX model at {path}")
    return path


class SileroVad:
    """Speech probability per 512-sample frame of a 16 kHz stream."""

    def __init__(self, model_path: Optional[Path] = None) -> None:
        try:
            import onnxruntime
        except ImportError as err:
            raise SpeechError("voice activity detection needs `pip install onnxruntime`") from err
        options = onnxruntime.SessionOptions()
        options.inter_op_num_threads = 1
        options.intra_op_num_threads = 1
        self._session: Any = onnxruntime.InferenceSession(str(model_path or silero_model_path()), sess_options=options,
                                                          providers=["CPUExecutionProvider"])
        self._sr = np.array(RATE, dtype=np.int64)
        self.reset()

    def reset(self) -> None:
        self._state = np.zeros((2, 1, 128), dtype=np.float32)
        self._context = np.zeros((1, CONTEXT), dtype=np.float32)

    def __call__(self, frame: np.ndarray) -> float:
        """The probability that `frame` (512 float32 samples) holds speech."""
        x = np.concatenate([self._context, np.asarray(frame, dtype=np.float32).reshape(1, FRAME)], axis=1)
        out, self._state = self._session.run(None, {"input": x, "state": self._state, "sr": self._sr})
        self._context = x[:, -CONTEXT:]
        return float(out[0, 0])


@dataclass(frozen=True)
class VadConfig:
    """Segmentation settings (silero's `get_speech_timestamps` names, in milliseconds)."""

    threshold: float = 0.5
    min_speech_ms: int = 250
    min_silence_ms: int = 500      # hangover: silence that closes a segment
    speech_pad_ms: int = 200       # audio kept before and after the speech for recognition
    max_segment_s: float = 20.0

    def __post_init__(self) -> None:
        if not 0.15 < self.threshold < 1.0:
            raise ConfigError(f"VadConfig.threshold={self.threshold!r} must be in (0.15, 1)")
        for name in ("min_speech_ms", "min_silence_ms", "speech_pad_ms"):
            if getattr(self, name) < 0:
                raise ConfigError(f"VadConfig.{name}={getattr(self, name)!r} must be >= 0")
        if self.max_segment_s * 1000 <= self.min_speech_ms:
            raise ConfigError(f"VadConfig.max_segment_s={self.max_segment_s!r} must exceed min_speech_ms")

    @property
    def neg_threshold(self) -> float:
        return self.threshold - 0.15


@dataclass(frozen=True)
class SpeechSegment:
    """Speech from `start_ns` to `end_ns`; `audio` (16 kHz, padded) starts at `audio_start_ns`."""

    start_ns: int
    end_ns: int
    audio: np.ndarray
    audio_start_ns: int

    @property
    def duration_s(self) -> float:
        return (self.end_ns - self.start_ns) / NS_PER_S


def _samples(ms: float) -> int:
    return int(round(ms * RATE / 1000))


class VoiceSegmenter:
    """16 kHz blocks in, closed speech segments out, as soon as each one closes."""

    def __init__(self, config: VadConfig = VadConfig(), *, vad: Optional[SileroVad] = None) -> None:
        self.config = config
        self.vad = vad or SileroVad()
        self._pad = _samples(config.speech_pad_ms)
        self._max = _samples(config.max_segment_s * 1000)
        self._origin_ns: Optional[int] = None
        self._reset_timeline()

    def _reset_timeline(self) -> None:
        self.vad.reset()
        self._audio = np.zeros(0, dtype=np.float32)
        self._audio_base = 0            # timeline index of _audio[0]
        self._position = 0              # timeline index of the next unprocessed sample
        self._start: Optional[int] = None   # speech start (timeline index) when in speech
        self._quiet_from: Optional[int] = None  # start of the current run of quiet frames in speech
        self._last_pause: Optional[int] = None  # latest quiet frame inside the segment (a cut point)

    def _time(self, index: int) -> int:
        return (self._origin_ns or 0) + index * NS_PER_S // RATE

    def push(self, start_ns: int, samples: np.ndarray) -> List[SpeechSegment]:
        """Offer 16 kHz samples starting at `start_ns`; a block that does not continue the previous one
        closes the open segment and starts a new timeline."""
        closed: List[SpeechSegment] = []
        expected = self._time(self._audio_base + self._audio.size) if self._origin_ns is not None else None
        if expected is None or abs(start_ns - expected) > NS_PER_S // RATE:
            closed.extend(self.flush())
            self._origin_ns = start_ns
            self._reset_timeline()
        self._audio = np.concatenate([self._audio, np.asarray(samples, dtype=np.float32)])
        while self._audio_base + self._audio.size - self._position >= FRAME:
            offset = self._position - self._audio_base
            probability = self.vad(self._audio[offset:offset + FRAME])
            closed.extend(self._step(self._position, probability))
            self._position += FRAME
            self._trim()
        return closed

    def flush(self) -> List[SpeechSegment]:
        """Close the segment in progress (end of stream or of a timeline)."""
        closed: List[SpeechSegment] = []
        if self._start is not None:
            end = self._quiet_from if self._quiet_from is not None else self._position
            closed.extend(self._close(end))
        self._start = None
        return closed

    def _step(self, index: int, probability: float) -> List[SpeechSegment]:
        cfg = self.config
        if self._start is None:
            if probability >= cfg.threshold:
                self._start, self._quiet_from, self._last_pause = index, None, None
            return []
        if probability >= cfg.threshold:
            self._quiet_from = None
        elif probability < cfg.neg_threshold:
            if self._quiet_from is None:
                self._quiet_from = index
            self._last_pause = index
            if index + FRAME - self._quiet_from >= _samples(cfg.min_silence_ms):
                closed = self._close(self._quiet_from)
                self._start = None
                return closed
        if index + FRAME - self._start >= self._max:
            return self._cut(index + FRAME)
        return []

    def _cut(self, now: int) -> List[SpeechSegment]:
        """A segment at its maximum length: end it at its last pause (or now); speech continues after."""
        floor = self._start + _samples(self.config.min_speech_ms)
        cut = self._last_pause if self._last_pause is not None and self._last_pause > floor else now
        closed = self._close(cut)
        self._start, self._quiet_from, self._last_pause = cut, None, None
        return closed

    def _close(self, end: int) -> List[SpeechSegment]:
        start = self._start
        if start is None or end - start < _samples(self.config.min_speech_ms):
            return []
        first = max(self._audio_base, start - self._pad)
        last = min(self._audio_base + self._audio.size, end + self._pad)
        audio = self._audio[first - self._audio_base:last - self._audio_base].copy()
        return [SpeechSegment(self._time(start), self._time(end), audio, self._time(first))]

    def _trim(self) -> None:
        """Keep only the audio an open (or the next) segment can still need."""
        keep_from = (self._start if self._start is not None else self._position) - self._pad
        drop = keep_from - self._audio_base
        if drop > 0:
            self._audio = self._audio[drop:]
            self._audio_base += drop

"""A window of egocentric input: up to 24 frames (2 fps over 10 s) and its audio chunk."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Tuple

import numpy as np

from ..errors import ConfigError


@dataclass(frozen=True)
class SegmenterConfig:
    """MEMORA's windowing: `window_s` seconds sampled at `fps`, at most `max_frames` frames."""

    window_s: float = 10.0
    fps: float = 2.0
    max_frames: int = 24
    sample_rate: int = 16_000

    def __post_init__(self) -> None:
        if self.window_s <= 0:
            raise ConfigError(f"SegmenterConfig.window_s={self.window_s!r} must be positive")
        if self.fps <= 0:
            raise ConfigError(f"SegmenterConfig.fps={self.fps!r} must be positive")
        if self.max_frames < 1:
            raise ConfigError(f"SegmenterConfig.max_frames={self.max_frames!r} must be >= 1")
        if self.sample_rate < 1:
            raise ConfigError(f"SegmenterConfig.sample_rate={self.sample_rate!r} must be >= 1")

    @property
    def window_ns(self) -> int:
        return int(round(self.window_s * 1e9))

    @property
    def frame_interval_ns(self) -> int:
        return int(round(1e9 / self.fps))

    @property
    def frames_per_window(self) -> int:
        """Frames a full window holds: window_s x fps, capped at max_frames."""
        return min(self.max_frames, int(round(self.window_s * self.fps)))


@dataclass(frozen=True)
class Window:
    """One segment of one session: sampled RGB frames (H x W x 3, uint8) with their times, and audio.

    `audio` is mono float32 PCM in [-1, 1] at `sample_rate`, covering [start_ns, end_ns).
    """

    participant: str
    session_id: str
    index: int
    start_ns: int
    end_ns: int
    frames: Tuple[np.ndarray, ...] = ()
    frame_times_ns: Tuple[int, ...] = ()
    audio: Optional[np.ndarray] = field(default=None, compare=False)
    sample_rate: int = 16_000

    @property
    def id(self) -> str:
        """Stable id of the window: `<session>-w<index, 5 digits>`."""
        return f"{self.session_id}-w{self.index:05d}"

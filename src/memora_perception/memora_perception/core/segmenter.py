"""Segmenter: egocentric RGB (+ audio) into MEMORA windows of 10 s sampled at 2 fps (<= 24 frames).

`segment_video` reads a video file with OpenCV; `FrameAccumulator` takes live frames (numpy arrays
with timestamps, e.g. converted from `sensor_msgs/Image` by the node) and emits each window once a
frame past its end arrives (or on `flush`). Windows are aligned to the session start; time is cut into slots of
one frame interval (1 / fps) from the session start, and the first frame of each slot is kept.
"""
from __future__ import annotations

from pathlib import Path
from typing import Iterator, List, Optional

import numpy as np

from ..errors import SegmenterError
from .audio import AudioTrack
from .window import SegmenterConfig, Window

NS_PER_S = 1_000_000_000


class FrameAccumulator:
    """Collects sampled frames of one session into windows."""

    def __init__(self, participant: str, session_id: str, *, config: SegmenterConfig = SegmenterConfig(),
                 audio: Optional[AudioTrack] = None, start_ns: Optional[int] = None) -> None:
        self.participant = participant
        self.session_id = session_id
        self.config = config
        self.audio = audio
        self.start_ns = start_ns
        self._index = 0
        self._frames: List[np.ndarray] = []
        self._times: List[int] = []
        self._last_kept: Optional[int] = None
        self._last_slot = -1

    def _window_bounds(self, index: int) -> tuple:
        start = (self.start_ns or 0) + index * self.config.window_ns
        return start, start + self.config.window_ns

    def push(self, frame: np.ndarray, time_ns: int) -> List[Window]:
        """Offer one frame; returns the windows this frame completed (usually none)."""
        if frame.ndim != 3 or frame.shape[2] != 3:
            raise SegmenterError(f"frame shape {frame.shape} is not H x W x 3 (RGB)")
        if self.start_ns is None:
            self.start_ns = time_ns
        if time_ns < self.start_ns or (self._last_kept is not None and time_ns < self._last_kept):
            raise SegmenterError(f"frame time {time_ns} goes back before {self._last_kept or self.start_ns}")
        done: List[Window] = []
        index = (time_ns - self.start_ns) // self.config.window_ns
        while index > self._index:
            if self._frames:
                done.append(self._emit())
            self._index += 1
            self._frames, self._times = [], []
        slot = (time_ns - self.start_ns) // self.config.frame_interval_ns
        if slot > self._last_slot and len(self._frames) < self.config.frames_per_window:
            self._frames.append(frame)
            self._times.append(time_ns)
            self._last_kept, self._last_slot = time_ns, slot
        return done

    def _emit(self) -> Window:
        start, end = self._window_bounds(self._index)
        audio = self.audio.chunk(start, end) if self.audio is not None else None
        return Window(self.participant, self.session_id, self._index, start, end, tuple(self._frames),
                      tuple(self._times), audio, self.audio.sample_rate if self.audio is not None else self.config.sample_rate)

    def flush(self) -> List[Window]:
        """Emit the window in progress (if it holds frames) and start over at the next one."""
        if not self._frames:
            return []
        window = self._emit()
        self._index += 1
        self._frames, self._times = [], []
        return [window]


def segment_video(path: Path, *, participant: str, session_id: str, config: SegmenterConfig = SegmenterConfig(),
                  audio: Optional[AudioTrack] = None, start_ns: int = 0) -> Iterator[Window]:
    """Windows of a video file (frames RGB, uint8), with the matching audio chunks when `audio` is given."""
    import cv2

    capture = cv2.VideoCapture(str(path))
    if not capture.isOpened():
        raise SegmenterError(f"video file {path} could not be opened")
    fps = capture.get(cv2.CAP_PROP_FPS) or 0.0
    if fps <= 0:
        capture.release()
        raise SegmenterError(f"video file {path} reports fps={fps}; cannot time its frames")
    accumulator = FrameAccumulator(participant, session_id, config=config, audio=audio, start_ns=start_ns)
    number = 0
    try:
        while True:
            ok, frame = capture.read()
            if not ok:
                break
            time_ns = start_ns + int(round(number * NS_PER_S / fps))
            number += 1
            yield from accumulator.push(cv2.cvtColor(frame, cv2.COLOR_BGR2RGB), time_ns)
        yield from accumulator.flush()
    finally:
        capture.release()

"""Where segment records come from, as the perception node (or any caller) configures it.

Source-grounded backends (`annotation`, `sim`) replay their source as records; frame-based ones
(`qwen`, `endpoint`) perceive live windows that `LivePerception` cuts from incoming frames (speech
reaches memory from the microphone as utterance events: `listening`).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, List, Tuple

import numpy as np

from ..errors import ConfigError
from .epic import load_narrations
from .perception.protocol import PerceptionBackend
from .perception.registry import BACKENDS, create_backend
from .records import SegmentRecord
from .segmenter import FrameAccumulator
from .window import SegmenterConfig, Window

REPLAY_BACKENDS = ("annotation", "sim")


@dataclass(frozen=True)
class SourceConfig:
    """Which backend to run and what it reads (one field per perception-node parameter)."""

    backend: str = "endpoint"
    participant: str = "home"
    session_id: str = "live"
    annotations: Tuple[str, ...] = ()
    trace_path: str = ""
    model_dir: str = ""
    endpoint_url: str = "http://localhost:8000/v1"
    endpoint_model: str = "Qwen/Qwen2.5-VL-7B-Instruct"
    max_images: int = 8

    def __post_init__(self) -> None:
        if self.backend not in BACKENDS:
            raise ConfigError(f"backend={self.backend!r} is unknown; known: {', '.join(sorted(BACKENDS))}")
        if self.backend == "annotation" and not self.annotations:
            raise ConfigError("backend='annotation' needs annotations (EPIC-KITCHENS-100 CSV paths)")
        if self.backend == "sim" and not self.trace_path:
            raise ConfigError("backend='sim' needs trace_path (a trace.jsonl file)")
        if self.backend == "qwen" and not self.model_dir:
            raise ConfigError("backend='qwen' needs model_dir (a local Qwen2.5-VL weights folder)")
        if self.backend == "endpoint" and not (self.endpoint_url and self.endpoint_model):
            raise ConfigError("backend='endpoint' needs endpoint_url and endpoint_model")
        if self.max_images < 1:
            raise ConfigError(f"max_images={self.max_images!r} must be >= 1")

    @property
    def replays(self) -> bool:
        return self.backend in REPLAY_BACKENDS


def replay_records(config: SourceConfig) -> Iterator[SegmentRecord]:
    """Every record of a source-grounded backend, in time order."""
    if config.backend == "annotation":
        narrations = load_narrations([Path(p) for p in config.annotations], config.participant)
        backend = create_backend("annotation", narrations=narrations)
    elif config.backend == "sim":
        from .perception.sim import SimBackend

        backend = SimBackend.from_jsonl(Path(config.trace_path), participant=config.participant)
    else:
        raise ConfigError(f"backend={config.backend!r} does not replay a source; use LivePerception")
    return backend.records()


def live_backend(config: SourceConfig) -> PerceptionBackend:
    """The frame-based backend a config names."""
    if config.backend == "qwen":
        return create_backend("qwen", model_dir=Path(config.model_dir), max_images=config.max_images)
    if config.backend == "endpoint":
        return create_backend("endpoint", base_url=config.endpoint_url, model=config.endpoint_model,
                              max_images=config.max_images)
    raise ConfigError(f"backend={config.backend!r} is not frame-based; use replay_records")


class LivePerception:
    """Frames in, segment records out: segmenter -> backend."""

    def __init__(self, backend: PerceptionBackend, participant: str, session_id: str, *,
                 segmenter: SegmenterConfig = SegmenterConfig()) -> None:
        self.backend = backend
        self.accumulator = FrameAccumulator(participant, session_id, config=segmenter)

    def _record(self, window: Window) -> SegmentRecord:
        return self.backend.perceive(window)

    def push_frame(self, frame: np.ndarray, time_ns: int) -> List[SegmentRecord]:
        """Records of the windows this frame completed."""
        return [self._record(w) for w in self.accumulator.push(frame, time_ns)]

    def flush(self) -> List[SegmentRecord]:
        """The record of the window in progress."""
        return [self._record(w) for w in self.accumulator.flush()]

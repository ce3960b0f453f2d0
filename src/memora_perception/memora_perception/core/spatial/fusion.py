"""Fusing an object's sightings over frames, and deciding when memory hears of them.

Each entity keeps its last ``window`` measurements; its estimate is their coordinate-wise median
(centre and extent: robust to a bad frame) with the orientation of the sighting that kept the most
points. A sighting farther than ``move_m`` from the estimate is held as a candidate move; once
``move_confirm`` such sightings agree with each other, the window restarts from them (the object
was moved), otherwise they are dropped as outliers.

An observation is emitted on an entity's first sighting, when its estimate has drifted more than
``emit_move_m`` from the last emitted pose (at most once per ``min_interval_s``), and again every
``refresh_s`` while it is still being seen (so memory knows it is still there), never every frame.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Deque, Dict, List, Optional, Tuple

import numpy as np

from ...errors import ConfigError
from .cloud import Measurement

NS = 1_000_000_000


@dataclass(frozen=True)
class FusionConfig:
    """Window, move detection and emission policy (module docstring)."""

    window: int = 15
    move_m: float = 0.15
    move_confirm: int = 2
    emit_move_m: float = 0.05
    min_interval_s: float = 2.0
    refresh_s: float = 300.0

    def __post_init__(self) -> None:
        if self.window < 1 or self.move_confirm < 1:
            raise ConfigError(f"window={self.window} move_confirm={self.move_confirm}: both must be >= 1")
        for name in ("move_m", "emit_move_m"):
            if not getattr(self, name) > 0:
                raise ConfigError(f"{name}={getattr(self, name)!r}: must be > 0")
        if self.min_interval_s < 0 or self.refresh_s <= 0:
            raise ConfigError(f"min_interval_s={self.min_interval_s} must be >= 0 and refresh_s={self.refresh_s} > 0")


@dataclass
class Track:
    """One entity's recent sightings, pending move candidates and last emission."""

    recent: Deque[Measurement]
    pending: List[Measurement] = field(default_factory=list)
    emitted: Optional[Tuple[int, Measurement]] = None  # (stamp, pose) of the last emission
    sightings: int = 0
    _estimate: Optional[Measurement] = field(default=None, repr=False, compare=False)  # of ``recent`` as it is

    def changed(self) -> None:
        """``recent`` was changed: the cached estimate is stale."""
        self._estimate = None

    def estimate(self) -> Measurement:
        if self._estimate is None:
            self._estimate = self._median()
        return self._estimate

    def _median(self) -> Measurement:
        items = list(self.recent)
        medians = np.median(np.array([(*m.position, *m.extent) for m in items]), axis=0)   # one call, 6 columns
        position, extent = medians[:3], medians[3:]
        best = max(items, key=lambda m: m.points)
        return Measurement(position=tuple(float(v) for v in position), orientation=best.orientation,
                           extent=tuple(float(v) for v in extent), points=best.points)  # type: ignore[arg-type]


def _distance(a: Measurement, b: Measurement) -> float:
    return float(np.linalg.norm(np.subtract(a.position, b.position)))


class ObjectFusion:
    """Per-entity running estimates; ``update`` says whether memory should hear of this sighting."""

    def __init__(self, config: FusionConfig = FusionConfig()) -> None:
        self.config = config
        self.tracks: Dict[str, Track] = {}

    def estimate(self, entity: str) -> Optional[Measurement]:
        track = self.tracks.get(entity)
        return track.estimate() if track is not None else None

    def update(self, entity: str, stamp_ns: int, measurement: Measurement) -> Optional[Measurement]:
        """Fold one sighting in; returns the fused pose to emit now, or ``None``."""
        config = self.config
        track = self.tracks.get(entity)
        if track is None:
            track = self.tracks[entity] = Track(recent=deque(maxlen=config.window))
        track.sightings += 1
        if track.recent and _distance(measurement, track.estimate()) > config.move_m:
            track.pending = [m for m in track.pending if _distance(m, measurement) <= config.move_m] + [measurement]
            if len(track.pending) < config.move_confirm:
                return None
            track.recent = deque(track.pending, maxlen=config.window)
            track.pending = []
        else:
            track.pending = []
            track.recent.append(measurement)
        track.changed()
        fused = track.estimate()
        if track.emitted is not None:
            last_ns, last = track.emitted
            since = (stamp_ns - last_ns) / NS
            moved = _distance(fused, last) > config.emit_move_m and since >= config.min_interval_s
            if not moved and since < config.refresh_s:
                return None
        track.emitted = (stamp_ns, fused)
        return fused

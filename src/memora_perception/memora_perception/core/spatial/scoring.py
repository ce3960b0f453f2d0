"""Scoring the RGB-D pipeline against a sensor bag's ``truth.json`` (``memora perceive``).

Position error is the distance from a measured box centre to the true centre of the object at
that instant (its pose history in truth.json), for movable objects (furniture is reported apart:
it is large and mostly seen in part). Three sets: ``events`` (the poses memory receives), ``fused``
(the running estimate after each sighting) and ``single`` (each frame's own measurement).
Detection counts per frame: recall over the objects truth says are fully in view; precision over
the object detections, a detection being right when truth lists the object as visible in that
frame and its centre lies within ``match_m`` of the truth. Places: each event's ``location``
delta (the furniture it rests on) against the parent truth gives the object at that instant.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence

import numpy as np

from ...errors import DataError
from .rgbd import FrameResult, RgbdPerception

MATCH_M = 0.10


@dataclass(frozen=True)
class Truth:
    """truth.json as lookups: pose histories per entity, and each frame's visible objects."""

    histories: Dict[str, List[Dict[str, Any]]]
    furniture: frozenset
    frames: Dict[int, Dict[str, bool]]  # stamp -> entity -> fully in view
    raw: Dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def load(cls, path: Path) -> "Truth":
        try:
            raw = json.loads(Path(path).read_text())
            histories = {o["entity"]: o.get("poses") or [{"from_ns": 0, **o}] for o in raw["objects"]}
            furniture = frozenset(f["entity"] for f in raw.get("furniture", []))
            histories.update({f["entity"]: [{"from_ns": 0, **f}] for f in raw.get("furniture", [])})
            frames = {int(f["stamp_ns"]): {v["entity"]: bool(v["fully_in_view"]) for v in f["visible"]}
                      for f in raw["frames"]}
        except (OSError, ValueError, KeyError, TypeError) as err:
            raise DataError(f"Could not read truth {path}: {err}") from err
        return cls(histories=histories, furniture=furniture, frames=frames, raw=raw)

    def pose(self, entity: str, stamp_ns: int) -> Optional[Dict[str, Any]]:
        """The entity's true pose record at ``stamp_ns`` (None: unknown entity)."""
        current = None
        for pose in self.histories.get(entity, ()):
            if pose["from_ns"] <= stamp_ns:
                current = pose
        return current

    def position(self, entity: str, stamp_ns: int) -> Optional[np.ndarray]:
        """The entity's true centre at ``stamp_ns`` (None: unknown entity, or held by someone)."""
        current = self.pose(entity, stamp_ns)
        if current is None or current.get("position") is None:
            return None
        return np.asarray(current["position"], dtype=float)

    def parent(self, entity: str, stamp_ns: int) -> Optional[str]:
        """What the entity rests on or in at ``stamp_ns`` (None: unknown, or no parent)."""
        current = self.pose(entity, stamp_ns)
        return current.get("parent") if current is not None else None


@dataclass
class Scorer:
    """Accumulates per-frame results against the truth; ``report`` summarises them."""

    truth: Truth
    match_m: float = MATCH_M
    errors: Dict[str, List[float]] = field(default_factory=lambda: {"events": [], "fused": [], "single": [],
                                                                     "furniture": []})
    in_view: int = 0
    found_in_view: int = 0
    detections: int = 0
    right: int = 0
    frames: int = 0
    unknown_frames: int = 0
    placed: int = 0  # events stating a place (location delta) for an object with a known parent
    placed_right: int = 0
    unplaced: int = 0  # object events without a place

    def add(self, result: FrameResult, perception: RgbdPerception) -> None:
        self.frames += 1
        visible = self.truth.frames.get(result.stamp_ns)
        if visible is None:
            self.unknown_frames += 1
            visible = {}
        measured = {d.entity: d for d in result.detections if d.measurement is not None}
        for entity, full in visible.items():
            if full and entity not in self.truth.furniture:
                self.in_view += 1
                self.found_in_view += entity in measured
        for entity, detection in measured.items():
            true = self.truth.position(entity, result.stamp_ns)
            if entity in self.truth.furniture:
                if true is not None:
                    self.errors["furniture"].append(_dist(detection.measurement.position, true))
                continue
            self.detections += 1
            if true is None:
                continue
            error = _dist(detection.measurement.position, true)
            self.right += entity in visible and error <= self.match_m
            self.errors["single"].append(error)
            fused = perception.fusion.estimate(entity)
            if fused is not None:
                self.errors["fused"].append(_dist(fused.position, true))
        for event in result.events:
            entity = event.objects[0]
            true = self.truth.position(entity, event.time_ns)
            if entity not in self.truth.furniture and true is not None:
                self.errors["events"].append(_dist(event.extras["pose"]["position"], true))
            if entity not in self.truth.furniture:
                self._score_place(event)

    def _score_place(self, event: Any) -> None:
        places = [d.value for d in event.deltas if d.attribute == "location"]
        parent = self.truth.parent(event.objects[0], event.time_ns)
        if not places:
            self.unplaced += 1
        elif parent:
            self.placed += 1
            self.placed_right += places[0] == parent

    def report(self) -> Dict[str, Any]:
        return {
            "position_error_m": {name: _summary(values) for name, values in self.errors.items()},
            "recall_fully_in_view": round(self.found_in_view / self.in_view, 4) if self.in_view else None,
            "precision": round(self.right / self.detections, 4) if self.detections else None,
            "objects_fully_in_view": self.in_view, "object_detections": self.detections, "match_m": self.match_m,
            "frames_without_truth": self.unknown_frames,
            "places": {"stated": self.placed, "right": self.placed_right, "unplaced": self.unplaced,
                       "accuracy": round(self.placed_right / self.placed, 4) if self.placed else None},
        }


def _dist(a: Sequence[float], b: np.ndarray) -> float:
    return float(np.linalg.norm(np.asarray(a, dtype=float) - b))


def _summary(values: Sequence[float]) -> Dict[str, Any]:
    if not values:
        return {"n": 0, "median": None, "p90": None, "max": None}
    arr = np.asarray(values)
    return {"n": len(values), "median": round(float(np.median(arr)), 4), "p90": round(float(np.percentile(arr, 90)), 4),
            "max": round(float(arr.max()), 4)}


def time_summary(seconds: Sequence[float]) -> Dict[str, Any]:
    """p50 / p95 / max of per-frame times, in milliseconds."""
    if not seconds:
        return {"n": 0, "p50_ms": None, "p95_ms": None, "max_ms": None}
    ms = np.asarray(seconds) * 1000
    return {"n": len(ms), "p50_ms": round(float(np.median(ms)), 2), "p95_ms": round(float(np.percentile(ms, 95)), 2),
            "max_ms": round(float(ms.max()), 2)}

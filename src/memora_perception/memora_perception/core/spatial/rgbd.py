"""The RGB-D object pipeline the perception node and ``memora perceive`` share.

Per synchronised frame: for every labelled instance of the detector's masks (default: the
simulator renderer's instance image), erode the mask (depth at its border mixes object and
background), thin it to at most ``max_points`` pixels on a regular grid (``support_max_points``
for furniture and devices: large, never scored as objects, and only their top and footprint are
used, to place objects on them), back-project the
masked depth with the intrinsics, move the
points into the map frame with the camera pose, clean and box them (``cloud``), fuse the sighting
into the entity's running estimate (``fusion``), and turn the poses the fusion lets through into
observation events carrying ``extras["pose"]`` (docs/formats.md, the sensor bag contract).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import Dict, List, Mapping, Optional, Tuple

import numpy as np

from obsmem_ros import Event, EventKind, FactSpec, ValueType

from ...errors import ConfigError, RecordError
from .cloud import CloudConfig, Measurement, measure_seen
from .fusion import FusionConfig, ObjectFusion
from .geometry import Intrinsics, Pose, Vector3, backproject
from .support import SUPPORT_KINDS, SupportConfig, support_of

SOURCE = "perception"


@dataclass(frozen=True)
class Label:
    """What an instance index of a frame's masks is: the entity id, its category, (if known) its room,
    and its kind (``object``, or ``furniture`` / ``device``: what objects rest on; "" = unknown)."""

    entity: str
    category: str = ""
    room: str = ""
    kind: str = ""


@dataclass(frozen=True)
class RgbdFrame:
    """One synchronised RGB-D frame: depth in metres, the camera's pose, the instance masks and labels."""

    stamp_ns: int
    depth_m: np.ndarray
    intrinsics: Intrinsics
    camera: Pose
    instances: np.ndarray
    labels: Mapping[int, Label]
    colour: Optional[np.ndarray] = None


@dataclass(frozen=True)
class Detection:
    """One labelled instance measured in one frame (``measurement`` None: too few valid points)."""

    entity: str
    category: str
    pixels: int
    measurement: Optional[Measurement]


@dataclass(frozen=True)
class FrameResult:
    """What one frame produced: the detections, the events to ingest and the time it took."""

    stamp_ns: int
    detections: Tuple[Detection, ...]
    events: Tuple[Event, ...]
    seconds: float


@dataclass(frozen=True)
class RgbdConfig:
    """The pipeline's settings: who the robot is, mask erosion, and the cleaning and fusion settings."""

    robot_id: str = "robot"
    frame_id: str = "map"
    erode_px: int = 1
    min_pixels: int = 30
    max_points: int = 1500
    support_max_points: int = 600
    cloud: CloudConfig = field(default_factory=CloudConfig)
    fusion: FusionConfig = field(default_factory=FusionConfig)
    support: SupportConfig = field(default_factory=SupportConfig)

    def __post_init__(self) -> None:
        if not self.robot_id:
            raise ConfigError("robot_id is empty; name the robot whose observations these are")
        if self.erode_px < 0 or self.min_pixels < 1 or min(self.max_points, self.support_max_points) < self.min_pixels:
            raise ConfigError(f"erode_px={self.erode_px} must be >= 0, min_pixels={self.min_pixels} >= 1, and "
                              f"max_points={self.max_points} and support_max_points={self.support_max_points} "
                              ">= min_pixels")


def _erode(mask: np.ndarray, px: int) -> np.ndarray:
    """The mask without its ``px``-wide border (depth there mixes object and background)."""
    if px == 0:
        return mask
    import cv2

    kernel = np.ones((2 * px + 1, 2 * px + 1), np.uint8)
    return cv2.erode(mask.astype(np.uint8), kernel).astype(bool)


def _thin(mask: np.ndarray, max_points: int) -> np.ndarray:
    """The mask on a regular pixel grid coarse enough to keep at most about ``max_points`` pixels
    (a sofa fills 20,000 pixels; its box needs far fewer points, and cleaning costs grow with them)."""
    count = int(mask.sum())
    if count <= max_points:
        return mask
    stride = int(np.ceil(np.sqrt(count / max_points)))
    thinned = np.zeros_like(mask)
    thinned[::stride, ::stride] = mask[::stride, ::stride]
    return thinned


def _boxes(instances: np.ndarray, labelled: Mapping[int, Label]) -> Dict[int, Tuple[slice, slice]]:
    """The bounding rows / columns of each labelled instance present in the frame, from one pass over
    the instance image (so masks are cut from small windows, not the full image), in index order."""
    from scipy.ndimage import find_objects

    if instances.size == 0:
        return {}
    windows = find_objects(instances if np.issubdtype(instances.dtype, np.integer) else instances.astype(np.int64))
    return {index: windows[index - 1] for index in range(1, len(windows) + 1)
            if windows[index - 1] is not None and index in labelled}


class RgbdPerception:
    """Frames in, observation events with poses out; keeps the per-entity fusion state."""

    def __init__(self, config: RgbdConfig = RgbdConfig()) -> None:
        self.config = config
        self.fusion = ObjectFusion(config.fusion)
        self.furniture: set[str] = set()  # entities labelled furniture / device so far (what objects rest on)
        # their seen boxes, fused apart: completing a counter's hidden side as if it were as deep as it is
        # long pushes its box back (0.37 m in test_spatial_rgbd), off the objects standing on its front
        self.surfaces = ObjectFusion(config.fusion)

    def measure_instance(self, frame: RgbdFrame, rows: slice, cols: slice, index: int, *,
                         support: bool = False) -> Tuple[int, Optional[Tuple[Measurement, Measurement]]]:
        """(pixels, (box, seen box)) of one instance: eroded mask -> points -> map frame -> cleaned
        boxes (``cloud.measure_seen``); ``support``: furniture or a device, thinned to
        ``support_max_points``."""
        config = self.config
        mask = frame.instances[rows, cols] == index
        pixels = int(mask.sum())
        if pixels < config.min_pixels:
            return pixels, None
        eroded = _erode(mask, config.erode_px)
        if eroded.sum() < config.min_pixels:
            eroded = mask
        eroded = _thin(eroded, config.support_max_points if support else config.max_points)
        k = frame.intrinsics
        crop = replace(k, width=eroded.shape[1], height=eroded.shape[0], cx=k.cx - cols.start, cy=k.cy - rows.start)
        points = backproject(frame.depth_m[rows, cols], eroded, crop)
        if len(points) == 0:
            return pixels, None
        return pixels, measure_seen(frame.camera.apply(points), config.cloud, range_m=float(np.median(points[:, 2])),
                                    viewpoint=np.asarray(frame.camera.position))

    def process(self, frame: RgbdFrame) -> FrameResult:
        """Measure every labelled instance of the frame, fuse, and emit the events due."""
        started = time.perf_counter()
        if frame.camera.frame_id != self.config.frame_id:
            raise RecordError(f"camera pose frame_id={frame.camera.frame_id!r}; the pipeline works in "
                              f"{self.config.frame_id!r} (transform the pose first)")
        if frame.instances.shape != frame.depth_m.shape:
            raise RecordError(f"instances shape {frame.instances.shape} differs from depth shape {frame.depth_m.shape}")
        detections, due = [], []
        for index, (rows, cols) in _boxes(frame.instances, frame.labels).items():
            label = frame.labels[index]
            support = label.kind in SUPPORT_KINDS
            if support:
                self.furniture.add(label.entity)
            pixels, boxes = self.measure_instance(frame, rows, cols, index, support=support)
            measurement = boxes[0] if boxes is not None else None
            detections.append(Detection(entity=label.entity, category=label.category, pixels=pixels,
                                        measurement=measurement))
            if boxes is None:
                continue
            if support:
                self.surfaces.update(label.entity, frame.stamp_ns, boxes[1])
            fused = self.fusion.update(label.entity, frame.stamp_ns, measurement)
            if fused is not None:
                due.append((label, fused))
        events = tuple(self.event(label, frame.stamp_ns, fused, viewpoint=frame.camera.position,
                                  support=self.support(label, fused)) for label, fused in due)
        return FrameResult(stamp_ns=frame.stamp_ns, detections=tuple(detections), events=events,
                           seconds=time.perf_counter() - started)

    def support(self, label: Label, pose: Measurement) -> Optional[str]:
        """The furniture an object rests on or in, from the fused seen furniture boxes (``support``);
        ``None`` for furniture itself, or when none holds it."""
        if label.kind in SUPPORT_KINDS:
            return None
        boxes = ((entity, self.surfaces.estimate(entity)) for entity in sorted(self.furniture))
        return support_of(pose, ((e, b) for e, b in boxes if b is not None), self.config.support)

    def event(self, label: Label, stamp_ns: int, pose: Measurement, *, viewpoint: Optional[Vector3] = None,
              support: Optional[str] = None) -> Event:
        """The observation event for one fused pose (the sensor bag contract's form; ``viewpoint``:
        the camera position it was seen from, for "left of" / "in front of" questions; ``support``:
        the furniture it rests on, stated as its ``location``)."""
        robot = self.config.robot_id
        extras = {"pose": pose_extras(pose, self.config.frame_id, viewpoint)}
        if label.category:
            extras["category"] = label.category
        deltas = (FactSpec(label.entity, "location", support, ValueType.ENTITY),) if support else ()
        return Event(id=f"{SOURCE}-{label.entity}-{stamp_ns}", time_ns=int(stamp_ns), kind=EventKind.OBSERVATION,
                     actor=robot, verb="observe", objects=(label.entity,), location=label.room, observers=(robot,),
                     deltas=deltas, source=SOURCE, extras=extras)


def pose_extras(pose: Measurement, frame_id: str, viewpoint: Optional[Vector3] = None) -> Dict[str, object]:
    """``extras["pose"]`` of an observation event: frame, centre, orientation, extent, points
    (lengths rounded to 0.1 mm), and the camera position when given."""
    extras: Dict[str, object] = {"frame_id": frame_id, "position": [round(v, 4) for v in pose.position],
                                 "orientation": [round(v, 6) for v in pose.orientation],
                                 "extent": [round(v, 4) for v in pose.extent], "points": int(pose.points)}
    if viewpoint is not None:
        extras["viewpoint"] = [round(float(v), 4) for v in viewpoint]
    return extras

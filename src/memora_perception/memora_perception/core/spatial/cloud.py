"""One object's points -> a cleaned open3d cloud -> centroid and box in the map frame.

Cleaning, in order: voxel downsampling (``voxel_m``: bounds the work per object whatever its size
in the image), statistical outlier removal (points whose mean distance to their
``outlier_neighbours`` nearest neighbours is ``outlier_std`` deviations above the cloud's mean:
flying pixels at depth edges), DBSCAN (``cluster_eps_m``, ``cluster_min_points``) keeping the
largest cluster (background leaking through a mask, a hand in front of a mug).

The box: ``gravity`` (default) is a box whose vertical axis is the map's z (gravity): the smallest
rectangle holding the points seen from above (OpenCV ``minAreaRect``, its yaw) times their height
range. Household objects stand on surfaces, and a camera sees only their near side, so a free
3-axis box (open3d's ``get_minimal_oriented_bounding_box``, ``oriented``) of a one-sided, noisy view tilts
with the noise and its axes jump between frames; the gravity-aligned box keeps a stable yaw and
an upright height a grasp planner can use. ``oriented`` stays available for objects that do not
stand upright.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import numpy as np

from ...errors import ConfigError
from .geometry import Quaternion, Vector3, matrix_quaternion, yaw_quaternion

BOX_KINDS = ("gravity", "oriented")


@dataclass(frozen=True)
class CloudConfig:
    """How an object's points are cleaned and boxed (see the module docstring)."""

    voxel_m: float = 0.005
    outlier_neighbours: int = 16
    outlier_std: float = 2.0
    cluster_eps_m: float = 0.03
    cluster_min_points: int = 8
    min_points: int = 20
    box: str = "gravity"

    def __post_init__(self) -> None:
        if self.box not in BOX_KINDS:
            raise ConfigError(f"box={self.box!r} is unknown; known: {', '.join(BOX_KINDS)}")
        for name in ("voxel_m", "outlier_std", "cluster_eps_m"):
            if not getattr(self, name) > 0:
                raise ConfigError(f"{name}={getattr(self, name)!r}: must be > 0")
        for name in ("outlier_neighbours", "cluster_min_points", "min_points"):
            if getattr(self, name) < 1:
                raise ConfigError(f"{name}={getattr(self, name)!r}: must be >= 1")


@dataclass(frozen=True)
class Measurement:
    """An object measured in one frame: box centre, orientation, extent (metres) and points kept."""

    position: Vector3
    orientation: Quaternion
    extent: Vector3
    points: int


def _cloud(points: np.ndarray):  # -> open3d.geometry.PointCloud
    import open3d as o3d

    cloud = o3d.geometry.PointCloud()
    cloud.points = o3d.utility.Vector3dVector(np.ascontiguousarray(points, dtype=np.float64))
    return cloud


def clean(points: np.ndarray, config: CloudConfig) -> np.ndarray:
    """The kept points (M x 3) after downsampling, outlier removal and main-cluster selection."""
    cloud = _cloud(points).voxel_down_sample(config.voxel_m)
    if len(cloud.points) > config.outlier_neighbours:
        cloud, _ = cloud.remove_statistical_outlier(nb_neighbors=config.outlier_neighbours, std_ratio=config.outlier_std)
    if len(cloud.points) < config.min_points:
        return np.asarray(cloud.points)
    labels = np.asarray(cloud.cluster_dbscan(eps=config.cluster_eps_m, min_points=config.cluster_min_points))
    kept = np.asarray(cloud.points)
    if labels.size and labels.max() >= 0:
        main = np.bincount(labels[labels >= 0]).argmax()
        kept = kept[labels == main]
    return kept


def gravity_box(points: np.ndarray) -> Measurement:
    """The z-up box of the points: minimum-area rectangle in x-y, the z range as height."""
    import cv2

    (cx, cy), (w, h), angle = cv2.minAreaRect(np.ascontiguousarray(points[:, :2], dtype=np.float32))
    z_lo, z_hi = float(points[:, 2].min()), float(points[:, 2].max())
    return Measurement(position=(float(cx), float(cy), (z_lo + z_hi) / 2), orientation=yaw_quaternion(np.radians(angle)),
                       extent=(float(w), float(h), z_hi - z_lo), points=len(points))


def oriented_box(points: np.ndarray) -> Measurement:
    """open3d's minimal oriented bounding box, free in all three axes (``get_oriented_bounding_box``
    is PCA-based and overestimates a box whose surface points are uneven in spread)."""
    box = _cloud(points).get_minimal_oriented_bounding_box()
    return Measurement(position=tuple(float(v) for v in box.center), orientation=matrix_quaternion(np.asarray(box.R)),
                       extent=tuple(float(v) for v in box.extent), points=len(points))  # type: ignore[arg-type]


def measure(points_map: np.ndarray, config: CloudConfig) -> Optional[Measurement]:
    """Clean an object's map-frame points and box them; ``None`` when fewer than ``min_points`` remain."""
    if len(points_map) < config.min_points:
        return None
    kept = clean(points_map, config)
    if len(kept) < config.min_points:
        return None
    return gravity_box(kept) if config.box == "gravity" else oriented_box(kept)

"""One object's points -> a cleaned open3d cloud -> centroid and box in the map frame.

Cleaning, in order: voxel downsampling (``voxel_m``: bounds the work per object whatever its size
in the image), statistical outlier removal (points whose mean distance to their
``outlier_neighbours`` nearest neighbours is ``outlier_std`` deviations above the cloud's mean:
flying pixels at depth edges), DBSCAN (``cluster_eps_m``, ``cluster_min_points``) keeping the
largest cluster (background leaking through a mask, a hand in front of a mug); its radius is
at least three times the cloud's median point spacing (a large thinned surface stays one
cluster) and three times the sensor's axial noise at the object's range (a far object is not
sliced along the line of sight).

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
from typing import Optional, Tuple

import numpy as np

from ...errors import ConfigError
from .geometry import Quaternion, Vector3, matrix_quaternion, yaw_quaternion

BOX_KINDS = ("gravity", "oriented")


@dataclass(frozen=True)
class CloudConfig:
    """How an object's points are cleaned and boxed (see the module docstring)."""

    voxel_m: float = 0.005
    outlier_neighbours: int = 16
    outlier_std: float = 3.0
    cluster_eps_m: float = 0.03
    cluster_min_points: int = 8
    min_points: int = 20
    box: str = "gravity"
    # axial depth noise of the sensor, sigma(z) = sigma0 + k (z - z0)^2 (metres; D435-class
    # structured light / active stereo): DBSCAN's radius grows with it, so a far, noisy object
    # is not cut into slices along the line of sight
    noise_sigma0: float = 0.0012
    noise_k: float = 0.0019
    noise_z0: float = 0.4
    complete_hidden: bool = True

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


def depth_sigma(range_m: float, config: CloudConfig) -> float:
    """The sensor's axial noise (one sigma, metres) at a range."""
    return config.noise_sigma0 + config.noise_k * max(0.0, range_m - config.noise_z0) ** 2


def clean(points: np.ndarray, config: CloudConfig, *, range_m: float = 0.0) -> np.ndarray:
    """The kept points (M x 3) after downsampling, outlier removal and main-cluster selection
    (``range_m``: the object's distance from the camera, for the noise-scaled cluster radius)."""
    cloud = _cloud(points).voxel_down_sample(config.voxel_m)
    if len(cloud.points) > config.outlier_neighbours:
        cloud, _ = cloud.remove_statistical_outlier(nb_neighbors=config.outlier_neighbours, std_ratio=config.outlier_std)
    if len(cloud.points) < config.min_points:
        return np.asarray(cloud.points)
    spacing = float(np.median(np.asarray(cloud.compute_nearest_neighbor_distance())))
    eps = max(config.cluster_eps_m, 3.0 * spacing, 3.0 * depth_sigma(range_m, config))
    labels = np.asarray(cloud.cluster_dbscan(eps=eps, min_points=config.cluster_min_points))
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


def complete_hidden(box: Measurement, points: np.ndarray, viewpoint: np.ndarray, sigma: float) -> Measurement:
    """Move a one-sided view's box back along the line of sight by the half depth it cannot see.

    A camera sees an object's near side; with axial noise sigma the points' spread along the line
    of sight says little about the far side. The near face is the 5th percentile of the points'
    distance along the (horizontal) line of sight plus 1.645 sigma; the depth seen is the 95th
    percentile less 1.645 sigma, minus the near face; the hidden depth is taken equal to the
    width across the line of sight (a cylinder's, a square footprint's) when that is larger. The
    centre moves to the near face plus half that depth; the extents keep what was measured,
    widened along the line of sight if the completed depth is larger."""
    sight = np.asarray(box.position[:2]) - viewpoint[:2]
    norm = float(np.linalg.norm(sight))
    if norm < 1e-6:
        return box
    along_dir = sight / norm
    across_dir = np.array([-along_dir[1], along_dir[0]])
    along, across = points[:, :2] @ along_dir, points[:, :2] @ across_dir
    along_5, along_95 = (float(v) for v in np.percentile(along, [5, 95]))    # one partition per axis
    across_2, across_98 = (float(v) for v in np.percentile(across, [2, 98]))
    near = along_5 + 1.645 * sigma
    seen = max(0.0, along_95 - 1.645 * sigma - near)
    width = across_98 - across_2
    depth = max(seen, width)
    shift = near + depth / 2 - float(np.asarray(box.position[:2]) @ along_dir)
    if shift <= 0:
        return box
    x, y = np.asarray(box.position[:2]) + shift * along_dir
    return Measurement(position=(float(x), float(y), box.position[2]), orientation=box.orientation,
                       extent=box.extent, points=box.points)


def measure_seen(points_map: np.ndarray, config: CloudConfig, *, range_m: float = 0.0,
                 viewpoint: Optional[np.ndarray] = None) -> Optional[Tuple[Measurement, Measurement]]:
    """(box, seen box) of an object's map-frame points, cleaned; ``None`` when fewer than
    ``min_points`` remain. The box is completed behind its visible side when a gravity box has the
    camera's ``viewpoint`` (and ``complete_hidden``); the seen box is the box of what was seen."""
    if len(points_map) < config.min_points:
        return None
    kept = clean(points_map, config, range_m=range_m)
    if len(kept) < config.min_points:
        return None
    if config.box == "oriented":
        box = oriented_box(kept)
        return box, box
    seen = gravity_box(kept)
    if config.complete_hidden and viewpoint is not None:
        return complete_hidden(seen, kept, np.asarray(viewpoint, dtype=float), depth_sigma(range_m, config)), seen
    return seen, seen


def measure(points_map: np.ndarray, config: CloudConfig, *, range_m: float = 0.0,
            viewpoint: Optional[np.ndarray] = None) -> Optional[Measurement]:
    """Clean an object's map-frame points and box them; ``None`` when fewer than ``min_points`` remain.
    With the camera's ``viewpoint`` (and ``complete_hidden``) a gravity box is completed behind its
    visible side (``complete_hidden``)."""
    both = measure_seen(points_map, config, range_m=range_m, viewpoint=viewpoint)
    return both[0] if both is not None else None

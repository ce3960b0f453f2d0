"""Pinhole geometry: intrinsics, camera poses, depth back-projection and frame transforms.

Conventions (ROS REP 103 / 105): the camera's optical frame has z forward, x right, y down; a
pose maps camera coordinates into its parent frame (``map``): ``p_map = R @ p_cam + t``;
quaternions are (x, y, z, w). Units are metres.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, Tuple

import numpy as np

from ...errors import RecordError

Vector3 = Tuple[float, float, float]
Quaternion = Tuple[float, float, float, float]


@dataclass(frozen=True)
class Intrinsics:
    """A pinhole camera without distortion (``CameraInfo`` K, after rectification)."""

    width: int
    height: int
    fx: float
    fy: float
    cx: float
    cy: float

    def __post_init__(self) -> None:
        if self.width <= 0 or self.height <= 0:
            raise RecordError(f"intrinsics width={self.width} height={self.height}: both must be > 0")
        if not (self.fx > 0 and self.fy > 0):
            raise RecordError(f"intrinsics fx={self.fx} fy={self.fy}: focal lengths must be > 0")

    @classmethod
    def from_k(cls, k: Sequence[float], width: int, height: int) -> "Intrinsics":
        """From a row-major 3x3 K (``CameraInfo.k``)."""
        if len(k) != 9:
            raise RecordError(f"camera_info k has {len(k)} values; a 3x3 matrix has 9")
        return cls(width=int(width), height=int(height), fx=float(k[0]), fy=float(k[4]), cx=float(k[2]),
                   cy=float(k[5]))

    def project(self, points: np.ndarray) -> np.ndarray:
        """Camera-frame points (N x 3, z > 0) as pixel coordinates (N x 2: u, v)."""
        z = points[:, 2]
        return np.stack([self.fx * points[:, 0] / z + self.cx, self.fy * points[:, 1] / z + self.cy], axis=1)


def quaternion_matrix(q: Sequence[float]) -> np.ndarray:
    """The rotation matrix of a quaternion (x, y, z, w); it is normalised first."""
    x, y, z, w = (float(v) for v in q)
    norm = np.sqrt(x * x + y * y + z * z + w * w)
    if not np.isfinite(norm) or norm < 1e-9:
        raise RecordError(f"orientation={tuple(q)} is not a rotation (norm {norm})")
    x, y, z, w = x / norm, y / norm, z / norm, w / norm
    return np.array([
        [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
        [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
        [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
    ])


def matrix_quaternion(r: np.ndarray) -> Quaternion:
    """The quaternion (x, y, z, w, with w >= 0) of a rotation matrix (Shepperd's method)."""
    m = np.asarray(r, dtype=float)
    trace = m[0, 0] + m[1, 1] + m[2, 2]
    if trace > 0:
        s = 2.0 * np.sqrt(trace + 1.0)
        q = ((m[2, 1] - m[1, 2]) / s, (m[0, 2] - m[2, 0]) / s, (m[1, 0] - m[0, 1]) / s, 0.25 * s)
    elif m[0, 0] > m[1, 1] and m[0, 0] > m[2, 2]:
        s = 2.0 * np.sqrt(1.0 + m[0, 0] - m[1, 1] - m[2, 2])
        q = (0.25 * s, (m[0, 1] + m[1, 0]) / s, (m[0, 2] + m[2, 0]) / s, (m[2, 1] - m[1, 2]) / s)
    elif m[1, 1] > m[2, 2]:
        s = 2.0 * np.sqrt(1.0 + m[1, 1] - m[0, 0] - m[2, 2])
        q = ((m[0, 1] + m[1, 0]) / s, 0.25 * s, (m[1, 2] + m[2, 1]) / s, (m[0, 2] - m[2, 0]) / s)
    else:
        s = 2.0 * np.sqrt(1.0 + m[2, 2] - m[0, 0] - m[1, 1])
        q = ((m[0, 2] + m[2, 0]) / s, (m[1, 2] + m[2, 1]) / s, 0.25 * s, (m[1, 0] - m[0, 1]) / s)
    if q[3] < 0:
        q = tuple(-v for v in q)
    return tuple(float(v) for v in q)  # type: ignore[return-value]


def yaw_quaternion(yaw: float) -> Quaternion:
    """The rotation about +z by ``yaw`` radians."""
    return (0.0, 0.0, float(np.sin(yaw / 2)), float(np.cos(yaw / 2)))


@dataclass(frozen=True)
class Pose:
    """A frame's pose in ``frame_id``: position (metres) and orientation (x, y, z, w)."""

    frame_id: str
    position: Vector3
    orientation: Quaternion

    def __post_init__(self) -> None:
        if not self.frame_id:
            raise RecordError("pose frame_id is empty; name the frame the pose is in (e.g. 'map')")
        if len(self.position) != 3 or not np.all(np.isfinite(self.position)):
            raise RecordError(f"pose position={self.position}: must be 3 finite numbers")
        quaternion_matrix(self.orientation)  # raises on a degenerate quaternion

    def matrix(self) -> np.ndarray:
        """The 4 x 4 homogeneous transform child -> ``frame_id``."""
        t = np.eye(4)
        t[:3, :3] = quaternion_matrix(self.orientation)
        t[:3, 3] = self.position
        return t

    def apply(self, points: np.ndarray) -> np.ndarray:
        """Points (N x 3) of the child frame expressed in ``frame_id``."""
        r = quaternion_matrix(self.orientation)
        return points @ r.T + np.asarray(self.position, dtype=float)


def backproject(depth_m: np.ndarray, mask: np.ndarray, intrinsics: Intrinsics) -> np.ndarray:
    """The camera-frame points (N x 3) of the masked pixels with a valid depth (finite, > 0).

    Pixel (u, v) with depth z becomes ((u - cx) z / fx, (v - cy) z / fy, z): u is the column and
    v the row of the pixel's centre on the integer grid, as ``CameraInfo`` K is defined."""
    if depth_m.shape != mask.shape:
        raise RecordError(f"depth shape {depth_m.shape} differs from mask shape {mask.shape}")
    if depth_m.shape != (intrinsics.height, intrinsics.width):
        raise RecordError(f"depth shape {depth_m.shape} differs from the intrinsics' "
                          f"{intrinsics.height}x{intrinsics.width}")
    rows, cols = np.nonzero(mask)
    z = depth_m[rows, cols].astype(np.float64)
    keep = np.isfinite(z) & (z > 0)
    rows, cols, z = rows[keep], cols[keep], z[keep]
    x = (cols - intrinsics.cx) * z / intrinsics.fx
    y = (rows - intrinsics.cy) * z / intrinsics.fy
    return np.stack([x, y, z], axis=1)

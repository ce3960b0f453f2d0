"""Shared fixtures: the EPIC-KITCHENS / MEMORA-Bench slices in test/data, and a memory built once."""
from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Sequence, Tuple

import numpy as np

import pytest

from memora_perception.core.epic import load_narrations
from memora_perception.core.spatial.geometry import Intrinsics, Pose, matrix_quaternion
from memora_perception.core.pipeline import build_memory

DATA = Path(__file__).with_name("data")
SLICE_CSV = DATA / "epic_p03_slice.csv"
QUESTIONS = DATA / "p03_questions_slice.json"
REPLAY_TASKS = DATA / "p03_replay_slice.json"
GENERALIZE_TASKS = DATA / "p03_generalize_slice.json"


@pytest.fixture(scope="session")
def narrations():
    return load_narrations([SLICE_CSV], "P03")


@pytest.fixture(scope="session")
def memory(narrations):
    return build_memory(narrations, "P03")


@pytest.fixture(scope="session")
def data() -> Path:
    """The test data folder (slices of EPIC-KITCHENS-100 and MEMORA-Bench; credit in CREDIT.md)."""
    return DATA


# --- a tiny ray-cast renderer: depth and instance masks of axis-aligned boxes seen by a pinhole camera
K = Intrinsics(width=640, height=480, fx=525.0, fy=525.0, cx=319.5, cy=239.5)


def look_at(eye: Sequence[float], target: Sequence[float]) -> Pose:
    """The optical-frame pose (z forward, x right, y down) of a camera at ``eye`` looking at ``target``."""
    eye, target = np.asarray(eye, float), np.asarray(target, float)
    z = target - eye
    z /= np.linalg.norm(z)
    x = np.cross(z, [0.0, 0.0, 1.0])
    x /= np.linalg.norm(x)
    y = np.cross(z, x)
    return Pose("map", tuple(eye), matrix_quaternion(np.stack([x, y, z], axis=1)))


def render(camera: Pose, boxes: Sequence[Tuple[Sequence[float], Sequence[float]]],
           intrinsics: Intrinsics = K) -> Tuple[np.ndarray, np.ndarray]:
    """(depth in metres, instance index image) of boxes given as (centre, extent); box i is index i + 1."""
    v, u = np.mgrid[0:intrinsics.height, 0:intrinsics.width].astype(float)
    rays_cam = np.stack([(u - intrinsics.cx) / intrinsics.fx, (v - intrinsics.cy) / intrinsics.fy,
                         np.ones_like(u)], axis=-1)
    rot = camera.matrix()[:3, :3]
    rays = rays_cam @ rot.T
    origin = np.asarray(camera.position, float)
    best_t = np.full(u.shape, np.inf)
    index = np.zeros(u.shape, dtype=np.uint16)
    for i, (centre, extent) in enumerate(boxes, start=1):
        lo = np.asarray(centre, float) - np.asarray(extent, float) / 2
        hi = lo + np.asarray(extent, float)
        with np.errstate(divide="ignore", invalid="ignore"):
            t1, t2 = (lo - origin) / rays, (hi - origin) / rays
        near = np.nanmax(np.minimum(t1, t2), axis=-1)
        far = np.nanmin(np.maximum(t1, t2), axis=-1)
        hit = (near <= far) & (near > 0) & (near < best_t)
        best_t[hit], index[hit] = near[hit], i
    depth = np.where(np.isfinite(best_t), best_t, 0.0)  # t along a ray with z_cam = 1 is the depth
    return depth.astype(np.float32), index


@pytest.fixture
def scene():
    """The ray-cast renderer (`render`, `look_at`) and its intrinsics `K`, for RGB-D tests."""
    return SimpleNamespace(K=K, look_at=look_at, render=render)

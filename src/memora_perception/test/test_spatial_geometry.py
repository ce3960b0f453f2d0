"""Back-projection and transforms against hand-computed points."""
import numpy as np
import pytest

from memora_perception.core.spatial.geometry import (Intrinsics, Pose, backproject, matrix_quaternion,
                                                     quaternion_matrix, yaw_quaternion)
from memora_perception.errors import RecordError

K4 = Intrinsics(width=4, height=3, fx=2.0, fy=4.0, cx=1.5, cy=1.0)


def test_backproject_matches_hand_computed_points():
    depth = np.zeros((3, 4), np.float32)
    depth[0, 0] = 2.0   # u=0, v=0: x = (0-1.5)*2/2 = -1.5, y = (0-1)*2/4 = -0.5
    depth[2, 3] = 1.0   # u=3, v=2: x = (3-1.5)*1/2 = 0.75, y = (2-1)*1/4 = 0.25
    depth[1, 1] = 4.0   # outside the mask
    mask = np.zeros((3, 4), bool)
    mask[0, 0] = mask[2, 3] = mask[1, 2] = True  # (1, 2) has no depth: dropped
    points = backproject(depth, mask, K4)
    np.testing.assert_allclose(points, [[-1.5, -0.5, 2.0], [0.75, 0.25, 1.0]])


def test_backproject_then_project_returns_the_pixels():
    depth = np.full((3, 4), 1.7, np.float32)
    points = backproject(depth, np.ones((3, 4), bool), K4)
    v, u = np.mgrid[0:3, 0:4]
    np.testing.assert_allclose(K4.project(points), np.stack([u.ravel(), v.ravel()], axis=1), atol=1e-9)


def test_backproject_rejects_a_mask_of_another_size():
    with pytest.raises(RecordError, match="differs from mask shape"):
        backproject(np.zeros((3, 4)), np.zeros((2, 4), bool), K4)


def test_intrinsics_from_camera_info_k():
    k = Intrinsics.from_k([525.0, 0, 319.5, 0, 526.0, 239.5, 0, 0, 1], 640, 480)
    assert (k.fx, k.fy, k.cx, k.cy, k.width, k.height) == (525.0, 526.0, 319.5, 239.5, 640, 480)
    with pytest.raises(RecordError, match="focal lengths"):
        Intrinsics(width=640, height=480, fx=0.0, fy=1.0, cx=0, cy=0)


def test_pose_applies_rotation_then_translation():
    # 90 degrees about z: x -> y; then shift by (1, 2, 3)
    pose = Pose("map", (1.0, 2.0, 3.0), yaw_quaternion(np.pi / 2))
    np.testing.assert_allclose(pose.apply(np.array([[1.0, 0.0, 0.0], [0.0, 0.0, 1.0]])),
                               [[1.0, 3.0, 3.0], [1.0, 2.0, 4.0]], atol=1e-12)
    np.testing.assert_allclose(pose.matrix()[:3, 3], [1, 2, 3])


def test_optical_frame_looking_along_map_x():
    # camera z (forward) = map x, camera x (right) = map -y, camera y (down) = map -z
    rot = np.array([[0, 0, 1], [-1, 0, 0], [0, -1, 0]], float)
    pose = Pose("map", (0.0, 0.0, 1.0), matrix_quaternion(rot))
    np.testing.assert_allclose(pose.apply(np.array([[0.1, 0.2, 2.0]])), [[2.0, -0.1, 0.8]], atol=1e-12)


def test_quaternion_round_trip_and_degenerate_quaternion():
    rng = np.random.default_rng(3)
    for _ in range(20):
        q = rng.normal(size=4)
        q /= np.linalg.norm(q)
        q = q if q[3] >= 0 else -q
        np.testing.assert_allclose(matrix_quaternion(quaternion_matrix(q)), q, atol=1e-9)
    with pytest.raises(RecordError, match="not a rotation"):
        Pose("map", (0, 0, 0), (0, 0, 0, 0))
    with pytest.raises(RecordError, match="frame_id is empty"):
        Pose("", (0, 0, 0), (0, 0, 0, 1))

"""Cleaning and boxing an object's points: a known box comes back with its centre, size and yaw."""
import numpy as np
import pytest

from memora_perception.core.spatial.cloud import CloudConfig, clean, gravity_box, measure, oriented_box
from memora_perception.core.spatial.geometry import quaternion_matrix, yaw_quaternion
from memora_perception.errors import ConfigError


def box_surface(centre, extent, yaw, n=4000, seed=0):
    """Points spread over the six faces of a box rotated by ``yaw`` about z."""
    rng = np.random.default_rng(seed)
    half = np.asarray(extent) / 2
    pts = rng.uniform(-half, half, size=(n, 3))
    axis = rng.integers(0, 3, n)
    pts[np.arange(n), axis] = np.where(rng.random(n) < 0.5, -half[axis], half[axis])
    return pts @ quaternion_matrix(yaw_quaternion(yaw)).T + np.asarray(centre)


def test_gravity_box_of_a_rotated_box_recovers_centre_extent_and_yaw():
    points = box_surface((1.0, -2.0, 0.75), (0.30, 0.12, 0.20), np.radians(30))
    box = gravity_box(points)
    np.testing.assert_allclose(box.position, (1.0, -2.0, 0.75), atol=2e-3)
    # minAreaRect may name the sides in either order; the yaw is then 90 degrees off
    sides = sorted(box.extent[:2])
    np.testing.assert_allclose(sides, [0.12, 0.30], atol=3e-3)
    assert box.extent[2] == pytest.approx(0.20, abs=1e-3)
    yaw = 2 * np.arctan2(box.orientation[2], box.orientation[3])
    long_axis = quaternion_matrix(box.orientation)[:2, 0 if box.extent[0] > box.extent[1] else 1]
    assert abs(abs(np.dot(long_axis, [np.cos(np.radians(30)), np.sin(np.radians(30))])) - 1) < 1e-3, yaw


def test_oriented_box_of_a_known_box_has_its_extent():
    points = box_surface((0.0, 0.0, 1.0), (0.40, 0.20, 0.10), np.radians(-15))
    box = oriented_box(points)
    np.testing.assert_allclose(box.position, (0.0, 0.0, 1.0), atol=5e-3)
    np.testing.assert_allclose(sorted(box.extent), [0.10, 0.20, 0.40], atol=5e-3)


def test_clean_drops_outliers_and_a_second_cluster():
    rng = np.random.default_rng(1)
    main = box_surface((0, 0, 0), (0.1, 0.1, 0.1), 0.0, n=3000)
    behind = rng.normal((0.0, 0.5, 0.0), 0.01, size=(300, 3))  # background leaking through the mask
    flying = rng.uniform(-1, 1, size=(20, 3))  # isolated flying pixels
    kept = clean(np.vstack([main, behind, flying]), CloudConfig())
    assert np.abs(kept).max() <= 0.051 + CloudConfig().voxel_m
    assert len(kept) > 100


def test_measure_needs_enough_points_and_config_is_validated():
    assert measure(np.zeros((5, 3)), CloudConfig()) is None
    with pytest.raises(ConfigError, match="box='sphere'"):
        CloudConfig(box="sphere")
    with pytest.raises(ConfigError, match="voxel_m"):
        CloudConfig(voxel_m=0)


def test_a_one_sided_view_of_a_cylinder_is_completed_behind_its_visible_side():
    # the near half of a cylinder (radius 0.1 m at x = 3) seen from the origin along +x
    angles = np.linspace(np.pi / 2, 3 * np.pi / 2, 60)
    heights = np.linspace(0.0, 0.3, 20)
    points = np.array([(3.0 + 0.1 * np.cos(a), 0.1 * np.sin(a), h) for a in angles for h in heights])
    config = CloudConfig(noise_sigma0=0.0, noise_k=0.0)
    plain = measure(points, CloudConfig(complete_hidden=False))
    assert plain.position[0] == pytest.approx(2.95, abs=0.01)  # the visible half's box is 5 cm short
    completed = measure(points, config, viewpoint=np.array([0.0, 0.0, 1.2]))
    np.testing.assert_allclose(completed.position, (3.0, 0.0, 0.15), atol=0.01)

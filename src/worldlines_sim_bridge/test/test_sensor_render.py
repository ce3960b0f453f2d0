"""Rendering and depth noise: truth points project to the renderer's own masks, depth matches hand geometry."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from worldlines_sim_bridge.cli import cli
from worldlines_sim_bridge.core.sensors import DepthNoise, Intrinsics, Layout, Renderer, look_at, project, sensor_typestore
from worldlines_sim_bridge.core.sensors.render import rotation_to_quaternion
from worldlines_sim_bridge.core.sensors.sensor_messages import DEPTH, INSTANCES, LABELS, POSE
from worldlines_sim_bridge.core.sim.home import Home


@pytest.fixture(scope="module")
def recorded(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("sensors_render")
    result = CliRunner().invoke(cli, ["sensors", "--seed", "2", "--out", str(out), "--minutes", "0.5", "--rate", "1"])
    assert result.exit_code == 0, result.output
    return out


def _quat_to_matrix(q):
    x, y, z, w = q
    return np.array([[1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
                     [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
                     [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)]])


def _frames(bag: Path):
    """stamp -> {pose: (p, R), depth (mm), instances, labels} read back from the bag."""
    from rosbags.highlevel import AnyReader
    out = {}
    with AnyReader([bag], default_typestore=sensor_typestore()) as reader:
        for connection, stamp, raw in reader.messages():
            msg = reader.deserialize(raw, connection.msgtype)
            row = out.setdefault(stamp, {})
            if connection.topic == POSE:
                p, o = msg.pose.position, msg.pose.orientation
                row["pose"] = (np.array([p.x, p.y, p.z]), _quat_to_matrix((o.x, o.y, o.z, o.w)))
            elif connection.topic in (DEPTH, INSTANCES):
                row[connection.topic] = np.frombuffer(bytes(msg.data), "<u2").reshape(msg.height, msg.width)
            elif connection.topic == LABELS:
                row["labels"] = {int(k): v["entity"] for k, v in json.loads(msg.data)["labels"].items()}
    return out


@pytest.mark.slow
def test_object_tops_project_to_their_own_mask_and_depth_matches_hand_geometry(recorded):
    truth = json.loads((recorded / "truth.json").read_text())
    k = truth["intrinsics"]
    sigma = DepthNoise().sigma
    frames = _frames(recorded / "bag")
    checked = 0
    for frame in truth["frames"]:
        row = frames[frame["stamp_ns"]]
        position, rotation = row["pose"]
        for seen in (v for v in frame["visible"] if v["fully_in_view"] and v["pixels"] >= 150):
            obj = next(o for o in truth["objects"] if o["entity"] == seen["entity"])
            pose = [p for p in obj["poses"] if p["from_ns"] <= frame["stamp_ns"]][-1]
            top = np.array(pose["position"]) + [0, 0, pose["extent"][2] / 2]        # centre of the top face
            cam = rotation.T @ (top - position)
            u, v = round(k["fx"] * cam[0] / cam[2] + k["cx"]), round(k["fy"] * cam[1] / cam[2] + k["cy"])
            assert row["labels"][int(row[INSTANCES][v, u])] == seen["entity"], (frame["stamp_ns"], seen)
            ray = rotation @ np.array([(u - k["cx"]) / k["fx"], (v - k["cy"]) / k["fy"], 1.0])
            z_true = (top[2] - position[2]) / ray[2]          # the pixel's ray meets the top plane at optical z
            measured = int(row[DEPTH][v, u])
            if measured:
                assert abs(measured / 1000 - z_true) <= 5 * sigma(z_true) + 0.0006, (seen, measured, z_true)
            checked += 1
    assert checked >= 5


@pytest.mark.slow
def test_fully_in_view_objects_keep_most_of_their_pixels_and_counts_match_the_mask(recorded):
    truth = json.loads((recorded / "truth.json").read_text())
    frames = _frames(recorded / "bag")
    seen_any = False
    for frame in truth["frames"]:
        row = frames[frame["stamp_ns"]]
        ids = {e: i for i, e in row["labels"].items()}
        for seen in frame["visible"]:
            assert int((row[INSTANCES] == ids[seen["entity"]]).sum()) == seen["pixels"]
            seen_any = True
    assert seen_any


def test_projection_and_quaternion_round_trip():
    pose = look_at([1.0, 2.0, 1.2], [2.5, 2.4, 0.8])
    assert np.allclose(_quat_to_matrix(rotation_to_quaternion(pose.rotation)), pose.rotation, atol=1e-9)
    k = Intrinsics()
    uv, z = project(np.array([[2.5, 2.4, 0.8]]), pose, k)
    assert uv[0] == pytest.approx([k.cx, k.cy]) and z[0] == pytest.approx(np.linalg.norm([1.5, 0.4, -0.4]))
    assert pose.rotation[:, 0][2] == pytest.approx(0.0, abs=1e-12), "no roll: image x stays horizontal"


def test_rendered_depth_equals_the_ray_plane_distance_on_the_floor():
    layout = Layout(Home.load("maple_house"), 0)
    room = layout.rooms["hallway"]
    cx, cy = room.centre
    pose = look_at([cx, cy, 1.2], [cx + 1.0, cy, 0.0])
    frame = Renderer(Intrinsics()).render(room, [], pose)
    v, u = 400, 320
    ray = pose.rotation @ np.array([(u - 319.5) / 600.0, (v - 239.5) / 600.0, 1.0])
    assert frame.depth[v, u] == pytest.approx(-1.2 / ray[2], rel=1e-5)
    assert frame.instances.max() == 0


def test_depth_noise_has_the_documented_spread_quantisation_and_invalid_pixels():
    noise = DepthNoise()
    rng = np.random.default_rng(0)
    for z in (0.8, 2.0, 4.0):
        flat = np.full((480, 640), z, dtype=np.float32)
        mm = noise.apply(flat, rng)
        valid = mm > 0
        assert 0.001 < 1 - valid.mean() < 0.004, "only random dropout on a flat wall"
        err = mm[valid] / 1000.0 - z
        assert abs(err.mean()) < 0.1 * noise.sigma(z)
        assert err.std() == pytest.approx(np.sqrt(noise.sigma(z) ** 2 + 1e-6 / 12), rel=0.03)
    step = np.full((100, 100), 1.0, dtype=np.float32)
    step[:, 50:] = 3.0
    step[:, 90:] = 7.0
    mm = noise.apply(step, rng)
    assert (mm[:, 49:51] == 0).all(), "no return across a depth edge"
    assert (mm[:, 90:] == 0).all(), "no return beyond the maximum range"
    assert noise.apply(step, np.random.default_rng(1)).dtype == np.uint16

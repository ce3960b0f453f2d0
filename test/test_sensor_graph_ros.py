"""The sensor graph run: a short rendered sensor bag replayed on its topics -> the perception node
(RGB-D and microphone, the same core as `memora perceive`) -> the memory node; then "Where is
the X?" is answered through `Query` with the place and the measured pose, and `Ground` binds X
with its pose in the map frame, within centimetres of the truth. Every node is its own process
(`worldlines-graph sensors`, profile `sensors`)."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

pytestmark = [pytest.mark.ros, pytest.mark.slow]
WORLDLINES = Path(sys.executable).with_name("worldlines")
GRAPH = Path(sys.executable).with_name("worldlines-graph")


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    out = tmp_path_factory.mktemp("sensor-graph")
    made = subprocess.run([str(WORLDLINES), "sensors", "--seed", "3", "--out", str(out), "--minutes", "0.2"],
                          capture_output=True, text=True, timeout=600)
    assert made.returncode == 0, made.stderr[-2000:]
    truth = json.loads((out / "truth.json").read_text())
    movable = {o["entity"]: o for o in truth["objects"]}
    seen = Counter(v["entity"] for f in truth["frames"] for v in f["visible"]
                   if v["fully_in_view"] and v["entity"] in movable)
    entity = seen.most_common(1)[0][0]
    category = movable[entity]["category"]
    ran = subprocess.run([str(GRAPH), "sensors", "--bag", str(out / "bag"), "--db", str(out / "home.db"),
                          "--target", category, "--question", f"Where is the {category}?", "--rate", "1",
                          "--log-dir", str(out / "logs")], capture_output=True, text=True, timeout=600)
    assert ran.returncode == 0, ran.stderr[-3000:]
    return json.loads(ran.stdout), movable[entity], len(truth["frames"])


def true_position(obj, stamp_ns: int) -> np.ndarray:
    """Where truth.json has the object at ``stamp_ns`` (its pose history)."""
    current = [p for p in obj["poses"] if p["from_ns"] <= stamp_ns][-1]
    return np.array(current["position"])


def test_the_replayed_frames_reach_memory_as_observations(run):
    result, _, frames = run
    assert frames >= 20 and result["events"] > 0


def test_query_answers_with_the_place_and_the_measured_pose(run):
    result, obj, _ = run
    query = result["query"]
    assert query["known"] and query["intent"] == "current_state" and query["value"] == obj["parent"], query
    measured = re.search(r"Measured at \((-?[\d.]+), (-?[\d.]+), (-?[\d.]+)\) m in the map frame", query["answer"])
    assert measured, query["answer"]
    error = np.linalg.norm(np.array([float(v) for v in measured.groups()]) - np.array(obj["position"]))
    assert error <= 0.08, (query["answer"], obj["position"])


def test_ground_binds_the_object_with_its_pose_in_the_map_frame(run):
    result, obj, _ = run
    ground = result["ground"]
    assert ground["grounded"] and ground["target_entity"] == obj["entity"], ground
    assert ground["source_entity"] == obj["parent"] and ground["belief"] == "fresh"
    pose = ground["pose"]
    assert pose["valid"] and pose["frame_id"] == "map" and pose["provenance"] == "observed"
    assert pose["evidence_id"].startswith(f"perception-{obj['entity']}-")
    truth = true_position(obj, pose["stamp_ns"])
    assert np.linalg.norm(np.array(pose["position"]) - truth) <= 0.08, (pose, truth)
    assert all(e > 0 for e in pose["extent"]) and abs(np.linalg.norm(pose["orientation"]) - 1.0) < 1e-6

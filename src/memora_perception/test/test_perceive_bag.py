"""A short rendered sensor bag end to end: `memora perceive` measures the objects in 3D, scores
them against truth.json and writes the observation events into a memory that holds their poses.

The bag comes from the `worldlines sensors` command (run as a program: worldlines_sim_bridge
depends on this package, not the other way round)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from memora_perception.cli import main as memora
from obsmem_ros import EngineConfig, Memory

pytestmark = pytest.mark.slow  # renders a 30 s bag (60 frames) first
WORLDLINES = Path(sys.executable).with_name("worldlines")


@pytest.fixture(scope="module")
def perceived(tmp_path_factory):
    out = tmp_path_factory.mktemp("perceive")
    made = subprocess.run([str(WORLDLINES), "sensors", "--seed", "3", "--out", str(out), "--minutes", "0.5"],
                          capture_output=True, text=True, timeout=600)
    assert made.returncode == 0, made.stderr[-2000:]
    db = out / "home.db"
    result = CliRunner().invoke(memora, ["perceive", "--bag", str(out / "bag"), "--truth", str(out / "truth.json"),
                                         "--db", str(db), "--robot-id", "robot", "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output), db, json.loads((out / "truth.json").read_text())


def test_objects_are_placed_within_centimetres_and_found_when_in_view(perceived):
    report, _, truth = perceived
    assert report["frames"] == len(truth["frames"]) and report["events"] > 0
    vision = report["vision"]
    assert vision["objects_fully_in_view"] > 0 and vision["recall_fully_in_view"] >= 0.9
    assert vision["precision"] >= 0.9
    errors = vision["position_error_m"]["fused"]
    assert errors["n"] > 0 and errors["median"] <= 0.05 and errors["p90"] <= 0.12
    assert report["time_per_frame"]["n"] == report["frames"] and "audio" in report
    assert report["cpu_time_per_frame"]["n"] == report["frames"]
    load = report["load_average_1min"]
    assert load["cpus"] >= 1 and min(load["start"], load["end"]) >= 0.0


def test_the_memory_holds_the_measured_poses(perceived):
    report, db, _ = perceived
    assert report["ingest"]["accepted"] == report["events"]
    with Memory(str(db), config=EngineConfig(robot_id="robot")) as memory:
        poses = memory.poses()
        assert len(poses) == report["entities"]
        assert all(p.frame_id == "map" and p.provenance.value == "observed" for p in poses)


def test_the_audio_section_listens_to_the_same_bag_against_its_truth(perceived):
    report, _, truth = perceived
    audio = report["audio"]
    assert audio["audio_s"] > 0 and audio["cpu_rtf"] > 0
    score = audio["score"]
    assert score["truth_utterances"] == len(truth["utterances"])
    assert score["recovered"] <= score["truth_utterances"] and 0.0 <= score["wer"]

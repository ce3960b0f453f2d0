"""`worldlines eval --planning` runs the Mimir planning evaluation and reports every setting."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from worldlines_sim_bridge.cli import cli

WORLDLINES = str(Path(sys.executable).parent / "worldlines")


def test_eval_planning_reports_every_memory_setting(tmp_path):
    data = tmp_path / "wl"
    subprocess.run([WORLDLINES, "generate", "--seed", "5", "--days", "2", "--out", str(data)],
                   check=True, capture_output=True, timeout=300)
    result = CliRunner().invoke(cli, ["eval", "--data", str(data), "--planning", "--limit", "2", "--json"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout.strip().splitlines()[-1])
    settings = {s["setting"]: s for s in payload["settings"]}
    assert {"full/feedback", "full/observation", "no-task/feedback", "no-world/feedback", "none/feedback"} <= set(settings)
    assert settings["full/feedback"]["ungrounded_actions"] == 0
    assert set(settings["full/feedback"]["plan_dims"]) == {"action_order", "memory_use", "precondition_validity",
                                                         "state_consistency"}
    assert (Path(payload["results"]) / "planning_results.json").is_file()


def test_eval_needs_memory_or_planning(tmp_path):
    result = CliRunner().invoke(cli, ["eval", "--data", str(tmp_path)])
    assert result.exit_code == 2
    assert "either --memory NAME" in result.output

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


BENCH = Path(__file__).parent / "data" / "bench_maple4"
# Instructions written for this test (new wordings of bench_maple4's planning samples), by split.
REWORDED = {"planning-001": ("dev", "Could those towels go over onto the bookshelf?"),
            "planning-003": ("dev", "The apples belong on the sofa, would you see to it?"),
            "planning-004": ("dev", "Move the mug Alice prefers across to the coffee table."),
            "planning-006": ("test", "Bob's laptop should be sitting on the coffee table, please sort that."),
            "planning-005": ("test", "Set the coffee machine to the timer Bob wanted.")}


def _reworded_file(tmp_path: Path) -> Path:
    rows = []
    for line in (BENCH / "samples.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row.get("id") in REWORDED:
            split, text = REWORDED[row["id"]]
            rows.append({**row, "instruction": text, "home": "maple_house", "split": split})
    path = tmp_path / "reworded.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_eval_planning_on_another_instruction_file_with_the_language_decomposer(tmp_path):
    samples = _reworded_file(tmp_path)
    result = CliRunner().invoke(cli, ["eval", "--data", str(BENCH), "--planning", "--setting", "full/feedback",
                                      "--decomposer", "language", "--samples", str(samples), "--split", "dev",
                                      "--home", "maple_house", "--out", str(tmp_path / "out"), "--json"])
    assert result.exit_code == 0, result.output
    (summary,) = json.loads(result.stdout.strip().splitlines()[-1])["settings"]
    assert summary["n"] == 3 and summary["ungrounded_actions"] == 0
    assert summary["success_rate"] == 1.0
    rows_file = tmp_path / "out" / "planning" / "planning_rows.jsonl"
    rows = [json.loads(line) for line in rows_file.read_text(encoding="utf-8").splitlines()]
    assert {r["decomposer"] for r in rows} == {"language"} and {r["home"] for r in rows} == {"maple_house"}


def test_eval_planning_options_are_checked(tmp_path):
    result = CliRunner().invoke(cli, ["eval", "--data", str(BENCH), "--memory", "obsmem", "--decomposer", "language"])
    assert result.exit_code == 2 and "apply to --planning only" in result.output
    result = CliRunner().invoke(cli, ["eval", "--data", str(BENCH), "--planning", "--split", "dev"])
    assert result.exit_code == 2 and "with --samples only" in result.output
    samples = _reworded_file(tmp_path)
    result = CliRunner().invoke(cli, ["eval", "--data", str(BENCH), "--planning", "--samples", str(samples),
                                      "--home", "oak_cottage", "--out", str(tmp_path / "out")])
    assert result.exit_code == 1 and "no planning sample for home 'oak_cottage'" in result.output

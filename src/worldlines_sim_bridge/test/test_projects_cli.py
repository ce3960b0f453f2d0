"""`worldlines projects` and `mimir run`: project tasks reported per setting and per number of goals, with a plot."""
from __future__ import annotations

import ast
import json
from pathlib import Path

from click.testing import CliRunner
from mimir_grounding import cli as mimir_cli

from worldlines_sim_bridge.cli import cli
from worldlines_sim_bridge.cli.projects import decomposers_for, projects_command

DATA = Path(__file__).parent / "data" / "bench_maple4"
SETUP = Path(__file__).resolve().parents[1] / "setup.py"
ARGS = ["--data", str(DATA), "--tasks", "4", "--limit", "1", "--setting", "full", "--setting", "none", "--json"]


def _check(payload: dict, out: Path) -> None:
    full, none = payload["settings"]
    assert (full["setting"], none["setting"]) == ("full", "none") and full["n"] == none["n"] == 1
    assert set(full["per_size"]) == {"3"} and full["per_size"]["3"]["n"] == 1
    assert full["ungrounded_actions"] == 0 and none["success_rate"] == 0.0
    assert payload["llm"].startswith("not run: no endpoint configured")
    assert (out / "project_results.png").stat().st_size > 1000
    rows = [json.loads(line) for line in (out / "project_rows.jsonl").read_text().splitlines()]
    assert [r["setting"] for r in rows] == ["full", "none"] and all(r["trace"] is not None for r in rows)


def test_worldlines_projects_prints_summaries_per_size_and_writes_a_plot(tmp_path):
    result = CliRunner().invoke(cli, ["projects", *ARGS, "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    _check(json.loads(result.output.strip().splitlines()[-1]), tmp_path)


class _Point:
    name = "projects"

    @staticmethod
    def load():
        return projects_command


def test_mimir_run_is_the_harness_found_through_its_entry_point(tmp_path, monkeypatch):
    monkeypatch.setattr(mimir_cli, "entry_points", lambda group: [_Point()] if group == "mimir_grounding.run" else [])
    result = CliRunner().invoke(mimir_cli.main, ["run", *ARGS, "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    _check(json.loads(result.output.strip().splitlines()[-1]), tmp_path)


def test_mimir_run_without_a_harness_names_the_entry_point(monkeypatch):
    monkeypatch.setattr(mimir_cli, "entry_points", lambda group: [])
    result = CliRunner().invoke(mimir_cli.main, ["run", "--data", str(DATA)])
    assert result.exit_code == 1 and "mimir_grounding.run:projects" in result.output


def test_the_harness_entry_point_is_declared_by_this_package():
    call = next(node for node in ast.walk(ast.parse(SETUP.read_text()))
                if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "setup")
    points = ast.literal_eval(next(k.value for k in call.keywords if k.arg == "entry_points"))
    assert points["mimir_grounding.run"] == ["projects = worldlines_sim_bridge.cli.projects:projects_command"]


def test_the_llm_decomposer_without_an_endpoint_is_a_clear_error_not_a_traceback(tmp_path, monkeypatch):
    monkeypatch.setattr(mimir_cli, "entry_points", lambda group: [_Point()] if group == "mimir_grounding.run" else [])
    result = CliRunner().invoke(mimir_cli.main, ["run", "--data", str(DATA), "--decomposer", "llm", "--out", str(tmp_path)])
    assert result.exit_code == 2 and isinstance(result.exception, SystemExit)
    assert "--decomposer llm needs an OpenAI-compatible endpoint" in result.output and "--llm-url" in result.output
    assert "Traceback" not in result.output and not (tmp_path / "project_rows.jsonl").exists()


def test_the_llm_decomposer_alone_runs_when_an_endpoint_is_given():
    assert decomposers_for("llm", "http://localhost:8000/v1") == ["llm"]
    assert decomposers_for("offline", "http://localhost:8000/v1") == ["offline", "llm"]
    assert decomposers_for("offline", "") == ["offline"]

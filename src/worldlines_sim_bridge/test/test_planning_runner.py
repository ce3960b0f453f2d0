"""Planning evaluation on a small generated benchmark: memory beats its ablations, nothing ungrounded."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mimir_grounding.core import DataError, DeltaSource

from worldlines_sim_bridge.cli import cli
from worldlines_sim_bridge.core.planning import (DIMENSIONS, EvalSetting, MemorySetting, PlanningBenchmark,
                                                 PlanningSample, evaluate, write_results)

DATA = Path(__file__).parent / "data" / "bench_maple4"
SETTINGS = (EvalSetting(MemorySetting.FULL, DeltaSource.FEEDBACK),
            EvalSetting(MemorySetting.FULL, DeltaSource.OBSERVATION),
            EvalSetting(MemorySetting.NO_WORLD, DeltaSource.FEEDBACK),
            EvalSetting(MemorySetting.NONE, DeltaSource.FEEDBACK),
            EvalSetting(MemorySetting.FULL, DeltaSource.FEEDBACK, moved=True),
            EvalSetting(MemorySetting.NO_TASK, DeltaSource.FEEDBACK, moved=True))


@pytest.fixture(scope="module")
def results():
    return {r.setting.name: r for r in evaluate(DATA, SETTINGS, progress=False)}


def test_memory_planner_succeeds_on_most_samples_and_beats_no_memory(results):
    full = results["full/feedback"].summary()
    assert full["n"] == 8 and full["success_rate"] >= 0.75
    assert full["success_rate"] > results["none/feedback"].summary()["success_rate"]
    assert full["success_rate"] > results["no-world/feedback"].summary()["success_rate"]
    assert results["full/observation"].summary()["success_rate"] >= 0.75


def test_no_setting_ever_acts_on_an_ungrounded_goal(results):
    assert {name: r.summary()["ungrounded_actions"] for name, r in results.items()} == {n: 0 for n in results}


def test_unseen_moves_are_recovered_by_replanning_only_with_task_memory(results):
    full, no_task = results["full/feedback/moved"], results["no-task/feedback/moved"]
    moved_full = [r for r in full.rows if r["moved"]]
    assert moved_full, "the perturbation moved nothing"
    assert all(r["success"] and r["replans"] >= 1 for r in moved_full)
    moved_no_task = [r for r in no_task.rows if r["moved"]]
    assert sum(r["success"] for r in moved_no_task) < len(moved_full)


def test_plan_dimensions_are_computed_in_unit_range(results):
    dims = results["full/feedback"].summary()["plan_dims"]
    assert set(dims) == set(DIMENSIONS)
    assert all(0.0 <= v <= 1.0 for v in dims.values() if v is not None)
    assert dims["memory_use"] > 0.5
    assert results["none/feedback"].summary()["plan_dims"]["memory_use"] in (None, 0.0)


def test_results_are_written_as_json_markdown_and_plot(results, tmp_path):
    paths = write_results(list(results.values()), tmp_path)
    summary = json.loads(paths["json"].read_text())
    assert [s["setting"] for s in summary["settings"]] == list(results)
    assert "| full/feedback |" in paths["markdown"].read_text()
    assert paths["plot"].stat().st_size > 1000
    assert len(paths["rows"].read_text().splitlines()) == 8 * len(results)


def test_eval_planning_cli_runs_one_setting_and_prints_its_summary(tmp_path):
    out = CliRunner().invoke(cli, ["eval", "--data", str(DATA), "--planning", "--setting", "full/observation",
                                   "--limit", "3", "--json", "--out", str(tmp_path)])
    assert out.exit_code == 0, out.output
    [summary] = json.loads(out.stdout.strip().splitlines()[-1])["settings"]
    assert summary["setting"] == "full/observation"
    assert {"success_rate", "goal_condition_rate", "ungrounded_actions", "plan_dims", "n"} <= set(summary)
    assert summary["n"] == 3 and set(summary["plan_dims"]) == set(DIMENSIONS)


def test_missing_folder_and_bad_samples_raise_naming_the_field(tmp_path):
    with pytest.raises(DataError, match="samples.jsonl"):
        PlanningBenchmark.load(tmp_path)
    with pytest.raises(DataError, match="'goal'"):
        PlanningSample.from_json({"id": "p1", "instruction": "x", "goal": [], "cutoff": "2026-03-02T08:00:00+00:00"})

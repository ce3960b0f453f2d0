"""`mimir ground` and `mimir plan` over a memory database."""
from __future__ import annotations

import json

from click.testing import CliRunner

from mimir_grounding import cli_main as main


def test_ground_prints_binding_with_evidence(home, tmp_path):
    out = CliRunner().invoke(main, ["ground", "--db", str(tmp_path / "home.db"), "--requester", "alice", "--json",
                                    "put my laptop on the desk"])
    assert out.exit_code == 0, out.output
    answer = json.loads(out.output)
    assert answer["grounded"] and answer["target_entity"] == "laptop_2" and answer["evidence_ids"]


def test_ground_prints_reason_and_fallback_when_not_grounded(home, tmp_path):
    out = CliRunner().invoke(main, ["ground", "--db", str(tmp_path / "home.db"), "the laptop"])
    assert out.exit_code == 0, out.output
    assert out.output.startswith("not grounded (ambiguous)") and "instead: ask" in out.output


def test_plan_json_lists_goals_and_grounded_steps(home, tmp_path):
    out = CliRunner().invoke(main, ["plan", "--db", str(tmp_path / "home.db"), "--requester", "alice", "--json",
                                    "put my laptop on the desk, then turn on the TV"])
    assert out.exit_code == 0, out.output
    plan = json.loads(out.output)
    assert plan["grounded"] and [g["goal"] for g in plan["goals"]] == ["place laptop -> desk", "turn_on tv"]
    assert [s["action"] for s in plan["goals"][0]["steps"]] == ["navigate", "pick", "navigate", "place"]
    assert plan["goals"][1]["steps"][0]["target"] == "living_room"


def test_missing_database_is_a_usage_error(tmp_path):
    out = CliRunner().invoke(main, ["ground", "--db", str(tmp_path / "none.db"), "laptop"])
    assert out.exit_code == 2 and "no memory database" in out.output

"""The `obsmem` reading commands on a small home: beliefs, commitments, episodes, --config."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from obsmem_ros.cli import cli

STORY = Path(__file__).with_name("data") / "laptop_story.jsonl"
REQUEST = {"id": "d001-e000012", "time": "2026-03-02T09:45:00+00:00", "kind": "utterance", "actor": "alice",
           "utterance": "Remind me to call grandma at 10:00.", "observers": ["robot", "alice"], "source": "sim",
           "session_id": "d001-s2"}


@pytest.fixture()
def home(tmp_path):
    trace = tmp_path / "trace.jsonl"
    trace.write_text(STORY.read_text() + json.dumps(REQUEST) + "\n")
    db = str(tmp_path / "home.db")
    assert CliRunner().invoke(cli, ["ingest", "--db", db, str(trace)]).exit_code == 0
    return db


def run(*args: str) -> dict:
    result = CliRunner().invoke(cli, [*args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_beliefs_as_of_a_time(home):
    beliefs = run("beliefs", "--db", home, "--at", "2026-03-02T09:20:00+00:00", "--entity", "laptop")["beliefs"]
    location = next(b for b in beliefs if b["attribute"] == "location")
    assert (location["label"], location["intervening_actors"]) == ("uncertain", ["bob"])


def test_commitments_by_status_and_time(home):
    open_now = run("commitments", "--db", home, "--at", "2026-03-02T09:50:00+00:00", "--status", "open")
    (reminder,) = open_now["commitments"]
    assert (reminder["kind"], reminder["beneficiary"], reminder["due"]) == ("reminder", "alice",
                                                                            "2026-03-02T10:00:00+00:00")
    late = run("commitments", "--db", home, "--at", "2026-03-02T10:30:00+00:00", "--status", "overdue")
    assert [c["id"] for c in late["commitments"]] == [reminder["id"]]


def test_episodes_command_lists_cards(home):
    cards = run("episodes", "--db", home)["episodes"]
    assert [c["boundary"] for c in cards] == ["location", "location", "session_end", "open"]


def test_config_option_changes_the_engine(home, tmp_path):
    strict = tmp_path / "strict.yaml"
    strict.write_text("/**:\n  ros__parameters:\n    lambda_i: 9\n    lambda_m: 9\n")
    result = CliRunner().invoke(cli, ["--config", str(strict), "state", "--db", home, "--json",
                                      "--at", "2026-03-02T09:20:00+00:00", "laptop_1", "location"])
    assert json.loads(result.output)["states"][0]["belief"]["label"] == "stale"

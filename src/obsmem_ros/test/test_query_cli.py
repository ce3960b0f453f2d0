"""`obsmem ask`: text and JSON output over a memory file."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from obsmem_ros.cli import cli
from obsmem_ros.core.memory import Memory

STORY = Path(__file__).parent / "data" / "laptop_story.jsonl"


@pytest.fixture(scope="module")
def db(tmp_path_factory):
    path = tmp_path_factory.mktemp("ask") / "home.db"
    with Memory(str(path)) as memory:
        memory.ingest([json.loads(line) for line in STORY.read_text().splitlines()])
    return path


def test_ask_json_prints_the_documented_answer(db):
    result = CliRunner().invoke(cli, ["ask", "--db", str(db), "--json", "Who said the laptop was on the desk?"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert {"answer", "value", "intent", "belief", "evidence"} <= set(data)
    assert (data["value"], data["intent"]) == ("bob", "source")
    assert data["evidence"][0]["id"] == "d001-e000007"


def test_ask_at_answers_as_memory_stood_then(db):
    result = CliRunner().invoke(cli, ["ask", "--db", str(db), "--json", "--at", "2026-03-02T09:16:00+00:00",
                                      "Where is the laptop?"])
    data = json.loads(result.output)
    assert (data["value"], data["belief"]["label"]) == ("sofa_1", "uncertain")


def test_ask_text_output_names_value_and_belief(db):
    result = CliRunner().invoke(cli, ["ask", "--db", str(db), "--k", "1", "Where is the laptop?"])
    assert result.exit_code == 0
    assert "table_1" in result.output and "belief: fresh" in result.output
    assert result.output.count("[state]") + result.output.count("[event]") + result.output.count("[belief]") == 1


def test_ask_rejects_half_an_llm_configuration(db):
    result = CliRunner().invoke(cli, ["ask", "--db", str(db), "--llm-url", "http://127.0.0.1:9", "Where is the laptop?"])
    assert result.exit_code != 0 and "--llm-model" in result.output


def test_ask_unknown_thing_is_not_known(db):
    data = json.loads(CliRunner().invoke(cli, ["ask", "--db", str(db), "--json", "Where is the unicorn?"]).output)
    assert (data["known"], data["value"]) == (False, None)

"""The hand-written stories benchmark: loading, scoring through the runner, and the CLI."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from worldlines_sim_bridge.cli import cli
from worldlines_sim_bridge.core.evaluation.stories import (load_stories, run_stories, sample_from_question,
                                                           world_from_trace)
from worldlines_sim_bridge.errors import BenchmarkFormatError

MINI = Path(__file__).parent / "data" / "stories_mini"
HANDWRITTEN = Path(__file__).resolve().parents[1] / "worldlines_sim_bridge" / "handwritten" / "stories"


def test_question_becomes_a_sample_with_cutoff_answer_and_belief():
    sample = sample_from_question({"id": "q", "family": "hidden_uncertain", "question": "Where is it?",
                                   "at": "2026-05-04T07:09:00+00:00", "evidence": ["e1"],
                                   "expected": {"known": True, "value": "sofa_1", "value_type": "entity",
                                                "accept": ["living_room"], "belief": "stale"}})
    assert sample.answer.type == "entity" and sample.answer.value == "sofa_1"
    assert sample.answer.accept == ("living_room",)
    assert sample.expected_belief == "stale" and sample.evidence == ("e1",)
    assert sample.cutoff_ns == 1777878540 * 10**9


def test_unknown_expected_answer_is_not_known_sample():
    sample = sample_from_question({"id": "q", "family": "state", "question": "Where are the grapes?",
                                   "at": "2026-05-04T07:09:00+00:00", "expected": {"known": False, "value": None}})
    assert not sample.answer.known


def test_question_without_expected_names_the_field():
    with pytest.raises(BenchmarkFormatError, match="'expected'"):
        sample_from_question({"id": "q", "family": "state", "question": "?", "at": "2026-05-04T07:09:00+00:00"})


def test_world_index_comes_from_the_trace_deltas():
    story = load_stories(MINI)[0]
    world = world_from_trace(story.benchmark.events)
    assert world.ancestors("mug_1") == ["table_1", "kitchen"]
    assert world.category("mug_1") == "mug"


def test_split_keeps_only_its_questions():
    assert [s.id for s in load_stories(MINI, split="dev")[0].benchmark.samples] == ["km-q1", "km-q3"]
    assert [s.id for s in load_stories(MINI, split="test")[0].benchmark.samples] == ["km-q2"]


def test_obsmem_answers_the_mini_story_and_no_memory_does_not(tmp_path):
    summary = run_stories("obsmem", MINI, tmp_path, progress=False)
    assert (summary["right"], summary["questions"]) == (3, 3)
    assert summary["event_r5"] == 1.0
    assert summary["per_story"] == {"kitchen_morning": {"questions": 3, "right": 3}}
    rows = [json.loads(line) for line in (tmp_path / "obsmem" / "rows.jsonl").read_text().splitlines()]
    assert {row["story"] for row in rows} == {"kitchen_morning"} and len(rows) == 3
    assert run_stories("none", MINI, tmp_path, progress=False)["right"] == 0


def test_a_rerun_into_the_same_folder_starts_each_story_from_an_empty_memory(tmp_path):
    """A store left by the first run holds the whole story; reused, it would answer a question
    about a thing heard of (grapes said to be in the fridge) from events after the cutoff."""
    stories = tmp_path / "stories"
    stories.mkdir()
    shutil.copy(HANDWRITTEN / "s02_grapes_for_guests.jsonl", stories)
    asked = [line for line in (HANDWRITTEN / "questions.jsonl").read_text().splitlines()
             if '"id": "q010"' in line or '"id": "q015"' in line]
    (stories / "questions.jsonl").write_text("\n".join(asked) + "\n")
    runs = [run_stories("obsmem", stories, tmp_path / "out", progress=False) for _ in range(2)]
    rows = (tmp_path / "out" / "obsmem" / "rows.jsonl").read_text()
    assert runs[0]["right"] == runs[1]["right"] == 2
    assert '"value": "fridge_1"' in rows


def test_missing_trace_is_named(tmp_path):
    shutil.copy(MINI / "questions.jsonl", tmp_path / "questions.jsonl")
    with pytest.raises(BenchmarkFormatError, match="kitchen_morning"):
        load_stories(tmp_path)


def test_cli_prints_json_and_draws_the_plot(tmp_path):
    result = CliRunner().invoke(cli, ["stories", "--stories", str(MINI), "--memory", "obsmem", "--memory", "none",
                                      "--split", "dev", "--out", str(tmp_path), "--json"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.output)
    assert payload["obsmem"]["right"] == 2 and payload["none"]["right"] == 0
    assert payload["obsmem"]["split"] == "dev"
    assert (tmp_path / "per_family.png").stat().st_size > 0

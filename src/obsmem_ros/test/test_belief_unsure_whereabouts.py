"""A yes/no check of where a thing is, asked when the robot's belief in the place is not fresh:
the answer is the place memory holds with the belief, not a bare yes or no (issue 11)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from obsmem_ros.core.query import QueryEngine
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import remembered

STORY = [json.loads(line) for line in (Path(__file__).parent / "data" / "laptop_story.jsonl").read_text().splitlines()]
TIME = {row["id"]: parse_iso_ns(row["time"]) for row in STORY}


@pytest.fixture(scope="module")
def engine():
    for memory in remembered(STORY):
        yield QueryEngine(memory)


@pytest.mark.parametrize("question", ["Would the laptop still be sitting on the sofa?",
                                      "Is my laptop on the sofa still?"])
def test_a_check_made_after_someone_went_in_unseen_answers_the_place(engine, question):
    answer = engine.answer(question, at_ns=TIME["d001-e000008"], k=5)
    assert (answer.value, answer.value_type) == ("sofa_1", "entity")
    assert answer.belief.label.value == "uncertain"
    assert answer.answer.startswith("I cannot be sure.")


def test_a_check_of_a_fresh_sighting_still_says_yes_or_no(engine):
    at = TIME["d001-e000010"]
    assert engine.answer("Is the laptop still on the table?", at_ns=at, k=5).value == "yes"
    assert engine.answer("Is the laptop still on the sofa?", at_ns=at, k=5).value == "no"

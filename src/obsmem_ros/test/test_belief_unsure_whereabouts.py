"""A yes/no check of where a thing is, asked when the robot's belief in the place is not fresh:
the answer is the place memory holds with the belief, not a bare yes or no; asked when it is
fresh, yes or no with the place (issue 11)."""
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


def test_a_check_of_a_fresh_sighting_says_yes_or_no_and_the_place(engine):
    # the hand-written stories score a whereabouts check by the place ("Is it still on the rack?":
    # the rack), so the value is the place and the words say yes or no before it
    at = TIME["d001-e000010"]
    on_table = engine.answer("Is the laptop still on the table?", at_ns=at, k=5)
    on_sofa = engine.answer("Is the laptop still on the sofa?", at_ns=at, k=5)
    assert (on_table.value, on_table.value_type, on_table.answer[:4]) == ("table_1", "entity", "Yes.")
    assert (on_sofa.value, on_sofa.answer[:3]) == ("table_1", "No.")

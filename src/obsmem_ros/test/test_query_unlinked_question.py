"""A question no parser recognises and none of whose words occurs in memory (nonsense, another
language) is answered "not known" with the reason, never with whatever record lies closest."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from obsmem_ros.core.memory import Memory

STORY = Path(__file__).with_name("data") / "laptop_story.jsonl"


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    with Memory(str(tmp_path_factory.mktemp("home") / "home.db")) as found:
        found.ingest([json.loads(line) for line in STORY.read_text().splitlines() if line.strip()])
        yield found


@pytest.mark.parametrize("question", ["asdf qwer zxcv", "Wo ist mein Schlüssel?", "¿Dónde están mis llaves?",
                                      "colorless green ideas sleep furiously", "??? !!!"])
def test_a_question_with_no_word_in_memory_is_not_known_with_the_reason(memory, question):
    answer = memory.ask(question)
    assert not answer.known and answer.value is None and answer.evidence == ()
    assert answer.answer.startswith("Not understood: no word of") and "occurs in memory" in answer.answer


def test_a_free_text_question_sharing_a_word_with_memory_still_gets_the_closest_record(memory):
    answer = memory.ask("silver thing")
    assert answer.known and "silver laptop" in answer.answer

"""A question no parser recognises and none of whose words occurs in memory (nonsense, another
language) is answered "not known" with the reason, never with whatever record lies closest.

Both read-path parsers are asked: the rule parser (`parser: rules`) falls back to free text and
refuses it when no word links to memory; the language parser (the default) says it did not
understand, naming the text and showing its best reading."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.memory import Memory

STORY = Path(__file__).with_name("data") / "laptop_story.jsonl"
UNLINKED = ["asdf qwer zxcv", "Wo ist mein Schlüssel?", "¿Dónde están mis llaves?",
            "colorless green ideas sleep furiously", "??? !!!"]


def _memory(folder: Path, parser: str) -> Memory:
    memory = Memory(str(folder / "home.db"), config=EngineConfig(parser=parser))
    memory.ingest([json.loads(line) for line in STORY.read_text().splitlines() if line.strip()])
    return memory


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    with _memory(tmp_path_factory.mktemp("rules"), "rules") as found:
        yield found


@pytest.fixture(scope="module")
def language(tmp_path_factory):
    with _memory(tmp_path_factory.mktemp("language"), "language") as found:
        yield found


def test_the_language_parser_is_the_default():
    assert EngineConfig().parser == "language"


@pytest.mark.parametrize("question", UNLINKED)
def test_a_question_with_no_word_in_memory_is_not_known_with_the_reason(rules, question):
    answer = rules.ask(question)
    assert not answer.known and answer.value is None and answer.evidence == ()
    assert answer.answer.startswith("Not understood: no word of") and "occurs in memory" in answer.answer


@pytest.mark.parametrize("question", UNLINKED)
def test_the_language_parser_names_what_it_did_not_understand_and_its_best_reading(language, question):
    answer = language.ask(question)
    assert not answer.known and answer.value is None and answer.evidence == ()
    assert not answer.plan.understood and answer.answer == answer.plan.reason
    assert answer.answer.startswith((f"did not understand {question!r}", f"did not understand the request {question!r}"))
    assert "best reading " in answer.answer or answer.answer.endswith("the text has no words")


def test_a_free_text_question_sharing_a_word_with_memory_still_gets_the_closest_record(rules):
    answer = rules.ask("silver thing")
    assert answer.known and "silver laptop" in answer.answer


def test_the_language_parser_shows_its_best_reading_of_a_fragment_instead_of_the_closest_record(language):
    answer = language.ask("silver thing")
    assert not answer.known and answer.value is None and answer.evidence == ()
    assert answer.answer.startswith("did not understand the request 'silver thing' well enough: best reading ")
    assert language.ask("Where is the silver laptop?").known  # the words link: a question about them is answered

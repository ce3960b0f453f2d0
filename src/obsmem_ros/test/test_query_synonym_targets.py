"""A thing asked for by a synonym of its name ("specs" for the reading glasses, "the settee" for
the couch) links as the names people say do, before meaning is tried (issue 11). Sentences are
fresh ones, in no hand-written set."""
from __future__ import annotations

import pytest

from .factories import minute_events, remembered, seen_facts

T0 = 1783000000


ev = minute_events("s", T0, kind="observation", actor="robot")


def thing(entity: str, name: str, category: str, place: str) -> list:
    return seen_facts([(entity, "name", name), (entity, "category", category), (entity, "location", place)])


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    owner = [{"entity": "glasses_1", "attribute": "owner", "value": "maya", "value_type": "str"}]
    story = [ev(0, location="den", objects=["couch_1", "glasses_1"],
                deltas=thing("couch_1", "couch", "couch", "den") + thing("glasses_1", "Maya's reading glasses",
                                                                         "glasses", "couch_1") + owner),
             ev(1, kind="action", actor="maya", verb="enter", location="den", observers=["robot", "maya"],
                deltas=[{"entity": "maya", "attribute": "location", "value": "den", "value_type": "entity"}])]
    yield from remembered(story, str(tmp_path_factory.mktemp("s") / "s.db"))


@pytest.mark.parametrize("question,place", [("Where are Maya's specs now?", "couch_1"),
                                            ("Which room is the settee in?", "den")])
def test_a_synonym_of_the_name_links_to_the_thing(memory, question, place):
    answer = memory.ask(question)
    assert (answer.value, answer.known) == (place, True)

"""Things named "<container> of <contents>": asked for by that name, the question's two target
phrases are read together when memory calls a thing so, before the container alone links to
another thing of that kind; asked for by the contents alone ("the flour"), the thing answers to
them (issue 11). Sentences are fresh ones, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.views.entity.records import contents_of

from .factories import minute_events, remembered, seen_facts

T0 = 1782000000


ev = minute_events("j", T0, kind="observation", actor="robot")


def thing(entity: str, name: str, category: str, place: str) -> list:
    return seen_facts([(entity, "name", name), (entity, "category", category), (entity, "location", place)])


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    story = [ev(0, location="pantry", objects=["shelf_1", "flour_1"],
                deltas=thing("shelf_1", "shelf", "shelf", "pantry") + thing("flour_1", "tin of flour", "flour", "shelf_1")),
             ev(1, location="garage", objects=["bench_1", "tin_1"],
                deltas=thing("bench_1", "bench", "bench", "garage") + thing("tin_1", "paint tin", "tin", "bench_1"))]
    yield from remembered(story, str(tmp_path_factory.mktemp("j") / "j.db"))


def test_the_whole_name_links_before_the_container(memory):
    answer = memory.ask("Where's the tin of flour?")
    assert (answer.value, answer.known) == ("shelf_1", True)


def test_the_container_alone_still_links_to_its_kind(memory):
    assert memory.ask("Where is the tin?").value == "bench_1"


def test_the_contents_alone_link_to_the_container(memory):
    answer = memory.ask("Where have we put the flour?")
    assert (answer.value, answer.known) == ("shelf_1", True)


@pytest.mark.parametrize("name,contents", [("crate of apples", ["apples"]), ("big jug of lemonade", ["lemonade"]),
                                           ("lemonade", []), ("Maya's box of crayons", [])])
def test_contents_of_a_name(name, contents):
    assert contents_of(name) == contents

"""The asked thing found again among the question's own words when every phrase the parse took
for it links to nothing memory holds (`asked_spans`): the longest run of open-class words that
names a thing memory holds, never a look-alike sharing one word with the failed phrase, never an
owner's name alone. Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.plan import Intent, QueryPlan
from obsmem_ros.core.query.retrieval.asked_spans import span_targets
from obsmem_ros.core.query.retrieval.context import QueryContext

from .factories import remembered, sighting


def seen(eid, minute, thing, where, **attributes):
    return sighting(eid, f"2026-05-04T08:{minute:02d}:00Z", thing, "kitchen", [("location", where), *attributes.items()])


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        seen("e1", 1, "table_1", "kitchen", name="kitchen table", category="table"),
        seen("e2", 2, "pass_lena", "table_1", name="Lena's bus pass", category="card"),
        seen("e3", 3, "drills_omar", "table_1", name="Omar's drill bit set", category="toolbox"),
        seen("e4", 4, "bowl_fruit", "table_1", name="fruit bowl", category="bowl"),
        seen("e5", 5, "mug_red", "table_1", name="red mug", category="mug"),
        seen("e6", 6, "mug_blue", "table_1", name="blue mug", category="mug"),
        seen("e7", 7, "bag_beach", "table_1", name="Omar's beach bag", category="bag"),
    ], tmp_path_factory.mktemp("home") / "home.db")


def relinked(memory, question, *failed):
    plan = QueryPlan(question=question, intent=Intent.CURRENT_STATE, targets=failed, attribute="location")
    now = 2 ** 61
    return span_targets(QueryContext(reader=memory, plan=plan, origin_ns=0, now_ns=now, k=5), failed)


def test_a_trailing_word_taken_for_the_thing_gives_way_to_the_name_beside_it(memory):
    assert [ids for _run, ids in relinked(memory, "where's Lena's bus pass tbh", "tbh")] == [["pass_lena"]]


def test_a_noun_read_as_a_verb_joins_the_name_it_ends(memory):
    assert [ids for _run, ids in relinked(memory, "wheres omars drill bit set at", "drill")] == [["drills_omar"]]


def test_a_look_alike_sharing_one_word_with_the_failed_phrase_is_not_taken(memory):
    assert relinked(memory, "Where's the popcorn bowl?", "popcorn bowl") == []
    assert relinked(memory, "Where is the popcorn bowl at the moment?", "popcorn bowl") == []
    assert relinked(memory, "where did Omar leave his gym bag", "omar", "gym bag") == []


def test_a_thing_named_apart_from_the_failed_words_is_another_thing(memory):
    assert relinked(memory, "where's the gizmo Lena left near the fruit bowl", "gizmo") == []


def test_one_word_naming_several_things_or_only_an_owner_names_none(memory):
    assert relinked(memory, "where is the mug thingy", "thingy") == []
    assert relinked(memory, "where's Lena's whatsit", "whatsit") == []

"""Whose a thing is, asked with "belong to" / "own" / "whose" in any form, the thing picked out by
where it is ("the scarf on the chair": the chair only locates it), and "X last picked something
up. Where is it now?" (the thing described in the sentence before). Fresh sentences, in no
hand-written set."""
from __future__ import annotations

from functools import partial

import pytest

from obsmem_ros.core.query.syntax_readings import asks_owner

from .factories import iso, ns, remembered

t = partial(iso, 7, 2)  # (hour, minute) of 2 July 2026, as a trace line's time
at = partial(ns, 7, 2)  # the same, in nanoseconds


def delta(entity: str, attribute: str, value: str, value_type: str = "entity") -> dict:
    return {"entity": entity, "attribute": attribute, "value": value, "value_type": value_type}


def thing(entity: str, name: str, place: str, owner: str = "") -> list:
    out = [delta(entity, "name", name, "str"), delta(entity, "location", place)]
    return out + ([delta(entity, "owner", owner)] if owner else [])


STORY = [
    {"id": "w001", "time": t(8, 0), "kind": "observation", "actor": "robot", "location": "hall", "source": "sim",
     "objects": ["hook_1", "chair_1", "scarf_1", "scarf_2", "mug_1", "shelf_1"], "observers": ["robot"],
     "deltas": thing("hook_1", "coat hook", "hall") + thing("chair_1", "chair", "hall")
     + thing("shelf_1", "shelf", "hall") + thing("scarf_1", "scarf", "hook_1", "dora")
     + thing("scarf_2", "scarf", "chair_1", "felix") + thing("mug_1", "mug", "chair_1")},
    {"id": "w002", "time": t(9, 0), "kind": "action", "actor": "dora", "verb": "pick up", "objects": ["mug_1"],
     "location": "hall", "observers": ["robot", "dora"], "source": "sim", "deltas": [delta("mug_1", "held_by", "dora")]},
    {"id": "w003", "time": t(9, 5), "kind": "action", "actor": "dora", "verb": "place", "objects": ["mug_1", "shelf_1"],
     "location": "hall", "observers": ["robot", "dora"], "source": "sim", "deltas": [delta("mug_1", "location", "shelf_1")]},
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("whose") / "w.db"))


@pytest.mark.parametrize("question, owner", [
    ("Which of you does the scarf on the chair belong to?", "felix"),
    ("Which of you does the scarf on the coat hook belong to?", "dora"),
])
def test_whose_thing_it_is_picked_out_by_where_it_is(memory, question, owner):
    assert memory.ask(question, at_ns=at(10, 0)).value == owner


def test_something_a_person_last_picked_up_is_the_it_of_the_next_sentence(memory):
    answer = memory.ask("Dora picked something up last. Where is it now?", at_ns=at(10, 0))
    assert answer.value == "shelf_1"


@pytest.mark.parametrize("question, asks", [
    ("Which of us do the gloves by the door belong to?", True),
    ("Who owns the red umbrella?", True),
    ("The gloves on the radiator, whose are they?", True),
    ("Which room do the gloves belong in?", False),     # no "to": where they go, not whose
    ("Where did Sam put the gloves?", False),
])
def test_asks_owner(question, asks):
    assert asks_owner(question) is asks

"""A yes/no question asked without its verb ("Dee's keys, still on the hook?") is the copular
question with the verb written in; every other question stays as said. Fresh sentences, in no
hand-written set."""
from __future__ import annotations

from functools import partial

import pytest

from obsmem_ros.core.language.asked_copula import copula_restored

from .factories import iso, ns, remembered

t = partial(iso, 6)
at = partial(ns, 6)


@pytest.mark.parametrize("text, asked", [
    ("Dee's keys, still on the hook?", "Are Dee's keys still on the hook?"),
    ("Pap reading glasses still by the recliner?", "Are Pap reading glasses still by the recliner?"),
    ("The umbrella, it still behind the door?", "Is the umbrella still behind the door?"),
    ("So the cooler still in the garage?", "Is the cooler still in the garage?"),
    ("Mason's cleats already in the car?", "Are Mason's cleats already in the car?"),
    ("I'm heading out. Franco's leash on the porch?", "I'm heading out. Is Franco's leash on the porch?"),
])
def test_a_verbless_yes_no_question_has_its_copula_written_in(text, asked):
    assert copula_restored(text) == asked


@pytest.mark.parametrize("text", [
    "Is the cooler still in the garage?",          # has its verb
    "Where's Franco's leash?",                     # a wh-question
    "And Pap's pills now?",                        # no place or aspect asked of the thing
    "Eli's cereal, the Cheerios or the Chex?",     # a choice between two things
    "Kayla like the green hoodie better?",         # a dropped "does", not a dropped copula
    "The cooler is in the garage.",                # no question
])
def test_any_other_text_stays_as_said(text):
    assert copula_restored(text) == text


def _seen(n: int, when: str, deltas: list) -> dict:
    return {"id": f"c{n:03d}", "time": when, "kind": "observation", "actor": "robot", "verb": "", "objects": [],
            "location": "living_room", "observers": ["robot"], "source": "sim", "text": "", "deltas": deltas}


def _delta(entity: str, attribute: str, value: str, value_type: str = "entity") -> dict:
    return {"entity": entity, "attribute": attribute, "value": value, "value_type": value_type}


STORY = [
    _seen(1, t(8, 9, 0), [_delta("remote_1", "name", "remote", "str"), _delta("remote_1", "location", "couch_1"),
                          _delta("couch_1", "name", "couch", "str"), _delta("couch_1", "location", "living_room")]),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("copula") / "c.db"))


@pytest.mark.parametrize("question", ["The remote, still on the couch?", "so the remote still on the couch?"])
def test_the_verbless_question_is_answered_as_the_copular_one(memory, question):
    answer = memory.ask(question, at_ns=at(8, 10, 0))
    assert answer.value == memory.ask("Is the remote still on the couch?", at_ns=at(8, 10, 0)).value == "couch_1"

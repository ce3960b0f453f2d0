"""A yes/no question asked without its verb ("Dee's keys, still on the hook?") is the copular
question with the verb written in; every other question stays as said. Fresh sentences, in no
hand-written set."""
from __future__ import annotations

from functools import partial

import pytest

from obsmem_ros.core.language.asked_copula import copula_restored

from .factories import iso, ns, remembered, sighting

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
    "anything about a cooler in the garage?",      # a search, no thing's state
])
def test_any_other_text_stays_as_said(text):
    assert copula_restored(text) == text


STORY = [
    sighting("c001", t(8, 9, 0), "couch_1", "living_room", [("name", "couch"), ("location", "living_room")]),
    sighting("c002", t(8, 9, 0), "remote_1", "living_room", [("name", "remote"), ("location", "couch_1")]),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("copula") / "c.db"))


@pytest.mark.parametrize("question", ["The remote, still on the couch?", "so the remote still on the couch?"])
def test_the_verbless_question_is_answered_as_the_copular_one(memory, question):
    answer = memory.ask(question, at_ns=at(8, 10, 0))
    assert answer.value == memory.ask("Is the remote still on the couch?", at_ns=at(8, 10, 0)).value == "couch_1"

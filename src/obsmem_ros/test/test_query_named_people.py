"""Counting what a person did when the question calls them by a name memory learnt from how they
are addressed ("Kit"), or by a clipped name ("Theo" for theodore), within "this evening" (which
runs to midnight); what "you" did, with the owner of the thing no doer; a thing last seen in
someone's hands is with them, not "on" them. Fresh sentences, in no hand-written set."""
from __future__ import annotations

from functools import partial

import pytest


from .factories import iso, ns, remembered

t = partial(iso, 5)  # (day, hour, minute) of May 2026, as a trace line's time
at = partial(ns, 5)  # the same, in nanoseconds


def took(n: int, when: str, who: str, verb: str, thing: str, seen: bool = True) -> dict:
    return {"id": f"p{n:03d}", "time": when, "kind": "action", "actor": who, "verb": verb, "objects": [thing],
            "location": "lounge", "observers": ["robot", who] if seen else [who], "source": "sim",
            "deltas": [{"entity": thing, "attribute": "location", "value": who, "value_type": "entity"},
                       {"entity": thing, "attribute": "held_by", "value": who, "value_type": "entity"}]}


STORY = [
    {"id": "p001", "time": t(3, 18, 0), "kind": "observation", "actor": "robot", "location": "lounge",
     "objects": ["ball_1", "torch_1"], "observers": ["robot"], "source": "sim",
     "deltas": [{"entity": "ball_1", "attribute": "name", "value": "football", "value_type": "str"},
                {"entity": "ball_1", "attribute": "location", "value": "lounge", "value_type": "entity"},
                {"entity": "torch_1", "attribute": "name", "value": "torch", "value_type": "str"},
                {"entity": "torch_1", "attribute": "location", "value": "lounge", "value_type": "entity"},
                {"entity": "torch_1", "attribute": "owner", "value": "mara", "value_type": "entity"}]},
    took(2, t(3, 19, 0), "christopher", "grab", "ball_1"),   # the day before: not this evening
    {"id": "p003", "time": t(4, 18, 5), "kind": "utterance", "actor": "mara", "addressee": "christopher",
     "location": "lounge", "observers": ["robot", "mara", "christopher"], "source": "sim",
     "utterance": "Kit, put your boots in the porch please."},
    took(4, t(4, 19, 0), "christopher", "pick up", "ball_1"),
    took(5, t(4, 19, 30), "theodore", "take", "torch_1"),
    took(6, t(4, 20, 30), "theodore", "lift", "torch_1"),
    took(7, t(4, 21, 0), "mara", "grab", "torch_1"),
    took(75, t(4, 22, 0), "robot", "pick", "torch_1"),
    took(8, t(4, 23, 10), "christopher", "snatch", "ball_1"),  # late, still this evening
    took(9, t(4, 23, 20), "christopher", "grab", "ball_1", seen=False),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("named") / "n.db"))


def test_a_name_the_household_calls_someone_counts_their_pick_ups_this_evening(memory):
    answer = memory.ask("How many times did Kit pick up the football this evening?", at_ns=at(4, 23, 45))
    assert answer.value == 2


def test_a_clipped_name_counts_that_persons_pick_ups_whatever_the_verb(memory):
    answer = memory.ask("How many times did Theo take the torch?", at_ns=at(4, 23, 45))
    assert answer.value == 2


def test_what_you_did_counts_the_robots_pick_ups_not_the_owners(memory):
    answer = memory.ask("How many times did you pick up Mara's torch?", at_ns=at(4, 23, 45))
    assert answer.value == 1


def test_a_thing_last_seen_in_someones_hands_is_with_them(memory):
    answer = memory.ask("Where's the football?", at_ns=at(4, 23, 45))
    assert answer.value == "christopher"
    assert answer.answer.startswith("Christopher has the football.")

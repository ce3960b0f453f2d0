"""People found by the names the robot's event captions call them ("Nonna took the colander." with
actor rosaria), and capitalised words that name a seen thing ("the Kindle") taken as the thing,
not as a person. Fresh sentences, in no hand-written set."""
from __future__ import annotations

from functools import partial

import pytest

from obsmem_ros.core.records import Event, EventKind
from obsmem_ros.core.views.entity.caption_names import caption_names

from .factories import iso, ns, remembered

t = partial(iso, 6, 9)  # (hour, minute) of 9 June 2026, as a trace line's time
at = partial(ns, 6, 9)  # the same, in nanoseconds


def seen(n: int, when: str, thing: str, name: str, place: str) -> dict:
    return {"id": f"c{n:03d}", "time": when, "kind": "observation", "actor": "robot", "location": "kitchen",
            "objects": [thing], "observers": ["robot"], "source": "sim", "text": f"The robot saw the {name}.",
            "deltas": [{"entity": thing, "attribute": "name", "value": name, "value_type": "str"},
                       {"entity": thing, "attribute": "location", "value": place, "value_type": "entity"}]}


def did(n: int, when: str, who: str, verb: str, thing: str, caption: str, place: str = "") -> dict:
    deltas = [{"entity": thing, "attribute": "held_by", "value": who, "value_type": "entity"}] if not place else \
        [{"entity": thing, "attribute": "location", "value": place, "value_type": "entity"}]
    return {"id": f"c{n:03d}", "time": when, "kind": "action", "actor": who, "verb": verb, "objects": [thing],
            "location": "kitchen", "observers": ["robot", who], "source": "sim", "text": caption, "deltas": deltas}


STORY = [
    seen(1, t(8, 0), "colander_1", "colander", "counter_1"),
    seen(2, t(8, 0), "kindle_1", "Kindle", "counter_1"),
    did(3, t(8, 10), "rosaria", "pick up", "colander_1", "Nonna took the colander."),
    did(4, t(8, 20), "rosaria", "place", "colander_1", "Nonna put the colander on the counter.", "counter_1"),
    did(5, t(9, 0), "rosaria", "grab", "colander_1", "Nonna grabbed the colander again."),
    did(6, t(9, 5), "dario", "pick up", "kindle_1", "Dario picked up the Kindle."),
    did(7, t(9, 30), "dario", "place", "kindle_1", "Dario left the Kindle on the windowsill.", "sill_1"),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("captions") / "c.db"))


def test_a_name_a_caption_calls_the_actor_by_counts_their_pick_ups(memory):
    answer = memory.ask("How many times did Nonna pick up the colander this morning?", at_ns=at(11, 0))
    assert answer.value == 2
    assert memory.kin_words() == {("robot", "nonna"): "rosaria"}


def test_a_capitalised_name_of_a_seen_thing_is_the_thing_not_a_person(memory):
    answer = memory.ask("Where was Dario's Kindle at nine this morning?", at_ns=at(11, 0))
    assert answer.value == "counter_1"
    now = memory.ask("Where's the Kindle now?", at_ns=at(11, 0))
    assert now.value == "sill_1"


def _event(caption: str, actor: str, kind: EventKind = EventKind.ACTION) -> Event:
    return Event(id="e1", time_ns=at(8, 0), kind=kind, actor=actor, text=caption, observers=("robot", actor))


@pytest.mark.parametrize("caption, actor, names", [
    ("Tía Lupe folded the towels.", "guadalupe", ["tía", "lupe"]),
    ("Zoë put the jar away.", "zoe", []),               # the actor's own name, accents apart
    ("The robot saw Ana take the keys.", "ana", []),    # an unnamed subject
    ("Grandad's friend took the paper.", "ernest", []),  # a possessive: not what the actor is called
    ("Pops took the paper.", "robot", []),              # the robot's own deeds teach nothing
])
def test_caption_names_are_the_capitalised_words_a_caption_starts_with(caption, actor, names):
    assert [word for word, *_ in caption_names([_event(caption, actor)], "robot")] == names


def test_what_someone_said_is_no_caption():
    heard = _event("Mamie wants her tea.", "odette", EventKind.UTTERANCE)
    assert caption_names([heard], "robot") == []

"""A preference said in words is answered with what the write side linked from that very utterance
(a reported `preference:<topic>` claim of the speaker), not a word re-read from the sentence; a
sentence the write side kept no claim of is still read (sentences written for this test)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.timefmt import format_iso

T0 = 1772409600 * 10**9
H = 3600 * 10**9


def event(n: int, actor: str, verb: str, *, kind: str = "action", objects=(), deltas=(), words: str = "",
          claims=()) -> dict:
    return {"id": f"d001-e{n:05d}", "time": format_iso(T0 + n * H), "kind": kind, "actor": actor, "verb": verb,
            "objects": list(objects), "location": "lounge", "observers": [actor, "robot"],
            "deltas": [{"entity": e, "attribute": a, "value": v, "value_type": "entity" if a == "location" else "str"}
                       for e, a, v in deltas],
            "claims": [{"entity": e, "attribute": a, "value": v, "value_type": "str"} for e, a, v in claims],
            "utterance": words, "addressee": "robot" if words else "", "extras": {}, "session_id": "s1",
            "source": "sim"}


def sight(n: int, entity: str, name: str, colour: str) -> dict:
    return event(n, "robot", "observe", objects=[entity], deltas=[
        (entity, "name", name), (entity, "category", name), (entity, "color", colour), (entity, "location", "shelf_1")])


@pytest.fixture(scope="module")
def memory():
    with Memory(":memory:") as mem:
        mem.ingest([
            sight(1, "beaker_yellow_1", "mug", "yellow"), sight(2, "beaker_grey_1", "mug", "grey"),
            sight(3, "screen_1", "tv", "black"),
            event(4, "nina", "say", kind="utterance", words="Honestly, my favourite mug is the yellow one.",
                  claims=[("nina", "preference:mug", "beaker_yellow_1")]),
            event(5, "ivo", "say", kind="utterance", words="The channel I always want on is cartoons.",
                  claims=[("ivo", "preference:channel", "cartoons")]),
            event(6, "pia", "say", kind="utterance", words="I prefer the grey mug."),
        ])
        yield mem


def test_the_one_a_sentence_prefers_is_the_thing_the_write_side_linked(memory):
    got = memory.ask("Which mug does Nina like best?", at_ns=T0 + 10 * H)
    assert (got.value, got.value_type) == ("beaker_yellow_1", "entity")


def test_a_word_value_is_kept_as_said_by_the_claim(memory):
    got = memory.ask("What channel does Ivo go for?", at_ns=T0 + 10 * H)
    assert got.value == "cartoons"


def test_a_sentence_without_a_claim_is_read_for_a_thing_memory_knows(memory):
    got = memory.ask("Which mug does Pia prefer?", at_ns=T0 + 10 * H)
    assert got.value == "beaker_grey_1"

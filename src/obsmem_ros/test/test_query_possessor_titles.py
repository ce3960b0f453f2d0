"""A thing asked of an owner named with a title or a two-word name ("Auntie Rose's scarf", "Ama
Ama's tin") is named by the words after the possessor alone (`query.question_mentions`);
sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query.question_mentions import _after_possessor
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import stamped

DAY = "2026-05-09T"


def seen(eid, clock, thing, name, category, place, owner):
    deltas = [{"entity": thing, "attribute": a, "value": v, "value_type": "str"}
              for a, v in (("name", name), ("category", category), ("owner", owner))]
    deltas.append({"entity": thing, "attribute": "location", "value": place, "value_type": "entity"})
    return stamped(eid, f"{DAY}{clock}Z", "observation", actor="robot", verb="observe", objects=[thing],
                   location="living_room", observers=["robot"], deltas=deltas)


def said(eid, clock, words):
    return stamped(eid, f"{DAY}{clock}Z", "utterance", actor="hana", verb="say", addressee="robot", location="kitchen",
                   observers=["robot", "hana"], utterance=words)


@pytest.fixture()
def memory(tmp_path):
    with Memory(tmp_path / "home.db") as m:
        m.ingest([seen("e1", "08:00:00", "sofa_1", "sofa", "sofa", "living_room", ""),
                  seen("e2", "08:01:00", "shelf_1", "bookshelf", "shelf", "living_room", ""),
                  seen("e3", "08:02:00", "scarf_rose", "scarf", "scarf", "sofa_1", "rose"),
                  seen("e4", "08:03:00", "korowai_1", "korowai", "cloak", "sofa_1", "mere"),
                  seen("e5", "08:04:00", "dupatta_1", "dupatta", "scarf", "shelf_1", "jaswinder"),
                  said("u1", "08:30:00", "The korowai isn't in the lounge now, I took it to my room."),
                  said("u2", "08:31:00", "And the dupatta isn't on the shelf, it's in the car.")])
        yield m


@pytest.mark.parametrize("question, place", [
    ("Where's Auntie Rose's scarf?", "sofa_1"),
    ("Where is Grandpa Joe Joe's korowai?", "hana_room"),  # not "the grandpa korowai", heard of in the lounge
    ("Where's Aunty Gurpreet's dupatta?", "shelf_1"),      # the seen one, its place denied since
])
def test_a_titled_owner_says_whose_the_thing_is_not_what_it_is_called(memory, question, place):
    answer = memory.ask(question, at_ns=parse_iso_ns(f"{DAY}09:00:00Z"))
    assert (answer.known, answer.value) == (True, place)
    assert "I have not seen it myself" not in answer.answer


@pytest.mark.parametrize("words, kept", [
    (["auntie", "rose's", "scarf"], ["scarf"]),
    (["where's", "ama", "ama's", "biscuit", "tin"], ["biscuit", "tin"]),
    (["where's", "the", "scarf"], ["where's", "the", "scarf"]),   # a question word owns nothing
    (["the", "dry", "cleaner's"], ["the", "dry", "cleaner's"]),   # nothing said after the possessive
])
def test_the_words_after_the_possessor(words, kept):
    assert _after_possessor(words) == kept

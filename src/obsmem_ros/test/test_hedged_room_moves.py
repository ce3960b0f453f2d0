"""A guess, after an unseen entry, that someone took a thing up to a room; a room named for a parent
word nobody is called by. Sentences written for this
file, in no hand-written set."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from obsmem_ros.core.query.retrieval.told_places import told_places
from obsmem_ros.core.records import BeliefLabel
from obsmem_ros.core.role_rooms import parent_word_room

from .factories import remembered

T0 = 1781000000


def _kept(said: str, head: str = "scarf") -> str:
    return " ".join(w for w in told_places(said, {head}).text.split() if w != "_")


def test_a_room_said_after_a_particle_without_a_preposition_is_kept():
    assert _kept("Wren took the scarf up her room.") == "up Wren's room"


def test_his_or_her_room_is_the_room_of_the_doer_the_clause_names():
    told = told_places("I reckon Wren might've carried the scarf up to her room.", {"scarf"})
    assert "Wren's room" in told.text and told.hedged


def test_a_pronoun_doer_leaves_the_room_as_said():
    assert _kept("She took the scarf up to her room.") == "up to her room"


def test_a_parent_word_nobody_is_called_by_names_the_parents_room():
    assert parent_word_room("mummy", ["kitchen", "hall"]) == "parents_room"
    assert parent_word_room("dad", ["kitchen", "master_bedroom"]) == "master_bedroom"
    assert parent_word_room("nan", ["kitchen"]) == ""
    assert parent_word_room("wren", ["kitchen"]) == ""


def _ev(n: int, kind: str = "action", **fields) -> dict:
    stamp = datetime.fromtimestamp(T0 + 60 * n, timezone.utc).isoformat()
    return {"id": f"h{n:03d}", "time": stamp, "kind": kind, "observers": ["robot"], "source": "sim", **fields}


def _named(entity: str, name: str, place: str, owner: str = "") -> list:
    facts = [{"entity": entity, "attribute": "name", "value": name, "value_type": "str"},
             {"entity": entity, "attribute": "location", "value": place, "value_type": "entity"}]
    return facts + ([{"entity": entity, "attribute": "owner", "value": owner, "value_type": "str"}] if owner else [])


def _scene(words: str) -> list:
    """Bartholomew's scarf seen on the porch bench; Wren seen going into the porch from the study;
    then someone guesses where it went."""
    return [
        _ev(0, "observation", actor="robot", location="porch", objects=["bench_1", "scarf_1"],
            deltas=_named("bench_1", "bench", "porch") + _named("scarf_1", "Bartholomew's scarf", "bench_1",
                                                                 owner="bartholomew")),
        _ev(1, actor="robot", verb="navigate", location="study", observers=["robot", "odile"]),
        _ev(2, actor="wren", verb="enter", location="porch", observers=["robot", "wren"]),
        _ev(3, "utterance", actor="odile", verb="say", location="study", observers=["robot", "odile"],
            addressee="robot", utterance=words),
    ]


def _asked(tmp_path, words: str):
    for memory in remembered(_scene(words), str(tmp_path / "h.db")):
        return memory.ask("Where's Bartholomew's scarf?", at_ns=(T0 + 600) * 10 ** 9)
    raise AssertionError("remembered() yielded no memory")


def test_an_entry_then_a_guess_that_it_went_up_a_room_is_uncertain(tmp_path):
    # "Barty's" is a short form of the owner's name: the saying is about his scarf, no look-alike.
    answer = _asked(tmp_path, "I think Wren might have took Barty's scarf up her room.")
    assert answer.value == "bench_1" and answer.belief.label is BeliefLabel.UNCERTAIN


def test_an_entry_with_no_saying_of_a_place_stays_stale(tmp_path):
    answer = _asked(tmp_path, "I think Wren was looking for Barty's scarf.")
    assert answer.value == "bench_1" and answer.belief.label is BeliefLabel.STALE

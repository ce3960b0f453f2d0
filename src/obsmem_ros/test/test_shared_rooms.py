""""Our room" is a room shared (issue 11, session 34): said by someone memory ties to no room and
does not know as a child, it is the parents' room (the one memory knows kept for parents, else
parents_room), never a room named for the speaker that memory has not met; a known child's "our
room" is the one room memory knows kept for children, and a grandparent's is the room their part
of the household names. Sentences and ids are fresh ones, in no hand-written set."""
from __future__ import annotations

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.role_rooms import shared_room
from obsmem_ros.core.spoken_places import _said_ours

from .factories import minute_events

T0 = 1782100000
# tamsin and jory call petra "Mum"; petra calls hollis "Dad"; tamsin calls hollis "Grandad"
KIN = {("tamsin", "mum"): "petra", ("jory", "mum"): "petra", ("petra", "dad"): "hollis",
       ("tamsin", "grandad"): "hollis"}


def test_a_speaker_of_unknown_part_shares_the_parents_room():
    assert shared_room("orrin", KIN, ["kitchen", "tamsin_room"]) == "parents_room"


def test_the_one_known_room_kept_for_parents_is_the_shared_one():
    assert shared_room("orrin", KIN, ["kitchen", "master_bedroom"]) == "master_bedroom"
    assert shared_room("petra", KIN, ["main_bedroom"]) == "main_bedroom"
    assert shared_room("orrin", KIN, ["master_bedroom", "parents_room"]) == ""  # two: no guess


def test_a_child_shares_no_parents_room_and_a_grandparent_has_their_parts():
    assert shared_room("tamsin", KIN, ["kitchen"]) == ""
    assert shared_room("tamsin", KIN, ["kitchen", "parents_room"]) == ""
    assert shared_room("hollis", KIN, ["kitchen"]) == "grandad_room"


def test_a_childs_our_room_is_the_one_known_room_kept_for_children():
    assert shared_room("jory", KIN, ["kitchen", "boys_room", "parents_room"]) == "boys_room"
    assert shared_room("jory", KIN, ["kids_room", "twins_room"]) == ""  # two: no guess


def test_our_is_read_before_the_place_a_few_words_apart_at_most():
    assert _said_ours("room", "It's on the hook in our room, by the door.")
    assert _said_ours("wardrobe", "I put it in our big old wardrobe.")
    assert not _said_ours("room", "It's in my room, not ours.")
    assert not _said_ours("room", "Our dog sleeps in the spare room.")


_ev = minute_events("s", T0, observers=["robot", "orrin", "tamsin"], location="kitchen")


def _kitchen() -> dict:
    return _ev(0, "observation", actor="robot", objects=["table_1"],
               deltas=[{"entity": "table_1", "attribute": "name", "value": "table", "value_type": "str"},
                       {"entity": "table_1", "attribute": "location", "value": "kitchen", "value_type": "entity"}])


def test_our_room_said_by_a_grown_up_memory_ties_to_no_room_is_the_parents_room(tmp_path):
    with Memory(str(tmp_path / "o.db")) as memory:
        memory.ingest([_kitchen(),
                       _ev(1, "utterance", actor="orrin", addressee="robot",
                           utterance="The fishing rods are on the hook in our room.")])
        assert memory.ask("Where are the fishing rods?").value == "parents_room"
        assert memory.own_room("orrin_room", shared=True) == "parents_room"
        assert memory.own_room("orrin_room") == ""  # "my room" of a part unknown: no guess


def test_our_room_said_by_a_known_child_is_not_the_parents_room(tmp_path):
    with Memory(str(tmp_path / "c.db")) as memory:
        memory.ingest([_kitchen(),
                       _ev(1, "utterance", actor="tamsin", addressee="orrin", utterance="Mum, where's my scarf?"),
                       _ev(2, "utterance", actor="tamsin", addressee="robot",
                           utterance="The kite is under the bed in our room.")])
        assert memory.ask("Where is the kite?").value != "parents_room"

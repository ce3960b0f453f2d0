"""A person's room memory never saw, answered under the word the question calls its person
(``core.query.retrieval.asked_rooms``). Ids and words written for this file, in no hand-written set."""
from __future__ import annotations

from obsmem_ros.core.memory import Memory

from .factories import minute_events

T0 = 1783000000


_ev = minute_events("a", T0)


def _said(n: int, who: str, words: str, to: str = "robot") -> dict:
    return _ev(n, "utterance", actor=who, addressee=to, location="porch", observers=["robot", who], utterance=words)


def _home() -> list:
    """The robot on the porch with bertram and his granddaughter ines; it never sees a bedroom."""
    return [_ev(0, "observation", actor="robot", location="porch", objects=["bench_1"],
                deltas=[{"entity": "bench_1", "attribute": "name", "value": "bench", "value_type": "str"},
                        {"entity": "bench_1", "attribute": "category", "value": "bench", "value_type": "str"},
                        {"entity": "bench_1", "attribute": "location", "value": "porch", "value_type": "entity"}]),
            _said(1, "ines", "The mail van is late again."),
            _said(2, "bertram", "I'll walk down to the gate for the paper.")]


def test_an_unseen_room_goes_by_the_questions_word_for_the_speaker(tmp_path):
    """bertram's "my room", never seen, asked of as "Grandpop's": grandpop_room, the word the
    household names him by; memory had no word of its own for him."""
    with Memory(str(tmp_path / "a.db")) as memory:
        memory.ingest(_home() + [_said(3, "bertram", "My pension book is in my room, under the radio.")])
        assert memory.ask("Where's Grandpop's pension book?").value == "grandpop_room"
        assert memory.ask("Where's Bertram's pension book?").value == "bertram_room"


def test_a_word_for_someone_else_or_a_parent_word_leaves_the_room_as_said(tmp_path):
    """"Ines's" names a person memory knows who is not the room's; "Dad's" is a parent word, and a
    parents' room goes by the parents, not by the word: neither renames bertram's room."""
    with Memory(str(tmp_path / "b.db")) as memory:
        memory.ingest(_home() + [_said(3, "bertram", "My pension book is in my room, under the radio.")])
        assert memory.ask("Where's Ines's pension book?").value != "ines_room"
        assert memory.ask("Where's Dad's pension book?").value != "dad_room"


def test_a_parent_word_for_the_owner_names_the_parents_room(tmp_path):
    """"Mum's" of the sewing tin the robot saw as ines's tells that ines is a parent: her "my room",
    never seen, is the parents' room (what she said, beside the tin last seen on the porch); the one
    room kept for the parents, once known, is that room."""
    tin = [_ev(3, "observation", actor="robot", location="porch", objects=["tin_1"],
               deltas=[{"entity": "tin_1", "attribute": "name", "value": "sewing tin", "value_type": "str"},
                       {"entity": "tin_1", "attribute": "owner", "value": "ines", "value_type": "str"},
                       {"entity": "tin_1", "attribute": "location", "value": "porch", "value_type": "entity"}])]
    moved = [_said(4, "ines", "I've put my sewing tin in my room, under the radio.")]
    with Memory(str(tmp_path / "e.db")) as memory:
        memory.ingest(_home() + tin + moved)
        assert "later said: the sewing tin is in the parents room" in memory.ask("Where's Mum's sewing tin?").answer
        assert "in the ines room" in memory.ask("Where's Ines's sewing tin?").answer
    master = [_ev(5, "action", actor="robot", verb="navigate", location="master_bedroom",
                  deltas=[{"entity": "robot", "attribute": "location", "value": "master_bedroom",
                           "value_type": "entity"}])]
    with Memory(str(tmp_path / "f.db")) as memory:
        memory.ingest(_home() + tin + moved + master)
        assert "in the master bedroom; not seen" in memory.ask("Where's Mum's sewing tin?").answer


def test_a_room_the_robot_knows_keeps_its_id(tmp_path):
    """A room the robot was in is answered by its id, whatever the question calls its person."""
    seen_room = [_ev(4, "action", actor="robot", verb="navigate", location="bertram_room",
                     deltas=[{"entity": "robot", "attribute": "location", "value": "bertram_room",
                              "value_type": "entity"}])]
    with Memory(str(tmp_path / "c.db")) as memory:
        memory.ingest(_home() + [_said(3, "bertram", "My pension book is in my room, under the radio.")] + seen_room)
        assert memory.ask("Where's Grandpop's pension book?").value == "bertram_room"


def test_the_questions_word_names_the_room_without_its_accents(tmp_path):
    """"Abuelá's", said with an accent, names the room as ids are written: abuela_room, not abuel_room."""
    with Memory(str(tmp_path / "d.db")) as memory:
        memory.ingest(_home() + [_said(3, "bertram", "My pension book is in my room, under the radio.")])
        assert memory.ask("Where's Abuelá's pension book?").value == "abuela_room"

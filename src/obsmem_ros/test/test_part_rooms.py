"""Where a heard-of thing is when the place said is only a person's own (issue 11, session 21): a
spot said under, on or behind a person's place is kept at it ("in the green tin behind Bea's
bookcase"), and "my room" of a person memory ties to no room it holds is the room their part of the
household names (the parents' room, the grandparents' room, "Nana's room"), whether the place is
asked for or what she said it was. Sentences and ids are
fresh ones, in no hand-written set."""
from __future__ import annotations

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.role_rooms import part_room
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import minute_events

T0 = 1782000000
SAID = parse_iso_ns("2026-05-13T09:30:00+00:00")
# bea and cal call odile "Mum"; odile calls piet "Dad"; bea calls piet "Grandpa"
KIN = {("bea", "mum"): "odile", ("cal", "mum"): "odile", ("odile", "dad"): "piet", ("bea", "grandpa"): "piet"}


def test_a_parent_is_given_the_parents_room():
    assert part_room("odile", KIN) == "parents_room"


def test_a_lone_grandparent_is_given_the_room_of_the_grandparent_word_said_most():
    kin = {**KIN, ("cal", "grandpa"): "piet", ("bea", "pop"): "piet"}
    assert part_room("piet", kin) == "grandpa_room"


def test_a_parent_whose_child_is_a_parent_is_a_grandparent():
    kin = {("bea", "mum"): "odile", ("odile", "mum"): "wren", ("cal", "nana"): "wren"}
    assert part_room("wren", kin) == "nana_room"
    assert part_room("wren", {("bea", "mum"): "odile", ("odile", "mum"): "wren"}) == ""  # no grandparent word


def test_two_grandparents_share_the_grandparents_room():
    kin = {**KIN, ("bea", "granny"): "wren"}
    assert part_room("piet", kin) == part_room("wren", kin) == "grandparents_room"


def test_a_child_or_a_stranger_is_given_no_room_by_part():
    assert part_room("bea", KIN) == ""
    assert part_room("zed", KIN) == ""


def test_a_spot_said_behind_or_under_a_persons_place_is_kept_at_it(reader):
    for words, spot, holder in (("The raffle tickets are in the green tin behind Bea's bookcase.", "green_tin",
                                 "bea_bookcase"),
                                ("My passport is in the brown envelope under my mattress.", "brown_envelope",
                                 "odile_mattress")):
        reading = reader.read(words, speaker="odile", now_ns=SAID, people=("odile", "bea"))
        assert [(c.attribute, c.value) for c in reading.claims] == [("location", spot)], words
        assert (spot, holder) in [(t.id, t.location) for t in reading.things], words


_ev = minute_events("p", T0, observers=["robot", "odile", "bea"], location="kitchen")


def test_a_mothers_own_spot_answers_with_the_parents_room_asked_either_way(tmp_path):
    with Memory(str(tmp_path / "p.db")) as memory:
        memory.ingest([
            _ev(0, "observation", actor="robot", objects=["table_1"],
                deltas=[{"entity": "table_1", "attribute": "name", "value": "table", "value_type": "str"},
                        {"entity": "table_1", "attribute": "location", "value": "kitchen", "value_type": "entity"}]),
            _ev(1, "utterance", actor="bea", addressee="odile", utterance="Mum, where's my swimming cap?"),
            _ev(2, "utterance", actor="odile", addressee="robot",
                utterance="The sewing scissors are in the biscuit tin under my bed.")])
        assert memory.ask("Where are the sewing scissors?").value == "parents_room"
        assert memory.ask("Where did Odile say the sewing scissors were?").value == "parents_room"


def test_a_spot_under_an_unseen_fixture_is_not_kept_at_it(reader):
    reading = reader.read("I left the spare bulbs in the crate under the stairs.", speaker="odile", now_ns=SAID,
                          people=("odile", "bea"))
    assert ("crate", "stairs") not in [(t.id, t.location) for t in reading.things]


def test_a_room_named_by_a_word_the_household_calls_its_person_stays_as_named(tmp_path):
    everyone = ["robot", "odile", "bea", "wren", "piet"]
    with Memory(str(tmp_path / "n.db")) as memory:
        memory.ingest([
            _ev(0, "utterance", actor="bea", addressee="wren", utterance="Nana, your tea is ready.", observers=everyone),
            _ev(1, "utterance", actor="robot", addressee="wren", utterance="Nana, your taxi is here.",
                observers=everyone),
            _ev(2, "utterance", actor="bea", addressee="piet", utterance="Grandpa, can you help me?",
                observers=everyone),
            _ev(3, "utterance", actor="bea", addressee="odile", utterance="Mum, I'm going out.", observers=everyone)])
        assert memory.own_room("wren_room") == "grandparents_room"  # two grandparents: theirs
        assert memory.kin_words()[("robot", "nana")] == "wren"
        assert memory.own_room("nana_room") == ""  # the household's own name for her room

"""Places people name, linked against the home memory knows: a room by its name or its owner's
("my room" said by Nadia is nadia_room), a spot nobody has seen kept at the room its modifier
names ("the attic cupboard": the attic), and things said in forms the tagger misreads. Sentences
written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import heard, read_heard, remembered, said_value, stamped

DAY = "2026-05-02T"


def event(eid, clock, kind, **fields):
    return stamped(eid, f"{DAY}{clock}Z", kind, **fields)


def said(eid, clock, actor, words):
    return heard(eid, f"{DAY}{clock}Z", actor, words)


ROOMS = [
    event("e1", "08:00:00", "action", actor="nadia", verb="enter", location="nadia_room", observers=["robot", "nadia"]),
    event("e2", "08:05:00", "action", actor="robot", verb="navigate", location="attic"),
    event("e3", "08:10:00", "action", actor="robot", verb="navigate", location="kitchen"),
]



@pytest.fixture()
def memory(tmp_path):
    yield from remembered(ROOMS, tmp_path / "home.db")


def test_a_room_named_for_its_owner_is_the_room_memory_knows(memory):
    memory.ingest([said("u1", "09:00:00", "nadia", "The raffle tickets are up in my room, under the lamp.")])
    assert said_value(memory, "raffle_tickets") == "nadia_room"


def test_an_unseen_spot_whose_modifier_names_a_room_is_kept_at_that_room(memory):
    memory.ingest([said("u1", "09:00:00", "nadia", "I've shoved the spare bulbs on the top shelf of the attic cupboard.")])
    assert said_value(memory, "spare_bulbs") == "attic"


def test_a_spot_in_a_room_never_visited_is_kept_at_the_room_its_word_names(memory):
    memory.ingest([said("u1", "09:00:00", "nadia", "I've shoved the spare bulbs in the loft cupboard.")])
    assert said_value(memory, "spare_bulbs") == "loft"


def test_a_spot_in_no_room_stays_as_said(memory):
    memory.ingest([said("u1", "09:00:00", "nadia", "I've shoved the spare bulbs in the caravan cupboard.")])
    assert said_value(memory, "spare_bulbs") == "caravan_cupboard"


KNOWN = {"boot rack": "boot_rack_1", "wellies": "wellies_1", "glove": "glove_1"}


def claims(reader, words):
    reading = read_heard(reader, words, speaker="nadia", now_ns=parse_iso_ns(f"{DAY}09:00:00Z"), event_id="u1",
                         resolve=KNOWN.get, people=("nadia", "cormac"))
    return [(c.entity, c.attribute, c.value) for c in reading.claims]


def test_an_apostrophe_s_before_a_past_form_with_an_object_is_has(reader):
    found = claims(reader, "Cormac's bought a new paddling pool, and the old one's out in the shed, split.")
    assert ("old_paddling_pool", "location", "shed") in found


def test_the_wellies_go_on_the_rack_the_parser_splits(reader):
    assert claims(reader, "Found the wellies. They're on the boot rack, where they belong.")[0] == \
        ("wellies_1", "location", "boot_rack_1")


def test_a_noun_phrase_said_alone_is_what_it_means_next():
    from obsmem_ros.core.language.clause_kinds import clause_kind_classifier

    learned = UtteranceReader(robot_id="robot", clause_kinds=clause_kind_classifier())  # as memory reads speech
    reading = learned.read("Grandad's walking stick, yeah, Cormac stuck it in the attic yesterday, I saw him do it.",
                           speaker="nadia", addressee="robot", now_ns=parse_iso_ns(f"{DAY}09:00:00Z"), event_id="u1",
                           resolve={"walking stick": "stick_1", "attic": "attic"}.get, people=("nadia", "cormac"))
    assert [(c.entity, c.value) for c in reading.claims] == [("stick_1", "attic")]


def test_a_room_memory_does_not_know_stays_the_speakers(memory):
    memory.ingest([said("u1", "09:00:00", "cormac", "The raffle tickets are up in my room, on the desk.")])
    assert said_value(memory, "raffle_tickets") == "cormac_room"


def test_the_other_one_of_a_known_thing_is_another_thing_heard_of(reader):
    found = claims(reader, "Your other glove is out in the shed, the dog ran off with it.")
    assert ("other_glove", "location", "shed") in found and not any(c[0] == "glove_1" for c in found)


def test_where_a_thing_only_heard_of_was_put_is_what_was_said(memory):
    memory.ingest([said("u1", "09:00:00", "nadia", "I've brought a lemon drizzle, it's in the attic.")])
    answer = memory.ask("Where did Nadia put the lemon drizzle?", at_ns=parse_iso_ns(f"{DAY}10:00:00Z"))
    assert (answer.known, answer.value) == (True, "attic")

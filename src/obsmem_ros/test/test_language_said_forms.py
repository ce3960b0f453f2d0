"""Everyday forms of heard speech read for what they say: a named owner's thing said on its own
("Oh, Dan's gloves, they're ..."), a place owned by a common noun ("the guests' bed"), a time hung
on a place ("in the garage cupboard at the moment"), where the listener will find a thing, "don't
let X forget to ...", a plan proposed as "can we make <event> <time>", a thing wished taken
somewhere (an errand, not a liking)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.records import CommitmentKind

NOW_NS = 1_772_784_000 * 1_000_000_000  # a Friday, 08:00 UTC
KNOWN = {"dan gloves": "gloves_2", "gloves": None, "garage": "garage", "carol scarf": "scarf_3",
         "hook": "hook_1", "guests bed": "guest_bed_1", "bed": "bed_1", "umbrella": "umbrella_1",
         "torch": "torch_1", "garage cupboard": "cupboard_2", "cupboard": "cupboard_1",
         "scissors": "scissors_1", "workbench": "workbench_1", "fish": "fish_1", "dentist": None}


def read(words: str, speaker: str = "bob"):
    return UtteranceReader().read(words, speaker=speaker, addressee="robot", now_ns=NOW_NS,
                                  resolve=KNOWN.get, people=("alice", "bob", "carol", "dan"))


def placed(reading) -> set:
    return {(c.entity, c.attribute, c.value) for c in reading.claims if not c.negated}


def test_a_named_owners_plural_thing_said_alone_stays_theirs():
    reading = read("Oh, Dan's gloves, they're in the garage, I spotted them earlier.")
    assert ("gloves_2", "location", "garage") in placed(reading)


@pytest.mark.parametrize("words, claim", [
    pytest.param("Carol's scarf? It's on the hook.", ("scarf_3", "location", "hook_1"),
                 id="a named owner's thing asked alone stays theirs"),
    pytest.param("The umbrella is by the guests' bed.", ("umbrella_1", "location", "guest_bed_1"),
                 id="a common noun owner is part of the place's name"),
    pytest.param("The torch is in the garage cupboard at the moment.", ("torch_1", "location", "cupboard_2"),
                 id="a time hung on a place does not make it a time"),
])
def test_a_place_said_in_an_everyday_form_is_the_one_claim(words, claim):
    assert placed(read(words)) == {claim}


def test_where_the_listener_will_find_a_thing_is_where_it_is():
    reading = read("You'll find the scissors on the workbench.")
    assert placed(reading) == {("scissors_1", "location", "workbench_1")}
    assert not reading.undertakings


def test_finding_asked_about_claims_nothing():
    assert not read("Will you find the scissors on the workbench?").claims


def test_dont_let_someone_forget_is_a_reminder_for_them():
    owed = read("Don't let Carol forget to feed the fish at 18:00.").undertakings
    assert [(u.kind, u.owner, u.beneficiary) for u in owed] == [(CommitmentKind.REMINDER, "robot", "carol")]
    assert owed[0].due_ns is not None


def test_dont_let_me_forget_is_a_reminder_for_the_speaker():
    owed = read("Do not let me forget to ring the dentist tomorrow at 9:15.", speaker="alice").undertakings
    assert [(u.kind, u.beneficiary) for u in owed] == [(CommitmentKind.REMINDER, "alice")]


def test_a_plan_proposed_with_can_we_announces_the_named_event():
    owed = read("Could we make quiz night Friday at 19:30 instead?").undertakings
    assert [u.kind for u in owed] == [CommitmentKind.SCHEDULE]
    assert "quiz_night" in owed[0].objects and owed[0].due_ns is not None


def test_a_question_with_another_subject_proposes_no_plan():
    owed = read("Could you make quiz night Friday at 19:30?").undertakings
    assert CommitmentKind.SCHEDULE not in {u.kind for u in owed}


def test_a_wish_that_a_thing_be_taken_somewhere_is_an_errand_not_a_liking():
    reading = read("I'd like the torch brought to the workbench at 8:15 in the morning.", speaker="carol")
    assert [u.kind for u in reading.undertakings] == [CommitmentKind.REQUEST] and not reading.preferences
    assert read("I like my tea made strong.", speaker="carol").preferences
    named = read("I'd like Dan's gloves taken to the garage tomorrow at 6 pm.", speaker="carol")
    assert [(u.kind, u.objects) for u in named.undertakings] == [(CommitmentKind.REQUEST, ("gloves_2", "garage"))]


def test_a_wish_held_at_a_recurring_time_is_a_liking_and_one_dated_once_an_errand():
    standing = read("On Saturdays I'd like the paper brought up to the bedroom.", speaker="carol")
    assert not standing.undertakings and standing.preferences
    once = read("This Saturday I'd like the paper brought up to the bedroom.", speaker="carol")
    assert [u.kind for u in once.undertakings] == [CommitmentKind.REQUEST] and not once.preferences

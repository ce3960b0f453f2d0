"""Things heard of (`utterances._heard_of`, `referents.content`) and claims of what was done on a
past day, on sentences written for this file (in no hand-written set)."""
from __future__ import annotations

from obsmem_ros.core.language.utterance_records import HEDGED
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard

SAID = parse_iso_ns("2026-05-13T09:30:00+00:00")  # a Wednesday
KNOWN = {"stapler": "stapler_1", "study": "study", "pantry": "pantry", "gym": "gym"}


def read(reader, words):
    return read_heard(reader, words, speaker="noor", now_ns=SAID, resolve=KNOWN.get, people=("noor", "idris"))


def test_a_thing_given_in_a_container_and_then_placed_is_heard_of_by_its_content(reader):
    reading = read(reader, "My cousin gave us a crate of lychees, it's by the back door.")
    assert [(t.id, t.location) for t in reading.things] == [("lychees", "back_door")]


def test_an_unknown_thing_introduced_in_passing_and_then_placed_is_heard_of(reader):
    reading = read(reader, "Could you wrap a couple of scarves for Idris? They're on the bannister.")
    assert [(t.id, t.location) for t in reading.things] == [("scarves", "bannister")]


def test_a_definite_thing_named_in_passing_is_taken_as_known_though_memory_could_not_link_it(reader):
    reading = read(reader, "Have you seen my scarf? It's on the bannister.")
    assert [(c.entity, c.value) for c in reading.claims] == [("scarf", "bannister")] and reading.things == ()


def test_a_known_thing_asked_about_and_then_placed_is_no_thing_heard_of(reader):
    reading = read(reader, "Have you seen the stapler? It's in the study.")
    assert reading.things == ()
    assert [(c.entity, c.value) for c in reading.claims] == [("stapler_1", "study")]


def test_an_unknown_thing_named_in_passing_and_never_placed_is_no_thing_heard_of(reader):
    assert read(reader, "Could you find my scarf? It's freezing out.").things == ()


def test_a_thing_left_somewhere_on_a_past_day_is_a_claim_not_an_event_to_come(reader):
    reading = read(reader, "I think I dropped my lanyard in the gym on Monday.")
    assert [(c.entity, c.attribute, c.value, c.confidence) for c in reading.claims] == [
        ("lanyard", "location", "gym", HEDGED)]
    assert not [u for u in reading.undertakings if u.kind is CommitmentKind.SCHEDULE]


def test_a_thing_lent_to_the_speaker_and_then_placed_is_heard_of(reader):
    reading = read(reader, "Farida lent me her sewing machine. It's under the desk in the study.")
    assert [(t.id, t.location) for t in reading.things] == [("sewing_machine", "study")]


def test_a_thing_heard_of_that_turns_out_to_be_something_takes_that_name(reader):
    reading = read(reader, "There's a box on the porch, it's Idris's new kettle.")
    assert [(t.id, t.name, t.category, t.location) for t in reading.things] == [
        ("box", "Idris kettle", "kettle", "porch")]


def test_what_an_unplaced_thing_turns_out_to_be_is_heard_of_when_it_is_someones(reader):
    reading = read(reader, "Thanks for carrying that tin in. It's my aunt's baklava.")
    assert [t.category for t in reading.things] == ["baklava"]


def test_a_known_thing_keeps_its_name_when_said_to_be_someones(reader):
    assert read(reader, "Have you seen the stapler? It's my brother's stapler.").things == ()


def test_a_name_that_brings_something_is_a_person_not_a_thing(reader):
    reading = read(reader, "Tomasz dropped off a sack of walnuts, they're in the pantry.")
    assert [(t.id, t.location) for t in reading.things] == [("walnuts", "pantry")]
    assert "tomasz" not in {c.entity for c in reading.claims}


def test_yall_is_read_as_a_pronoun_not_a_thing(reader):
    reading = read(reader, "I brought y'all a jar of honey. It's on the shelf in the pantry.")
    assert [t.id for t in reading.things] == ["honey"]
    assert "y" not in {c.entity for c in reading.claims}


def test_a_thing_after_a_particle_read_as_a_preposition_is_what_was_dropped_off(reader):
    reading = read(reader, "The neighbour dropped off a rice cooker for us, it's still boxed up in the porch.")
    assert [(t.id, t.location) for t in reading.things] == [("rice_cooker", "porch")]


def test_a_place_said_after_a_containers_contents_places_the_container(reader):
    reading = read(reader, "There's a jar of my gran's marmalade in the pantry.")
    assert [(c.entity, c.attribute, c.value) for c in reading.claims] == [("jar", "location", "pantry")]

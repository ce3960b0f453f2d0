"""Creole clause shapes read from their structure (`creole_clauses.structural_reading`, run by
`syntax.normalise`), on sentences written for this file with invented marker words ("zo", "bek",
"vay") that no variety data lists: a marker between a subject and a verb, a locative clause whose
verb is unknown, serial verbs of motion, "a" linking two noun phrases; English clauses of the same words come back unchanged,
and the reader then finds the claim or the plan."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.language.creole_clauses import progressive
from obsmem_ros.core.language.syntax import normalise
from obsmem_ros.core.timefmt import parse_iso_ns

SAID = parse_iso_ns("2026-05-06T09:10:00+00:00")  # a Wednesday morning


@pytest.mark.parametrize("said, standard", [
    ("Lena a fix the gutter now.", "Lena is fixing the gutter now."),
    ("The boys a kick the ball outside.", "The boys are kicking the ball outside."),
    ("I a go paint the shed Friday.", "I am going to paint the shed Friday."),
    ("The vet a come look at the cat.", "The vet is coming look at the cat."),
    ("Gran said the bus a come soon.", "Gran said the bus is coming soon."),
    ("We zo paint the fence today.", "We paint the fence today."),
])
def test_a_marker_between_subject_and_verb_reads_as_aspect(said, standard):
    assert normalise(said) == standard


@pytest.mark.parametrize("said, standard", [
    ("Tomas no drink milk at night.", "Tomas doesn't drink milk at night."),
    ("Me, I nevah wear the green scarf.", "Me, I don't wear the green scarf."),
    ("The twins doh eat crusts.", "The twins don't eat crusts."),
    ("Dem doan watch the news.", "Dem don't watch the news."),
])
def test_a_negation_particle_between_subject_and_verb_reads_as_negated_do(said, standard):
    """Spelt as any variety spells it, the particle is read by its place, never dropped as a marker."""
    assert normalise(said) == standard


@pytest.mark.parametrize("said", [
    "No, I drink milk at night.", "We no bread left.", "I said no running in the hall.",
])
def test_no_outside_that_place_is_left_alone(said):
    assert normalise(said) == said


@pytest.mark.parametrize("said, standard", [
    ("Put the keys on da hook by da door.", "Put the keys on the hook by the door."),
    ("Da blue bucket stay in the shed.", "The blue bucket stay in the shed."),
    ("Leonardo da Vinci is on the poster.", "Leonardo da Vinci is on the poster."),
    ("Da said he'd mow the lawn.", "Da said he'd mow the lawn."),
])
def test_an_article_spelt_as_a_variety_says_it_opens_a_noun_phrase(said, standard):
    assert normalise(said) == standard


@pytest.mark.parametrize("said, standard", [
    ("It bek on the desk.", "It is on the desk."),
    ("The spoons bek in the drawer.", "The spoons are in the drawer."),
    ("The ladder not bek in the shed.", "The ladder is not in the shed."),
    ("My gloves still bek under the bed.", "My gloves are still under the bed."),
    ("The torch did bek behind the sofa.", "The torch was behind the sofa."),
])
def test_an_unknown_verb_before_a_place_reads_as_be(said, standard):
    assert normalise(said) == standard


@pytest.mark.parametrize("said, standard", [
    ("I will take the lamp go the workshop tomorrow.", "I will take the lamp to the workshop tomorrow."),
    ("Drive the van go to the depot.", "Drive the van to the depot."),
    ("Bring come give me the scissors.", "Bring give me the scissors."),
])
def test_serial_verbs_of_motion_read_as_one_transfer(said, standard):
    assert normalise(said) == standard


@pytest.mark.parametrize("said, standard", [
    ("The last a the soup still bek in the pot.", "The last of the soup is still in the pot."),
    ("The lid is on top a the shelf.", "The lid is on top of the shelf."),
    ("The rake bek out a the shed.", "The rake is out of the shed."),
])
def test_a_linking_a_between_noun_and_determiner_reads_as_of(said, standard):
    assert normalise(said) == standard


@pytest.mark.parametrize("said", [
    "Give the dog a bath.",
    "I like the soup hot.",
    "The jar full of buttons is mine.",
    "Keep the hall clean.",
    "She told me a story.",
    "Put it back there.",
    "Today mandir at ten.",                     # a time, then an unknown noun
    "The tater tot hotdish in the oven.",       # an unknown noun closing its phrase
    "I will give you a call tonight.",
    "Let's have a go at the puzzle.",
    "Twice a week we go swimming.",
    "What a mess the kitchen is.",
    "Let it go, love.",
    "I want to go home now.",
    "A new box a nails arrive, Tom bring it.",   # "a" between nouns, the verb after them
    "The kids' wellies in the porch.",
    "Come in, the door is open.",
    "Wake bek at six tomorrow.",                # an unknown object of an order, not a place's verb
])
def test_english_clauses_stay(said):
    assert normalise(said) == said


@pytest.mark.parametrize("verb, ing", [("carry", "carrying"), ("come", "coming"), ("stop", "stopping"),
                                       ("visit", "visiting"), ("tie", "tying"), ("see", "seeing")])
def test_progressive(verb, ing):
    assert progressive(verb) == ing


@pytest.fixture(scope="module")
def reader():
    return UtteranceReader(robot_id="robot")


def test_reader_finds_the_claim_of_an_unknown_locative_verb(reader):
    said = reader.read("The stapler still bek on the desk.", speaker="ana", addressee="robot", now_ns=SAID,
                       event_id="e1", people=("ana",))
    assert {(c.entity, c.attribute, c.value, c.negated) for c in said.claims} == {
        ("stapler", "location", "desk", False)}


def test_reader_finds_the_negated_claim(reader):
    said = reader.read("The ladder not bek in the shed.", speaker="ana", addressee="robot", now_ns=SAID,
                       event_id="e2", people=("ana",))
    assert {(c.entity, c.attribute, c.value, c.negated) for c in said.claims} == {
        ("ladder", "location", "shed", True)}


def test_a_title_with_a_full_stop_ends_no_sentence():
    from obsmem_ros.core.language.clauses import sentences

    assert sentences("I'll run the van to Mr. Okafor's yard. Dr. Lim rang.") == [
        "I'll run the van to Mr. Okafor's yard.", "Dr. Lim rang."]


def test_reader_keeps_a_promise_to_a_titled_name_whole(reader):
    said = reader.read("I'll take the van to Mr. Okafor's yard tomorrow.", speaker="ana", addressee="robot",
                       now_ns=SAID, event_id="e3", people=("ana",))
    assert [(u.kind.value, u.action) for u in said.undertakings] == [("promise", "take the van to Mr. Okafor's yard")]

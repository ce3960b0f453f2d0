"""Topic-first sentences read in plain order (`language.plain_order`, used by `clauses.clauses`), on
sentences written for this file: a fronted thing fills the gap or the pronoun of the clause after
it, a verbless "thing, not in a place" gets its copula, and times, places, contractions and names
said first are left as they were."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.language.clauses import clauses
from obsmem_ros.core.timefmt import parse_iso_ns

SAID = parse_iso_ns("2026-05-06T09:10:00+00:00")
KNOWN = {"umbrella": "umbrella_1", "porch": "porch", "thermos": "thermos_1", "car": "car_1", "garage": "garage"}


def texts(words):
    return [(p.text, p.fragment) for p in clauses(words)]


@pytest.mark.parametrize("words, plain", [
    ("Your umbrella, I left on the porch.", "I left your umbrella on the porch."),        # a gap
    ("Omar's thermos, I took to the car.", "I took Omar's thermos to the car."),          # "'s" owns
    ("The blue thermos, I found it.", "I found the blue thermos."),                      # a pronoun
    ("My umbrella, not in the car.", "My umbrella is not in the car."),                  # no verb
    ("The scarf now in the garage, by the door.", "The scarf is now in the garage, by the door."),
    ("The gloves, still in the car.", "The gloves are still in the car."),
])
def test_a_fronted_thing_is_read_in_its_place(words, plain):
    assert texts(words) == [(plain, False)]


@pytest.mark.parametrize("words, read", [
    ("Tomorrow morning, I'll take it.", [("Tomorrow morning, I'll take it.", False)]),     # a time first
    ("On Fridays, I walk to the car.", [("On Fridays, I walk to the car.", False)]),       # a preposition
    ("The umbrella's on the porch, I left it.",                                             # a contraction
     [("The umbrella is on the porch", False), ("I left it.", False)]),
    ("Omar's home, he took it.", [("Omar is home", False), ("he took it.", False)]),        # "'s" is "is"
])
def test_times_places_and_contractions_said_first_stay(words, read):
    assert texts(words) == read


def test_a_correction_fragment_gets_no_copula():
    assert texts("No, the one in the garage.") == [("the one in the garage.", True)]


@pytest.mark.parametrize("words, first", [
    ("Get the oat milk, never the soya, ask Dev if he's buying.", "Get the oat milk, never the soya"),
    ("I take the green bag, not the blue one, check with Sam if he's baking.", "I take the green bag, not the blue one"),
])
def test_a_thing_set_against_the_last_is_no_topic_of_the_next_clause(words, first):
    """A negated noun phrase after a clause contrasts with its thing: it stays with that clause, and
    the next clause's verb left without an object ("buying") does not take it."""
    assert texts(words)[0][0] == first


def test_the_reader_claims_the_fronted_thing():
    reader = UtteranceReader(robot_id="robot")
    said = reader.read("Your umbrella, I left on the porch.", speaker="dina", addressee="robot", now_ns=SAID,
                       event_id="e1", resolve=KNOWN.get)
    assert {(c.entity, c.attribute, c.value, c.negated) for c in said.claims} == {
        ("umbrella_1", "location", "porch", False)}
    said = reader.read("My thermos, not in the car.", speaker="dina", addressee="robot", now_ns=SAID,
                       event_id="e2", resolve=KNOWN.get)
    assert {(c.entity, c.value, c.negated) for c in said.claims} == {("thermos_1", "car_1", True)}


@pytest.mark.parametrize("words, plain", [
    ("Omar's thermos, it's in the car.", "Omar's thermos is in the car."),              # "'s" owns, "it" resumes
    ("Dina's gloves, they're on the porch.", "Dina's gloves are on the porch."),         # plural, "they're"
    ("The blue thermos, it needs a wash.", "The blue thermos needs a wash."),
    ("Omar's umbrella, she put it in the garage.", "she put Omar's umbrella in the garage."),  # "she" is someone
])
def test_a_possessed_topic_is_taken_up_by_a_pronoun(words, plain):
    assert texts(words) == [(plain, False)]


@pytest.mark.parametrize("words, read", [
    ("Omar's asleep on the sofa.", [("Omar is asleep on the sofa.", False)]),               # an adjective
    ("Omar's sleeping in the garage.", [("Omar is sleeping in the garage.", False)]),       # a verb
    ("Omar's home.", [("Omar is home.", False)]),                                            # a place adverb
])
def test_a_name_s_before_a_non_noun_is_still_is(words, read):
    assert texts(words) == read


def test_a_name_s_noun_with_a_time_is_a_dated_event():
    reader = UtteranceReader(robot_id="robot")
    said = reader.read("Omar's physio Friday at four.", speaker="dina", addressee="robot", now_ns=SAID,
                       event_id="e3", resolve=KNOWN.get)
    assert [(u.kind.value, u.objects, u.due_ns) for u in said.undertakings] == [
        ("schedule", ("physio",), parse_iso_ns("2026-05-08T16:00:00+00:00"))]


def test_each_dated_event_of_a_verbless_list_is_its_own():
    reader = UtteranceReader(robot_id="robot")
    said = reader.read("Omar's physio Friday at four, the dentist Saturday at ten.", speaker="dina",
                       addressee="robot", now_ns=SAID, event_id="e4", resolve=KNOWN.get)
    assert [(u.objects, u.due_ns) for u in said.undertakings] == [
        (("physio",), parse_iso_ns("2026-05-08T16:00:00+00:00")),
        (("dentist",), parse_iso_ns("2026-05-09T10:00:00+00:00"))]

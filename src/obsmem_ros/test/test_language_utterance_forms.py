"""Utterance forms the reader reads from the parse rather than from wording, on sentences written
for this file (in no hand-written set): contrasted places, numeric corrections, apologies that
retract nothing, antecedents named in questions, resultative states, modal perfects, routines
timed anywhere in the clause, "would rather", suiting, passive needs, obligations of things,
embedded requests, errands, rescheduled events; due times resolved against the time of speaking."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.language.utterance_records import HEDGED
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import due

SAID = parse_iso_ns("2026-03-04T14:20:00+00:00")  # a Wednesday afternoon
KNOWN = {"piano": "piano_1", "cushions": "cushions_1", "thermostat": "thermostat_1", "boiler": "boiler_1",
         "stapler": "stapler_1", "study": "study", "dishwasher": "dishwasher_1", "hall table": "hall_table_1"}


@pytest.fixture(scope="module")
def reader():
    return UtteranceReader(robot_id="robot", meal_clock={"breakfast": "07:30", "lunch": "12:30", "dinner": "18:30",
                                                         "morning": "08:00", "tonight": "21:00"})


def read(reader, words, speaker="maya", addressee="robot", previous=None):
    return reader.read(words, speaker=speaker, addressee=addressee, now_ns=SAID, event_id="e1",
                       resolve=KNOWN.get, people=("maya", "sam", "priya"), previous=previous)


def test_a_place_said_with_not_after_a_claim_is_denied_for_the_same_thing(reader):
    said = {(c.entity, c.attribute, c.value, c.negated)
            for c in read(reader, "The tablet's on the piano, not under the cushions.").claims}
    assert said == {("tablet", "location", "piano_1", False), ("tablet", "location", "cushions_1", True)}


@pytest.mark.parametrize("words", [
    "The tablet's on the piano, not the cushions.",                  # the preposition said once
    "The tablet's on the piano, by the lamp. Not under the cushions.",  # a sentence of its own
])
def test_a_place_denied_without_its_preposition_or_verb_is_the_same_things(reader, words):
    said = {(c.entity, c.value, c.negated) for c in read(reader, words).claims}
    assert ("tablet", "cushions_1", True) in said and ("tablet", "piano_1", False) in said


def test_not_before_a_person_denies_no_place_of_them(reader):
    said = {c.value for c in read(reader, "The stapler's in the study, not Sam's.").claims}
    assert not {"sam", "sam_s"} & said


def test_a_number_after_no_corrects_the_setting_just_claimed(reader):
    (claim,) = read(reader, "The thermostat's on fifteen. No, sorry, seventeen.").claims
    assert (claim.entity, claim.attribute, claim.value, claim.negated, claim.correction) == (
        "thermostat_1", "setting", "17", False, True)


def test_an_apology_that_says_nothing_of_the_claim_retracts_nothing(reader):
    (claim,) = read(reader, "I shifted the ironing board behind the boiler, sorry, there was nowhere else.").claims
    assert (claim.entity, claim.attribute, claim.value, claim.negated) == (
        "ironing_board", "location", "boiler_1", False)


def test_a_denial_after_no_still_retracts_the_previous_claim(reader):
    first = read(reader, "The stapler is in the study.")
    (retracted,) = read(reader, "No, that's wrong.", previous=first).claims
    assert (retracted.entity, retracted.value, retracted.negated, retracted.corrects) == (
        "stapler_1", "study", True, "e1")


def test_a_thing_left_on_is_a_hedged_state_under_i_think(reader):
    (claim,) = read(reader, "I think I've left the garage light on.").claims
    assert (claim.entity, claim.attribute, claim.value, claim.negated) == ("garage_light", "state", "on", False)
    assert claim.confidence == HEDGED


def test_a_modal_perfect_is_a_hedged_past_claim_and_no_schedule(reader):
    reading = read(reader, "Is the oven still on? I might've left it on after lunch.")
    assert [(c.entity, c.attribute, c.value, c.confidence) for c in reading.claims] == [("oven", "state", "on", HEDGED)]
    assert reading.undertakings == ()


def test_it_in_a_request_means_the_thing_a_question_before_it_named(reader):
    (request,) = read(reader, "Have you seen the stapler? Could you bring it to the study?").undertakings
    assert (request.kind, request.owner, request.beneficiary) == (CommitmentKind.REQUEST, "robot", "maya")
    assert request.objects[0] == "stapler_1"


def test_an_embedded_if_you_could_is_a_request_not_a_claim(reader):
    reading = read(reader, "I wonder if you could empty the dishwasher.")
    assert reading.claims == ()
    (request,) = reading.undertakings
    assert (request.kind, request.owner, request.objects) == (CommitmentKind.REQUEST, "robot", ("dishwasher_1",))


def test_a_person_needing_a_gerund_asks_for_it_done_to_them_on_the_day_named(reader):
    (request,) = read(reader, "Friday I need picking up from the station at five.").undertakings
    assert (request.kind, request.owner, request.action, request.verb) == (
        CommitmentKind.REQUEST, "robot", "pick maya", "pick")
    assert due(request) == "2026-03-06T17:00:00+00:00"


def test_what_a_thing_has_to_do_is_requested_by_the_time_named(reader):
    (request,) = read(reader, "The compost has to go out tonight.").undertakings
    assert (request.kind, request.objects) == (CommitmentKind.REQUEST, ("compost",))
    assert due(request) == "2026-03-04T21:00:00+00:00"


def test_going_to_do_an_errand_is_a_promise_not_a_plan(reader):
    owed = read(reader, "I'll go and fetch the post in a minute.", speaker="robot", addressee="sam").undertakings
    assert {u.kind for u in owed} == {CommitmentKind.PROMISE}
    fetch = next(u for u in owed if u.verb == "fetch")
    assert (fetch.owner, fetch.beneficiary, fetch.objects, due(fetch)) == (
        "robot", "sam", ("post",), "2026-03-04T14:21:00+00:00")


def test_an_event_moved_to_a_time_is_a_schedule_not_a_state(reader):
    reading = read(reader, "The chimney sweep's been moved to Tuesday at nine.")
    assert reading.claims == ()
    (moved,) = reading.undertakings
    assert (moved.kind, moved.objects, due(moved)) == (
        CommitmentKind.SCHEDULE, ("chimney_sweep",), "2026-03-10T09:00:00+00:00")


def test_a_clock_time_on_evenings_is_in_the_evening(reader):
    (practice,) = read(reader, "My choir practice is on Monday evenings at half seven.").undertakings
    assert (practice.kind, due(practice)) == (CommitmentKind.SCHEDULE, "2026-03-09T19:30:00+00:00")


def test_a_practitioner_named_by_their_trade_is_an_appointment(reader):
    (booked,) = read(reader, "We've got the optometrist on Thursday at eleven.").undertakings
    assert (booked.kind, booked.verb, due(booked)) == (
        CommitmentKind.SCHEDULE, "appointment", "2026-03-05T11:00:00+00:00")
    assert read(reader, "We've got the optometrist on Thursday at eleven.").things == ()


def test_a_date_said_in_passing_is_no_schedule(reader):
    assert read(reader, "Goodness, it's only Wednesday.").undertakings == ()


@pytest.mark.parametrize("words, person, topic", [
    ("Most Sundays I make a roast in the afternoon.", "maya", "roast"),
    ("Every evening around nine Sam has a hot chocolate.", "sam", "chocolate"),
])
def test_a_recurring_time_anywhere_in_the_clause_makes_a_routine(reader, words, person, topic):
    (routine,) = read(reader, words).preferences
    assert (routine.kind, routine.person, routine.topic) == ("routine", person, topic)
    assert read(reader, words).claims == ()


def test_would_rather_states_a_preference(reader):
    (liked,) = read(reader, "I'd rather have the green towels in the bathroom.").preferences
    assert (liked.person, liked.topic) == ("maya", "towel")
    assert "green towels" in liked.value


def test_a_value_that_will_do_a_person_is_their_preference_not_a_schedule(reader):
    reading = read(reader, "Weekends twenty-one will do me.")
    assert reading.undertakings == ()
    (suited,) = reading.preferences
    assert (suited.person, suited.value, suited.condition) == ("maya", "twenty-one", "Weekends")


def test_a_taking_verb_in_the_plain_present_is_a_habit_not_a_claim(reader):
    reading = read(reader, "Priya doesn't take sugar any more.")
    assert reading.claims == ()
    (habit,) = reading.preferences
    assert (habit.kind, habit.person, habit.topic) == ("routine", "priya", "sugar")
    assert habit.value.startswith("not ")


def test_any_verb_moving_a_thing_somewhere_places_it(reader):
    (claim,) = read(reader, "Sam shoved his football boots under the stairs.").claims
    assert (claim.entity, claim.attribute, claim.value, claim.negated) == ("football_boots", "location", "stairs", False)


def test_a_deed_the_speaker_can_do_themself_is_their_promise_and_plain_ability_is_not(reader):
    own = read(reader, "Don't bother with the stapler, I can fetch it myself.").undertakings
    able = read(reader, "I can fetch the stapler.").undertakings
    assert [(u.kind, u.owner) for u in own if u.owner == "maya"] == [(CommitmentKind.PROMISE, "maya")]
    assert [u for u in able if u.kind is CommitmentKind.PROMISE] == []

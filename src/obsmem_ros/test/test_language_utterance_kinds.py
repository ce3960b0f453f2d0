"""Each kind of heard utterance, on sentences written for this file (not in any tuning set):
claims, denials, hedges, corrections, requests with a due time, promises, schedules, stated
preferences and routines, things heard of; relative times resolved against the time of speaking."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.language.clauses import clauses, expand_contractions
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import due

SAID = parse_iso_ns("2026-10-06T09:00:00+00:00")  # a Tuesday morning
KNOWN = {"scissors": "scissors_1", "drawer": "drawer_1", "desk": "desk_1", "porch": "porch", "shed": "shed",
         "hall bench": "hall_bench_1", "bench": "hall_bench_1", "freezer door": "freezer_door_1"}


@pytest.fixture(scope="module")
def reader():
    return UtteranceReader(robot_id="robot", meal_clock={"breakfast": "07:30", "lunch": "12:30", "dinner": "18:30",
                                                         "morning": "08:00"})


def read(reader, words, speaker="lena", addressee="robot", previous=None, event_id="u1"):
    return reader.read(words, speaker=speaker, addressee=addressee, now_ns=SAID, event_id=event_id,
                       resolve=KNOWN.get, people=("lena", "omar", "sam"), previous=previous)


def test_a_contracted_claim_with_a_vocative_is_read(reader):
    (claim,) = read(reader, "Omar, the scissors are in the drawer.").claims
    assert (claim.entity, claim.attribute, claim.value, claim.negated) == ("scissors_1", "location", "drawer_1", False)
    (state,) = read(reader, "The freezer door's been open all morning, love.").claims
    assert (state.entity, state.attribute, state.value) == ("freezer_door_1", "state", "open")


def test_a_denial_and_the_claim_beside_it_are_both_kept(reader):
    denied, said = read(reader, "The scissors aren't in the drawer, they're on the desk.").claims
    assert (denied.value, denied.negated, said.value, said.negated) == ("drawer_1", True, "desk_1", False)


def test_a_hedge_lowers_confidence_and_a_plain_claim_keeps_it(reader):
    (hedged,) = read(reader, "I've a hunch the scissors are on the desk.").claims
    (plain,) = read(reader, "The scissors are on the desk.").claims
    assert hedged.confidence < 1.0 == plain.confidence
    (asked,) = read(reader, "Perhaps the scissors slipped behind the desk?").claims
    assert (asked.entity, asked.value, asked.confidence < 1.0) == ("scissors_1", "desk_1", True)


def test_a_correction_in_the_same_breath_replaces_the_claim(reader):
    (claim,) = read(reader, "The scissors are in the drawer. Sorry, they're on the hall bench.").claims
    assert (claim.value, claim.correction, claim.corrects) == ("hall_bench_1", True, "")
    (fragment,) = read(reader, "The scissors are in the drawer, no wait, on the desk.").claims
    assert (fragment.value, fragment.correction) == ("desk_1", True)


def test_a_correction_names_the_speakers_earlier_utterance(reader):
    first = read(reader, "The scissors are in the drawer.", event_id="u1")
    (claim,) = read(reader, "Actually, they're in the porch.", previous=first, event_id="u2").claims
    assert (claim.entity, claim.value, claim.corrects) == ("scissors_1", "porch", "u1")


def test_a_request_with_a_clock_time_is_due_then(reader):
    (request,) = read(reader, "Could you put the bins out by 8:30 tonight?").undertakings
    assert (request.kind, request.owner, request.beneficiary) == (CommitmentKind.REQUEST, "robot", "lena")
    assert "bins" in request.action and due(request) == "2026-10-06T20:30:00+00:00"


def test_a_request_inside_a_polite_frame_is_the_inner_action(reader):
    (request,) = read(reader, "It'd be lovely if you could fold the towels after lunch.").undertakings
    assert (request.kind, request.verb, due(request)) == (CommitmentKind.REQUEST, "fold", "2026-10-06T13:00:00+00:00")
    (need,) = read(reader, "The tomatoes need watering before dinner.").undertakings
    assert (need.kind, need.verb, need.action) == (CommitmentKind.REQUEST, "water", "water The tomatoes")


def test_a_request_with_words_that_name_no_time_keeps_them(reader):
    (request,) = read(reader, "Bring my slippers down when I'm back from the shops.").undertakings
    assert request.due_ns is None and request.due_text.startswith("when I'm back")
    assert request.action == "Bring lena's slippers down"


def test_a_promise_tomorrow_after_dinner_and_a_bare_hour(reader):
    (promise,) = read(reader, "I'll repot the fern tomorrow after dinner.", speaker="omar").undertakings
    assert (promise.kind, promise.owner, due(promise)) == (CommitmentKind.PROMISE, "omar", "2026-10-07T19:00:00+00:00")
    (later,) = read(reader, "I'll call the vet at two.", speaker="omar").undertakings
    assert due(later) == "2026-10-06T14:00:00+00:00"  # the nearest two o'clock still to come


def test_a_corrective_time_retimes_the_request(reader):
    (request,) = read(reader, "Can you wake me at six? No wait, half six.").undertakings
    assert (request.action.startswith("wake lena"), due(request)) == (True, "2026-10-07T06:30:00+00:00")


def test_announced_visits_and_appointments_are_schedules(reader):
    (visit,) = read(reader, "The window cleaner is coming on Friday at ten.").undertakings
    assert (visit.kind, visit.verb, due(visit)) == (CommitmentKind.SCHEDULE, "visit", "2026-10-09T10:00:00+00:00")
    (booked,) = read(reader, "I'm seeing the physio on the 20th at three.").undertakings
    assert (booked.verb, due(booked)) == ("appointment", "2026-10-20T15:00:00+00:00")
    (plan,) = read(reader, "We'll be away from Saturday.").undertakings
    assert (plan.kind, plan.owner) == (CommitmentKind.SCHEDULE, "lena")


def test_a_plan_said_of_another_person_is_theirs(reader):
    (drive,) = read(reader, "Omar's driving Sam to the station on Thursday.").undertakings
    assert (drive.kind, drive.owner, drive.beneficiary, due(drive)) == (
        CommitmentKind.SCHEDULE, "omar", "lena", "2026-10-08T08:00:00+00:00")
    (mend,) = read(reader, "Sam says she'll mend the gate on Saturday.").undertakings
    assert (mend.kind, mend.owner, due(mend)) == (CommitmentKind.PROMISE, "sam", "2026-10-10T08:00:00+00:00")  # her word


def test_a_progressive_is_a_plan_only_with_a_time_ahead(reader):
    recital, lift = read(reader, "The recital is on Friday at six. Omar's taking her.").undertakings
    assert (recital.owner, due(recital)) == ("", "2026-10-09T18:00:00+00:00")
    assert (lift.kind, lift.owner) == (CommitmentKind.SCHEDULE, "omar")
    assert read(reader, "Omar's washing the car.").undertakings == ()


def test_where_a_thing_will_be_at_a_time_ahead_is_an_event_not_a_claim(reader):
    reading = read(reader, "The van's at the garage on Friday at nine.")
    assert reading.claims == ()
    (booking,) = reading.undertakings
    assert (booking.kind, due(booking)) == (CommitmentKind.SCHEDULE, "2026-10-09T09:00:00+00:00")


def test_a_promise_passed_on_through_the_robot_is_the_speakers(reader):
    telling, promise = read(reader, "Tell Sam I'll pick her up from the station at six.").undertakings
    assert (telling.kind, telling.owner) == (CommitmentKind.REQUEST, "robot")
    assert (promise.kind, promise.owner, due(promise)) == (CommitmentKind.PROMISE, "lena", "2026-10-06T18:00:00+00:00")
    (sworn,) = read(reader, "I swear I'll sweep the porch tomorrow.").undertakings
    assert (sworn.kind, sworn.owner) == (CommitmentKind.PROMISE, "lena")


def test_each_time_of_a_sentence_times_its_own_clause(reader):
    coach, leaving = read(reader, "The coach to the coast on Saturday at nine, so we'll set off at half eight.").undertakings
    assert (due(coach), due(leaving)) == ("2026-10-10T09:00:00+00:00", "2026-10-10T08:30:00+00:00")
    assert "coast" in coach.action and "coast" not in leaving.action


def test_stated_preferences_and_routines(reader):
    (liked,) = read(reader, "On rainy days I like the porch light on.").preferences
    assert (liked.person, liked.topic, liked.value) == ("lena", "light", "on")
    (disliked,) = read(reader, "I can't stand the telly on during dinner.").preferences
    assert disliked.value.startswith("not")
    (routine,) = read(reader, "Saturdays I usually bake bread in the morning.").preferences
    assert (routine.kind, routine.topic) == ("routine", "bread")
    (must,) = read(reader, "My porridge has to be hot.").preferences
    assert (must.person, must.topic, must.value) == ("lena", "porridge", "hot")


def test_things_heard_of_are_reported_with_their_place(reader):
    reading = read(reader, "I picked up a new kettle today, it's in the shed.")
    assert [(t.id, t.location) for t in reading.things] == [("new_kettle", "shed")] or \
        [(t.id, t.location) for t in reading.things] == [("kettle", "shed")]
    came = read(reader, "My new boots arrived this morning.")
    assert [t.id for t in came.things] == ["boots"]
    person = read(reader, "My cousin is visiting on Sunday.")
    assert person.things == () and person.undertakings[0].kind is CommitmentKind.SCHEDULE


def test_chit_chat_yields_nothing(reader):
    assert read(reader, "What a lovely morning it is!").empty
    assert read(reader, "Thanks, that's brilliant.").empty


@pytest.mark.parametrize("said, parts", [
    ("Mum, the keys are on the hook.", ["the keys are on the hook."]),
    ("On Sundays, I want a lie-in.", ["On Sundays, I want a lie-in."]),
    ("Can you ring Sam? No, text him.", ["Can you ring Sam?", "text him."]),
])
def test_clauses_drop_vocatives_and_keep_leading_conditions(said, parts):
    assert [p.text for p in clauses(said)] == parts


@pytest.mark.parametrize("said, written", [
    ("the bread's stale", "the bread is stale"),
    ("Omar's taken the car", "Omar has taken the car"),
    ("Omar's car is outside", "Omar's car is outside"),
    ("I'm at Sam's tonight", "I'm at Sam's tonight"),
    ("Rui's scarf's on the radiator", "Rui's scarf is on the radiator"),   # owner, noun, then "is"
    ("Nan's old coat's torn", "Nan's old coat is torn"),
])
def test_a_contracted_is_or_has_is_written_out_and_a_possessive_kept(said, written):
    assert expand_contractions(said) == written

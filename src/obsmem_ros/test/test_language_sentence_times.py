"""Who does what, and when, in a sentence whose clauses lean on each other: a present tense that
hands out tasks ahead ("we leave at ten, and you drive"), a time said once for the next clause
("..., so have the bags by the door"), a clock time for an event named by its day, and a
request's own time beside an earlier one on the same day. Sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.records import CommitmentKind

from .factories import told as read, due


@pytest.fixture()
def reader():
    return UtteranceReader(robot_id="robot")


def test_you_in_a_present_tense_task_said_to_a_person_is_that_person(reader):
    owed = read(reader, "Omar, the market opens at eleven. We go at half ten, and you carry the crates.",
                addressee="omar").undertakings
    carry = next(u for u in owed if "carry" in u.action)
    assert (carry.kind, carry.owner, carry.beneficiary) == (CommitmentKind.REQUEST, "omar", "lena")
    assert due(carry) == "2026-10-06T10:30:00+00:00"  # the time the clause before it said
    going = next(u for u in owed if "go" in u.action.split())
    assert going.kind is CommitmentKind.SCHEDULE and "half ten" not in going.action  # "we go": an event announced


def test_a_present_tense_deed_alone_is_a_habit_not_a_plan(reader):
    assert read(reader, "I walk the dog at seven.").undertakings == ()
    assert all(u.owner != "lena" for u in read(reader, "I cycle to the gym on Friday.").undertakings)
    assert read(reader, "You know the fair is on Saturday.", addressee="sam").undertakings[0].kind \
        is not CommitmentKind.REQUEST


def test_a_clause_joined_by_so_takes_the_time_said_before_it(reader):
    owed = read(reader, "The van comes at twenty to nine, so have the bags by the gate.").undertakings
    van = next(u for u in owed if "van" in u.action)
    bags = next(u for u in owed if "bags" in u.action)
    assert bags.kind is CommitmentKind.REQUEST and bags.due_ns == van.due_ns is not None


def test_a_clock_time_said_next_times_the_event_named_by_its_day(reader):
    owed = read(reader, "Tomorrow the school run is me, I collect the twins at quarter to three.").undertakings
    collect = next(u for u in owed if "collect" in u.action)
    assert (collect.kind, collect.owner, due(collect)) == (CommitmentKind.PROMISE, "lena", "2026-10-07T14:45:00+00:00")
    run = next(u for u in owed if "school run" in u.action)
    assert due(run) == "2026-10-07T14:45:00+00:00"  # not a default hour of the day


def test_a_requests_own_clock_time_wins_over_an_earlier_event_on_that_day(reader):
    owed = read(reader, "Sam's driving test is Friday at eleven. Can you wake Sam at seven on Friday?").undertakings
    wake = next(u for u in owed if u.action.startswith("wake"))
    assert due(wake) == "2026-10-09T07:00:00+00:00"


def test_placing_a_person_is_taking_them(reader):
    (lift,) = read(reader, "I'll drop you at the station at six.", addressee="rita").undertakings
    (parcel,) = read(reader, "Can you drop the parcel at the post office?").undertakings
    assert (lift.verb, lift.owner, lift.beneficiary) == ("pick", "lena", "rita")
    assert parcel.verb == "place"


def test_a_present_tense_deed_of_one_near_day_is_the_speakers_plan(reader):
    (wash,) = read(reader, "The rain has stopped, so today I wash the car.").undertakings
    assert (wash.kind, wash.owner, wash.objects) == (CommitmentKind.SCHEDULE, "lena", ("car",))


def test_a_present_tense_deed_after_an_event_ahead_is_a_part_in_it(reader):
    owed = read(reader, "The piano tuner arrives at two tomorrow. I move the sofa for him.").undertakings
    letting = next(u for u in owed if "sofa" in u.action)
    assert (letting.kind, letting.owner) == (CommitmentKind.PROMISE, "lena")

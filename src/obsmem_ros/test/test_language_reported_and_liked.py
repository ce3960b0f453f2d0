"""Claims passed on from someone else ("Omar says the boiler's fixed": the speaker reports it,
Omar is its origin), states said in the passive ("the gate's been mended"), likings said as what
kind of person one is ("Evenings, I'm a tea person"), a value that is right for someone ("nineteen
is just right for me on the thermostat"), and habits of other people, who are never the speaker.
Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.timefmt import parse_iso_ns

SAID = parse_iso_ns("2026-10-06T09:00:00+00:00")
KNOWN = {"boiler": "boiler_1", "kettle": "kettle_1", "thermostat": "thermostat_1", "gate": "gate_1"}


@pytest.fixture()
def reader():
    return UtteranceReader(robot_id="robot")


def read(reader, words, speaker="lena", addressee="robot"):
    return reader.read(words, speaker=speaker, addressee=addressee, now_ns=SAID, event_id="u1", resolve=KNOWN.get,
                       people=("lena", "omar", "sam"))


def test_a_claim_passed_on_keeps_the_person_it_came_from(reader):
    (fixed,) = read(reader, "Omar says the boiler's fixed.", speaker="sam").claims
    assert (fixed.entity, fixed.attribute, fixed.value, fixed.origin) == ("boiler_1", "state", "fixed", "omar")
    (broken,) = read(reader, "My mum said the kettle is broken.", speaker="sam").claims
    assert (broken.entity, broken.value, broken.origin) == ("kettle_1", "broken", "mum")
    (own,) = read(reader, "The kettle is broken.", speaker="sam").claims
    assert own.origin == ""
    (told,) = read(reader, "I told Omar the kettle is broken.", speaker="sam").claims
    assert told.origin == ""


def test_a_state_said_in_the_passive_is_a_claim(reader):
    (mended,) = read(reader, "The gate's been mended.").claims
    assert (mended.entity, mended.attribute, mended.value) == ("gate_1", "state", "mended")


def test_being_a_kind_of_person_states_a_liking_under_its_condition(reader):
    (tea,) = read(reader, "Evenings, I'm a tea person.").preferences
    assert (tea.person, tea.topic, tea.kind, tea.condition.lower()) == ("lena", "tea", "preference", "evenings")
    (coffee,) = read(reader, "Sam is a real coffee drinker in the mornings.").preferences
    assert (coffee.person, coffee.topic, coffee.condition) == ("sam", "coffee", "in the mornings")


def test_a_value_right_for_someone_is_their_preference(reader):
    (warm,) = read(reader, "Nineteen is just right for me on the thermostat.", speaker="omar").preferences
    assert (warm.person, warm.topic) == ("omar", "thermostat") and "nineteen" in warm.value.lower()
    (night,) = read(reader, "For Sam, eighteen is perfect at night.").preferences
    assert (night.person, night.condition) == ("sam", "at night") and "eighteen" in night.value.lower()


def test_a_value_right_for_someone_needs_a_value_not_a_pronoun(reader):
    assert all(p.value != "it" for p in read(reader, "After ten it's fine for me, honestly.").preferences)


def test_a_habit_of_someone_else_is_theirs_never_the_speakers(reader):
    (nap,) = read(reader, "My nan always has a nap after lunch.", speaker="sam").preferences
    assert (nap.person, nap.kind, nap.topic) == ("nan", "routine", "nap")
    reading = read(reader, "She can't stand the radio on in the mornings.", speaker="sam")
    assert all(p.person != "sam" for p in reading.preferences)

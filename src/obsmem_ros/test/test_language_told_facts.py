"""A message the robot is asked to pass on also tells the robot how things are (`messages.told_facts`):
"tell Idris his charger isn't in the kitchen" is a claim of the speaker's, on sentences written for this
file (in no hand-written set)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard

SAID = parse_iso_ns("2026-05-14T18:00:00+00:00")
PEOPLE = ("noor", "idris", "yusuf")


def claims(reader, words):
    reading = read_heard(reader, words, speaker="noor", now_ns=SAID, people=PEOPLE)
    return {(c.entity, c.attribute, c.value, c.negated): c.confidence for c in reading.claims}


@pytest.mark.parametrize("words, said", [
    ("Tell Idris the spare key is in the blue drawer.", ("spare_key", "location", "blue_drawer", False)),
    ("Tell Yusuf his phone charger isn't in the kitchen, I've got it.", ("phone_charger", "location", "kitchen", True)),
    ("Can you tell Idris the big torch is in the shed?", ("big_torch", "location", "shed", False)),
])
def test_a_place_passed_on_in_a_message_is_a_plain_claim(reader, words, said):
    found = claims(reader, words)
    assert said in found and found[said] == 1.0  # asking to tell is no doubt about the place


def test_a_message_that_a_thing_is_elsewhere_says_both_places(reader):
    found = claims(reader, "Tell Yusuf his gloves aren't in the car, they're on the piano.")
    assert {("gloves", "location", "car", True), ("gloves", "location", "piano", False)} <= set(found)


@pytest.mark.parametrize("words", [
    "Tell Yusuf I'll put his phone charger in the kitchen.",        # a deed ahead, not a place now
    "Could you tell Idris the big torch might be in the shed?",     # a guess passed on
])
def test_a_message_of_a_deed_ahead_or_a_guess_claims_no_place(reader, words):
    assert not [c for c, conf in claims(reader, words).items() if c[1] == "location" and conf == 1.0]


@pytest.mark.parametrize("words", [
    "Can you remind Idris the van's booked in at the garage on Monday at nine?",  # an event to come
    "Remind Yusuf his phone charger is in the car.",                              # a reminder, kept for later
    "Tell Idris the van's at the garage on Monday.",                              # a time said: ahead
])
def test_a_reminder_or_a_message_at_a_time_claims_no_place(reader, words):
    assert not [c for c in claims(reader, words) if c[1] == "location"]

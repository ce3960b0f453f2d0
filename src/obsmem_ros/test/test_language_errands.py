"""Departures and their errands (sentences written for this file): a bare "I'll leave at five"
is the start of the undertaking said before it, and a question about heading out finds it."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.errands import asks_departure, departs, departures, own_action

from .factories import T0, remembered, said as _said

MIN = 60 * 10**9


def said(n: int, who: str, words: str, to: str = "robot") -> dict:
    """Said at 08:00 plus `n` minutes on T0's day (a Monday)."""
    return _said(n, who, words, to=to, time_ns=T0 + (8 * 60 + n) * MIN)


@pytest.mark.parametrize("text, bare", [
    ("leave", True), ("We leave at 9:40", True), ("set off at nine", True), ("head out around six", True),
    ("so they're leaving at quarter to four", True),
    ("go to the chemist", False), ("leave for work", False), ("go home", False), ("leave the bins out", False),
    ("feed the cat", False),
])
def test_a_bare_departure_is_a_verb_of_leaving_without_an_errand_of_its_own(text, bare):
    assert departs(text) is bare


def test_a_departure_with_a_destination_still_departs_when_a_question_asks_about_leaving():
    assert departs("go to the chemist", bare=False) and not departs("leave the bins out", bare=False)
    assert asks_departure("When is Wen setting off for the station?")
    assert not asks_departure("When is the plumber coming?")
    assert departures("What time does Wen leave?", ["go to the chemist", "water the ferns"]) == [True, False]
    assert departures("When does Wen water the ferns?", ["go to the chemist"]) == [False]


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        said(1, "oskar", "Can you fetch Mila from swimming? It finishes at six.", to="wen"),
        said(2, "wen", "Sure, no problem. I'll head out at twenty to six."),
        said(30, "ruth", "I'm driving Grandad to the eye clinic on Thursday. We leave at quarter past nine."),
        said(60, "tomas", "Right, I'm doing the big shop. I'll go around eleven."),
        said(61, "tomas", "I'll return the library books on Friday at noon."),
    ])


def test_a_reply_that_only_says_when_takes_the_errand_asked_of_the_speaker(memory):
    got = memory.ask("What time did Wen say he'd leave to fetch Mila?", at_ns=T0 + 9 * 60 * MIN)
    assert got.value == "2026-03-02T17:40:00+00:00"


def test_we_leave_in_the_same_breath_is_the_start_of_the_drive(memory):
    (leaving,) = [c for c in memory.commitments() if "leave" in c.action]
    assert leaving.owner == "ruth" and "clinic" in leaving.action
    got = memory.ask("What time is Ruth heading out to the eye clinic?", at_ns=T0 + 9 * 60 * MIN)
    assert got.value == "2026-03-05T09:15:00+00:00"


def test_a_plan_only_stated_is_the_errand_of_the_departure_after_it(memory):
    (going,) = [c for c in memory.commitments() if c.owner == "tomas" and c.action.startswith("go")]
    assert "big shop" in going.action
    got = memory.ask("When is Tomas setting off for the big shop?", at_ns=T0 + 10 * 60 * MIN)
    assert got.value == "2026-03-02T11:00:00+00:00"


def test_a_departures_own_words_are_read_back_without_the_errand_lent_to_it():
    assert own_action("leave at ten to (fetch the bread from the bakery)") == "leave at ten to"
    assert own_action("fetch the bread from the bakery") == "fetch the bread from the bakery"

"""Who said it, where the claims memory holds about the thing say something else (issue 11,
session 38): a claim is compared with the question by the words it was read from, so a speaker's
own place for a thing does not answer for what they passed on of it from someone else, and the one
setting people claimed for a thing does not answer a question saying it is "too hot". Sentences
and ids written for this file."""
from __future__ import annotations

import pytest

from .factories import heard, remembered, sighting, stamped

DAY = "2026-02-09T"


@pytest.fixture()
def memory(tmp_path):
    events = [
        sighting("o1", f"{DAY}07:00:00Z", "lamp_1", "hall", [("name", "bike lamp"), ("category", "lamp")]),
        stamped("a1", f"{DAY}07:05:00Z", "action", actor="petra", verb="enter", location="hall",
                observers=["robot", "petra"]),
        heard("u1", f"{DAY}07:10:00Z", "ola", "Petra reckons the bike lamp is broken. I dunno, I think she "
              "left it on the porch step all night."),
        sighting("o2", f"{DAY}08:00:00Z", "heater_1", "greenhouse", [("name", "greenhouse heater"),
                                                                       ("category", "heater")]),
        heard("u2", f"{DAY}08:10:00Z", "ola", "I've set the greenhouse heater to twelve."),
        heard("u3", f"{DAY}08:20:00Z", "petra", "The greenhouse heater is far too hot in there, I reckon."),
    ]
    yield from remembered(events, tmp_path / "home.db")


def test_a_speakers_own_place_for_a_thing_does_not_answer_for_what_they_passed_on(memory):
    answer = memory.ask("Who reckons the bike lamp is broken?")
    assert answer.value == "petra" and "passed on by Ola" in answer.answer


def test_the_one_claimed_setting_yields_to_words_that_say_what_is_asked(memory):
    assert memory.ask("Who reckons the greenhouse heater is too hot?").value == "petra"
    assert memory.ask("Who said the greenhouse heater is on twelve?").value == "ola"

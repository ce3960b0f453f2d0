"""Who said it, where the claims memory holds about the thing say something else (issue 11,
session 38): a claim is compared with the question by the words it was read from, so a speaker's
own place for a thing does not answer for what they passed on of it from someone else, while a
claim passed on keeps every word of its utterance. Sentences and ids written for this file."""
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
        heard("u2", f"{DAY}07:20:00Z", "ola", "The bike lamp is flat, Petra says, it's by the back door."),
    ]
    yield from remembered(events, tmp_path / "home.db")


def test_a_speakers_own_place_for_a_thing_does_not_answer_for_what_they_passed_on(memory):
    answer = memory.ask("Who reckons the bike lamp is broken?")
    assert answer.value == "petra" and "passed on by Ola" in answer.answer


def test_a_claim_passed_on_is_compared_by_all_its_words(memory):
    """"flat" is in the passed-on clause, the place after it is Petra's too: her claim answers."""
    assert memory.ask("Who said the bike lamp is flat?").value == "petra"

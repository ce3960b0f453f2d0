"""When-questions that name who does the deed (sentences written for this file): the asked doer's
own word on it answers, not an ask of the robot they took back, nor the speaker's own plan said with
it."""
from __future__ import annotations

from .factories import T0, remembered, said as _said

MIN = 60 * 10**9


def said(n: int, words: str, who: str = "marek") -> dict:
    """Said at 09:00 plus `n` minutes on T0's day."""
    return _said(n, who, words, time_ns=T0 + (9 * 60 + n) * MIN)


def test_the_asked_doers_own_word_answers_not_the_ask_he_made_of_the_robot():
    events = [said(1, "Can you carry the hamper in from the shed tonight?"),
              said(400, "Change of plan. Leave it tonight, I'll carry it in myself at eight tomorrow morning.")]
    for memory in remembered(events):
        got = memory.ask("When's Marek carrying the hamper in from the shed?", at_ns=T0 + 17 * 60 * MIN)
        assert got.value == "2026-03-03T08:00:00+00:00"


def test_the_asked_doers_own_word_answers_not_the_speakers_plan_said_with_it():
    events = [said(1, "Ania, I can't take you tomorrow, I'm at the depot at seven. Uncle Tomek said he'll drive "
                      "you to school, quarter past eight.")]
    for memory in remembered(events):
        got = memory.ask("What time is Uncle Tomek driving Ania to school?", at_ns=T0 + 12 * 60 * MIN)
        assert got.value == "2026-03-03T08:15:00+00:00"

"""When-questions whose answer is a later word on a plan (sentences written for this file): the
asked doer's own word on the deed, not an ask of the robot it took back; a new time said of the plan
only as "it" or "he"."""
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


def test_a_new_time_said_of_it_moves_the_plan_said_before():
    events = [said(1, "The book club's at Nadia's tonight at seven.", "ola"),
              said(200, "Book club's off tonight, Nadia's poorly. It's Thursday at seven instead.", "ola")]
    for memory in remembered(events):
        got = memory.ask("When's the book club on?", at_ns=T0 + 13 * 60 * MIN)
        assert got.value == "2026-03-05T19:00:00+00:00"


def test_he_is_the_one_whose_visit_was_said_not_the_plan_said_since():
    events = [said(1, "Jurek's taxi is coming for me at ten to seven.", "ania"),
              said(3, "I've got my maths mock first thing.", "ania"),
              said(20, "Jurek texted, he's got a flat tyre, he's coming at twenty past seven now.", "ania")]
    for memory in remembered(events):
        got = memory.ask("When's Jurek's taxi coming for Ania now?", at_ns=T0 + 10 * 60 * MIN)
        assert got.value == "2026-03-02T19:20:00+00:00"

"""Whose plan a commitment question asks about (answerers.plan_parties), with sentences written for
this file: a name memory heard but knows nobody by does not rule out a plan whose own clause says
the deed asked; a person holding the role the question asks of owns the plan, before a plan
that only names them in a side clause; "what time" is told by a plan whose words said a clock
(answerers.asked_clause.says_its_clock), not one whose time is only its day's."""
from __future__ import annotations

from .factories import T0, ask_morning, said as _said

MIN = 60 * 10**9


def said(n: int, words: str, who: str) -> dict:
    """Said at 09:00 plus `n` minutes on T0's day (a Monday)."""
    return _said(n, who, words, time_ns=T0 + (9 * 60 + n) * MIN)


def test_a_plan_is_found_by_its_deed_when_the_question_calls_its_doer_by_an_unheard_name():
    events = [said(0, "Bibi's coming for lunch tomorrow, she'll sort the fish.", "tomas"),
              said(1, "The fishmonger closes at noon tomorrow, so nobody be late.", "tomas"),
              said(2, "I'll pick up the fish from the fishmonger at ten tomorrow.", "ines"),
              said(3, "And the dentist is at three tomorrow, Tomas, don't forget.", "ines")]
    assert ask_morning(events, "What time is Bibi picking up the fish from the fishmonger tomorrow?", 240) \
        == "2026-03-03T10:00:00+00:00"


def test_the_reminder_of_the_person_asked_answers_not_a_plan_naming_her_aside():
    events = [said(1, "Can you remind me at quarter past five to ring the plumber? I'll forget otherwise.", "hale"),
              said(30, "Hale's left her laptop on the stairs. Can you move it to the desk before she's back?", "ravi")]
    assert ask_morning(events, "What time did Hale want you to remind her?", 180) == "2026-03-02T17:15:00+00:00"


def test_what_time_is_told_by_the_plan_whose_words_said_a_clock():
    events = [said(1, "Parents' evening at the school is tomorrow, don't forget, Ravi.", "hale"),
              said(40, "The school emailed, our slot tomorrow is at ten past five.", "ravi")]
    assert ask_morning(events, "What time is parents' evening at the school?", 180) == "2026-03-03T17:10:00+00:00"

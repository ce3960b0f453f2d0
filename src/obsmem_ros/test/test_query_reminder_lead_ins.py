"""A reminder asked about after a statement that names it, and a reminder said for a named day
(sentences written for this file): "Nadia wanted a reminder about the ham. When were you to give
it?" asks the reminder's time (its form); "eight o'clock tonight you tell him. He always forget" is tonight's,
answered with its date; "it's nine kilos" names no thing that "it" means next."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.answerers.commitments import question_form

from .factories import T0, remembered, said as _said

MIN = 60 * 10**9


@pytest.mark.parametrize("question", [
    "Nadia wanted a reminder about the ham. When were you supposed to give it?",
    "You were meant to remind Leo about his inhaler; what time was that?",
])
def test_a_statement_naming_a_reminder_then_when_asks_the_reminders_time(question):
    assert question_form(question) == "remind_time"


def said(n: int, who: str, words: str) -> dict:
    """Said at 08:00 plus `n` minutes on T0's day (Monday 2 March 2026)."""
    return _said(n, who, words, time_ns=T0 + (8 * 60 + n) * MIN)


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        said(1, "nadia", "The ham goes in at eleven tomorrow. No, make it half ten, it's nine kilos."),
        said(2, "nadia", "And remind me at nine tomorrow to take it out of the fridge."),
        said(3, "mira", "Robot, eight o'clock tonight you tell Grandpa, his eye drops. He always forget."),
    ])


def test_a_measure_said_of_a_thing_is_not_what_it_means_next(memory):
    (reminder,) = [c for c in memory.commitments() if "fridge" in c.action]
    assert "ham" in reminder.objects and not any("kilo" in o for o in reminder.objects)


def test_a_reminder_for_tonight_is_answered_with_its_date_despite_always(memory):
    got = memory.ask("Mira asked you to remind Grandpa about something tonight. What time was that for?",
                     at_ns=T0 + 12 * 60 * MIN)
    assert got.value == "2026-03-02T20:00:00+00:00"

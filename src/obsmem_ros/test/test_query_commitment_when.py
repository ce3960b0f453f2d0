"""When-questions about commitments said together in one conversation (sentences written for this
file): the commitment whose own clause names what is asked answers, not one that only names the
person who asked; a return said as a plan is held with its time; of two plans as good, the one due in the
part of the day asked about answers."""
from __future__ import annotations

import pytest


from .factories import T0, remembered, said as _said

MIN = 60 * 10**9


def said(n: int, words: str, who: str = "priti") -> dict:
    """Said at 09:00 plus `n` minutes on T0's day."""
    return _said(n, who, words, time_ns=T0 + (9 * 60 + n) * MIN)


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        said(1, "So on Saturday my cousin Dev and his kids are coming over at half three."),
        said(2, "Can you switch the oven on at ten on Saturday? The lamb needs hours."),
        said(3, "I'm popping to the garden centre for compost. I should be back around eleven.", "noor"),
    ])


def test_the_time_asked_is_the_one_of_the_thing_asked_about_not_of_the_askers_other_plan(memory):
    got = memory.ask("What time did Priti want the oven on?", at_ns=T0 + 10 * 60 * MIN)
    assert got.value == "2026-03-07T10:00:00+00:00"


def test_the_visit_keeps_its_own_time(memory):
    got = memory.ask("When is Dev coming over?", at_ns=T0 + 10 * 60 * MIN)
    assert got.value == "2026-03-07T15:30:00+00:00"


def test_a_return_said_without_any_request_is_held_with_its_time(memory):
    got = memory.ask("What time did Noor say she'd be back from the garden centre?", at_ns=T0 + 10 * 60 * MIN)
    assert got.value == "2026-03-02T11:00:00+00:00"


def test_the_time_of_a_pick_up_is_not_the_drop_offs():
    events = [said(1, "Zosia's got art club on Saturday. I'll pick her up from the club at twelve.", "hania"),
              said(60, "I'll take Zosia to the club at nine on Saturday, I'm up early anyway.", "piotr")]
    for memory in remembered(events):
        got = memory.ask("When does Zosia need picking up from the art club?", at_ns=T0 + 11 * 60 * MIN)
        assert got.value == "2026-03-07T12:00:00+00:00"
        assert memory.ask("Who's picking Zosia up from art club?", at_ns=T0 + 11 * 60 * MIN).value == "hania"


def test_a_part_of_the_day_asked_prefers_the_plan_due_in_it():
    events = [said(1, "Remind me to put the drops in Biscuit's ears at eight tomorrow morning."),
              said(2, "Could you remind me to put the drops in Biscuit's ears at ten tomorrow night?", "noor")]
    for memory in remembered(events):
        asked = "When is the reminder about Biscuit's ear drops tomorrow {}?"
        assert memory.ask(asked.format("night"), at_ns=T0 + 10 * 60 * MIN).value == "2026-03-03T22:00:00+00:00"
        assert memory.ask(asked.format("morning"), at_ns=T0 + 10 * 60 * MIN).value == "2026-03-03T08:00:00+00:00"

"""Commitment questions over plans heard in speech (fresh sentences, in no hand-written set): who
is to do what someone else planned or promised, asked as "who's taking / picking up ...", and when
an event is once its time has passed, and when a reminder said once is due."""
from __future__ import annotations

from functools import partial

import pytest

from obsmem_ros.core.query.undertaking_questions import parsed_form

from .factories import heard, iso, ns, remembered

t = partial(iso, 10)  # (day, hour, minute) of October 2026, as a trace line's time
at = partial(ns, 10)  # the same, in nanoseconds


def say(n: int, when: str, who: str, words: str, to: str = "robot") -> dict:
    return heard(f"p{n:03d}", when, who, words, addressee=to, location="kitchen", source="sim", verb="")


STORY = [
    {"id": "p001", "time": t(5, 8, 0), "kind": "session_start", "location": "kitchen", "observers": ["robot"],
     "source": "sim"},
    say(2, t(5, 8, 5), "lena", "The dog's got his booster jab at the vet on Thursday at twenty past five.", to="omar"),
    say(3, t(5, 8, 6), "omar", "Fine, I'll take him.", to="lena"),
    say(4, t(5, 18, 30), "omar", "Rita says she'll pick up the birthday cake on Friday."),
    say(5, t(5, 18, 40), "lena", "Quiz night's at nine tonight, put it on the calendar."),
    say(6, t(6, 7, 0), "lena", "Sam's got his inhaler at seven and at one. I'll do the morning one, can you remind "
                               "him at one?"),
    say(7, t(6, 7, 30), "omar", "We're leaving for Sam's swimming lesson at twenty past three. Can you make sure "
                                "he's ready by three?"),
    say(8, t(6, 7, 40), "rita", "Can you put new batteries in the smoke alarm?"),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("plans") / "p.db"))


@pytest.mark.parametrize("question", ["Who's collecting the parcel from the post office?",
                                      "Who is bringing the kids home after swimming?",
                                      "Who's sorting out the recycling?"])
def test_who_does_a_deed_that_moves_something_asks_a_plans_doer(question):
    assert parsed_form(question) == "who_owes"


@pytest.mark.parametrize("question", ["Who is wearing the red hat?", "Who is sitting in the armchair?"])
def test_who_has_or_is_doing_something_now_asks_no_plan(question):
    assert parsed_form(question) == ""


def test_the_one_who_promised_to_take_part_in_an_event_is_to_do_it(memory):
    answer = memory.ask("Who's taking the dog to the vet?", at_ns=at(6, 10, 0))
    assert (answer.value, answer.known) == ("omar", True)  # not lena, who only said when the jab is


def test_the_doer_of_a_reported_plan_is_the_one_who_reported_it(memory):
    answer = memory.ask("Who's picking up the birthday cake?", at_ns=at(6, 10, 0))
    assert answer.value == "rita"  # not omar, who passed it on


def test_a_passed_event_still_says_when_it_was_before_a_deed_without_a_time(memory):
    answer = memory.ask("When is quiz night?", at_ns=at(6, 10, 0))
    assert answer.value == "2026-10-05T21:00:00+00:00"  # not "put it on the calendar" of the same sentence


def test_a_reminder_said_once_is_due_at_its_own_time_not_at_the_event_it_is_about(memory):
    answer = memory.ask("When are you meant to remind Sam about his inhaler?", at_ns=at(6, 10, 0))
    assert answer.value == "2026-10-06T13:00:00+00:00"  # a day's time, not 19:00 of the inhaler's schedule


def test_of_two_times_said_together_the_deed_asked_about_answers(memory):
    answer = memory.ask("By what time does Sam need to be ready for his swimming lesson?", at_ns=at(6, 10, 0))
    assert answer.value == "2026-10-06T15:00:00+00:00"  # his being ready, not the leaving at twenty past


def test_a_when_question_whose_best_match_has_no_time_says_so(memory):
    answer = memory.ask("When are you putting the batteries in the smoke alarm?", at_ns=at(6, 10, 0))
    assert (answer.known, answer.value) == (False, None)

"""A question of a standing time limit ("till what time does Ayo sleep after a late shift?", "what's
the earliest we can wake her?") asks the person's preference, not a plan, and its value is the clock
said after "till" / "until" (the end of "from eight till one"). Every sentence here was written for
these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.limit_questions import asks_time_limit
from obsmem_ros.core.query.retrieval.said_numbers import bound_clock

from .factories import H, T0, remembered, said


@pytest.mark.parametrize("question, limit", [
    ("Till what time does Ayo sleep after a late shift?", True),
    ("Until what time does Bryn sleep on Sundays?", True),
    ("What's the earliest we can wake her?", True),
    ("After late shifts Ros want to sleep until what time?", True),
    ("How late does Bryn lie in at the weekends?", True),
    ("What time does Ayo like to sleep till after a late shift?", True),
    ("What time does Ayo want waking tomorrow?", False),        # one occasion: a plan
    ("What time did Ros want waking?", False),                  # asked once, in the past
    ("Until when is Gran staying?", False),                     # a visit's plan, in the progressive
    ("How late does the chemist stay open?", False),            # a thing, no person keeping a rule
    ("When are you waking Bryn?", False),                       # no limit asked
])
def test_a_time_limit_is_asked_by_a_bound_word_in_the_simple_present(question, limit):
    assert asks_time_limit(question) is limit


@pytest.mark.parametrize("sentence, clock", [
    ("On late shifts I sleep from eight till one.", "13:00"),   # the end, not the start
    ("Sundays Bryn lies in until ten o'clock.", "10:00"),
    ("I sleep at eight, that's all.", None),                    # no bound word
])
def test_the_bound_clock_is_the_one_after_till_or_until(sentence, clock):
    assert bound_clock(sentence, context=sentence) == clock


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        said(1, "ayo", "After a late shift I sleep from eight till one. Keep the hoover away from my door."),
        said(2, "mena", "The school closes early tomorrow, someone has to get Zee at two. I'll ask Ayo."),
        said(3, "ros", "I'm on lates all week, so don't wake me before three, please."),
    ])


@pytest.mark.parametrize("question, value", [
    ("Till what time does Ayo sleep after a late shift?", "13:00"),
    ("Ros is on lates. What's the earliest we can wake her?", "15:00"),
])
def test_a_time_limit_is_answered_from_what_the_person_keeps_to(memory, question, value):
    answer = memory.ask(question, at_ns=T0 + 6 * H)
    assert answer.known and answer.value == value, answer.answer

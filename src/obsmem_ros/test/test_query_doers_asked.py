"""Who is to do a deed when the one it is done to speaks after the plan (standing.py), when a
promise's "you" is the one taken (doers._about), and when the question says its deed under a verb
of how it went or as a recogniser writes it (doers.py, dropped_g.py; sentences written for this
file)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.dropped_g import g_restored
from obsmem_ros.core.query.answerers.doers import asked_deed, asks_doer

from .factories import T0, remembered, said

MIN = 60 * 10**9


def _at(hour: int, minute: int = 0) -> int:
    return T0 + (hour * 60 + minute) * MIN


def _answer(events, question: str, hour: int = 12) -> str:
    for memory in remembered(events):
        return memory.ask(question, at_ns=_at(hour)).value
    raise AssertionError("remembered() yielded no memory")


def test_the_one_taken_speaking_after_the_plan_is_not_the_one_taking():
    events = [said(1, "omar", "Sam, I can't drop you tomorrow, I'm at the depot at seven. Lena said she'll take you in "
                              "the van, quarter past eight.", to="sam", time_ns=_at(21)),
              said(2, "sam", "Lena drives so slow! I'll be late for my own test.", to="omar", time_ns=_at(21, 1)),
              said(3, "lena", "Evening all.", time_ns=_at(21, 30))]
    assert _answer(events, "Who's taking Sam to school tomorrow?", hour=23) == "lena"


def test_a_promise_to_take_you_takes_the_one_it_was_said_to():
    events = [said(1, "sam", "Oh yeah, cheers. The match is at two on Saturday, up at the club. Omar said he'll "
                             "drive me.", time_ns=_at(8)),
              said(2, "rita", "Omar's working all Saturday now. I'll take you, be ready at one.", to="sam",
                   time_ns=_at(9))]
    assert _answer(events, "Who's driving Sam to the club on Saturday?") == "rita"


def test_a_deed_asked_as_how_it_ended_up_is_the_deed():
    events = [said(1, "rita", "Priya comes today by train. Omar said he will go to the station.", time_ns=_at(8)),
              said(2, "omar", "I can't do the station, the shop is busy. I'll ask Sam.", to="rita", time_ns=_at(8, 1)),
              said(3, "sam", "Yeah, I'll get Priya. Five o'clock, right?", time_ns=_at(11))]
    assert _answer(events, "Who's ended up going for Priya at the station then?") == "sam"


def test_a_who_question_typed_without_its_apostrophe_asks_the_doer():
    events = [said(1, "rita", "I'll take Sam to the dentist on Friday at four.", time_ns=_at(8)),
              said(2, "sam", "Mum's got a meeting Friday so Omar's taking me now.", time_ns=_at(9)),
              said(3, "omar", "Morning.", time_ns=_at(9, 5))]
    assert _answer(events, "whos takin our sam to the dentist") == "omar"


@pytest.mark.parametrize("said_so, plain", [
    ("who ended up fetching the bread?", "who's fetching the bread?"),
    ("who kept feeding the cat?", "who feeds the cat?"),
    ("who's gonna end up cleaning the oven", "who's cleaning the oven"),
])
def test_a_deed_said_under_a_verb_of_how_it_went_is_that_deed(said_so, plain):
    assert asked_deed(said_so).key == asked_deed(plain).key != ""


def test_going_with_a_bare_gerund_stays_a_going():
    assert asked_deed("who's going shopping tomorrow?").key == asked_deed("who's going tomorrow?").key


def test_a_who_typed_without_its_apostrophe_asks_the_doer():
    assert g_restored("whos takin the bins out") == "whos taking the bins out"
    assert asks_doer("whos takin our sam to the match")
    assert asked_deed("whos takin our sam to the match").key == asked_deed("who's taking our Sam to the match").key
    assert not asks_doer("who asked you to walk the dog?")

"""Who is to do a deed when the word that takes it over names its thing by a pronoun, read as its
conversation does (answerers/referred_things.py, later_words.py), when the one the deed is done to
speaks after it (standing.py), and when the question says its deed under another verb or as a
recogniser writes it (doers.py; sentences written for this file)."""
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


def test_a_reply_naming_the_visitor_by_a_pronoun_takes_the_deed_over():
    events = [said(1, "rita", "The piano tuner is coming on Thursday between two and four. I'll stay in for him.",
                   time_ns=_at(8)),
              said(2, "omar", "Rita, you've got your gym class then. I'm home anyway, I'll let him in.", to="rita",
                   time_ns=_at(8, 1))]
    assert _answer(events, "Who's letting the piano tuner in?") == "omar"


def test_the_robots_relayed_news_tells_what_a_reply_is_about():
    events = [said(1, "lena", "I'll collect the dry cleaning from Sketchley's after work.", time_ns=_at(8)),
              said(2, "robot", "Lena is stuck at the office late tonight, the dry cleaning still needs collecting.",
                   to="sam", time_ns=_at(10)),
              said(3, "sam", "ugh fine, I'll grab it on my way back from football then.", time_ns=_at(10, 1))]
    assert _answer(events, "Who's collecting the dry cleaning?") == "sam"


def test_a_pronoun_said_in_another_conversation_takes_nothing_over():
    events = [said(1, "rita", "I'll pick up the birthday cake from the bakery on Saturday.", time_ns=_at(8)),
              said(2, "omar", "Someone left the gate open again.", time_ns=_at(9)),
              said(3, "omar", "I'll shut it after lunch.", time_ns=_at(9, 30))]
    assert _answer(events, "Who's getting the birthday cake from the bakery?") == "rita"


def test_the_one_taken_speaking_after_the_plan_is_not_the_one_taking():
    events = [said(1, "omar", "Sam, I'll drive you to the station tomorrow at seven for the early train.", to="sam",
                   time_ns=_at(8)),
              said(2, "sam", "Cheers. I'll be late for the quiz if the traffic's bad though.", to="omar",
                   time_ns=_at(8, 1))]
    assert _answer(events, "Who's driving Sam to the station tomorrow?") == "omar"


def test_a_promise_to_take_you_takes_the_one_it_was_said_to():
    events = [said(1, "sam", "Omar said he'll drive me to the match on Saturday.", time_ns=_at(8)),
              said(2, "rita", "Omar's working all Saturday now. I'll take you, be ready at one.", to="sam",
                   time_ns=_at(9))]
    assert _answer(events, "Who's driving Sam to the match on Saturday?") == "rita"


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

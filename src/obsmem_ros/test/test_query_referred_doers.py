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
    events = [said(1, "rita", "The gas man is coming on Thursday between two and four. I'll stay in for him.",
                   time_ns=_at(8)),
              said(2, "omar", "Rita, you go to your gym class. I'm home anyway, I open the door for him.", to="rita",
                   time_ns=_at(8, 1))]
    assert _answer(events, "Who's letting the gas man in?") == "omar"


def test_it_in_a_reply_stands_for_what_the_conversation_named():
    events = [said(1, "rita", "Sunday roast today, so we need the big loaf. I'll pop down to Greggs when they open.",
                   time_ns=_at(8)),
              said(2, "sam", "I can go, Mum, I'm up anyway.", to="rita", time_ns=_at(8, 1)),
              said(3, "rita", "No, you've got your revision to do. I'll get it on my way back from church.", to="sam",
                   time_ns=_at(8, 2))]
    assert _answer(events, "Who's getting the big loaf this morning?") == "rita"


def test_it_named_nearer_in_its_own_sentence_is_not_the_visitor():
    events = [said(1, "lena", "The gas man is coming at two to read the meter. Someone has to be in for him.",
                   time_ns=_at(8)),
              said(2, "omar", "I'm home all day, I'll let the gas man in.", to="lena", time_ns=_at(8, 1)),
              said(3, "lena", "Robot, put the phone bill in my handbag, I'll pay it at the post office Friday.",
                   time_ns=_at(8, 2))]
    assert _answer(events, "Who's letting the gas man in?") == "omar"


def test_a_pronoun_said_in_another_conversation_takes_nothing_over():
    events = [said(1, "rita", "I'll pick up the birthday cake from the bakery on Saturday.", time_ns=_at(8)),
              said(2, "omar", "Someone left the gate open again.", time_ns=_at(9)),
              said(3, "omar", "I'll shut it after lunch.", time_ns=_at(9, 30))]
    assert _answer(events, "Who's getting the birthday cake from the bakery?") == "rita"


def test_the_one_taken_speaking_after_the_plan_is_not_the_one_taking():
    events = [said(1, "omar", "Sam, I can't drop you tomorrow, I'm at the depot at seven. Lena said she'll take you in "
                              "the van, quarter past eight.", to="sam", time_ns=_at(21)),
              said(2, "sam", "Lena drives so slow! I'll be late for my own test.", to="omar", time_ns=_at(21, 1)),
              said(3, "lena", "Evening all.", time_ns=_at(21, 30))]
    assert _answer(events, "Who's taking Sam to school tomorrow?", hour=23) == "lena"


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

"""Who said it, when the question's words name nothing memory holds: the utterance heard that says
most of what the question says, its first speaker kept when it was passed on."""
from __future__ import annotations

import pytest

from .factories import heard, ns, remembered, iso


@pytest.fixture()
def memory(tmp_path):
    events = [
        heard("u1", iso(5, 11, 8, 0), "ines", "The pharmacy closes early on Sunday, so go on Saturday."),
        heard("u2", iso(5, 11, 8, 30), "ola", "Tomasz says the hens are laying again this week."),
        heard("u3", iso(5, 11, 9, 0), "tomasz", "Morning all, I'm off to the allotment."),
    ]
    yield from remembered(events, tmp_path / "home.db")


def test_the_utterance_saying_most_of_the_question_names_who_said_it(memory):
    answer = memory.ask("Who told you the chemist shuts early on Sunday?", at_ns=ns(5, 11, 12, 0))
    assert answer.value == "ines" and answer.evidence[0].id == "u1"


def test_words_passed_on_keep_their_first_speaker(memory):
    answer = memory.ask("Who's saying the chickens are laying again?", at_ns=ns(5, 11, 12, 0))
    assert answer.value == "tomasz" and "passed on by Ola" in answer.answer


def test_nothing_heard_that_says_it_answers_nobody(memory):
    answer = memory.ask("Who said the garage roof leaks when it rains?", at_ns=ns(5, 11, 12, 0))
    assert not answer.known


@pytest.fixture()
def relayed_memory(tmp_path):
    events = [
        heard("m1", iso(5, 12, 18, 0), "marta", "That Kraków coach, it is always full on Fridays. Book early."),
        heard("m2", iso(5, 12, 18, 30), "piotr", "The coach leaves at nine, I checked the timetable."),
        heard("m3", iso(5, 12, 19, 0), "ola", "Babcia says the coach is full on Fridays, so book it today."),
    ]
    yield from remembered(events, tmp_path / "relayed.db")


def test_a_relayed_speaker_nobody_is_called_is_the_one_heard_saying_it_before(relayed_memory):
    """"Babcia" names nobody memory knows; marta said the same earlier in her own words. "Kraków"
    and "Fridays", capitalised, are words of what was said, not people."""
    answer = relayed_memory.ask("Who said the Kraków coach is full on Fridays?", at_ns=ns(5, 12, 20, 0))
    assert answer.value == "marta"



@pytest.fixture()
def told_memory(tmp_path):
    events = [
        heard("n1", iso(5, 12, 18, 0), "piotr", "That coach is always full, you know."),
        heard("n2", iso(5, 12, 19, 0), "ola", "Babcia says the coach is full on Fridays, so book it today.",
              addressee="piotr"),
    ]
    yield from remembered(events, tmp_path / "told.db")


def test_the_one_a_relayed_word_is_said_to_is_not_its_first_speaker(told_memory):
    """Ola tells piotr what Babcia says; piotr said something like it earlier, but a relayer does
    not pass someone's words on to that someone: nobody memory knows is named."""
    answer = told_memory.ask("Who said the Kraków coach is full on Fridays?", at_ns=ns(5, 12, 20, 0))
    assert answer.value != "piotr"


@pytest.fixture()
def passed_on_memory(tmp_path):
    events = [
        heard("p1", iso(5, 13, 7, 0), "halina", "Bruno has to skip swimming today, his ear still hurts.",
              addressee="zofia"),
        heard("p2", iso(5, 13, 7, 20), "edek", "The pool shuts at six on weekdays, I think."),
        heard("p3", iso(5, 13, 7, 40), "edek", "Bruno should skip swimming, it's too cold anyway.",
              addressee="robot"),
        heard("p4", iso(5, 13, 8, 0), "zofia", "Mamusia says Bruno has to skip swimming, his ear hurts."),
    ]
    yield from remembered(events, tmp_path / "passed.db")


def test_a_relayed_word_nobody_is_called_is_the_one_who_told_the_relayer_those_words(passed_on_memory):
    """"Mamusia" names nobody memory knows; halina told zofia the same an hour before, so the words
    zofia passes on are halina's, not those of edek, who said something like them later to the robot."""
    answer = passed_on_memory.ask("Who said Bruno has to skip swimming?", at_ns=ns(5, 13, 9, 0))
    assert answer.value == "halina" and "passed on by Zofia" in answer.answer


@pytest.fixture()
def untold_memory(tmp_path):
    events = [
        heard("r1", iso(5, 13, 7, 0), "halina", "Swimming is fun, isn't it?", addressee="zofia"),
        heard("r2", iso(5, 13, 8, 0), "zofia", "Mamusia says Bruno has to skip swimming, his ear hurts."),
    ]
    yield from remembered(events, tmp_path / "untold.db")


def test_a_relayer_told_one_shared_word_is_not_told_what_they_pass_on(untold_memory):
    answer = untold_memory.ask("Who said Bruno has to skip swimming?", at_ns=ns(5, 13, 9, 0))
    assert answer.value != "halina"


@pytest.fixture()
def twice_memory(tmp_path):
    events = [
        heard("w1", iso(5, 14, 8, 0), "ola", "Piotr told me Marta says the bakery on Mill Road is shut all week."),
        heard("w2", iso(5, 14, 9, 0), "ines", "Has the tram engineer come yet? Tomasz says the problem's the signal."),
        heard("w3", iso(5, 14, 9, 0), "marta", "Morning, I'm off to the allotment."),
    ]
    yield from remembered(events, tmp_path / "twice.db")


def test_words_passed_on_twice_are_the_first_sayers(twice_memory):
    answer = twice_memory.ask("Who said the bakery is shut all week?", at_ns=ns(5, 14, 12, 0))
    assert answer.value == "marta" and "passed on by Ola" in answer.answer


def test_a_question_the_relayer_asks_says_nothing_of_what_they_pass_on(twice_memory):
    answer = twice_memory.ask("Who said the tram signal was faulty?", at_ns=ns(5, 14, 12, 0))
    assert answer.value == "tomasz"

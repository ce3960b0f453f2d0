"""Which way a deed carries someone: to a place or from one (sentences written for this file)."""
from __future__ import annotations

from obsmem_ros.core.language.transfer import FROM, TO, direction, directions, noun_direction, opposed


def test_phrasal_verbs_say_their_way():
    assert direction("picking Tomasz up from the pool") == FROM
    assert direction("I'll pick her up after choir") == FROM
    assert direction("Marek is dropping the twins off") == TO
    assert direction("can you fetch Ewa after band practice?") == FROM


def test_the_preposition_of_the_place_says_the_way():
    assert direction("taking Ewa to the dentist") == TO
    assert direction("I'll drive Oskar home from the match") == FROM
    assert direction("driving Babcia and Dziadek to the clinic on Friday") == TO  # "to the clinic" read as a verb


def test_a_clause_that_says_no_way_opposes_nothing():
    assert direction("I'll take him") == ""
    assert not opposed(FROM, directions("Marta's taking her"))
    assert not opposed("", directions("I'll drop him at the gym"))


def test_both_ways_said_answer_either():
    ways = directions("I'll pick Babcia up at nine and take her to the shops")
    assert ways == {TO, FROM}
    assert not opposed(TO, ways) and not opposed(FROM, ways)
    assert opposed(FROM, directions("I'll take Oskar to the rink"))


def test_a_noun_made_of_a_phrasal_verb_names_one_way():
    assert noun_direction("Drop-off is at half eight and Ola's taking him") == TO
    assert noun_direction("The pickup's at four, can someone go?") == FROM
    assert noun_direction("drop-off at eight, pick-up at three") == ""
    assert noun_direction("I'll pick up the parcel") == ""


def test_a_clause_without_a_way_takes_its_sentences_noun():
    from obsmem_ros.core.language.transfer import apart, clause_ways
    assert clause_ways("Ola's taking him", "Drop-off is at half eight and Ola's taking him") == {TO}
    assert clause_ways("I'll take him", "I'll take him") == frozenset()
    assert apart(clause_ways("drop Dad at the station", ""), clause_ways("pick Dad up from the station", ""))
    assert not apart(frozenset(), {FROM})


def test_setting_off_for_a_place_goes_there():
    assert direction("we leave for the harbour at ten past nine") == TO
    assert direction("What time are they heading to the ferry?") == TO
    assert direction("I'll go to the nursery for her") == ""  # one goes there to fetch as well
    from obsmem_ros.core.language.transfer import apart, clause_ways
    assert apart(clause_ways("we leave for the harbour", ""), clause_ways("we're back from the harbour at two", ""))

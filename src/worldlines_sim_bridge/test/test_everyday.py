"""Everyday English of the varied wording: synonyms only where unambiguous, exact days, times and verbs."""
from __future__ import annotations

import random
from dataclasses import replace
from datetime import date

from worldlines_sim_bridge.core.miner.everyday import (EverydayNames, capitalise_sentences, clock_phrases, day_phrases,
                                                       possessive, verb_forms)
from worldlines_sim_bridge.core.sim.home import Home

MONDAY = date(2026, 3, 2)


def test_everyday_names_are_offered_where_they_name_one_thing():
    names = EverydayNames(Home.load("maple_house"))
    assert names.aliases("TV") == ("telly", "television")
    assert names.aliases("sofa") == ("couch", "settee")
    assert names.aliases("living room") == ("lounge", "sitting room")


def test_an_everyday_name_that_names_something_else_in_the_home_is_not_used():
    maple = Home.load("maple_house")
    lounge = replace(maple.entity("study"), id="lounge", name="lounge")
    names = EverydayNames(replace(maple, entities=maple.entities + (lounge,)))
    assert names.aliases("living room") == ()
    assert names.aliases("lounge") == ()
    assert names.aliases("sofa") == ("couch", "settee")


def test_phrases_keep_what_tells_twins_apart_when_the_head_noun_changes():
    names = EverydayNames(Home.load("maple_house"))
    said = {names.phrase("the blue mug", random.Random(seed)) for seed in range(40)}
    assert said == {"the blue mug", "the blue cup"}
    assert {names.phrase("on the sofa", random.Random(seed)) for seed in range(40)} == {
        "on the sofa", "on the couch", "on the settee"}
    assert names.phrase("with Bob", random.Random(0)) == "with Bob"


def test_day_phrases_name_the_same_calendar_day_from_the_cutoff():
    assert day_phrases(3, 6, MONDAY) == ["on day 3", "on 4 March", "three days ago", "on Wednesday"]
    assert day_phrases(5, 7, MONDAY) == ["on day 5", "on 6 March", "two days ago", "on Friday", "the day before yesterday"]
    assert day_phrases(6, 7, MONDAY) == ["on day 6", "on 7 March", "yesterday"]
    assert day_phrases(7, 7, MONDAY) == ["on day 7", "on 8 March", "today"]
    assert day_phrases(1, 20, MONDAY) == ["on day 1", "on 2 March"]


def test_clock_phrases_name_the_same_minute():
    assert clock_phrases("19:05") == ["19:05", "7:05 pm", "7:05 in the evening"]
    assert clock_phrases("07:00") == ["07:00", "7 am", "7 in the morning"]
    assert clock_phrases("12:30") == ["12:30", "12:30 pm", "12:30 in the afternoon"]
    assert clock_phrases("00:15") == ["00:15", "12:15 am", "12:15 in the morning"]


def test_verb_forms_inflect_the_head_verb_of_a_phrase():
    assert verb_forms("pick up") == {"verb_past": "picked up", "verb_s": "picks up", "verb_ing": "picking up"}
    assert verb_forms("make tea") == {"verb_past": "made tea", "verb_s": "makes tea", "verb_ing": "making tea"}
    assert verb_forms("watch TV") == {"verb_past": "watched TV", "verb_s": "watches TV", "verb_ing": "watching TV"}
    assert verb_forms("do the homework")["verb_s"] == "does the homework"
    assert verb_forms("close")["verb_past"] == "closed"


def test_sentences_start_with_capitals_and_possessives_agree():
    assert capitalise_sentences("on day 3, Bob asked. was it done? yes") == "On day 3, Bob asked. Was it done? Yes"
    assert possessive("the coffee machine") == "the coffee machine's"
    assert possessive("Bob's keys") == "Bob's keys'"

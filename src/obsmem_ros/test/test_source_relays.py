"""Source questions across how households pass words on: a lead-in naming where a message came
from ("Tomasz messaged from the bus, ..."), a lead-in that is a sentence of its own, a pet form
of a name ending in "-o" ("Benno" for benedikt), a relayed clause said in a variety of English
("Me Auntie Ines says the match is gonnae be off the morra"), a passed-on clause that takes up
with a pronoun the thing the rest of the utterance names ("The hose reel is by the shed. Tomasz
says it leaks")."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.person_words import clipped_person

from .factories import heard, read_heard, remembered, stamped

PEOPLE = ("tomasz", "ines", "ola")
DAY = "2026-04-14T"


def relayed(reader, words: str):
    return [who for who, _words in read_heard(reader, words, speaker="ola", now_ns=0, people=PEOPLE).relayed]


def test_a_lead_in_saying_where_a_message_came_from_passes_on_the_rest_of_its_sentence(reader):
    assert relayed(reader, "Tomasz messaged from the bus, the driver's stuck, he'll be an hour late.") == \
        ["tomasz", "tomasz", "tomasz"]


def test_a_lead_in_that_is_a_sentence_of_its_own_passes_on_the_next_sentence(reader):
    assert relayed(reader, "Ines phoned from the chemist. They've sold out of plasters.") == ["ines", "ines"]


def test_the_speakers_own_words_after_a_lead_in_stay_theirs(reader):
    assert relayed(reader, "Ines phoned from the chemist. I'll fetch the plasters myself.") == ["ines"]


def test_a_pet_form_ending_in_o_names_the_one_person_whose_name_it_begins():
    people = {"benedikt": ("benedikt",), "marguerite": ("marguerite",), "marek": ("marek",)}
    assert clipped_person("Benno", people) == "benedikt"
    assert clipped_person("Maro", people) == ""  # marguerite and marek both begin "mar"


@pytest.fixture()
def memory(tmp_path):
    events = [
        stamped("o1", f"{DAY}07:00:00Z", "observation", actor="robot", verb="observe", objects=["kettle_1"],
                location="kitchen", deltas=[{"entity": "kettle_1", "attribute": "name", "value": "kettle",
                                             "value_type": "str"}]),
        heard("u0", f"{DAY}07:10:00Z", "ines", "Ah cannae find ma keys, they're no in the bowl.",
              addressee="robot", observers=["robot", "ines"]),
        heard("u1", f"{DAY}07:20:00Z", "ola", "Ma Auntie Ines says the match is gonnae be aff the morra. "
              "She's havering.", addressee="robot", observers=["robot", "ola"]),
    ]
    yield from remembered(events, tmp_path / "home.db")


def test_whose_words_a_relayed_clause_in_a_variety_were_is_read_in_standard_words(memory):
    answer = memory.ask("Who reckons the match is gonnae be aff the morra?")
    assert answer.value == "ines" and "passed on by Ola" in answer.answer


@pytest.fixture()
def topic_memory(tmp_path):
    events = [
        heard("h1", f"{DAY}09:00:00Z", "ola", "The garden hose reel is by the shed door. "
              "Tomasz says it leaks at the joint."),
        heard("h2", f"{DAY}09:10:00Z", "ola", "The paddling pool pump is in the garage. Ines says the tap drips."),
    ]
    yield from remembered(events, tmp_path / "topic.db")


def test_a_passed_on_clause_taking_up_the_topic_named_before_it_is_the_first_speakers(topic_memory):
    """"it" takes up the hose reel the utterance named first: what is said of it is Tomasz's."""
    answer = topic_memory.ask("Who said the garden hose reel leaks?")
    assert answer.value == "tomasz" and "passed on by Ola" in answer.answer


def test_a_passed_on_clause_about_something_else_leaves_the_topic_the_speakers(topic_memory):
    answer = topic_memory.ask("Who said the paddling pool pump drips?")
    assert answer.value == "ola"


@pytest.fixture()
def later_memory(tmp_path):
    events = [
        heard("m1", f"{DAY}08:00:00Z", "ines", "Morning robot."),
        heard("m2", f"{DAY}08:05:00Z", "tomasz", "Morning."),
        heard("m3", f"{DAY}08:10:00Z", "ola", "Mama says the piano tuner is visiting on Thursday afternoon."),
        heard("m4", f"{DAY}09:00:00Z", "tomasz", "I'll have tea for lunch on Thursday."),
        heard("m5", f"{DAY}11:30:00Z", "ines", "Right, so the tuner comes Thursday afternoon at two.", addressee="tomasz"),
    ]
    yield from remembered(events, tmp_path / "later.db")


def test_an_unknown_relative_passed_on_is_the_one_who_says_the_same_soon_after(later_memory):
    """Nobody is heard called "Mama"; ines says most of the same words to tomasz later that morning:
    they were hers (tomasz, sharing a word or two of them, is not)."""
    answer = later_memory.ask("Who said the piano tuner is visiting on Thursday?")
    assert answer.value == "ines"

"""Names a recogniser wrote in lower case are written as names before a turn is parsed, where the
parse of the turn as heard misreads them. Sentences written for this file."""
from __future__ import annotations

from obsmem_ros.core.language.spoken_names import with_names_capitalised
from obsmem_ros.core.language.utterances import UtteranceReader


def test_a_name_the_parse_reads_as_a_verb_gets_its_capital() -> None:
    said = with_names_capitalised("ged reckons the shed roof is leaking again", ["ged", "bea"])
    assert said == "Ged reckons the shed roof is leaking again"


def test_a_written_turn_is_left_as_it_was() -> None:
    said = with_names_capitalised("Well, ged reckons so.", ["ged"])
    assert said == "Well, ged reckons so."


def test_a_name_already_read_as_a_name_is_left_as_said() -> None:
    assert with_names_capitalised("you're driving bea to the station later", ["bea"]) == \
        "you're driving bea to the station later"
    assert with_names_capitalised("robot tariq said the bins go out today", ["tariq"]) == \
        "robot tariq said the bins go out today"


def test_a_name_that_is_a_verb_or_function_word_stays_lower_case() -> None:
    said = with_names_capitalised("i will mark the bins", ["will", "mark"])
    assert said == "i will mark the bins"


def test_a_lower_case_name_is_read_as_the_one_whose_words_are_passed_on() -> None:
    reader = UtteranceReader()
    reading = reader.read("ged reckons the shed roof is leaking again", speaker="bea", now_ns=1,
                          addressee="robot", people=["ged", "bea"])
    assert [who for who, _words in reading.relayed] == ["ged"]

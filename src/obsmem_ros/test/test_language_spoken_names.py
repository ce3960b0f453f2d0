"""Names a recogniser wrote in lower case are written as names before a turn is parsed."""
from __future__ import annotations

from obsmem_ros.core.language.spoken_names import with_names_capitalised
from obsmem_ros.core.language.utterances import UtteranceReader


def test_known_names_get_their_capital_in_a_lower_case_turn() -> None:
    said = with_names_capitalised("tariq thinks the van needs new tyres", ["tariq", "bea"])
    assert said == "Tariq thinks the van needs new tyres"


def test_a_written_turn_is_left_as_it_was() -> None:
    said = with_names_capitalised("Well, tariq thinks so.", ["tariq"])
    assert said == "Well, tariq thinks so."


def test_a_name_that_is_a_verb_or_function_word_stays_lower_case() -> None:
    said = with_names_capitalised("i will mark the bins for bea", ["will", "mark", "bea"])
    assert said == "i will mark the bins for Bea"


def test_a_lower_case_name_is_read_as_the_one_whose_words_are_passed_on() -> None:
    reader = UtteranceReader()
    reading = reader.read("tariq reckons the boiler's packed in again", speaker="bea", now_ns=1,
                          addressee="robot", people=["tariq", "bea"])
    assert [who for who, _words in reading.relayed] == ["tariq"]

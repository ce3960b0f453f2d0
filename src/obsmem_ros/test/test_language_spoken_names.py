"""Names a recogniser wrote in lower case are written as names before a turn is parsed, but for a
name acted on and a name after a call to the one spoken to. Sentences written for this file."""
from __future__ import annotations

from obsmem_ros.core.language.spoken_names import with_names_capitalised
from obsmem_ros.core.language.utterances import UtteranceReader


def test_known_names_get_their_capital_in_a_lower_case_turn() -> None:
    said = with_names_capitalised("ged reckons the shed roof is leaking again", ["ged", "bea"])
    assert said == "Ged reckons the shed roof is leaking again"
    said = with_names_capitalised("bea phoned she says the ferry is cancelled", ["bea"])
    assert said == "Bea phoned she says the ferry is cancelled"


def test_a_written_turn_is_left_as_it_was() -> None:
    said = with_names_capitalised("Well, ged reckons so.", ["ged"])
    assert said == "Well, ged reckons so."


def test_a_name_a_verb_or_preposition_acts_on_is_left_as_said() -> None:
    assert with_names_capitalised("you're driving bea to the station later", ["bea"]) == \
        "you're driving bea to the station later"
    assert with_names_capitalised("i got the cake for bea", ["bea"]) == "i got the cake for bea"


def test_a_name_after_a_call_to_the_one_spoken_to_is_left_as_said() -> None:
    assert with_names_capitalised("robot tariq said the bins go out today", ["tariq"], addressee="robot") == \
        "robot tariq said the bins go out today"
    assert with_names_capitalised("robo tariq said the bins go out today", ["tariq"], addressee="robot") == \
        "robo tariq said the bins go out today"
    assert with_names_capitalised("tariq said the bins go out today", ["tariq"], addressee="robot") == \
        "Tariq said the bins go out today"


def test_a_name_that_is_a_verb_or_function_word_stays_lower_case() -> None:
    said = with_names_capitalised("i will mark the bins", ["will", "mark"])
    assert said == "i will mark the bins"


def test_a_lower_case_name_is_read_as_the_one_whose_words_are_passed_on() -> None:
    reader = UtteranceReader()
    reading = reader.read("ged reckons the shed roof is leaking again", speaker="bea", now_ns=1,
                          addressee="robot", people=["ged", "bea"])
    assert [who for who, _words in reading.relayed] == ["ged"]


def test_a_name_memory_has_not_met_said_as_a_subject_gets_its_capital() -> None:
    """A word English does not know, said as a clause's subject with nothing before it in its
    phrase, is a name even before memory meets that person; English words, words of a variety of
    English and kin words are left as said."""
    assert with_names_capitalised("wendell rang he says the ferry is off", ["bea"]) == \
        "Wendell rang he says the ferry is off"
    assert with_names_capitalised("the ferry's off yous better get the bus", ["bea"]) == \
        "the ferry's off yous better get the bus"
    assert with_names_capitalised("nana says the ferry is off", ["bea"]) == "nana says the ferry is off"
    assert with_names_capitalised("the ferry rang he says it is off", ["bea"]) == "the ferry rang he says it is off"


def test_a_name_right_before_a_tensed_verb_of_saying_is_its_sayer() -> None:
    """A tag run on without its comma: the name the parse as heard took for what "by" takes, or for
    a noun compounded with the one before it, is the one who said it (session 38)."""
    said = with_names_capitalised("the bins go out by six tariq says", ["tariq"])
    assert said == "the bins go out by six Tariq says"
    said = with_names_capitalised("the ferry is off today marjory reckons so take the car", ["tariq"])
    assert said == "the ferry is off today Marjory reckons so take the car"
    assert with_names_capitalised("tram app says the tram's off", ["tariq"]) == "tram app says the tram's off"
    assert with_names_capitalised("the app says the bus is late", ["tariq"]) == "the app says the bus is late"
    assert with_names_capitalised("my nan says the bus is late", ["tariq"]) == "my nan says the bus is late"
    assert with_names_capitalised("tell tariq say hi", ["tariq"]) == "tell tariq say hi"

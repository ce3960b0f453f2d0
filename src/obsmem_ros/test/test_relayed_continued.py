"""Words passed on that run on past their verb of saying (issue 11, session 21): a clause said
after a passed-on one in its sentence is the same first speaker's ("Nonna says the van's
knocking, it needs new brakes"), unless the speaker turns to the one spoken to or speaks for
themselves; a clipped form of the word one person is called by ("Unc" for the one the robot calls
"Uncle") names that person. Sentences and ids are fresh ones, in no hand-written set."""
from __future__ import annotations

from obsmem_ros.core.language.person_mentions import resolve_person

from .factories import read_heard

PEOPLE = ("tavi", "nonna", "ferdi")


def reading(reader, words: str):
    return read_heard(reader, words, speaker="tavi", now_ns=0, people=PEOPLE)


def test_a_clause_after_words_passed_on_in_their_sentence_is_the_same_speakers(reader):
    said = reading(reader, "Nonna says the van is knocking again, it needs new brakes.")
    assert [who for who, _words in said.relayed] == ["nonna", "nonna"]
    assert "it needs new brakes" in said.relayed[-1][1]


def test_the_speakers_own_clause_or_a_turn_to_the_listener_is_not_passed_on(reader):
    for words in ("Nonna says the van is knocking again, I'll ring the garage.",
                  "Nonna says the van is knocking again, you should take the bus."):
        said = reading(reader, words)
        assert [who for who, _words in said.relayed] == ["nonna"], words


def test_a_clipped_form_of_what_one_person_is_called_names_them():
    kin = {("robot", "uncle"): "ferdi", ("tavi", "mama"): "rosa"}
    people = {"tavi", "ferdi", "rosa"}
    assert resolve_person("Unc", speaker="tavi", people=people, kin=kin) == "ferdi"


def test_a_word_heard_said_for_two_people_is_not_read_as_a_clipped_one():
    kin = {("tavi", "dad"): "ferdi", ("ferdi", "dad"): "gino", ("robot", "daddy"): "ferdi"}
    assert resolve_person("Dad", speaker="nonna", people={"tavi", "ferdi", "gino", "nonna"}, kin=kin) == ""


def test_a_name_before_a_lower_case_title_is_the_sayer(reader):
    said = reading(reader, "Rohan bhai says the gate latch is broken.")
    assert [who for who, _words in said.relayed] == ["rohan"]
    assert reading(reader, "Sunday papers say the bridge is closed.").relayed == ()  # no name before "papers"

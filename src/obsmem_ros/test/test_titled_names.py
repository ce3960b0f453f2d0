"""A title said before a known name ("Tata Kofi's in the shed") is what the speaker calls that
person (issue 11, session 34); a clause joined by "and" after words passed on, in a sentence the
speaker opened with their own words, is the speaker's again. Sentences and ids are fresh ones, in
no hand-written set."""
from __future__ import annotations

from obsmem_ros.core.language.titled_names import titled_kin

from .factories import read_heard

PEOPLE = {"ama", "kofi", "efua"}


def _titles(words: str, *, addressee: str = "robot", speaker: str = "ama"):
    return titled_kin(words, PEOPLE, speaker=speaker, addressee=addressee, robot_id="robot")


def test_a_kin_word_or_a_foreign_title_before_a_known_name_calls_that_person():
    assert _titles("Uncle Kofi's fixing the fence today.") == {"uncle": "kofi"}
    assert _titles("I think Tata Kofi left his hat here.") == {"tata": "kofi"}
    assert _titles("my nana efua says the bus is late") == {"nana": "efua"}


def test_no_title_is_read_from_a_call_another_possessive_or_an_english_word():
    assert _titles("Mum, Kofi's driving.") == {}  # a comma between: a call, then the name
    assert _titles("mum kofi's driving", addressee="efua") == {}  # may be a call to efua without its comma
    assert _titles("your uncle Kofi rang") == {}  # the addressee's uncle, not the speaker's
    assert _titles("Tall Kofi is here") == {}  # an English word, no title
    assert _titles("Robo Kofi is in the garden") == {}  # the robot called
    assert _titles("i'll tek kofi to the match") == {}  # a dialect's word in lower case: no title
    assert _titles("Our Kofi's home early") == {}  # a word of grammar
    assert _titles("Tata Ama will cook", speaker="ama") == {}  # her own name


def test_a_title_learnt_before_a_name_names_that_person_when_said_alone_later(reader):
    read_heard(reader, "Tata Kofi is in the garage with the drill.", speaker="ama", now_ns=0, people=PEOPLE)
    later = read_heard(reader, "Tata says the gate hinge is loose.", speaker="ama", now_ns=60, people=PEOPLE)
    assert [who for who, _words in later.relayed] == ["kofi"]


def test_an_and_clause_after_words_passed_on_mid_sentence_is_the_speakers_own(reader):
    said = read_heard(reader, "Efua's bought a new kettle, she says it arrives on Friday, and the old one's in the shed.",
                      speaker="ama", now_ns=0, people=PEOPLE)
    assert [who for who, _words in said.relayed] == ["efua"]
    shed = [c for c in said.claims if c.attribute == "location" and c.value.endswith("shed")]
    assert shed and all(c.origin == "" for c in shed)
    kept = read_heard(reader, "Kofi says the van is knocking again, and it needs new brakes.",
                      speaker="ama", now_ns=0, people=PEOPLE)
    assert [who for who, _words in kept.relayed] == ["kofi", "kofi"]  # no words of her own before it


def test_a_lower_case_name_english_also_has_is_the_one_who_believes(reader):
    said = read_heard(reader, "ruby reckons the river is too high for the boat today", speaker="ama", now_ns=0,
                      people=PEOPLE)
    assert [who for who, _words in said.relayed] == ["ruby"]
    assert read_heard(reader, "the forecast says the river is too high", speaker="ama", now_ns=0,
                      people=PEOPLE).relayed == ()

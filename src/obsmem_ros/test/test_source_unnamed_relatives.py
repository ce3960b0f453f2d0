"""Source questions about words passed on from a relative memory cannot name: the sayer read
whatever its letters ("robo nonna says ...", "Ah ma say ..."), then read as someone heard saying
the same earlier that half day, or as the one who confirms the words at once; and "here" in what
was said read as the room its speaker was in."""
from __future__ import annotations

import pytest

from .factories import heard, read_heard, remembered, sighting

PEOPLE = ("marta", "olek", "zofia")
DAY = "2026-05-19T"


def origins(reader, words: str):
    return [who for who, _words in read_heard(reader, words, speaker="olek", now_ns=0, people=PEOPLE).relayed]


def test_a_kin_word_after_a_call_to_the_robot_is_the_sayer(reader):
    assert origins(reader, "robo nonna says the gutter is overflowing onto the path") == ["nonna"]
    assert origins(reader, "robot marta said the gutter is overflowing") == ["marta"]


def test_a_kin_word_of_two_words_in_lower_case_is_the_sayer(reader):
    assert origins(reader, "Robot, Ah ma say the shuttle bus not coming today.") == ["ah ma"]
    assert origins(reader, "robo ah ma says the shuttle bus is late again") == ["ah ma"]


def test_a_thing_before_a_verb_of_saying_is_still_no_sayer(reader):
    assert origins(reader, "robo the radio says the bridge is closed") == []


@pytest.fixture()
def before_memory(tmp_path):
    events = [
        heard("b1", f"{DAY}07:40:00Z", "olek", "I'm off to the allotment after breakfast."),
        heard("b2", f"{DAY}08:00:00Z", "zofia", "The tortoise hutch roof is leaking onto the hay again.",
              addressee="olek"),
        heard("b3", f"{DAY}08:30:00Z", "marta", "Granny says the hutch roof leaks onto the hay, can you look?"),
    ]
    yield from remembered(events, tmp_path / "before.db")


def test_an_unknown_relative_passed_on_is_the_one_heard_saying_the_same_before(before_memory):
    """Nobody is heard called "Granny"; zofia said the same words of substance that morning, though
    not to the relayer."""
    answer = before_memory.ask("Who said the hutch roof leaks onto the hay?")
    assert answer.value == "zofia"


@pytest.fixture()
def confirmed_memory(tmp_path):
    events = [
        heard("c1", f"{DAY}18:00:00Z", "olek", "Grandpa says the fence panel blew down in the night."),
        heard("c2", f"{DAY}18:01:00Z", "marta", "Yes, by the compost heap, the posts are rotten."),
        heard("c3", f"{DAY}18:30:00Z", "zofia", "Dinner in ten minutes."),
    ]
    yield from remembered(events, tmp_path / "confirmed.db")


def test_an_unknown_relative_passed_on_is_the_one_who_confirms_the_words_at_once(confirmed_memory):
    answer = confirmed_memory.ask("Who said the fence panel blew down?")
    assert answer.value == "marta"


@pytest.fixture()
def here_memory(tmp_path):
    events = [
        sighting("s1", f"{DAY}10:00:00Z", "mower_1", "shed", [("name", "lawn mower")]),
        heard("h1", f"{DAY}10:05:00Z", "olek", "marta thinks there's a wasp nest up here behind the mower",
              location="shed"),
        heard("h2", f"{DAY}10:20:00Z", "zofia", "The kettle's on if anyone wants tea.", location="kitchen"),
    ]
    yield from remembered(events, tmp_path / "here.db")


def test_here_in_what_was_said_is_the_room_its_speaker_was_in(here_memory):
    answer = here_memory.ask("Who thinks there's a wasp nest in the shed?")
    assert answer.value == "marta"


@pytest.fixture()
def named_memory(tmp_path):
    events = [
        heard("n1", f"{DAY}08:00:00Z", "zofia", "The hutch roof is leaking onto the hay again.", addressee="olek"),
        heard("n2", f"{DAY}08:30:00Z", "marta", "Kasia says the hutch roof leaks onto the hay."),
    ]
    yield from remembered(events, tmp_path / "named.db")


def test_a_name_memory_has_not_met_stays_the_sayer(named_memory):
    """"Kasia" is a name, not a relation: someone memory has not met yet, not zofia."""
    assert named_memory.ask("Who said the hutch roof leaks onto the hay?").value == "kasia"

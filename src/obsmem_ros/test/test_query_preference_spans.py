"""What a stated preference says, read for a question: its polarity from a negation particle
however a variety spells it ("I no eat pork"), its value as the phrase said, whole, without the
alternative set against it, and a question offering two alternatives answered by the one not
disliked. Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from .factories import H, T0, remembered, said

AT = T0 + 20 * H  # after everything was said


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "rafa", "Me, I no eat pork, never did."),
        said(2, "kemi", "And robot, I doh drink the milk straight from the carton, you hear?"),
        said(3, "odette", "For Sunday lunch, no fuss. Only the lemon tart, not the apple one."),
        said(4, "hana", "When the cousins come, I sit on da porch by da lamp."),
        said(5, "ravi", "Mum, I doh like noodles, they too greasy."),
        said(6, "lena", "I want the chutney in a glass jar, so it keeps."),
        said(7, "bruno", "Me, I like my cocoa thick like pudding."),
        said(8, "yusuf", "When I'm revising I want mint tea, strong, no honey."),
        said(9, "tilly", "I can't stand coriander, honestly."),
        said(10, "gus", "Olives? Not a fan, me."),
        said(11, "gus", "I'm not a fan of anchovies either."),
    ], tmp_path_factory.mktemp("home") / "home.db")


@pytest.mark.parametrize("question", ["Does Rafa eat pork?", "Does Kemi drink the milk straight from the carton?",
                                      "Does Tilly like coriander?", "Does Gus like anchovies?"])
def test_a_negation_particle_before_the_verb_answers_no(memory, question):
    assert memory.ask(question, at_ns=AT).value == "no"


def test_the_value_stops_before_a_contrasted_alternative(memory):
    got = memory.ask("What kind of tart does Odette want for Sunday lunch?", at_ns=AT)
    assert got.value.removeprefix("the ") == "lemon tart"


def test_an_article_as_a_variety_spells_it_is_no_value(memory):
    got = memory.ask("Where does Hana like to sit when the cousins come?", at_ns=AT)
    assert "porch" in got.value


def test_of_two_alternatives_the_one_not_disliked_is_chosen(memory):
    assert memory.ask("Ravi want rice or noodles in his lunchbox?", at_ns=AT).value == "rice"


def test_the_place_a_thing_is_wanted_in_is_the_whole_phrase(memory):
    assert memory.ask("How does Lena want the chutney packed?", at_ns=AT).value == "in a glass jar"


def test_the_asked_thing_owned_by_the_speaker_is_no_value(memory):
    assert memory.ask("How does Bruno take his cocoa?", at_ns=AT).value == "thick"


def test_a_kind_asked_is_answered_with_its_noun(memory):
    assert memory.ask("When Yusuf is revising what kind of tea does he want?", at_ns=AT).value == "mint tea"


def test_a_preposition_the_question_strands_is_not_in_the_value(memory):
    assert memory.ask("What does Lena want the chutney in?", at_ns=AT).value == "a glass jar"

"""How a stated preference's phrase is read: a "no" refuses the words compounded with its noun
however the parse hangs it ("no sugar ya", "I no dey eat pork"); "the red or the green one" offers
two alternatives, and of two named the one a verb of liking takes is chosen; a kin title said
before a name memory never heard ("Auntie Lagos") is the kin word's person; a name compounded
with a common noun stays with it ("Dundee cake"). Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.alternatives import offered, told_apart
from obsmem_ros.core.query.retrieval.denials import refused_words
from obsmem_ros.core.query.retrieval.said_clauses import whether
from obsmem_ros.core.query.retrieval.value_shapes import affirmed_alternative, liked_words

from .factories import H, T0, remembered, said


def test_a_no_refuses_the_noun_its_parse_hangs_it_on_and_the_words_compounded_before():
    assert "sugar" in refused_words("Make it black, no sugar ya.")
    assert {"eat", "pork"} <= refused_words("Me, I no dey eat pork, chicken is fine.")
    assert refused_words("Two rolls, no butter, and no more cheese for him.") == {"butter", "cheese"}


def test_a_verb_refused_with_no_answers_its_yes_or_no_question():
    assert whether("Does he eat pork?", "Me, I no dey eat pork, chicken is fine.") == "no"
    assert whether("does she take sugar in her coffee", "My coffee with condensed milk, no sugar ya.") == "no"


def test_an_alternative_said_with_one_is_offered():
    question = "Which scarf does she want, the red or the green one?"
    assert offered(question) == ("the red", "the green one")
    assert told_apart(question) == ["red", "green one"]


def test_of_two_alternatives_named_the_one_a_liking_verb_takes_is_chosen():
    question = "Which scarf does she want, the red or the green one?"
    assert "green" in liked_words("She wants the green one, the red one is too plain.")
    assert affirmed_alternative(question, "She wants the green one, the red one is too plain.") == "green one"
    assert affirmed_alternative(question, "She doesn't want the green one, the red one is too plain.") == "red"  # denied


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "folake", "Robot, when you make my coffee, na Nescafe with condensed milk, no sugar."),
        said(2, "bimpe", "I'm off to work, see you later."),
        said(3, "bimpe", "i'd rather a bit of Dundee cake than scones if anyone asks"),
    ], tmp_path_factory.mktemp("home") / "home.db")


def test_a_kin_title_before_a_name_no_one_is_called_reads_every_speakers_kept_liking(memory):
    answer = memory.ask("What kind of coffee does Auntie Lagos drink?", at_ns=T0 + 6 * H)
    assert str(answer.value).lower() == "nescafe", answer.answer


def test_a_no_said_in_the_turn_answers_whether_she_takes_it(memory):
    answer = memory.ask("Does Folake take sugar in her coffee?", at_ns=T0 + 6 * H)
    assert answer.value == "no", answer.answer


def test_a_name_compounded_with_a_common_noun_is_said_with_it(memory):
    answer = memory.ask("what would bimpe rather than scones", at_ns=T0 + 6 * H)
    assert str(answer.value).lower() == "dundee cake", answer.answer

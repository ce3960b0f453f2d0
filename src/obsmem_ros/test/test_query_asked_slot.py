"""A preference's value is the phrase of the sentence that fills the slot the question asks about:
the noun its wh-phrase names (with what tells it apart, not a denied one), else what its verb takes;
a time asked by how late or how early is a clock. Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.asked_slot import asked_part, slot_value
from obsmem_ros.core.query.retrieval.said_numbers import said_clock

from .factories import H, T0, remembered, said


@pytest.mark.parametrize("question, sentence, value", [
    # the asked head, told apart by its modifier, the denied one skipped
    ("What jam does Morag put on her scones?", "my scones get strawberry jam, never the apricot.", "strawberry jam"),
    ("Which curry is Tomasz ordering?", "i'm not getting the hot curry love, i'll get the mild curry tonight.",
     "mild curry"),
    ("Which sari is Leela wearing to the wedding?", "I'm wearing the blue silk sari to the wedding.",
     "blue silk sari"),
    # no head of its own: what the asked verb takes, past pronouns and the question's own nouns
    ("What does Ossie have for lunch on a Friday?", "fridays i have me pasty with beans at lunch.", "pasty"),
    ("What does Gran drink at bedtime?", "At bedtime I drink a mug of horlicks.", "horlicks"),
    # an amount's "of" takes its object however many words tell it apart
    ("What cheese does Pete want with his supper?", "i want a wedge of the crumbly stilton with me supper.",
     "crumbly stilton"),
    # a phrase said first that a demonstrative subject points back to: "that" is the asked noun
    ("What cider does Lou like?", "thatchers gold, that is the only decent cider for miles.", "thatchers gold"),
    ("What beer does Lou drink?", "black sheep, that is the only real beer for miles.", "black sheep"),
    ("What beer does Lou drink?", "I like the real beer, that is the only one.", "real beer"),  # nothing fronted
    # nouns joined by "and" are one thing had together; "or" offers a choice
    ("What does Ossie pack for his lunch on a Monday?", "on a monday I pack cheese and crackers for work.",
     "cheese and crackers"),
    ("What does Ossie pack for his lunch?", "I pack a ham or a cheese roll, whatever's in.", "ham"),
    # the asked head in a clause that sets a condition: the verb's object in the main clause
    ("What film does Bea want on tonight?", "if they're showing a film later i only want grease.", "grease"),
    # nothing to fill the slot with
    ("Which curry is Tomasz ordering?", "I'll have the curry.", ""),  # said bare, nothing told apart
    ("Which channel does Ruth watch?", "I always watch the film channel.", ""),  # a property: its modifier alone
    ("What does Ossie have for lunch?", "I never have lunch at home.", ""),
    ("What does Anya want for breakfast?", "saturday i want dosa with the coconut chutney ok.", "dosa"),
    ("What does Ossie like on Saturdays?", "On Saturdays I like it a bit warmer in the kitchen.", ""),  # no object of its own
])
def test_the_phrase_filling_the_asked_slot(question, sentence, value):
    assert slot_value(question, sentence) == value


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "morag", "and my scones get strawberry jam, never the apricot, tell Iain if he's bakin."),
        said(2, "ossie", "right on a friday i have me pasty with beans, never a sandwich, it's too dry."),
        said(3, "nell", "On Sundays I like it a bit cooler in the lounge, nineteen or so."),
        said(4, "bea", "i only like the lemon sherbets robot not the mint ones the mint ones burn."),
        said(5, "kit", "and i need a flask nan i only like cocoa in my flask no tea tea's bitter."),
    ], tmp_path_factory.mktemp("home") / "home.db")


def test_the_asked_head_is_the_value_not_another_noun(memory):
    answer = memory.ask("What jam does Morag put on her scones?", at_ns=T0 + 9 * H)
    assert str(answer.value).lower().replace("_", " ") == "strawberry jam", answer.answer


def test_what_the_asked_verb_takes_is_the_value(memory):
    answer = memory.ask("What does Ossie have on a Friday?", at_ns=T0 + 9 * H)
    assert str(answer.value).lower() == "pasty", answer.answer


def test_the_robot_called_by_name_is_no_value(memory):
    answer = memory.ask("what flavour sherbets does bea like", at_ns=T0 + 9 * H)
    assert "robot" not in str(answer.value).lower(), answer.answer


def test_a_kin_word_called_is_no_value(memory):
    answer = memory.ask("what does kit like in her flask", at_ns=T0 + 9 * H)
    assert str(answer.value).lower() == "cocoa", answer.answer


def test_a_number_asked_is_left_to_the_numbers_said(memory):
    answer = memory.ask("What temperature does Nell like on Sundays?", at_ns=T0 + 9 * H)
    assert str(answer.value) == "19", answer.answer


@pytest.mark.parametrize("sentence, clock", [
    ("I'm on nights this week, so nobody rings me before two.", "14:00"),
    ("After a late shift I sleep till one, so keep the telly down.", "13:00"),
    ("The shop opens after nine on a Sunday morning.", "09:00"),
])
def test_a_bound_said_before_or_after_an_hour_is_a_clock(sentence, clock):
    assert said_clock(sentence) == clock


@pytest.mark.parametrize("sentence, part", [
    ("Weekdays the heating's on at six, but on Sundays we leave it till eight.", "on Sundays we leave it till eight."),
    ("On Sundays we leave it till eight.", "On Sundays we leave it till eight."),  # one part: the whole
])
def test_the_part_set_against_another_that_the_question_asks_of(sentence, part):
    assert asked_part(sentence, {"sunday", "leave"}) == part

"""A person said first as the question's topic ("Ines: tea or cocoa, which does she go for?") is
written where the pronoun for them stands; their thing said first ("Ines's cup, which one ...")
is the kind "which one" asks for. Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.fronted_people import with_person_written

NAMES = frozenset({"ines", "olek", "nan"})


@pytest.mark.parametrize("question, written", [
    ("Ines: tea or cocoa, which does she go for?", "Tea or cocoa, which does Ines go for?"),
    ("Olek's flask, which one does he take fishing?", "Which flask does Olek take fishing?"),
    ("Nan, what does her dog eat?", "What does Nan's dog eat?"),
    ("Olek, does he still swim on Sundays?", "Does Olek still swim on Sundays?"),
])
def test_a_fronted_person_is_written_where_the_pronoun_stands(question, written):
    assert with_person_written(question, NAMES) == written


@pytest.mark.parametrize("question", [
    "The green flask, whose is it?",              # a thing said first: a lead-in's
    "Zofia: tea or cocoa, which does she want?",  # nobody memory knows
    "Ines, where is the remote?",                  # no pronoun takes her up
    "Olek's flask, where is it?",                  # no "which one" for the thing
])
def test_a_question_without_a_known_fronted_person_is_left_as_it_is(question):
    assert with_person_written(question, NAMES) == question

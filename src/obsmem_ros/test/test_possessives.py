"""Possessives typed without their apostrophe, read as a person's ("where was nanas kindle")."""
from __future__ import annotations

from obsmem_ros.core.query.possessives import person_words, with_apostrophes

NAMES = person_words({"tomasz", "ines"}, {("ola", "babcia"): "ines"})


def test_a_persons_name_with_an_s_before_a_noun_is_their_possessive():
    assert with_apostrophes("where was tomaszs bike at six", NAMES) == "where was tomasz's bike at six"
    assert with_apostrophes("is babcias radio still on?", NAMES) == "is babcia's radio still on?"
    assert with_apostrophes("where did nanas kindle go", NAMES) == "where did nana's kindle go"  # a kin word


def test_words_that_name_nobody_or_stand_before_a_verb_stay_as_typed():
    assert with_apostrophes("where are the kids shoes?", NAMES) == "where are the kids shoes?"
    assert with_apostrophes("Grans said the kettle is broken", NAMES) == "Grans said the kettle is broken"

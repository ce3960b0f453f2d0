"""Which things count as choices of the kind a habit question asks for (`observed_habits.of_kind`)."""
from __future__ import annotations

from obsmem_ros.core.query.retrieval.observed_habits import of_kind


def test_a_compound_word_is_of_the_kind_it_ends_in():
    assert of_kind({"newspaper", "the", "herald"}, {"paper"})
    assert of_kind({"teacup"}, {"cup"})


def test_a_shared_word_is_of_the_kind_and_an_unrelated_one_is_not():
    assert of_kind({"blue", "mug"}, {"mug", "cup"})
    assert not of_kind({"tumbler"}, {"mug", "cup"})
    assert not of_kind({"papers"}, {"paper"})


def test_a_kind_too_short_to_be_a_head_matches_only_whole():
    assert not of_kind({"tv"}, {"v"}) and of_kind({"tv"}, {"tv"})

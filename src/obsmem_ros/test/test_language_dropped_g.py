"""Participles typed with their g dropped and no apostrophe are read with it (`language.dropped_g`).

Sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.dropped_g import g_restored
from obsmem_ros.core.language.syntax import normalise


@pytest.mark.parametrize("said, read", [
    ("whos fetchin the twins from swimming", "whos fetching the twins from swimming"),
    ("im cookin tonight so nobody touch the oven", "im cooking tonight so nobody touch the oven"),
    ("we're leavin first thing in the mornin", "we're leaving first thing in the morning"),
    ("she's takin the bus to her nan's", "she's taking the bus to her nan's"),  # "takin" is a noun, but after "be"
])
def test_a_dropped_g_is_read_back(said, read):
    assert g_restored(said) == read


@pytest.mark.parametrize("said", [
    "a robin was on the bird table again",  # English words stay as they are
    "ask Devin if the cabin key is back",  # a name inside a sentence, a noun
    "the takin at the zoo looked fed up",  # a noun where no "be" makes it a participle
])
def test_words_and_names_stay(said):
    assert g_restored(said) == said


def test_the_parser_reads_the_restored_words():
    assert normalise("who's bringin the cake round") == "who's bringing the cake round"


@pytest.mark.parametrize("verb, read", [
    ("takin", "taking"),  # a noun as a word, a participle as a verb
    ("fetchin", "fetching"),
    ("spin", "spin"),  # no English "-ing" form without the g it keeps
    ("fetch", "fetch"),
])
def test_a_verb_is_read_as_its_participle(verb, read):
    from obsmem_ros.core.language.dropped_g import verb_g_restored

    assert verb_g_restored(verb) == read

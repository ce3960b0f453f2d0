"""A noun's contracted "is" before a determiner is written out for the parser ("Jazz's my
station"), everything else left as said. Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.contractions import copula_written_out
from obsmem_ros.core.language.syntax import analyse, normalise


@pytest.mark.parametrize("said, written", [
    ("Jazz's my station.", "Jazz is my station."),
    ("Grandpa's the one who locks up.", "Grandpa is the one who locks up."),
    ("Well, Priya's a night owl.", "Well, Priya is a night owl."),
])
def test_a_nouns_is_before_a_determiner_is_written_out(said, written):
    assert copula_written_out(said) == written


@pytest.mark.parametrize("said", [
    "Priya's scarf is on the hook.",       # a possessive before a noun
    "We ate at Nan's the other night.",    # a place named by its owner, after a preposition
    "It's the red one.",                   # a pronoun the tagger reads
    "Where's the torch?",                  # a wh-word the tagger reads
    "Let's the two of us go.",
])
def test_other_apostrophes_are_left_as_said(said):
    assert copula_written_out(said) == said


def test_the_parser_then_reads_the_copula():
    doc = analyse(normalise("Jazz's my station."))
    root = next(iter(doc.sents)).root
    assert root.lemma_ == "be" and any(c.dep_ == "attr" and c.lower_ == "station" for c in root.children)

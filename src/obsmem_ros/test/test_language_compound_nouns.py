"""Compound nouns whose head the tagger takes for a verb ("the lawn chairs", "the dog leads", "my
prayer beads not in ...") or splits into two objects ("the new wiper blades") read as one thing:
the parse without the modifier settles the head's part of speech, and the claim names the whole
compound. Real verbs after a subject stay verbs. Only heard speech is so read (`PARSES`); questions
keep the plain parse. Sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.language.clauses import PARSES
from obsmem_ros.core.language.syntax import normalise
from obsmem_ros.core.language.utterance_syntax import thing_words

from .factories import told as read


@pytest.fixture()
def reader():
    return UtteranceReader(robot_id="robot")


def _tag(text: str, word: str) -> str:
    return next(t.tag_ for t in PARSES.doc(normalise(text)) if t.text == word)


def _claims(reader, words):
    return {(c.entity, c.value, c.negated) for c in read(reader, words).claims if c.attribute == "location"}


@pytest.mark.parametrize("text, word", [("We carried the patio chairs up to the attic.", "chairs"),
                                        ("Nell put the bike locks in the hall cupboard", "locks"),
                                        ("I think I left my sewing set in the van.", "set"),
                                        ("He dropped the red dog bowls by the sink.", "bowls")])
def test_a_compound_head_tagged_as_a_verb_is_a_noun(text, word):
    assert _tag(text, word) in ("NN", "NNS")


@pytest.mark.parametrize("text, word", [("The puppy chews on everything in the hall.", "chews"),
                                        ("My cousin drives the van to work.", "drives"),
                                        ("Her dad says the bins go out tonight.", "says"),
                                        ("Where's the torch gone?", "gone")])
def test_a_verb_after_its_subject_stays_a_verb(text, word):
    assert _tag(text, word).startswith("VB")


def test_a_placing_names_the_compound_not_its_modifier(reader):
    assert ("patio_chairs", "attic", False) in _claims(reader, "We carried the patio chairs up to the attic.")
    assert ("bike_locks", "hall_cupboard", False) in _claims(reader, "Nell put the bike locks in the hall cupboard")


def test_a_compound_said_with_a_bare_not_is_denied_there(reader):
    assert ("hearing_aids", "car", True) in _claims(reader, "Gran's hearing aids not in the car, I looked.")


def test_a_compound_read_as_two_objects_is_one_thing(reader):
    assert ("wiper_blades", "van", False) in _claims(reader, "I put the new wiper blades on the van.")


@pytest.mark.parametrize("text, named", [("and the cake gets strawberry jam", "strawberry jam"),
                                         ("bring dad toast", "toast")])  # a kin word is a recipient
def test_a_bare_noun_read_as_a_recipient_is_part_of_the_objects_name(text, named):
    obj = next(t for t in PARSES.doc(normalise(text)) if t.dep_ == "dobj")
    assert thing_words(obj)[0] == named

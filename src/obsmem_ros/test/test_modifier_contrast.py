"""A phrase and a thing of one kind that each say which one they are, far apart in meaning, name
two things (`language.modifier_contrast`): a said phrase does not link to the seen one. Every phrase here was written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import Lexicon
from obsmem_ros.core.language.closeness import closeness
from obsmem_ros.core.language.linking import resolve_said
from obsmem_ros.core.language.modifier_contrast import contrasting
from obsmem_ros.errors import ConfigError

NEAR = {("library", "passport"): 0.2, ("school", "passport"): 0.2, ("bus", "travel"): 0.6}


def near(a: str, b: str) -> float:
    return NEAR.get((a, b), 0.0)


@pytest.mark.parametrize("phrase, name, expected", [
    ("the library card", "Oona's passport card", True),    # each says which card, far apart
    ("the school card", "passport card", True),
    ("the bus pass", "travel pass", False),                   # near in meaning: one description said otherwise
    ("the card", "Oona's passport card", False),             # the phrase says no more than the kind
    ("Oona's card", "passport card", False),
    ("the passport card", "Oona's passport card", False),   # the owner is no contrast
    ("the library card", "card", False),                     # the thing says nothing of which one
    ("the zebra card", "passport card", False),              # no closeness known: no evidence
])
def test_modifiers_of_their_own_far_apart_in_meaning_contrast(phrase, name, expected):
    assert contrasting(phrase, name, near) is expected


def _encoder_here() -> bool:
    try:
        return closeness("couch", "sofa") != 0.0
    except ConfigError:
        return False


needs_encoder = pytest.mark.skipif(not _encoder_here(), reason="no sentence encoder here")
DRAWER = Lexicon.from_entities([{"id": "towel_1", "name": "Oona's beach towel", "category": "towel"},
                                {"id": "lock_1", "name": "door lock", "category": "lock"},
                                {"id": "shears_1", "name": "garden shears", "category": "shears"}])


@needs_encoder
@pytest.mark.parametrize("phrase, entity", [
    ("the dog towel", ""),              # another towel, heard of
    ("the bike lock", ""),
    ("the towel", "towel_1"),           # the one towel memory knows
    ("the hedge shears", "shears_1"),   # the same shears said otherwise
])
def test_a_head_noun_link_needs_no_contrasting_modifiers(phrase, entity):
    assert resolve_said(phrase, DRAWER).entity == entity


"""The hedge words the readers of a doubted saying share (`language.hedge_words`): one set per part
of speech, their union, and the syntax helpers reading the same sets."""
from __future__ import annotations

from obsmem_ros.core.language import utterance_syntax as sx
from obsmem_ros.core.language.hedge_words import (CLAIM_DOUBT_STEMS, DOUBT_WORDS, HEDGE_ADVERBS, HEDGE_MODALS,
                                                  HEDGE_NOUNS, HEDGE_VERBS, HEDGES)
from obsmem_ros.core.language.syntax import analyse


def test_the_hedges_are_one_union():
    assert HEDGES == HEDGE_VERBS | HEDGE_NOUNS | HEDGE_ADVERBS | HEDGE_MODALS
    assert sx.HEDGE_VERBS is HEDGE_VERBS and sx.HEDGE_MODALS is HEDGE_MODALS


def test_a_clause_under_a_verb_of_opinion_is_hedged():
    doc = analyse("I reckon Priya left the umbrella in the porch.")
    left = next(t for t in doc if t.lower_ == "left")
    assert sx.hedge(left)


def test_the_doubt_words_are_hedges_but_ability_and_duty():
    assert DOUBT_WORDS - {"thought"} <= HEDGES
    assert not DOUBT_WORDS & {"could", "must"}
    assert CLAIM_DOUBT_STEMS - {"sure", "thought"} <= HEDGES

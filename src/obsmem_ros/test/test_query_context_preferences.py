"""Preferences said as a fragment of one's own ("Mustard on the hot dog, nothing else.") and
sentences that leave their topic to the talk just before them ("Crackers for lunch." - "Cheese
on mine, please."), linked by meaning read in that context (sentences written for this file)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.fragments import is_fragment

from .factories import H, T0, remembered, said

MIN = H // 60


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        said(1, "priya", "Mustard on the hot dog, nothing else. Ketchup's for kids."),
        said(2, "omar", "Crackers for the picnic. Hummus for the little ones, olives for Grandad.",
             time_ns=T0 + 3 * H),
        said(3, "tariq", "Smoked cheese on mine, mate.", time_ns=T0 + 3 * H + 2 * MIN),
        said(4, "tariq", "The bus leaves at four.", time_ns=T0 + 5 * H),
    ])


def test_a_fragment_of_ones_own_naming_the_thing_states_the_choice(memory):
    got = memory.ask("What does Priya want on her hot dog?", at_ns=T0 + 10 * H)
    assert got.known and "mustard" in got.value.lower()


def test_a_sentence_leaving_its_topic_unsaid_is_read_after_the_talk_before_it(memory):
    got = memory.ask("How does Tariq like his crackers?", at_ns=T0 + 10 * H)
    assert got.known and "cheese" in got.value.lower()


def test_a_clause_with_a_contracted_is_is_no_fragment():
    assert not is_fragment("The kettle's on the stove.")
    assert is_fragment("Oat milk in mine.") and is_fragment("Saturday's roast beef.")


def test_a_fragment_naming_only_the_asked_thing_chooses_nothing():
    from obsmem_ros.core.query.retrieval.said_clauses import meanings
    from obsmem_ros.core.query.retrieval.stated import _chosen_in_fragment
    asked = meanings({"hot", "chips"})
    assert not _chosen_in_fragment("Hot chips.", {"hot", "chips"}, asked)
    assert _chosen_in_fragment("Vinegar on the hot chips.", {"vinegar", "on", "the", "hot", "chips"}, asked)


def test_a_fragment_after_a_denial_is_what_is_had_instead():
    from obsmem_ros.core.query.retrieval.fragments import contrasted
    assert contrasted("After lunch I don't drink coffee.", "Mint tea, no honey.") == "Mint tea, no honey."
    assert contrasted("After lunch I drink coffee.", "Mint tea, no honey.") == ""
    assert contrasted("I like the blue one.", "Only the blue one.") == "Only the blue one."


def test_a_fragment_naming_its_thing_only_by_ones_chooses_nothing():
    from obsmem_ros.core.query.retrieval.said_clauses import meanings
    from obsmem_ros.core.query.retrieval.stated import _chosen_in_fragment
    assert not _chosen_in_fragment("The big round ones.", {"the", "big", "round", "ones"}, meanings({"mug"}))


def test_a_fragment_asked_as_a_question_chooses_nothing():
    from obsmem_ros.core.query.retrieval.said_clauses import meanings
    from obsmem_ros.core.query.retrieval.stated import _chosen_in_fragment
    known = meanings({"cup"})
    assert not _chosen_in_fragment("The green cup?", {"the", "green", "cup"}, known)
    assert _chosen_in_fragment("Green tea in the cup.", {"green", "tea", "in", "the", "cup"}, known)

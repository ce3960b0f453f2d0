"""How someone has a thing, said before a clause pointing back to it in one breath ("..., that's
how I like it"); and which of the alternatives a question offers a comparison chooses ("better
than", "over"). Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.alternatives import alternative_of, offered
from obsmem_ros.core.query.retrieval.fragments import pointed_apart
from obsmem_ros.core.query.retrieval.manner_pointers import points_to_manner
from obsmem_ros.core.query.retrieval.value_shapes import affirmed_alternative, compared_against

from .factories import H, T0, remembered, said


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "tane", "Plenty of brown sugar on the porridge, that's the only way I'll eat it."),
        said(2, "hemi", "Make me a hot chocolate. Extra froth, no cream, you know how I have it."),
        said(3, "aroha", "Honestly I like the plum jam way better than the apricot one."),
    ], tmp_path_factory.mktemp("home") / "home.db")


@pytest.mark.parametrize("question, value", [
    ("How does Tane like his porridge?", "plenty of brown sugar"),
    ("How does Hemi have his hot chocolate?", "extra froth, no cream"),
    ("Which jam does Aroha like, the apricot or the plum?", "plum"),
])
def test_a_manner_or_a_choice_said_in_passing_answers(memory, question, value):
    got = memory.ask(question, at_ns=T0 + 10 * H)
    assert (got.value or "").lower() == value


def test_a_clause_pointing_back_to_a_manner_is_told_from_one_pointing_to_a_thing():
    assert points_to_manner("that's how I likes 'em.") and points_to_manner("that's the only way she'll drink it")
    assert not points_to_manner("I like it.") and not points_to_manner("you know how it is")


def test_a_manner_said_before_its_pointer_in_one_sentence_is_read_as_a_fragment():
    assert pointed_apart("Two sugars, nice and milky, that's how I take it.") == [
        "Two sugars, nice and milky.", "that's how I take it."]
    assert pointed_apart("I put the kettle on, that's how I like it.") == ["I put the kettle on, that's how I like it."]
    assert pointed_apart("Two sugars please.") == ["Two sugars please."]


def test_what_a_comparison_sets_the_liked_thing_against_is_not_chosen():
    assert "turnip" in compared_against("I like the pumpkin soup far more than turnip.")
    assert "decaf" in compared_against("I prefer the strong one over the decaf.")
    question = "Does Ana want pumpkin soup or turnip soup?"
    assert affirmed_alternative(question, "I like the pumpkin soup far more than turnip.") == "pumpkin"


def test_the_last_alternative_keeps_the_nouns_and_joins_to_it():
    assert offered("Which does Rua want, pie or bangers and mash?") == ("pie", "bangers and mash")


def test_a_recorded_value_links_to_the_alternative_its_words_tell_apart():
    question = "Does Nikau want the red blanket or the grey blanket?"
    assert alternative_of(question, "not that scratchy old red thing") == "grey blanket"

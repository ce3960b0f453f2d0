"""British and American spellings of one word link to the same thing ("the pill organiser" is the
"pill organizer" seen, "theater tickets" the "theatre tickets"), and never make two different
things one. Fresh phrases, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.linking import Lexicon, link, resolve_said
from obsmem_ros.core.letters import spelling_key
from obsmem_ros.core.views.commitment_view import content_words


@pytest.mark.parametrize("british, american", [("organiser", "organizer"), ("colour", "color"),
                                               ("favourite", "favorite"), ("centre", "center"),
                                               ("litres", "liters"), ("catalogue", "catalog")])
def test_both_spellings_share_one_key(british, american):
    assert spelling_key(british) == spelling_key(american)


@pytest.mark.parametrize("word", ["hour", "four", "flour", "fire", "acre", "tyre", "store", "rise"])
def test_words_that_only_look_alike_keep_their_spelling(word):
    assert spelling_key(word) == word


@pytest.fixture(scope="module")
def lexicon():
    return Lexicon.from_entities([{"id": "tray_1", "name": "vitamin organizer", "category": "tray"},
                                  {"id": "dish_1", "name": "soap dish", "category": "dish"},
                                  {"id": "card_1", "name": "theatre vouchers", "category": "vouchers"},
                                  {"id": "chart_1", "name": "color chart", "category": "chart"}])


@pytest.mark.parametrize("said, entity", [("the vitamin organisers", "tray_1"), ("organiser", "tray_1"),
                                          ("theater vouchers", "card_1"), ("colour chart", "chart_1")])
def test_a_thing_said_in_the_other_spelling_links_to_it(lexicon, said, entity):
    assert resolve_said(said, lexicon).entity == entity


def test_another_spelling_never_links_a_different_thing(lexicon):
    assert link("flour sieve", lexicon, head="sieve")[1] == ""


def test_promises_match_whatever_the_spelling():
    assert content_words("Please organise the colour pencils") == content_words("please organize the color pencils")

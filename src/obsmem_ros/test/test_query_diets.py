"""A diet said ("I'm vegetarian now", "she's vegan") answers whether someone eats a kind of food it
rules out (sentences written for this file)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.diets import ruled_out
from obsmem_ros.core.query.retrieval.said_clauses import whether

from .factories import H, T0, remembered, said


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        said(1, "ana", "Oh, and I'm veggie these days."),
        said(2, "ana", "The parcel goes to the post office."),
        said(3, "bo", "I love a good steak on Fridays."),
    ])


def test_a_diet_said_alone_answers_a_question_on_a_kind_it_rules_out(memory):
    got = memory.ask("Does Ana eat meat?", at_ns=T0 + 10 * H)
    assert (got.known, got.value) == (True, "no")


def test_whether_reads_a_diet_as_denying_only_what_it_rules_out():
    assert whether("Does Kim eat fish?", "Kim's been vegan for years.") == "no"
    assert whether("Does Kim eat rice?", "Kim's been vegan for years, rice is fine.") == "yes"
    assert ruled_out({"i'm", "pescatarian"}) == {"meat"} and ruled_out({"hungry"}) == set()

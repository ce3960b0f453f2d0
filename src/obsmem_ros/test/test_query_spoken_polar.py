"""Yes/no preference questions in spoken forms: the auxiliary dropped, a topic fronted before "does"."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.said_clauses import asks_yes_no, whether


@pytest.mark.parametrize("question, polar", [
    ("Kev want mustard on his burger?", True),
    ("Auntie Rose takes honey in her porridge?", True),
    ("Grandpa, does he still drink whisky?", True),
    ("Kev's lunch, ham or cheese?", False),
    ("Kev wants which sauce?", False),
    ("Which sauce does Kev want on his burger", False),
])
def test_a_statement_asked_with_a_question_mark_is_yes_or_no(question, polar):
    assert asks_yes_no(question) is polar


def test_a_thing_refused_answers_a_dropped_auxiliary_question_no():
    assert whether("Kev want mustard on his burger?", "No mustard on my burger, ta.") == "no"
    assert whether("Kev want mustard on his burger?", "Heaps of mustard on my burger.") == "yes"

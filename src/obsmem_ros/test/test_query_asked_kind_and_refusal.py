"""The kind a which-question asks for, read past the words that modify it, and a "no" said
before the asked verb (sentences written for this test)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.said_clauses import whether
from obsmem_ros.core.query.syntax_readings import asked_kind


@pytest.mark.parametrize("question, kind", [
    ("which hot sauce does Bram always go for", "sauce"),
    ("Which red mug does she use?", "mug"),
    ("which big blue towel does Lina prefer", "towel"),
])
def test_the_asked_kind_is_read_past_the_words_that_modify_it(question, kind):
    assert asked_kind(question) == kind


@pytest.mark.parametrize("sentence, answer", [
    ("my nan no drink cola, it keeps her up", "no"),
    ("he no eat lamb, only the chicken", "no"),
    ("no sugar for her, but she drinks cola every day", "yes"),
])
def test_a_no_said_before_the_asked_verb_refuses_the_deed(sentence, answer):
    assert whether("does nan drink cola" if "cola" in sentence else "does he eat lamb", sentence) == answer

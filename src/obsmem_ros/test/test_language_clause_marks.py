"""Whether a clause is set under a condition (`language.clause_marks`), and whether it is refused
(`utterance_syntax.negated`, with the words and times a reader counts).

Sentences written for this file."""
from __future__ import annotations

from typing import Any

import pytest

from obsmem_ros.core.language import utterance_syntax as sx
from obsmem_ros.core.language.clause_marks import clause_marks, conditioned
from obsmem_ros.core.language.syntax import analyse

_TIMES = frozenset({"when", "once", "till"})


def _verb(said: str, word: str) -> Any:
    return next(t for t in analyse(said) if t.lower_ == word)


@pytest.mark.parametrize("said, verb", [
    ("If the plumber rings, I'll let him in.", "rings"),
    ("Unless it rains, Nadia is mowing the lawn.", "rains"),
])
def test_a_condition_is_read(said, verb):
    assert conditioned(_verb(said, verb))


def test_the_main_clause_is_no_condition():
    assert not conditioned(_verb("If the plumber rings, I'll let him in.", "let"))


def test_a_question_passed_on_counts_only_where_asked():
    clause = _verb("Grace asked whether the ladder was in the shed.", "was")
    assert "whether" in clause_marks(clause)
    assert not conditioned(clause)
    assert conditioned(clause, {"if", "whether"})


def test_a_time_to_come_is_pending_and_a_time_past_is_not():
    coming = _verb("Leave the tent in the loft till Omar collects it.", "collects")
    past = _verb("Omar moved the tent when he cleared the loft.", "cleared")
    assert conditioned(coming, frozenset(), _TIMES)
    assert not conditioned(past, frozenset(), _TIMES)


def test_a_not_before_a_time_sets_the_time_aside_unless_refusals_are_read():
    verb = _verb("The recital is on Friday now, not Thursday.", "is")
    assert not sx.negated(verb)
    assert sx.negated(verb, times_aside=False)


def test_refusing_words_are_a_parameter():
    verb = _verb("No, I'll fetch the kids myself.", "fetch")
    assert not sx.negated(verb)
    assert sx.negated(verb, frozenset({"no"}))
    assert sx.negated(_verb("I never take the early train.", "take"))

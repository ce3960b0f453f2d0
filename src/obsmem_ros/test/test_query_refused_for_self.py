"""A thing refused to the speaker without a liking verb ("Not for me, the olives.") answers a
yes/no preference question with no, and so does a refusal said for one day when it alone names the
thing asked of ("no prawn toast for me tomorrow"), before a sentence naming only the occasion. Every
sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.denials import denied_words, refused_words

from .factories import H, T0, remembered, said


@pytest.mark.parametrize("sentence, refused", [
    ("Not for me, the olives.", {"olives"}),
    ("The anchovies, not for me.", {"anchovies"}),
    ("It's not for me to say.", set()),          # a verb says something else of it
    ("Olives for me, please.", set()),           # wanted, not refused
])
def test_a_verbless_not_for_me_refuses_its_nouns(sentence, refused):
    assert refused_words(sentence) == refused


def test_a_thing_refused_for_oneself_is_denied():
    assert "olives" in denied_words("Not for me, the olives.")


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "rosa", "The olives are in the fridge if Tomas wants them with his lunch."),
        said(2, "greta", "Not for me, the olives. Too salty."),
        said(3, "lucia", "Nico and I will join the Sunday brunch, but the choir always runs late, "
                         "so half one suits better."),
        said(4, "carlos", "And for tomorrow, no prawn toast for me, okay? Just the dumplings."),
    ])


@pytest.mark.parametrize("question, value", [
    ("Does Nonnie eat the olives?", "no"),                       # a name memory knows nobody by
    ("Does Dad eat prawn toast at the Sunday brunch?", "no"),  # one day's refusal names the thing asked
])
def test_a_refusal_without_a_liking_verb_answers_no(memory, question, value):
    answer = memory.ask(question, at_ns=T0 + 6 * H)
    assert answer.known and answer.value == value, answer.answer

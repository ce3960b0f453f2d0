"""`utterance_syntax.habitual`: a time named in the plural ("Thursdays", "in the evenings") makes a
clause habitual, read through `linking.singular` like every other plural; a single day or a
plural thing that is no time does not (sentences written for this file)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.language.utterance_syntax import habitual


def _root(words: str):
    return next(t for t in analyse(words) if t.dep_ == "ROOT")


@pytest.mark.parametrize("words, recurs", [
    ("Thursdays I water the ferns.", True),
    ("Sunday mornings I bake bread.", True),
    ("We walk along the canal in the evenings.", True),
    ("On weekdays she cycles to the depot.", True),
    ("I water the ferns on Thursday.", False),
    ("I bought two lamps for the hall.", False),
])
def test_a_time_named_in_the_plural_makes_the_clause_habitual(words, recurs):
    assert habitual(_root(words)) is recurs

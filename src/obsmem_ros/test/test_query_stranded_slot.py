"""A "which ... to / from" question asks what fills its stranded preposition in a stated habit's
value (sentences written for this file): "Which gym does Omar go to on Mondays?" of a consolidated
record "go to the one on Mill Road" is "the one on Mill Road", not the whole deed."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.stranded_slot import asked_slot


@pytest.mark.parametrize("question, value, slot", [
    ("Which gym does Omar go to on Mondays?", "go to the one on Mill Road", "the one on Mill Road"),
    ("What shop does Lena buy her bread from?", "buy bread from the corner bakery", "the corner bakery"),
    ("Which mug does Omar use?", "the blue mug", "the blue mug"),
    ("What does Lena do on Fridays?", "go to the pottery class", "go to the pottery class"),
    ("Which cafe does Omar go to?", "walk to the cafe by the canal", "walk to the cafe by the canal"),
])
def test_the_slot_of_the_stranded_preposition_is_the_value_asked(question, value, slot):
    assert asked_slot(question, value) == slot


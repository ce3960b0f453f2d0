"""The span a stated value is said in (`language.value_spans`): the phrase before an alternative
set against it, without a trailing part of adverbs, and the liked thing without a clause said
after a comma (sentences written for this file)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.value_spans import plain_value

from .factories import omar_states


@pytest.mark.parametrize("said, value", [
    ("the lemon tart, not the apple one", "the lemon tart"),
    ("brown rice instead of white", "brown rice"),
    ("the aisle seat rather than the window", "the aisle seat"),
    ("banana leaf, always", "banana leaf"),
    ("milky, two sugars", "milky, two sugars"),
    ("the jug that is not cracked", "the jug that is not cracked"),
    ("not okra", "not okra"),
])
def test_a_value_keeps_its_phrase_before_a_contrast(said, value):
    assert plain_value(said) == value


def test_a_clause_after_a_comma_is_not_the_liked_thing(reader):
    assert omar_states(reader, "I doh like okra, it too slimy.") == [("omar", "okra", "not okra")]


def test_a_describing_part_after_a_comma_stays(reader):
    ((_person, _topic, value),) = omar_states(reader, "I want green tea, weak, no sugar.")
    assert value.startswith("green tea") and "no sugar" in value


def test_a_contrasted_alternative_is_not_in_the_value(reader):
    ((_person, topic, value),) = omar_states(reader, "I like the lemon tart, not the apple one.")
    assert (topic, value) == ("tart", "lemon tart")


def test_a_negation_particle_makes_the_habit_negated(reader):
    ((person, topic, value),) = omar_states(reader, "Me, I no eat pork.")
    assert (person, topic) == ("omar", "pork") and value.startswith("not ")

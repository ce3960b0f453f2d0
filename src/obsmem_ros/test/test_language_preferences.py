"""A habitual choice said with a prepositional verb ("goes for", "sticks with") is a preference on
the thing chosen, not a movement; "won't" with a verb is a standing refusal, kept negated.
Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from .factories import omar_states


@pytest.mark.parametrize("words, topic, chosen", [
    ("I normally go for the striped towel.", "towel", "striped towel"),
    ("Lena always sticks with the tall glass.", "glass", "tall glass"),
])
def test_a_choice_said_with_a_prepositional_verb_is_a_preference_on_the_thing(reader, words, topic, chosen):
    ((_person, got_topic, value),) = omar_states(reader, words)
    assert got_topic == topic and chosen in value


def test_wont_with_a_verb_is_a_negated_preference(reader):
    ((person, topic, value),) = omar_states(reader, "Lena won't drink oat milk.")
    assert (person, topic) == ("lena", "milk") and value.startswith("not ")


def test_going_somewhere_is_no_preference(reader):
    assert omar_states(reader, "I'll go to the market tomorrow.") == []


@pytest.mark.parametrize("words, value", [
    ("Keep the heater at 23 degrees and I'm happy.", "at 23 degrees"),
    ("Keep the fridge at 4 degrees.", "at 4 degrees"),
])
def test_keeping_a_thing_at_a_measure_with_no_time_is_a_standing_wish(reader, words, value):
    """The number of a measure ("23 degrees") is no clock time: the wish holds from now on."""
    ((person, _topic, got),) = omar_states(reader, words)
    assert (person, got) == ("omar", value)


def test_keeping_a_thing_until_a_time_is_no_standing_wish(reader):
    assert omar_states(reader, "Keep the pan lid on until 6.") == []

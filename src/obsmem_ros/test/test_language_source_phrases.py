"""A place a thing is fetched or taken from ("bring the ladder from the shed") is where it comes
from, never what a later "it" means: the pronoun names the thing. Sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader

from .factories import told as read


@pytest.fixture()
def reader():
    return UtteranceReader(robot_id="robot")


def test_it_after_a_thing_fetched_from_a_place_is_the_thing(reader):
    reading = read(reader, "Could you grab the stepladder from the loft? It's behind the water tank.")
    assert ("stepladder", "water_tank") in {(c.entity, c.value) for c in reading.claims}

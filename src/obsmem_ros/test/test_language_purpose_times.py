"""A time said as what a thing is for ("a pie in the oven for supper", "the pot on the stove that's
for tomorrow") does not make where it is an event to come: the thing is there now, and memory hears
of it. A time said of the clause itself still announces an event. Sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.records import CommitmentKind

from .factories import told as read


@pytest.fixture()
def reader():
    return UtteranceReader(robot_id="robot")


@pytest.mark.parametrize("words, thing, place", [
    ("There's a meat pie in the oven for tea.", "meat_pie", "oven"),
    ("There's a cheese platter from the deli in the fridge for the party.", "cheese_platter", "fridge"),
    ("There's chicken stew in the slow cooker on the counter that's for Sunday.", "chicken_stew", "slow_cooker"),
])
def test_a_thing_there_for_a_time_is_there_now(reader, words, thing, place):
    reading = read(reader, words)
    assert (thing, "location", place) in {(c.entity, c.attribute, c.value) for c in reading.claims}
    assert thing in {t.id for t in reading.things}
    assert not any(u.kind is CommitmentKind.SCHEDULE for u in reading.undertakings)


def test_an_event_there_at_a_time_is_still_an_event(reader):
    reading = read(reader, "There's a parents' meeting at the school at six tomorrow.")
    assert any(u.kind is CommitmentKind.SCHEDULE for u in reading.undertakings)
    assert not reading.claims


""""How many times has she had the X?": a count that names a thing and no action counts the spells
the person held it (each take), not every event about it (a take and its put-back are one time).
Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from .factories import DAY, H, T0, DayLog, language_engine

_LOG = DayLog()
_ASKED = T0 + DAY + 20 * H  # Tuesday evening


def _ev(time_ns: int, actor: str, verb: str, objects=(), deltas=()) -> dict:
    return _LOG.event(time_ns, actor, verb, objects=objects, deltas=deltas)


def _household() -> list:
    events = [_ev(T0 + 6 * H, "robot", "observe", ["jar_fudge"],
                  [("jar_fudge", "name", "fudge jar"), ("jar_fudge", "category", "jar"),
                   ("jar_fudge", "location", "shelf_1")]),
              _ev(T0 + 6 * H + 10**9, "robot", "observe", ["door_pantry"],
                  [("door_pantry", "name", "pantry door"), ("door_pantry", "category", "door"),
                   ("door_pantry", "location", "kitchen")])]
    for hour in (9, 15, 18):
        events += [_ev(T0 + DAY + hour * H, "rosa", "grab", ["jar_fudge"], [("jar_fudge", "held_by", "rosa")]),
                   _ev(T0 + DAY + hour * H + 5 * 60 * 10**9, "rosa", "place", ["jar_fudge", "shelf_1"],
                       [("jar_fudge", "location", "shelf_1")])]
    for hour in (10, 11):
        events += [_ev(T0 + DAY + hour * H, "tomas", "open", ["door_pantry"], [("door_pantry", "state", "open")])]
    return sorted(events, key=lambda e: e["time"])


@pytest.fixture(scope="module")
def engine():
    yield from language_engine(_household())


@pytest.mark.parametrize("question, count", [
    ("How many times has Rosa had the fudge jar out today?", 3),
    ("how many times did rosa have the fudge jar today", 3),
    ("How many times did Rosa put the fudge jar back today?", 3),
])
def test_having_a_thing_counts_each_spell_once(engine, question, count):
    answer = engine.answer(question, at_ns=_ASKED)
    assert (answer.intent.value, answer.value) == ("event_count", count), answer.plan


def test_a_thing_nobody_held_counts_every_event_about_it(engine):
    answer = engine.answer("How many times has Tomas been at the pantry door today?", at_ns=_ASKED)
    assert (answer.intent.value, answer.value) == ("event_count", 2), answer.plan

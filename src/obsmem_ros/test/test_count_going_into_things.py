""""How many times did he go into the biscuit tin?": a motion verb whose goal is a thing memory keeps
(a tin, a box, a jar), not a room, counts the spells the person helped themselves from it (each
take), not their trips nor every event of theirs in the window. A room keeps its trips. Every
sentence here was written for these tests."""
from __future__ import annotations

import pytest

from .factories import DAY, H, T0, DayLog, language_engine

_LOG = DayLog()
_ASKED = T0 + DAY + 21 * H  # Tuesday night
_MIN = 60 * 10**9


def _ev(time_ns: int, actor: str, verb: str, objects=(), deltas=(), location: str = "kitchen") -> dict:
    return _LOG.event(time_ns, actor, verb, objects=objects, deltas=deltas, location=location)


def _seen(time_ns: int, thing: str, name: str, category: str, place: str) -> dict:
    return _ev(time_ns, "robot", "observe", [thing], [(thing, "name", name), (thing, "category", category),
                                                      (thing, "location", place)])


def _household() -> list:
    events = [_seen(T0 + 6 * H, "tin_flapjack", "flapjack tin", "tin", "dresser_1"),
              _seen(T0 + 6 * H + _MIN, "box_oatcakes", "box of oatcakes", "box", "larder_shelf_1"),
              _seen(T0 + 6 * H + 2 * _MIN, "dresser_1", "dresser", "furniture", "kitchen")]
    for hour in (8, 13, 19):  # Callum helps himself from the tin three times and puts it back
        at = T0 + DAY + hour * H
        events += [_ev(at, "callum", "navigate", location="kitchen"),
                   _ev(at + _MIN, "callum", "take", ["tin_flapjack"], [("tin_flapjack", "held_by", "callum")]),
                   _ev(at + 3 * _MIN, "callum", "place", ["tin_flapjack", "dresser_1"],
                       [("tin_flapjack", "location", "dresser_1")])]
    for hour in (10, 16):
        at = T0 + DAY + hour * H
        events += [_ev(at, "morag", "pick", ["box_oatcakes"], [("box_oatcakes", "held_by", "morag")]),
                   _ev(at + 2 * _MIN, "morag", "wash", ["mug_1"], location="kitchen"),
                   _ev(at + 4 * _MIN, "morag", "place", ["box_oatcakes", "larder_shelf_1"],
                       [("box_oatcakes", "location", "larder_shelf_1")])]
    return sorted(events, key=lambda e: e["time"])


@pytest.fixture(scope="module")
def engine():
    yield from language_engine(_household())


@pytest.mark.parametrize("question, count", [
    ("How many times did Callum go into the flapjack tin today?", 3),
    ("How many times has Callum been into the flapjack tin today?", 3),
    ("How many times did Callum go in the flapjack tin this afternoon?", 1),
    ("How many times did Morag go at the box of oatcakes today?", 2),
])
def test_going_into_a_thing_counts_the_takes_from_it(engine, question, count):
    answer = engine.answer(question, at_ns=_ASKED)
    assert (answer.intent.value, answer.value) == ("event_count", count), answer.plan


def test_going_into_a_room_still_counts_the_trips(engine):
    answer = engine.answer("How many times did Callum go into the kitchen today?", at_ns=_ASKED)
    assert (answer.intent.value, answer.value) == ("event_count", 3), answer.plan

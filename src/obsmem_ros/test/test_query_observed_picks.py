"""Which thing a person picks when the other is in view, asked in the household's words: a
category said in the plural, and a part of day with too few picks in it (a story written for
this test)."""
from __future__ import annotations

import pytest

from .factories import H, T0, remembered, trace_event

_THINGS = {  # id: (name, category)
    "tin_shortbread": ("tin of shortbread", "tin"),
    "jar_toffee": ("jar of toffees", "jar"),
    "cup_owl": ("owl cup", "cup"),
    "cup_plain": ("plain white cup", "cup"),
    "pack_oatcakes": ("oatcakes", "crackers"),
    "pack_rye": ("rye crispbread", "crackers"),
}


def _look(n: int, at: int) -> dict:
    """The robot seeing every thing of the story on the counter."""
    deltas = [d for thing, (name, kind) in _THINGS.items()
              for d in ((thing, "name", name), (thing, "category", kind), (thing, "location", "counter_1"))]
    return trace_event(f"d001-e{n:05d}", at, "robot", "look", kind="observation", objects=list(_THINGS),
                       deltas=deltas, observers=["robot"])


def _pick(n: int, at: int, who: str, thing: str) -> list:
    """`who` taking `thing` up and putting it back on the counter a minute later."""
    return [trace_event(f"d001-e{n:05d}", at, who, "grab", objects=[thing]),
            trace_event(f"d001-e{n + 1:05d}", at + 60 * 10**9, who, "place", objects=[thing, "counter_1"])]


def _story() -> list:
    events = [_look(1, T0 + 6 * H)]
    for day, (n, hour) in enumerate([(10, 7), (20, 17), (30, 7)]):  # two mornings and an evening
        at = T0 + day // 2 * 24 * H + hour * H
        events += _pick(n, at, "mira", "tin_shortbread") + _pick(n + 2, at + 5 * 60 * 10**9, "mira", "cup_owl")
        events += _pick(n + 4, at + 10 * 60 * 10**9, "mira", "pack_oatcakes")
        events += _pick(n + 6, at + 15 * 60 * 10**9, "tomas", "jar_toffee" if n > 10 else "cup_plain")
    return sorted(events, key=lambda e: e["time"])


@pytest.fixture(scope="module")
def memory():
    yield from remembered(_story())


def _ask(memory, question: str):
    return memory.ask(question, at_ns=T0 + 2 * 24 * H)


def test_a_category_said_in_the_plural_is_the_kind_asked(memory):
    got = _ask(memory, "Which crackers does Mira pick?")
    assert (got.known, got.value) == (True, "pack_oatcakes")


def test_picks_in_the_morning_that_agree_with_the_established_choice_answer(memory):
    got = _ask(memory, "Which cup does Mira always go for in the morning?")
    assert (got.known, got.value) == (True, "cup_owl")
    assert "3 of 3 sightings" in got.answer


def test_one_pick_in_the_part_of_day_asked_is_still_not_enough(memory):
    got = _ask(memory, "Which cup does Tomas use in the morning?")
    assert not got.known

"""Habits shown by behaviour: occasions per part of day and kind of day, thresholds, evidence."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from obsmem_ros.core.views.knowledge import (Choice, HabitScope, KnowledgeConfig, KnowledgeError, mine_observed_habit,
                                             part_of_day)


def t(day: int, hour: int, minute: int = 0) -> int:
    """2026-03-<day> (2 = a Monday, 7 = a Saturday) at hour:minute UTC, in ns."""
    return int(datetime(2026, 3, day, hour, minute, tzinfo=timezone.utc).timestamp()) * 10**9


def pick(value: str, day: int, hour: int, minute: int = 0, n: str = "") -> Choice:
    return Choice("alice", "pick", "mug", value, t(day, hour, minute), n or f"e{day}-{hour}{minute:02d}")


def mine(choices, **scope):
    return mine_observed_habit(choices, HabitScope(**scope), min_support=3, min_share=0.6)


def test_three_mornings_of_three_support_the_habit_with_their_events():
    got = mine([pick("red", 2, 7), pick("red", 3, 8), pick("red", 4, 7), pick("blue", 4, 19)], part="morning")
    assert (got.value, got.support, got.occasions, got.sightings, got.enough) == ("red", 3, 3, 3, True)
    assert got.evidence_ids == ("e2-700", "e3-800", "e4-700") and got.source == "observed"


def test_a_change_of_mind_within_one_morning_is_a_sighting_of_each():
    got = mine([pick("blue", 2, 7), pick("red", 2, 9), pick("red", 3, 7), pick("red", 4, 7)], part="morning")
    assert (got.value, got.support, got.occasions, got.sightings) == ("red", 3, 3, 4)


def test_every_sighting_counts_even_two_in_one_morning():
    got = mine([pick("green", 10, 6, 15), pick("green", 10, 10, 5), pick("green", 11, 6, 20)], part="morning")
    assert (got.value, got.support, got.occasions, got.sightings, got.enough) == ("green", 3, 2, 3, True)


def test_equal_sightings_go_to_the_value_more_occasions_ended_on():
    choices = [pick("red", 2, 7), pick("red", 2, 8), pick("blue", 3, 7), pick("blue", 4, 7)]
    got = mine_observed_habit(choices, HabitScope(), min_support=2, min_share=0.5)
    assert (got.value, got.support, got.occasions) == ("blue", 2, 3)


def test_below_support_is_not_enough_and_keeps_every_sighting():
    got = mine([pick("red", 2, 7)], part="morning")
    assert (got.enough, got.value, got.sightings) == (False, "", 1)
    assert got.evidence_ids == ("e2-700",) and got.alternatives == (("red", 1),)


def test_no_clear_majority_is_not_enough():
    days = [pick("red", d, 7) for d in (2, 3, 4)] + [pick("blue", d, 7) for d in (5, 6)] + [pick("green", 9, 7)]
    got = mine(days, part="morning")
    assert (got.enough, got.support, got.occasions) == (False, 3, 6)


def test_weekend_scope_keeps_saturdays_and_sundays_only():
    choices = [pick("red", d, 8) for d in (2, 3, 4)] + [pick("blue", d, 8) for d in (7, 8, 14)]
    assert mine(choices, day_kind="weekend").value == "blue"
    assert mine(choices, day_kind="weekday").value == "red"
    assert HabitScope(part="morning", day_kind="weekend").occasions_word() == "weekend mornings"


def test_small_hours_belong_to_the_night_before():
    choices = [pick("bbc", 2, 23), pick("bbc", 4, 1), pick("bbc", 5, 23)]
    got = mine(choices, part="night")
    assert (got.value, got.occasions) == ("bbc", 3)
    assert [part_of_day(h) for h in (4, 5, 12, 17, 22)] == ["night", "morning", "afternoon", "evening", "night"]


def test_bad_scope_and_thresholds_raise_naming_the_field():
    with pytest.raises(KnowledgeError, match="HabitScope.part='dawn'"):
        HabitScope(part="dawn")
    with pytest.raises(KnowledgeError, match="observed_min_share=0.5"):
        KnowledgeConfig(observed_min_share=0.5)
    with pytest.raises(KnowledgeError, match="min_support=0"):
        mine_observed_habit([], HabitScope(), min_support=0, min_share=0.6)

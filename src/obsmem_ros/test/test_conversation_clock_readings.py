"""The clock a reminder is due at when the talk around it says other times (sentences written for
this file, in no hand-written set): a number that counts things after a timed request is no new time
of it; "before bed" puts a bare hour in the evening whatever was said for the morning; another plan's
time whose half nobody said stops placing a bare hour once nobody has spoken for a while, not while
the talk goes on."""
from __future__ import annotations

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.time_reading import Half, half_of_day
from obsmem_ros.core.timefmt import format_iso

from .factories import H, T0, said

MIN = 60 * 10**9


def _dues(events, word: str) -> list:
    with Memory(":memory:") as memory:
        memory.ingest(events)
        return [format_iso(c.due_ns) for c in memory.commitments() if word in c.action.lower()]


def test_a_count_said_after_a_timed_reminder_is_no_time_of_it():
    events = [said(1, "nia", "Could you remind me at quarter to five to peel the potatoes? Like nine potatoes.",
                   time_ns=T0 + 9 * H)]
    assert _dues(events, "peel") == ["2026-03-02T16:45:00+00:00"]


def test_a_time_said_on_its_own_after_a_reminder_still_retimes_it():
    events = [said(1, "nia", "Could you remind me at quarter to five to peel the potatoes? No wait, five.",
                   time_ns=T0 + 9 * H)]
    assert _dues(events, "peel") == ["2026-03-02T17:00:00+00:00"]


def test_before_bed_is_the_evening_half():
    assert half_of_day("he has to practise his spellings before bed so remind him at seven") is Half.PM
    assert half_of_day("get the kids ready for bed at eight") is Half.PM


def test_before_bed_keeps_a_bare_hour_in_the_evening_after_a_morning_was_said():
    events = [said(1, "nia", "I've left the bin bags by the door so I take them out in the morning",
                   time_ns=T0 + 14 * H),
              said(2, "nia", "and Owen has to practise his spellings before bed so remind him at seven",
                   time_ns=T0 + 14 * H + MIN)]
    assert _dues(events, "remind") == ["2026-03-02T19:00:00+00:00"]


def _after_a_lift(*minutes: int) -> list:
    """The due of "remind me at eight" said at the last of `minutes` after a lift was timed for the
    morning (its half a convention's), the others turns of small talk in between."""
    lift = said(1, "cai", "Tomorrow I'll drive you to the station, be at the door at twenty past seven.", to="nia",
                time_ns=T0 + 15 * H)
    talk = [said(n + 2, "nia" if n % 2 else "cai", "Brilliant, thanks." if n % 2 else "No bother.", to="cai",
                 time_ns=T0 + 15 * H + m * MIN) for n, m in enumerate(minutes[:-1])]
    ask = said(9, "nia", "Remind me at eight to ring the garage.", time_ns=T0 + 15 * H + minutes[-1] * MIN)
    return _dues([lift, *talk, ask], "garage")


def test_another_plans_unsettled_time_places_a_bare_hour_said_straight_after_it():
    assert _after_a_lift(1, 2) == ["2026-03-03T08:00:00+00:00"]


def test_another_plans_unsettled_time_places_a_bare_hour_while_the_talk_goes_on():
    assert _after_a_lift(4, 8, 13) == ["2026-03-03T08:00:00+00:00"]


def test_another_plans_unsettled_time_places_nothing_after_a_silence():
    assert _after_a_lift(1, 25) == ["2026-03-02T20:00:00+00:00"]

"""Clock times said without am / pm, placed by what the sentence says around them: a small hour
"tonight" is after midnight, a clock said after one whose half was said falls near it, and a time
an event is moved from is not its new time (sentences written for this file)."""
from __future__ import annotations

from .factories import T0, said_dues

HOUR = 3600 * 10**9
MIN = 60 * 10**9


def _dues(words: str, at_ns: int) -> list:
    return said_dues(words, at_ns, "nora")


def test_a_small_hour_tonight_is_after_midnight():
    noon = T0 + 12 * HOUR  # Monday noon
    assert _dues("I'm at the gig, I'll be home at two tonight.", noon) == ["2026-03-03T02:00:00+00:00"]
    assert _dues("I'm at the gig, I'll be home at half eleven tonight.", noon) == ["2026-03-02T23:30:00+00:00"]


def test_a_small_hour_said_in_the_night_is_the_night_still_running():
    late = T0 + 24 * HOUR + 30 * MIN  # Tuesday 00:30
    assert _dues("I'll be home at two tonight, the taxi is slow.", late) == ["2026-03-03T02:00:00+00:00"]


def test_a_clock_after_one_whose_half_was_said_falls_near_it():
    morning = T0 + 9 * HOUR
    dues = _dues("The ferry sails at ten tomorrow morning, so we'll set off at seven.", morning)
    assert "2026-03-03T07:00:00+00:00" in dues and "2026-03-03T19:00:00+00:00" not in dues


def test_a_clause_owing_nothing_still_places_the_clock_after_it():
    morning = T0 + 9 * HOUR
    dues = _dues("she has to be signed in by nine tomorrow morning so we leave at quarter to seven", morning)
    assert "2026-03-03T06:45:00+00:00" in dues


def test_an_event_moved_from_one_clock_to_another_is_due_at_the_new_one():
    afternoon = T0 + 15 * HOUR
    assert _dues("The recital got pushed back from six to half seven.", afternoon) == ["2026-03-02T19:30:00+00:00"]
    early = T0 + 5 * HOUR
    assert _dues("the fun run got put off from eight to nine fifteen because of the ice", early) == [
        "2026-03-02T09:15:00+00:00"]


def test_a_window_is_no_move():
    morning = T0 + 9 * HOUR
    assert _dues("The plumber is coming tomorrow between two and four.", morning) == ["2026-03-03T14:00:00+00:00"]


def test_someone_forgetting_calls_nothing_off():
    morning = T0 + 9 * HOUR
    assert "2026-03-02T16:00:00+00:00" in _dues("remind him at four to take his trainers or he'll forget it", morning)
    assert _dues("could you fetch my scarf to the hall at five, I'll forget it otherwise", morning) != []


def test_forget_it_said_as_a_telling_off_still_calls_off():
    from obsmem_ros.core.views.commitment.cancelling import cancels
    assert cancels("forget it, i'll get the bread myself")
    assert cancels("tell sam forget it, i'm going")
    assert not cancels("so she doesn't forget it")

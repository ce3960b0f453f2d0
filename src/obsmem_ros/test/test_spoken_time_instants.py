"""How a time said becomes an instant: a bare hour bound to the part of the day beside it or
starting a window of hours, a time said on its own with a tag after it, the half of the day a
clock time said nearby settles, and the day a sentence just before named. Sentences written for
this file, in no hand-written set."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from obsmem_ros.core.clock_words import bound_hours
from obsmem_ros.core.hearing import Hearing
from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.records import Event, EventKind
from obsmem_ros.core.time_reading import read_time
from obsmem_ros.core.timefmt import format_iso, parse_iso_ns

MEALS = {"morning": "08:00", "dinner": "18:30", "tonight": "21:00", "evening": "19:00"}


@pytest.mark.parametrize("said, written", [
    ("the recital's friday, six in the evening.", "the recital's friday, 6:00 in the evening."),
    ("tonight eight we watch the final", "tonight 8:00 we watch the final"),
    ("the plumber is in from nine to eleven tomorrow", "the plumber is in from 9:00 to eleven tomorrow"),
    ("she works tuesdays, ten till two.", "she works tuesdays, from 10:00 till two."),
    ("the man comes between one and three.", "the man comes from 1:00 and three."),
    ("we eat around noonish", "we eat around noon"),
])
def test_a_bare_hour_beside_a_part_of_the_day_or_opening_a_window_is_written_in_digits(said, written):
    from obsmem_ros.core.clock_words import spoken_clock
    assert bound_hours(spoken_clock(said)) == written


@pytest.mark.parametrize("words", ["two to three times a week", "one to two hours", "between two and four guests",
                                   "at 11:10 in the morning", "ten and twelve"])
def test_counts_and_clock_times_with_minutes_are_left_as_they_are(words):
    assert bound_hours(words) == words


@pytest.mark.parametrize("said_at, words, due", [
    ("2026-03-02T17:00:00+00:00", "The recital's Friday the sixth, six in the evening.", "2026-03-06T18:00:00+00:00"),
    ("2026-03-02T17:00:00+00:00", "The bake sale is Saturday the seventh, nine in the morning.",
     "2026-03-07T09:00:00+00:00"),
    ("2026-03-02T16:00:00+00:00", "Tonight eight the quiz starts.", "2026-03-02T20:00:00+00:00"),
    ("2026-03-02T06:30:00+00:00", "The water's off from nine to eleven this morning.", "2026-03-02T09:00:00+00:00"),
    ("2026-03-02T07:30:00+00:00", "She's at the surgery ten till two.", "2026-03-02T10:00:00+00:00"),
])
def test_the_clock_time_of_a_bound_hour_or_a_window_is_read(said_at, words, due):
    spoken = datetime.fromisoformat(said_at)
    assert read_time(words, spoken, meal_clock=MEALS).when == datetime.fromisoformat(due)


def test_a_clock_time_at_the_moment_of_speaking_is_now_not_half_a_day_on():
    spoken = datetime(2026, 3, 2, 20, 0, tzinfo=timezone.utc)
    assert read_time("the news at eight", spoken, meal_clock=MEALS).when == spoken


def _reader_due(words: str, said_at: str) -> list:
    reading = UtteranceReader(robot_id="robot").read(words, speaker="ines", addressee="robot",
                                                     now_ns=parse_iso_ns(said_at), event_id="u1")
    return [(u.action, format_iso(u.due_ns) if u.due_ns is not None else None) for u in reading.undertakings]


def _due_of(owed: list, word: str) -> str:
    return next(due for action, due in owed if word in action)


def test_a_time_said_alone_with_a_tag_after_it_times_the_last_undertaking():
    owed = _reader_due("Tomorrow I'll take you to the dentist. Eight, yes?", "2026-03-02T12:00:00+00:00")
    assert _due_of(owed, "dentist") == "2026-03-03T08:00:00+00:00"


def test_a_clock_time_said_with_its_half_draws_the_open_hour_said_next_near_it():
    owed = _reader_due("My coach leaves Thursday at twenty past six in the morning. Can you wake me at five?",
                       "2026-03-02T12:00:00+00:00")
    assert _due_of(owed, "wake") == "2026-03-05T05:00:00+00:00"  # not 17:00, the daytime reading of a named day


def test_tonight_in_the_same_utterance_puts_an_open_hour_in_the_evening():
    owed = _reader_due("I'm at choir practice tonight. My lift drops me home at ten past eleven.",
                       "2026-03-02T07:00:00+00:00")
    assert _due_of(owed, "drop") == "2026-03-02T23:10:00+00:00"


def test_a_clock_time_on_a_day_said_before_takes_that_days_daytime_reading():
    owed = _reader_due("I'm taking Nan to the coast on Sunday. Her train's at six, so we leave at four.",
                       "2026-03-06T19:00:00+00:00")  # a Friday evening
    assert (_due_of(owed, "train"), _due_of(owed, "leave")) == ("2026-03-08T18:00:00+00:00",
                                                                 "2026-03-08T16:00:00+00:00")


def test_an_event_or_promise_timed_by_its_day_alone_takes_the_clock_a_later_sentence_gives_that_day():
    owed = _reader_due("I'll drive the boys to the match on Saturday. We leave at quarter to nine.",
                       "2026-03-04T18:00:00+00:00")
    assert _due_of(owed, "drive") == "2026-03-07T08:45:00+00:00"
    owed = _reader_due("I'll finish the report by Friday. The review is Friday at three.", "2026-03-04T18:00:00+00:00")
    assert _due_of(owed, "finish") == "2026-03-06T23:59:00+00:00"  # a deadline keeps the end of its day


def _heard(words_by: list) -> dict:
    """The undertakings Hearing reads from (speaker, ISO time, words) said in turn, per event."""
    hearing = Hearing(robot_id="robot", timezone="UTC", meal_clock=dict(MEALS))
    events = [Event(id=f"e{i}", time_ns=parse_iso_ns(at), kind=EventKind.UTTERANCE, actor=who, addressee="robot",
                    utterance=words) for i, (who, at, words) in enumerate(words_by)]
    readings = hearing.read(events, lambda _w: None, sorted({who for who, _, _ in words_by}))
    return {eid: [(u.action, format_iso(u.due_ns) if u.due_ns is not None else None)
                  for u in r.undertakings] for eid, r in readings.items()}


def test_another_speakers_tonight_does_not_move_a_morning_clock_time_to_the_evening():
    owed = _heard([("ines", "2026-03-02T08:00:00+00:00", "I'll make the soup tonight."),
                   ("tomas", "2026-03-02T08:02:00+00:00", "The loaves come out at half past ten.")])
    assert _due_of(owed["e1"], "come") == "2026-03-02T10:30:00+00:00"


def test_a_day_named_hours_before_is_no_day_of_a_clock_time_said_now():
    owed = _heard([("ines", "2026-03-02T08:00:00+00:00", "Tomas is driving Gran to the airport tomorrow."),
                   ("ines", "2026-03-02T15:00:00+00:00", "The parcel comes at five.")])
    assert _due_of(owed["e1"], "come") == "2026-03-02T17:00:00+00:00"


def test_a_day_just_named_is_the_day_of_a_clock_time_said_next_without_one():
    owed = _heard([("ines", "2026-03-02T17:00:00+00:00", "Tomas is driving Gran to the airport tomorrow."),
                   ("ines", "2026-03-02T17:01:00+00:00", "Her plane's at eleven, so they go at half eight.")])
    assert (_due_of(owed["e1"], "plane"), _due_of(owed["e1"], "go")) == ("2026-03-03T11:00:00+00:00",
                                                                        "2026-03-03T08:30:00+00:00")


def test_a_part_of_the_day_denied_gives_no_half():
    owed = _reader_due("The tiler rang. Not the morning after all, he's coming on Friday at two.",
                       "2026-03-02T18:00:00+00:00")
    assert _due_of(owed, "coming") == "2026-03-06T14:00:00+00:00"

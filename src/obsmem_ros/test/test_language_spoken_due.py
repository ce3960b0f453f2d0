"""When an owed or announced thing is due, read from how people say times: durations in words
("in twenty minutes", "in a quarter of an hour"), a bare hour whatever follows it ("at four with
the new teacher"), a window ("between one and three"), the day named in another clause of the
same utterance, the half of the day a bare hour falls in (waking is in the morning; an evening
hour on a named day), a day's deadline ("by Saturday night"), "the day after tomorrow" and "this
morning" said in the morning. Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import format_iso, parse_iso_ns

from .factories import due

SAID = parse_iso_ns("2026-10-06T09:00:00+00:00")  # a Tuesday morning


@pytest.fixture()
def reader():
    return UtteranceReader(robot_id="robot", meal_clock={"breakfast": "07:30", "lunch": "12:30", "dinner": "18:30",
                                                         "morning": "08:00"})


def read(reader, words, speaker="lena", addressee="robot", now=SAID):
    return reader.read(words, speaker=speaker, addressee=addressee, now_ns=now, event_id="u1",
                       people=("lena", "omar", "sam"))


@pytest.mark.parametrize("words, when", [
    ("I'll hang the washing out in twenty minutes.", "2026-10-06T09:20:00+00:00"),
    ("Could you take the bread out of the oven in a quarter of an hour?", "2026-10-06T09:15:00+00:00"),
    ("Give the soup a stir in forty-five minutes, please.", "2026-10-06T09:45:00+00:00"),
    ("I'll be done with the ironing in an hour and a half.", "2026-10-06T10:30:00+00:00"),
])
def test_a_duration_said_in_words_counts_from_the_time_of_speaking(reader, words, when):
    (owed,) = read(reader, words).undertakings
    assert due(owed) == when


def test_a_bare_hour_is_a_time_whatever_words_follow_it(reader):
    (lesson,) = read(reader, "Sam's piano lesson is on Thursday at four with the new teacher.").undertakings
    assert (lesson.kind, due(lesson)) == (CommitmentKind.SCHEDULE, "2026-10-08T16:00:00+00:00")


def test_a_window_is_due_at_its_start(reader):
    (visit,) = read(reader, "The gas man is coming on Monday between one and three.").undertakings
    assert due(visit) == "2026-10-12T13:00:00+00:00"


def test_a_bare_hour_after_a_meal_word_is_the_hour_not_the_meal(reader):
    (owed,) = read(reader, "I'll mow the lawn at three, after lunch.", speaker="omar").undertakings
    assert due(owed) == "2026-10-06T15:00:00+00:00"


def test_the_day_named_in_one_clause_dates_the_clock_time_of_the_next(reader):
    reading = read(reader, "We're having a barbecue on Sunday, the guests are arriving at four.")
    assert [due(u) for u in reading.undertakings][-1] == "2026-10-11T16:00:00+00:00"


def test_waking_at_a_bare_hour_is_in_the_morning(reader):
    (wake,) = read(reader, "Can you wake me at twenty to six on Friday?").undertakings
    assert due(wake) == "2026-10-09T05:40:00+00:00"
    (waking,) = read(reader, "Thursday I need waking at five, the taxi's early.").undertakings
    assert due(waking) == "2026-10-08T05:00:00+00:00"


def test_a_half_of_the_day_said_is_kept(reader):
    (run,) = read(reader, "The charity run starts on Sunday at seven in the morning.").undertakings
    assert due(run) == "2026-10-11T07:00:00+00:00"


def test_a_deadline_of_a_day_is_the_end_of_that_day(reader):
    (shed,) = read(reader, "I'll have the shed cleared out by Saturday night.", speaker="omar").undertakings
    assert due(shed) == "2026-10-10T23:59:00+00:00"
    (paint,) = read(reader, "I'll have the fence painted by Thursday.", speaker="omar").undertakings
    assert due(paint) == "2026-10-08T23:59:00+00:00"


def test_the_day_after_tomorrow_is_two_days_on(reader):
    (visit,) = read(reader, "The window cleaner is coming the day after tomorrow at ten.").undertakings
    assert due(visit) == "2026-10-08T10:00:00+00:00"


def test_this_morning_said_in_the_morning_is_today(reader):
    (owed,) = read(reader, "I'll sort the recycling this morning.", speaker="omar").undertakings
    assert format_iso(owed.due_ns)[:10] == "2026-10-06" and owed.due_ns > SAID


def test_waking_at_seven_on_a_named_day_stays_in_the_morning(reader):
    (wake,) = read(reader, "Get me up at seven on Saturday, I'm driving to the coast.").undertakings
    assert due(wake) == "2026-10-10T07:00:00+00:00"


def test_a_number_counting_a_unit_is_never_a_clock_time(reader):
    (heat,) = read(reader, "Keep the nursery at 20 degrees until nine tonight.").undertakings
    assert due(heat) == "2026-10-06T21:00:00+00:00"


def test_a_time_said_after_not_is_the_one_replaced(reader):
    (quiz,) = read(reader, "The pub quiz is at eight tonight, not half seven.").undertakings
    assert due(quiz) == "2026-10-06T20:00:00+00:00"
    (dentist,) = read(reader, "Sam's dentist is on Thursday now, not Wednesday.").undertakings
    assert due(dentist)[:10] == "2026-10-08"


def test_a_day_of_the_month_said_in_words_dates_the_event(reader):
    (fair,) = read(reader, "The craft fair is on the seventeenth, at eleven.").undertakings
    assert due(fair) == "2026-10-17T11:00:00+00:00"


@pytest.mark.parametrize("words, when", [
    ("Can you remind Omar at seven that he has to book Saturday's match?", "2026-10-06T19:00:00+00:00"),
    ("I'll drop tomorrow's bread order round at ten.", "2026-10-06T10:00:00+00:00"),
])
def test_a_day_that_owns_a_thing_does_not_time_a_deed_with_its_own_clock(reader, words, when):
    (owed,) = read(reader, words).undertakings
    assert due(owed) == when


def test_a_day_that_owns_a_thing_times_a_deed_with_no_time_of_its_own(reader):
    (owed,) = read(reader, "Can you remind me about Saturday's match?").undertakings
    assert due(owed).startswith("2026-10-10")


EVENING = parse_iso_ns("2026-10-06T19:40:00+00:00")  # a Tuesday evening


@pytest.mark.parametrize("words, when", [
    ("Remind me at ten to lay the table for tomorrow.", "2026-10-06T22:00:00+00:00"),
    ("Can you remind me at eight to soak the oats for the morning?", "2026-10-06T20:00:00+00:00"),
    ("Remind me at nine to text Omar about Thursday.", "2026-10-06T21:00:00+00:00"),
])
def test_a_day_the_reminded_deed_is_for_does_not_time_the_reminder(reader, words, when):
    (owed,) = read(reader, words, now=EVENING).undertakings
    assert due(owed) == when


def test_a_day_on_the_clocked_verb_itself_still_times_it(reader):
    (owed,) = read(reader, "Remind me about the bins at nine on Thursday.", now=EVENING).undertakings
    assert due(owed) == "2026-10-08T09:00:00+00:00"


def test_a_clock_hedged_by_like_times_an_unpunctuated_request(reader):
    (owed,) = read(reader, "can you remind me to move the car at like eight", now=EVENING).undertakings
    assert due(owed) == "2026-10-06T20:00:00+00:00"

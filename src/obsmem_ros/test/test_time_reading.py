"""Relative times read against the time of speaking, in one place (`core.time_reading`).

Sentences written for this file before any hand-written dev miss was looked at; each asserts the
resolved moment for a fixed time of speaking."""
from __future__ import annotations

from datetime import datetime, time, timezone

import pytest

from obsmem_ros.core.time_reading import Half, SpokenTime, half_of_day, read_time
from obsmem_ros.errors import TimeReadingError

MEALS = {"breakfast": "07:30", "lunch": "12:30", "dinner": "18:30", "morning": "08:00", "noon": "12:00",
         "afternoon": "15:00", "evening": "19:00", "tonight": "21:00", "bedtime": "21:30"}
WED_AFTERNOON = datetime(2026, 9, 16, 14, 10, tzinfo=timezone.utc)  # a Wednesday
WED_MORNING = datetime(2026, 9, 16, 9, 0, tzinfo=timezone.utc)
WED_EVENING = datetime(2026, 9, 16, 21, 5, tzinfo=timezone.utc)


def at(text: str, spoken_at: datetime) -> str:
    read = read_time(text, spoken_at, meal_clock=MEALS)
    assert isinstance(read, SpokenTime)
    return read.when.isoformat() if read.when is not None else "none"


@pytest.mark.parametrize("text, spoken_at, when", [
    ("Could the table be laid by 8:30?", WED_AFTERNOON, "2026-09-16T20:30:00+00:00"),
    ("Could the table be laid by 8:30?", WED_EVENING, "2026-09-17T08:30:00+00:00"),
    ("We're eating at seven tonight.", WED_AFTERNOON, "2026-09-16T19:00:00+00:00"),
    ("Have the car warmed up at quarter to nine this evening.", WED_MORNING, "2026-09-16T20:45:00+00:00"),
    ("The plumber comes at 9 on Thursday.", WED_AFTERNOON, "2026-09-17T09:00:00+00:00"),
    ("Turn the radio up for the news at two.", WED_MORNING, "2026-09-16T14:00:00+00:00"),
    ("Turn the radio up for the news at two.", WED_EVENING, "2026-09-17T14:00:00+00:00"),
    ("My train gets in at eight-fifteen.", WED_AFTERNOON, "2026-09-16T20:15:00+00:00"),
])
def test_a_clock_time_is_the_nearest_one_still_to_come_unless_its_half_or_day_is_said(text, spoken_at, when):
    assert at(text, spoken_at) == when


@pytest.mark.parametrize("text, spoken_at, when", [
    ("Dinner's at half six.", WED_MORNING, "2026-09-16T18:30:00+00:00"),
    ("Wake me at half six tomorrow.", WED_EVENING, "2026-09-17T06:30:00+00:00"),
    ("I'd like an alarm at six on Friday.", WED_AFTERNOON, "2026-09-18T06:00:00+00:00"),
    ("Put the kids to bed at eight on Saturday.", WED_MORNING, "2026-09-19T20:00:00+00:00"),
    ("Supper at seven on Sunday, don't forget.", WED_MORNING, "2026-09-20T19:00:00+00:00"),
    ("Nadia's leaving party is on Friday at seven.", WED_MORNING, "2026-09-18T19:00:00+00:00"),
])
def test_the_activity_decides_the_half_of_the_day_of_a_bare_hour(text, spoken_at, when):
    assert at(text, spoken_at) == when


@pytest.mark.parametrize("text, spoken_at, when", [
    ("Have the soup warm by lunchtime.", WED_MORNING, "2026-09-16T12:30:00+00:00"),
    ("I'll fold the towels tomorrow after dinner.", WED_AFTERNOON, "2026-09-17T19:00:00+00:00"),
    ("Could you bring the washing in after tea?", WED_AFTERNOON, "2026-09-16T19:00:00+00:00"),
    ("Lay out my clothes by bedtime.", WED_AFTERNOON, "2026-09-16T21:30:00+00:00"),
    ("Bring me the paper at midday.", WED_MORNING, "2026-09-16T12:00:00+00:00"),
    ("Get the guest room sorted before breakfast on Saturday.", WED_AFTERNOON, "2026-09-19T07:00:00+00:00"),
])
def test_meal_and_part_of_day_words_are_times(text, spoken_at, when):
    assert at(text, spoken_at) == when


@pytest.mark.parametrize("text, spoken_at, when", [
    ("Check the oven in three quarters of an hour.", WED_AFTERNOON, "2026-09-16T14:55:00+00:00"),
    ("I'll be back in a couple of hours.", WED_AFTERNOON, "2026-09-16T16:10:00+00:00"),
    ("I'll empty the dryer in the next ten minutes.", WED_AFTERNOON, "2026-09-16T14:20:00+00:00"),
    ("Ring the garage the day after tomorrow at ten.", WED_AFTERNOON, "2026-09-18T10:00:00+00:00"),
    ("Water the ferns by Friday.", WED_AFTERNOON, "2026-09-18T23:59:00+00:00"),
    ("Sweep the patio next Monday morning.", WED_AFTERNOON, "2026-09-21T08:00:00+00:00"),
])
def test_durations_days_and_deadlines_count_from_the_time_of_speaking(text, spoken_at, when):
    assert at(text, spoken_at) == when


@pytest.mark.parametrize("text, spoken_at, recurrence, when", [
    ("Every Tuesday at ten I water the plants.", WED_AFTERNOON, "weekly:tuesday", "2026-09-22T10:00:00+00:00"),
    ("On weekends I want the coffee ready at half eight.", WED_AFTERNOON, "weekends", "2026-09-19T08:30:00+00:00"),
    ("Each evening at nine I lock the back door.", WED_AFTERNOON, "daily", "2026-09-16T21:00:00+00:00"),
    ("On weekdays the bus goes at 7:40.", WED_AFTERNOON, "weekdays", "2026-09-17T07:40:00+00:00"),
])
def test_a_recurrence_is_read_with_its_first_occurrence(text, spoken_at, recurrence, when):
    read = read_time(text, spoken_at, meal_clock=MEALS)
    assert (read.recurrence, read.when.isoformat()) == (recurrence, when)


@pytest.mark.parametrize("text, recurrence, when", [
    ("Ring the school bell at 8:15 Monday to Friday.", "weekdays", "2026-09-17T08:15:00+00:00"),
    ("From Saturday through Sunday the shop opens at ten.", "weekends", "2026-09-19T10:00:00+00:00"),
    ("Feed the fish at 6 pm Thursday till Saturday.", "weekly:thursday,friday,saturday", "2026-09-17T18:00:00+00:00"),
    ("Piano practice is at five on Mondays and Thursdays.", "weekly:monday,thursday", "2026-09-17T17:00:00+00:00"),
    ("Every Tuesday, Friday and Sunday at nine we call Nan.", "weekly:tuesday,friday,sunday",
     "2026-09-18T09:00:00+00:00"),
])
def test_days_said_as_a_range_or_a_list_recur_from_the_first_of_them_still_to_come(text, recurrence, when):
    read = read_time(text, WED_AFTERNOON, meal_clock=MEALS)
    assert (read.recurrence, read.when.isoformat()) == (recurrence, when)


@pytest.mark.parametrize("text", ["The vet moved the jab from Monday to Thursday at ten.",
                                  "I'm in town Tuesday and Friday at noon."])
def test_a_move_between_two_days_or_two_days_named_alone_is_no_recurrence(text):
    assert read_time(text, WED_AFTERNOON, meal_clock=MEALS).recurrence == ""


def test_the_clock_keeps_the_half_of_the_day_decided():
    read = read_time("On weekends I want the coffee ready at half eight.", WED_AFTERNOON, meal_clock=MEALS)
    assert read.clock == time(8, 30)
    assert read_time("Dinner's at half six.", WED_MORNING, meal_clock=MEALS).clock == time(18, 30)


def test_words_without_a_time_read_as_none():
    read = read_time("Could you tidy the hall when you get a chance?", WED_AFTERNOON, meal_clock=MEALS)
    assert (read.when, read.recurrence, read.clock) == (None, "", None)


def test_times_are_in_the_home_timezone():
    from zoneinfo import ZoneInfo
    spoken = datetime(2026, 9, 16, 14, 10, tzinfo=ZoneInfo("Europe/Berlin"))
    read = read_time("Could the table be laid by 8:30?", spoken, meal_clock=MEALS)
    assert read.when == datetime(2026, 9, 16, 20, 30, tzinfo=ZoneInfo("Europe/Berlin"))


@pytest.mark.parametrize("words, half", [
    ("dinner at six", Half.PM), ("wake me at six", Half.AM), ("at nine in the morning", Half.AM),
    ("the film starts at eight", Half.PM), ("at four", None), ("at eleven", None),
])
def test_half_of_day_is_a_pure_decision_from_the_words(words, half):
    assert half_of_day(words) is half


def test_a_naive_time_of_speaking_is_refused_naming_the_field():
    with pytest.raises(TimeReadingError, match="spoken_at"):
        read_time("by 8:30", datetime(2026, 9, 16, 14, 10), meal_clock=MEALS)


def test_an_activity_sets_the_half_only_for_the_hours_it_is_usually_said_with():
    assert half_of_day("give me a wake-up call at one", hour=1) is None
    assert half_of_day("give me a wake-up call at seven", hour=7) is Half.AM
    assert half_of_day("the movie starts at one", hour=1) is None


@pytest.mark.parametrize("words, clock", [
    ("I always have a shower at half seven before work.", "07:30"),  # a habit: no one-off still to come
    ("Every Sunday at three I phone my sister.", "15:00"),
    ("I like my cocoa at ten at night.", "22:00"),
])
def test_a_stated_routine_keeps_the_clock_it_says(words, clock):
    from obsmem_ros.core.language import UtteranceReader
    reading = UtteranceReader(robot_id="robot").read(words, speaker="mo", addressee="robot", event_id="u1",
                                                     now_ns=int(WED_AFTERNOON.timestamp()) * 10**9)
    assert clock in [p.clock for p in reading.preferences]


def test_the_clock_of_a_one_off_time_is_the_one_resolved():
    assert read_time("Could the table be laid by 8:30?", WED_AFTERNOON, meal_clock=MEALS).clock == time(20, 30)


def test_a_standing_time_takes_the_daytime_reading_not_the_next_one_to_come():
    words = "I want the porch light on by eight."
    assert read_time(words, WED_AFTERNOON, meal_clock=MEALS).clock == time(20, 0)
    assert read_time(words, WED_AFTERNOON, meal_clock=MEALS, standing=True).clock == time(8, 0)


@pytest.mark.parametrize("words, when", [
    ("I'm popping to the shops, home by half five. Could you put the kettle on for when I'm home?",
     "2026-09-16T17:30:00+00:00"),
    ("I'm back about ten tonight, could you leave the hall light on till then?", "2026-09-16T22:00:00+00:00"),
    ("Off to the gym now, home by five. Put the immersion on for when I'm home, would you?",
     "2026-09-16T17:00:00+00:00"),
])
def test_a_return_announced_with_its_time_times_what_is_asked_for_then(words, when):
    from obsmem_ros.core.language import UtteranceReader
    from obsmem_ros.core.timefmt import format_iso
    reading = UtteranceReader(robot_id="robot").read(words, speaker="mo", addressee="robot", event_id="u1",
                                                     now_ns=int(WED_AFTERNOON.timestamp()) * 10**9)
    from obsmem_ros.core.records import CommitmentKind
    (asked,) = [u for u in reading.undertakings if u.kind is CommitmentKind.REQUEST]
    assert format_iso(asked.due_ns) == when


@pytest.mark.parametrize("text, when", [
    ("The boiler service is on the 12th at 9:15.", "2026-10-12T09:15:00+00:00"),  # not December
    ("Her recital is on the 3rd, at 4:30pm.", "2026-10-03T16:30:00+00:00"),
    ("The skip arrives on the 20th at 10:00.", "2026-09-20T10:00:00+00:00"),
])
def test_a_day_of_the_month_alone_is_the_next_such_day_never_a_month(text, when):
    assert at(text, WED_MORNING) == when


@pytest.mark.parametrize("text, when", [
    ("Her train's on Friday after lunch at 1:15, and she's back on the 28th.", "2026-09-18T13:15:00+00:00"),
    ("Parents' evening is Thursday the 24th at 6:30pm.", "2026-09-24T18:30:00+00:00"),
    ("The vet is on the 29th, a Tuesday, at 11:00.", "2026-09-29T11:00:00+00:00"),
])
def test_a_weekday_said_before_a_date_and_apart_from_it_names_the_day(text, when):
    assert at(text, WED_MORNING) == when


@pytest.mark.parametrize("text, when", [
    ("Ring the garage tomorrow at lunch, like one.", "2026-09-17T13:00:00+00:00"),  # the hour said, not the meal's
    ("The twins will be home late, like eleven.", "2026-09-16T23:00:00+00:00"),
    ("I'd like two slices of toast.", "none"),
])
def test_an_hour_hedged_after_a_comma_is_the_time_said(text, when):
    assert at(text, WED_AFTERNOON) == when


@pytest.mark.parametrize("text, when", [
    ("the plumber will come round like four so leave the gate open", "2026-09-16T16:00:00+00:00"),
    ("wake the baby at like three", "2026-09-16T15:00:00+00:00"),
    ("the film starts friday night like nine", "2026-09-18T21:00:00+00:00"),
    ("we eat on sunday like noon", "2026-09-20T12:00:00+00:00"),
    ("they'd like two with their tea", "none"),  # the verb of liking, not a hedge
    ("would you like one", "none"),
    ("we bought like ten lemons", "none"),  # a count
])
def test_an_hour_hedged_by_like_without_a_comma_is_the_time_said(text, when):
    assert at(text, WED_AFTERNOON) == when


@pytest.mark.parametrize("words, hour, half", [
    ("she's on the early shift all week, out of the house by five", 5, Half.AM),
    ("he's on earlies, gone by half six", 6, Half.AM),
    ("they're working late, home around nine", 9, Half.PM),
    ("don't wait up, I'll be out late, maybe eleven", 11, Half.PM),
    ("the electrician is running late, more like ten", 10, None),  # late is only delayed
    ("sorry, I'm late, it'll be nine before I'm there", 9, None),
    ("I'm on the early one, back by two", 2, None),  # not an hour said early in the day
    ("I'll set off at twenty to eight, on my way to work", 7, Half.AM),  # the way to work is in the morning
    ("pick up the dry cleaning at seven on your way back from work", 7, Half.PM),
])
def test_how_early_or_late_a_clause_says_decides_the_half_wherever_in_it(words, hour, half):
    assert half_of_day(words, at=len(words) - 4, hour=hour) is half


WED_DAWN = datetime(2026, 9, 16, 6, 0, tzinfo=timezone.utc)


@pytest.mark.parametrize("text, around, spoken_at, when", [
    ("it kicks off at eight", (), WED_DAWN, "2026-09-16T08:00:00+00:00"),  # the nearest still to come
    ("it kicks off at eight", ("We've got tickets for a gig",), WED_DAWN, "2026-09-16T20:00:00+00:00"),
    ("the bus leaves at seven", (), WED_AFTERNOON, "2026-09-16T19:00:00+00:00"),
    ("the bus leaves at seven", ("My sister's on the early shift tomorrow",), WED_AFTERNOON,
     "2026-09-17T07:00:00+00:00"),
    # a clause with a time of its own speaks of that time: the film last night decides nothing
    ("the car's ready at nine", ("We watched a film last night",), WED_DAWN, "2026-09-16T09:00:00+00:00"),
])
def test_the_untimed_clauses_around_a_clock_time_decide_its_half(text, around, spoken_at, when):
    assert read_time(text, spoken_at, meal_clock=MEALS, context=around).when.isoformat() == when


def test_the_half_around_is_none_when_the_clauses_around_time_something_themselves():
    from obsmem_ros.core.time_reading import half_around
    assert half_around(("we're going to a concert",), 8, MEALS) is Half.PM
    assert half_around(("the concert is at seven",), 8, MEALS) is None
    assert half_around(("breakfast was late this morning",), 8, MEALS) is None


@pytest.mark.parametrize("words, when", [
    # the return's own clock, not the departure's of the same clause
    ("I'm getting the quarter past nine train into town, back about two, so could you have the heating on "
     "for when I'm back?", "2026-09-16T14:00:00+00:00"),
    # a return comes after what the speaker does first: eleven at night after rehearsal till eight
    ("I'm at rehearsal till eight, then drinks. Back by eleven. Leave the porch light on for when I'm back.",
     "2026-09-16T23:00:00+00:00"),
])
def test_a_return_is_at_its_own_clock_after_what_is_done_first(words, when):
    from obsmem_ros.core.language import UtteranceReader
    from obsmem_ros.core.records import CommitmentKind
    from obsmem_ros.core.timefmt import format_iso
    reading = UtteranceReader(robot_id="robot").read(words, speaker="mo", addressee="robot", event_id="u1",
                                                     now_ns=int(WED_MORNING.timestamp()) * 10**9)
    (asked,) = [u for u in reading.undertakings if u.kind is CommitmentKind.REQUEST]
    assert format_iso(asked.due_ns) == when

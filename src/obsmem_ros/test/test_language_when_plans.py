"""When a plan happens, read from the clause structure: a time set aside by "instead of" / "rather
than" is not the plan's time, an hour the parser takes as the count of a pronoun ("by five
itself") is still a clock time, and a part done "after" an event with a span is due at the span's
end. Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.language.span_ends import after_it, span_end
from obsmem_ros.core.timefmt import format_iso, parse_iso_ns

from .factories import ask_morning, morning_ns, said

SAID = parse_iso_ns("2026-10-06T07:30:00+00:00")  # a Tuesday morning
PEOPLE = ("lena", "omar", "sam", "ava")


@pytest.fixture()
def reader():
    return UtteranceReader(robot_id="robot", meal_clock={"breakfast": "07:30", "lunch": "12:30", "dinner": "18:30",
                                                         "morning": "08:00", "evening": "19:00"})


def dues(reader, words):
    reading = reader.read(words, speaker="lena", addressee="robot", now_ns=SAID, event_id="u1", people=PEOPLE)
    return [(u.verb, format_iso(u.due_ns) if u.due_ns is not None else None) for u in reading.undertakings]


@pytest.mark.parametrize("words, when", [
    ("The barbecue's on Saturday, we're moving it to six o'clock instead of five.", "2026-10-10T18:00:00+00:00"),
    ("Ava's recital is at two rather than three on Thursday.", "2026-10-08T14:00:00+00:00"),
    ("Football's at ten instead of half nine on Sunday.", "2026-10-11T10:00:00+00:00"),
])
def test_a_time_set_aside_by_instead_of_or_rather_than_is_not_the_plans_time(reader, words, when):
    assert dues(reader, words)[-1][1] == when


def test_an_hour_the_parser_counts_a_pronoun_by_is_a_clock_time(reader):
    assert dues(reader, "This evening I'll come by six itself.")[-1][1] == "2026-10-06T18:00:00+00:00"


def test_a_part_done_after_an_event_is_due_at_the_end_of_its_span(reader):
    said = dues(reader, "Sam's at the art workshop today, ten till two. Omar's dropping him off and I'll fetch him after.")
    assert said[0][1] == "2026-10-06T10:00:00+00:00"
    assert said[-1] == ("fetch", "2026-10-06T14:00:00+00:00")


def test_a_part_not_said_to_follow_the_event_keeps_its_start(reader):
    said = dues(reader, "Sam's at the art workshop today, ten till two. Omar's dropping him off.")
    assert said[-1][1] == "2026-10-06T10:00:00+00:00"


@pytest.mark.parametrize("action, after", [
    ("fetch him after", True), ("collect them afterwards", True), ("pick her up after that", True),
    ("pick her up after lunch", False), ("drop him off", False),
])
def test_after_it_needs_after_with_nothing_of_its_own(action, after):
    assert after_it(action) is after


def test_span_end_is_the_first_such_clock_after_the_start():
    start = parse_iso_ns("2026-10-06T14:00:00+00:00")
    assert format_iso(span_end("from two until 4:30; tomorrow", start, "UTC")) == "2026-10-06T16:30:00+00:00"
    assert format_iso(span_end("today; till five", start, "UTC")) == "2026-10-06T17:00:00+00:00"
    assert span_end("on Thursday", start, "UTC") is None


def test_a_noun_the_parser_tags_otherwise_is_still_a_thing_named_as_the_verbs_object():
    from obsmem_ros.core.query.answerers.revisions import shared_things

    assert shared_things("Liftoff is at eleven.", "They pushed liftoff back to noon.", set()) == {"liftoff"}
    assert shared_things("The club moved kickoff forward to two.", "Kickoff's at three on Sunday.", set()) == {"kickoff"}


def test_a_plans_holder_saying_a_new_time_instead_moves_their_plan():
    events = [said(1, "mira", "I'm off to the bank. I'll leave at ten.", time_ns=morning_ns(0)),
              said(2, "tom", "Has anyone seen the blue umbrella?", time_ns=morning_ns(20)),
              said(3, "mira", "This rain, honestly. I'll go at twelve instead, after it stops.", time_ns=morning_ns(60))]
    assert ask_morning(events, "What time is Mira leaving for the bank?", 90).endswith("T12:00:00+00:00")


def test_another_persons_new_time_moves_nothing():
    events = [said(1, "mira", "I'm off to the bank. I'll leave at ten.", time_ns=morning_ns(0)),
              said(2, "tom", "Has anyone seen the blue umbrella?", time_ns=morning_ns(20)),
              said(3, "tom", "This rain, honestly. I'll go at twelve instead, after it stops.", time_ns=morning_ns(60))]
    assert ask_morning(events, "What time is Mira leaving for the bank?", 90).endswith("T10:00:00+00:00")


def test_todays_weekday_said_bare_is_today_and_after_on_a_week_ahead():
    from datetime import datetime, timezone

    from obsmem_ros.core.time_reading.pieces import day_of

    saturday = datetime(2026, 10, 10, 7, 0, tzinfo=timezone.utc)
    assert day_of("half nine is too late, saturday crowds at the market.", saturday)[0].isoformat() == "2026-10-10"
    assert day_of("saturday we're painting the shed at ten.", saturday)[0].isoformat() == "2026-10-10"
    assert day_of("we'll paint it on saturday at ten.", saturday)[0].isoformat() == "2026-10-17"
    assert day_of("sunday we're painting the shed.", saturday)[0].isoformat() == "2026-10-11"


def test_a_day_said_in_passing_does_not_push_a_reply_a_week_ahead(reader):
    said = dues(reader, "Ten is too late, Tuesday traffic on the bypass. Leave at nine.")
    assert said[-1] == ("leave", "2026-10-06T09:00:00+00:00")


def test_a_clock_said_without_its_preposition_times_the_plan(reader):
    assert dues(reader, "We're leaving quarter to ten, the roads will be busy.")[0] == (
        "leave", "2026-10-06T09:45:00+00:00")

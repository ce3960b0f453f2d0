"""Time expressions resolved against the time of speaking; clock values of settings kept as values."""
from __future__ import annotations

import datetime as dt

from obsmem_ros.core.language import Granularity, clock_values, find_times

UTC = dt.timezone.utc
NOW = dt.datetime(2030, 6, 12, 15, 30, tzinfo=UTC)   # a Wednesday afternoon
DAY1 = dt.datetime(2030, 6, 1, 8, 0, tzinfo=UTC)


def ns(t: dt.datetime) -> int:
    return int(t.timestamp()) * 1_000_000_000


def window(text: str):
    found = find_times(text, ns(NOW), day1_ns=ns(DAY1), skip=tuple(v.span for v in clock_values(text)))
    return [(t.text, dt.datetime.fromtimestamp(t.start_ns / 1e9, UTC), dt.datetime.fromtimestamp(t.end_ns / 1e9, UTC),
             t.granularity, t.relation) for t in found]


def test_part_of_a_named_day():
    [(text, start, end, gran, _)] = window("What did Oscar do yesterday evening?")
    assert text == "yesterday evening" and gran is Granularity.PART_OF_DAY
    assert start == dt.datetime(2030, 6, 11, 17, tzinfo=UTC) and end == dt.datetime(2030, 6, 11, 22, tzinfo=UTC)


def test_a_weekday_means_the_last_one():
    [(_, start, end, gran, _)] = window("Was the shed open on Monday?")
    assert start == dt.datetime(2030, 6, 10, tzinfo=UTC) and end - start == dt.timedelta(days=1)
    assert gran is Granularity.DAY


def test_last_week_is_the_calendar_week_before():
    [(_, start, end, gran, _)] = window("How often did Nadia bake last week?")
    assert (start, end, gran) == (dt.datetime(2030, 6, 3, tzinfo=UTC), dt.datetime(2030, 6, 10, tzinfo=UTC), Granularity.WEEK)


def test_an_hour_ago_is_a_window_around_that_hour():
    [(_, start, end, gran, relation)] = window("Where was the drill two hours ago?")
    assert start <= NOW - dt.timedelta(hours=2) < end and gran is Granularity.HOUR and relation == "ago"


def test_day_n_follows_the_callers_numbering_and_keeps_its_index():
    found = find_times("Where was the stool at 9:15 on day 4?", ns(NOW), day1_ns=ns(DAY1))
    assert found[0].day_index == 4 and found[0].relation == "at"
    assert dt.datetime.fromtimestamp(found[0].start_ns / 1e9, UTC) == dt.datetime(2030, 6, 4, 9, 15, tzinfo=UTC)


def test_before_a_time_is_a_before_relation():
    [(_, start, _, gran, relation)] = window("Who opened the gate before 8 pm yesterday?")
    assert relation == "before" and gran is Granularity.MINUTE and start == dt.datetime(2030, 6, 11, 20, tzinfo=UTC)


def test_a_calendar_date_resolves_through_dateparser():
    [(_, start, _, gran, _)] = window("What happened on the 2nd of June?")
    assert start == dt.datetime(2030, 6, 2, tzinfo=UTC) and gran is Granularity.DAY


def test_clock_value_of_a_setting_is_a_value_not_a_time():
    text = "Put the grill timer back to 6:45 pm, then set the heater to 19 degrees tonight"
    values = clock_values(text)
    assert [(v.kind, v.normalised) for v in values] == [("clock", "18:45"), ("number", "19")]
    assert [t[0] for t in window(text)] == ["tonight"]

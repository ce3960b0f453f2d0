"""Time expressions: parsing into filters and resolving them against the memory's clock."""
from __future__ import annotations

from obsmem_ros.core.query import Relation, parse_temporal, resolve_window
from obsmem_ros.core.timefmt import parse_iso_ns

ORIGIN = parse_iso_ns("2026-03-02T06:00:00+00:00")   # day 1
NOW = parse_iso_ns("2026-03-05T10:30:00+00:00")      # day 4, 10:30


def window(text, anchor_ns=None):
    flt, _rest = parse_temporal(text)
    return resolve_window(flt, now_ns=NOW, origin_ns=ORIGIN, anchor_ns=anchor_ns)


def test_yesterday_is_the_whole_previous_utc_day():
    w = window("what happened yesterday")
    assert (w.start_ns, w.end_ns) == (parse_iso_ns("2026-03-04T00:00:00+00:00"), parse_iso_ns("2026-03-05T00:00:00+00:00"))


def test_day_index_counts_from_the_first_events_date():
    w = window("where was it at 07:00 on day 3")
    assert w.as_of_ns == parse_iso_ns("2026-03-04T07:00:00+00:00")
    assert w.start_ns == parse_iso_ns("2026-03-04T07:00:00+00:00")


def test_bare_clock_later_than_now_means_yesterday():
    w = window("where was it at 23:00")
    assert w.start_ns == parse_iso_ns("2026-03-04T23:00:00+00:00")


def test_before_a_time_ends_the_window_there():
    w = window("who opened it before 9:00")
    assert w.start_ns is None and w.end_ns == parse_iso_ns("2026-03-05T09:00:00+00:00")


def test_after_a_time_starts_the_window_there():
    w = window("has it been opened since 9:00")
    assert w.start_ns == parse_iso_ns("2026-03-05T09:00:00+00:00") and w.end_ns == NOW + 1


def test_anchor_event_time_bounds_a_before_window():
    anchor = parse_iso_ns("2026-03-05T08:00:00+00:00")
    w = window("where was the laptop before bob moved it", anchor_ns=anchor)
    assert w.as_of_ns == anchor - 1


def test_windows_never_reach_past_the_cutoff():
    w = window("what is due tomorrow")
    assert w.end_ns <= NOW + 1


def test_part_of_day_spans_its_hours():
    w = window("what did alice do this morning")
    assert (w.start_ns, w.end_ns) == (parse_iso_ns("2026-03-05T05:00:00+00:00"), NOW + 1)


def test_parse_removes_time_words_from_the_rest():
    flt, rest = parse_temporal("where was the laptop at 07:00 on day 3")
    assert flt.relation is Relation.AT
    assert rest == "where was the laptop"


def test_weekday_names_its_latest_occurrence_and_keeps_the_part_of_day():
    from obsmem_ros.core.query.temporal import day_kind, parse_temporal, resolve_window

    flt, rest = parse_temporal("where did the robot put the laptop on friday evening")
    assert (flt.ref.weekday, flt.ref.part.value, flt.relation.value) == (4, "evening", "during")
    assert "friday" not in rest and "evening" not in rest
    sunday = 1772960400 * 10**9  # 2026-03-08 09:00 UTC, a Sunday
    friday_evening = 1772816400 * 10**9  # 2026-03-06 17:00 UTC
    window = resolve_window(flt, now_ns=sunday, origin_ns=0)
    assert (window.start_ns, window.end_ns) == (friday_evening, friday_evening + 7 * 3600 * 10**9)  # to midnight
    today = resolve_window(parse_temporal("what happened on sunday")[0], now_ns=sunday, origin_ns=0)
    assert today.start_ns == sunday - 9 * 3600 * 10**9
    assert (day_kind("What does Bob want on weekends?"), day_kind("on weekdays"), day_kind("today")) == \
        ("weekend", "weekday", "")

"""A clock said in a sentence, asked "when": the moment it stands for, read against the time the
sentence was said (fresh sentences)."""
from __future__ import annotations

from obsmem_ros.core.query.retrieval.said_moments import said_moment
from obsmem_ros.core.timefmt import parse_iso_ns


def test_a_clock_said_in_the_morning_is_that_evening():
    said = parse_iso_ns("2026-03-02T08:10:00+00:00")
    assert said_moment("I'll pick the curry up on the way back, about seven.", "19:00", said) == \
        "2026-03-02T19:00:00+00:00"


def test_a_day_named_in_the_sentence_dates_the_moment():
    said = parse_iso_ns("2026-03-02T21:00:00+00:00")
    assert said_moment("The plumber comes tomorrow at half nine.", "09:30", said) == "2026-03-03T09:30:00+00:00"


def test_no_moment_for_another_clock_or_no_clock():
    said = parse_iso_ns("2026-03-02T08:10:00+00:00")
    assert said_moment("The bin men come at six.", "07:00", said) is None
    assert said_moment("She likes it strong.", "strong", said) is None


def test_a_habit_keeps_its_clock():
    said = parse_iso_ns("2026-03-02T08:10:00+00:00")
    assert said_moment("I feed the hens at five every evening.", "17:00", said) is None
    assert said_moment("I'll feed the hens at five.", "17:00", said, question="When does Jo usually feed the hens?") is None
    assert said_moment("I feed the hens at five, before tea.", "17:00", said, question="When does Jo feed the hens?") is None


def test_what_a_verb_takes_asks_a_thing_not_a_number():
    from obsmem_ros.core.query.retrieval.said_values import asks_a_thing
    assert asks_a_thing("What's Dad cooking for lunch on Sunday?")
    assert asks_a_thing("What does Pip want for breakfast?")
    assert not asks_a_thing("What does Pip want the heating on?")
    assert not asks_a_thing("What is the oven set to?")

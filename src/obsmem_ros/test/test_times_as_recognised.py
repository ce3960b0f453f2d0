"""Clock times as a recogniser writes speech down and as people correct them (sentences written for
this file, in no hand-written set):

- a move's "to" that the parse hangs on the move's particle ("put back to eight") times the move;
- an hour after a clock preposition that counts nothing (a filler "like", a run-on's next subject)
  is the preposition's hour;
- going "back to work" is no way to work in the morning;
- a clock said after a clause that named a later day takes that day's reading;
- a return said in a run-on without its comma is the speaker's return home;
- a pronoun's auxiliary typed without its apostrophe in a question ("hed") is read with it.
"""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from obsmem_ros.core.query.possessives import wh_apostrophes
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.time_reading import half_of_day, read_time
from obsmem_ros.core.timefmt import format_iso, parse_iso_ns

from .factories import read_heard

PEOPLE = ("maren", "olek", "jo")


def dues(reader, words: str, said: str, speaker: str = "maren"):
    """(kind, action, due) of each undertaking the reader reads in `words` said at `said`."""
    reading = read_heard(reader, words, speaker=speaker, now_ns=parse_iso_ns(said), resolve=lambda _w: None,
                         people=PEOPLE)
    return [(u.kind, u.action, format_iso(u.due_ns) if u.due_ns is not None else None) for u in reading.undertakings]


def test_a_move_to_said_after_its_particle_times_the_move(reader):
    said = dues(reader, "the recital has been put back to eight now not half seven", "2026-05-12T10:00:00+00:00")
    assert [due for _k, _a, due in said] == ["2026-05-12T20:00:00+00:00"]


def test_an_hour_before_a_filler_is_a_clock_time(reader):
    said = dues(reader, "can you ring him at eight like?", "2026-05-12T07:00:00+00:00")
    assert [due for _k, _a, due in said] == ["2026-05-12T08:00:00+00:00"]


def test_one_before_the_next_clauses_subject_is_a_clock_time(reader):
    said = dues(reader, "we'll come over for our dinner about one maren asked us", "2026-05-12T10:30:00+00:00",
                speaker="olek")
    assert "2026-05-12T13:00:00+00:00" in [due for _k, _a, due in said]


@pytest.mark.parametrize("words, half", [
    ("i'll get the shopping about six when she's gone back to work", None),
    ("i'm on my way to work at seven", "am"),
])
def test_going_back_to_work_names_no_half(words, half):
    found = half_of_day(words, hour=6 if "six" in words else 7)
    assert (found.value if found is not None else None) == half


def test_going_back_to_work_leaves_the_evening_still_to_come():
    said = datetime(2026, 5, 12, 9, 0, tzinfo=timezone.utc)
    read = read_time("i'll get the shopping about 6:00 when she's gone back to work", said, meal_clock={})
    assert read.when.isoformat() == "2026-05-12T18:00:00+00:00"


def test_a_return_said_in_a_run_on_is_the_speakers(reader):
    said = dues(reader, "right i'm off out now back about half ten tell them to behave", "2026-05-12T17:00:00+00:00")
    assert (CommitmentKind.PROMISE, "be back home", "2026-05-12T22:30:00+00:00") in said


def test_someone_elses_return_in_a_run_on_is_no_promise_of_the_speaker(reader):
    said = dues(reader, "i'm taking the dog out she'll be back about five", "2026-05-12T10:00:00+00:00")
    assert not any(kind is CommitmentKind.PROMISE and action == "be back home" for kind, action, _d in said)


@pytest.mark.parametrize("typed, read", [
    ("when did jo say hed be back", "when did jo say he'd be back"),
    ("is olek sure theyre coming", "is olek sure they're coming"),
    ("whos got the shed key", "who's got the shed key"),   # "shed" is a word: kept
    ("well see about the hell of it", "well see about the hell of it"),
])
def test_pronoun_contractions_typed_without_apostrophes(typed, read):
    assert wh_apostrophes(typed) == read

"""A bare clock time read as a listener would, against the other times of the utterance: inside a
span said to run from now ("on till five"), on the part of the day of the plan it moves ("off
tonight, tomorrow at eight instead"), and after a singular noun that two or more never count ("at
four love": the one spoken to). Sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.timefmt import format_iso, parse_iso_ns


@pytest.fixture(scope="module")
def reader():
    return UtteranceReader(robot_id="robot")


def dues(reader, words: str, said: str):
    reading = reader.read(words, speaker="nora", addressee="robot", now_ns=parse_iso_ns(said), event_id="u1")
    return [format_iso(u.due_ns) for u in reading.undertakings if u.due_ns is not None]


def test_a_clock_inside_a_span_running_from_now_is_the_next_one(reader):
    said = "I'm at the surgery till five. Could you ring the plumber at half ten?"
    assert "2026-03-10T10:30:00+00:00" in dues(reader, said, "2026-03-10T08:05:00+00:00")
    assert "2026-03-10T22:30:00+00:00" not in dues(reader, said, "2026-03-10T08:05:00+00:00")


def test_a_plan_moved_to_another_day_keeps_its_part_of_the_day(reader):
    said = "Quiz night's off tonight, the pub's shut. It's tomorrow at eight instead."
    assert "2026-03-11T20:00:00+00:00" in dues(reader, said, "2026-03-10T16:00:00+00:00")


def test_a_clock_before_the_one_spoken_to_is_a_time(reader):
    assert dues(reader, "can you put the oven on at four love", "2026-03-10T09:00:00+00:00") == [
        "2026-03-10T16:00:00+00:00"]


def test_an_hour_said_with_its_day_is_a_time_however_a_run_on_sentence_parses(reader):
    said = "can you remind sam to bring the bins in at nine tonight the lorry comes early"
    assert dues(reader, said, "2026-03-10T12:00:00+00:00")[:1] == ["2026-03-10T21:00:00+00:00"]

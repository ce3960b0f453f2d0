"""Undertakings named by the verb lexicon's words rather than by one verb, on sentences written for
this file (in no hand-written set and not in the generator's phrasings): verbs that mean remind or
promise, a light verb with an undertaking noun, a favour asked, a deed said as a pro-form that
stands for the clause before it, a verbless dated event, a reassurance that asks nothing."""
from __future__ import annotations

import pytest

from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard, due

SAID = parse_iso_ns("2026-03-07T08:00:00+00:00")  # a Saturday morning
KNOWN = {"ferns": "fern_1", "gate": "gate_1", "ladder": "ladder_1", "garage": "garage", "shed": "shed_1",
         "rabbit": "rabbit_1", "gutter": "gutter_1", "bins": "bins_1"}


def owed(reader, words, speaker="omar"):
    return read_heard(reader, words, speaker=speaker, now_ns=SAID, resolve=KNOWN.get,
                      people=("omar", "priya", "leo")).undertakings


def test_a_verb_that_means_remind_asks_for_a_reminder_for_its_object(reader):
    [u] = owed(reader, "Could you nag Leo to feed the rabbit at five?")
    assert (u.kind, u.owner, u.beneficiary) == (CommitmentKind.REMINDER, "robot", "leo")
    assert "feed the rabbit" in u.action and due(u) == "2026-03-07T17:00:00+00:00"


def test_a_reminder_set_for_someone_is_theirs_and_recurs(reader):
    [u] = owed(reader, "Set a reminder for Priya to water the ferns every Sunday at ten.")
    assert (u.kind, u.beneficiary, u.objects) == (CommitmentKind.REMINDER, "priya", ("fern_1",))
    assert u.recurrence and "water the ferns" in u.action


def test_a_nudge_given_to_the_speaker_is_a_reminder_about_its_topic(reader):
    [u] = owed(reader, "Give me a nudge about the bins at noon.")
    assert (u.kind, u.owner, u.beneficiary) == (CommitmentKind.REMINDER, "robot", "omar")
    assert "bins" in u.action and due(u) == "2026-03-07T12:00:00+00:00"


def test_a_verb_that_means_promise_is_the_speakers_promise(reader):
    [u] = owed(reader, "I swear I'll fix the gate on Monday.")
    assert (u.kind, u.owner) == (CommitmentKind.PROMISE, "omar") and u.objects == ("gate_1",)


def test_giving_ones_word_promises_the_result_said_after_it(reader):
    [u] = owed(reader, "You have my word: the shed cleared out by Sunday.")
    assert (u.kind, u.owner, u.beneficiary) == (CommitmentKind.PROMISE, "omar", "robot")
    assert "shed_1" in u.objects and due(u).startswith("2026-03-08")


def test_a_favour_asked_is_the_deed_joined_to_it_not_a_second_request(reader):
    [u] = owed(reader, "Do us a favour and fetch the ladder from the garage.")
    assert u.kind is CommitmentKind.REQUEST and u.action.startswith("fetch the ladder")


def test_i_will_do_it_promises_the_deed_said_just_before(reader):
    [u] = owed(reader, "The bins have to go out tonight, I'll do it.")
    assert (u.kind, u.owner) == (CommitmentKind.PROMISE, "omar") and "bins_1" in u.objects


def test_can_you_do_that_adds_nothing_to_the_request_before_it(reader):
    [u] = owed(reader, "The gutter needs clearing, could you do that?")
    assert (u.kind, u.owner) == (CommitmentKind.REQUEST, "robot") and u.objects == ("gutter_1",)


def test_a_dated_event_said_without_a_verb_is_a_schedule(reader):
    [u] = owed(reader, "Piano lesson Wednesday at four?")
    assert (u.kind, u.owner) == (CommitmentKind.SCHEDULE, "") and due(u) == "2026-03-11T16:00:00+00:00"


def test_a_time_said_alone_schedules_nothing(reader):
    assert owed(reader, "Half past six.") == ()


def test_a_reassurance_asks_nothing(reader):
    assert owed(reader, "Don't panic about the gutter.") == ()


@pytest.mark.parametrize("words", ["Gorgeous sunshine today!", "Morning! Awful traffic today."])
def test_verbless_talk_about_today_dates_no_event(reader, words):
    assert owed(reader, words) == ()


def test_a_verbless_event_still_ahead_today_is_a_schedule(reader):
    [u] = owed(reader, "Gutter man today at three.")
    assert u.kind is CommitmentKind.SCHEDULE and due(u) == "2026-03-07T15:00:00+00:00"


def test_a_result_the_speaker_would_like_is_asked_for(reader):
    found = owed(reader, "I'd like the big ladder brought to the shed tomorrow.")
    assert [u.kind for u in found] == [CommitmentKind.REQUEST]
    assert "shed_1" in found[0].objects and found[0].action.endswith("brought to the shed")
    assert not owed(reader, "I'd like the ferns near a window, they love the light.")   # a liking, no deed


def test_a_wanted_result_said_of_the_speakers_own_thing_keeps_the_thing(reader):
    # "my ladder brought ..." parses as a clause of its own whose subject is the thing done to
    [u] = owed(reader, "I'd like my ladder brought round to the shed this afternoon.")
    assert (u.kind, u.owner, u.beneficiary) == (CommitmentKind.REQUEST, "robot", "omar")
    assert u.objects == ("ladder_1", "shed_1") and u.action.startswith("omar's ladder brought")
    [u] = owed(reader, "We'd like our bins taken to the gate.", speaker="priya")
    assert u.kind is CommitmentKind.REQUEST and set(u.objects) == {"bins_1", "gate_1"}

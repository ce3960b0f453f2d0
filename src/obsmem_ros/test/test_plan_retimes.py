"""The time of a plan as later words leave it and as a sentence binds it: a visitor named again with
a new clock, a move to a named day, "same time" on another day, a clause glossing the time of the
one before it, and the arrangement a reminder tells of (sentences written for this file)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.language.conversation_times import glosses_time, reported_time
from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.query.answerers.revision_signs import retimes_party
from obsmem_ros.core.records import Commitment, CommitmentKind
from obsmem_ros.core.timefmt import format_iso

from .factories import TUESDAY_NINE, ask_morning, morning_ns, said


def _schedule(action: str, text: str, owner: str = "", objects: tuple = ()) -> Commitment:
    return Commitment(id=action, kind=CommitmentKind.SCHEDULE, owner=owner, beneficiary="", action=action,
                      text=text, created_ns=0, source_event_id=action, objects=objects)


def test_a_visitor_named_again_with_a_new_clock_retimes_the_visit():
    visit = _schedule("Auntie Rose coming over around two", "Auntie Rose coming over around two with the trifle.",
                      owner="rose", objects=("auntie_rose",))
    assert retimes_party(visit, _schedule("stuck", "Rose rang, she's stuck on the motorway. More like half three now."))
    assert not retimes_party(visit, _schedule("stuck", "Rose rang, she's stuck on the motorway."))  # no clock
    assert not retimes_party(visit, _schedule("bins", "The bin men come at half three now."))  # not her
    assert not retimes_party(visit, _schedule("again", "Rose said around two, yes."))  # the same clock


def test_a_later_word_naming_the_visitor_moves_the_visit():
    events = [said(1, "bea", "Auntie Rose coming over around two with the trifle.", time_ns=morning_ns(0)),
              said(2, "bea", "Rose just messaged, she running late. More like half three now.",
                   time_ns=morning_ns(300))]
    assert ask_morning(events, "When is Auntie Rose supposed to get here?", 320).endswith("T15:30:00+00:00")


def test_another_appointment_of_the_visitor_moves_no_visit():
    events = [said(1, "bea", "Auntie Rose coming over around two with the trifle.", time_ns=morning_ns(0)),
              said(2, "bea", "Rose has her physio at four, so she can't stay long.", time_ns=morning_ns(300))]
    assert ask_morning(events, "When is Auntie Rose supposed to get here?", 320).endswith("T14:00:00+00:00")


def test_a_visit_moved_to_a_named_day_keeps_moving_past_a_day():
    events = [said(1, "tom", "Mr. Kowal coming tomorrow between nine and eleven to fix the boiler.",
                   time_ns=morning_ns(0)),
              said(2, "ada", "Mr. Kowal phoned. He can't come this morning, he says Thursday, two o'clock.",
                   time_ns=morning_ns(24 * 60 - 60))]
    assert ask_morning(events, "When is Mr. Kowal coming for the boiler?", 24 * 60 - 30).startswith("2026-03-05T14:00")


def test_same_time_on_another_day_keeps_the_clock_of_the_plan():
    events = [said(1, "lou", "Dad says tonight at eight we go to the harbour to watch the fireworks!",
                   time_ns=morning_ns(0)),
              said(2, "kim", "Too windy tonight, so the fireworks are tomorrow night now, same time.",
                   time_ns=morning_ns(600))]
    assert ask_morning(events, "Going to the harbour for the fireworks, when now?", 620) == "2026-03-03T20:00:00+00:00"


@pytest.fixture()
def reader():
    return UtteranceReader()


def test_a_clause_glossing_the_time_of_the_one_before_times_it(reader):
    reading = reader.read("Remind Mia to bring the washing in when she's back from school, that's twenty to four.",
                          speaker="lena", addressee="robot", now_ns=TUESDAY_NINE, event_id="u1")
    (reminder,) = reading.undertakings
    assert format_iso(reminder.due_ns).endswith("T15:40:00+00:00")


def test_a_gloss_passes_on_only_a_time():
    assert reported_time(analyse("that's ten past three.")) == "ten past three"
    assert reported_time(analyse("that's important.")) == ""  # no time: nothing glossed
    assert reported_time(analyse("it's ten past three.")) == ""  # the time now, not the time of the deed before
    assert not glosses_time(analyse("the bus is at ten past three."))  # a plan of its own


def test_the_arrangement_a_reminder_tells_of_answers_its_own_time():
    events = [said(1, "jo", "robot remind Sid tomorrow at eight the car it has the service at ten he always forgets",
                   time_ns=morning_ns(0))]
    assert ask_morning(events, "When the car has its service?", 30).endswith("T10:00:00+00:00")
    assert ask_morning(events, "What time are you reminding Sid?", 30).endswith("T08:00:00+00:00")

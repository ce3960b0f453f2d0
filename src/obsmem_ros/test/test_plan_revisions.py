"""Plans revised after they were first said: calling off and taking over in one breath, a later word
on the same errand by another doer or with another time (sentences written for this file)."""
from __future__ import annotations

from .factories import ask_morning, morning_ns, remembered, said



def test_never_mind_with_a_promise_takes_the_errand_over():
    events = [said(1, "tomas", "I'll drive Nina to her piano exam tonight, don't worry.", time_ns=morning_ns(0)),
              said(2, "tomas", "Nina, sorry, my knee is bad again. Cannot drive tonight.", to="nina", time_ns=morning_ns(600)),
              said(3, "marta", "Never mind, I'll drive you to the exam. We leave at eight.", to="nina",
                   time_ns=morning_ns(601))]
    assert ask_morning(events, "Who's driving Nina to the piano exam tonight?", 620) == "marta"


def test_never_mind_alone_still_calls_off_the_speakers_own_plan():
    events = [said(1, "marta", "Can you water the ferns at six?", time_ns=morning_ns(0)),
              said(2, "marta", "Never mind, it rained.", time_ns=morning_ns(30))]
    assert ask_morning(events, "Do you still have to water the ferns?", 40) == "no"


def test_a_plan_taken_over_hours_later_in_other_words_has_the_new_doer():
    events = [said(1, "ivo", "I'll get Rosa from the train at nine-fifteen. Just resting my eyes first.", time_ns=morning_ns(0)),
              said(2, "lena", "He's fast asleep. Forget it, I'll go get Rosa myself.", time_ns=morning_ns(25))]
    assert ask_morning(events, "Who's picking Rosa up from the train tonight?", 40) == "lena"


def test_a_moved_visit_answers_when_by_its_latest_time():
    events = [said(1, "lena", "The piano tuner comes at four today.", time_ns=morning_ns(0)),
              said(2, "lena", "The tuner phoned, he's running late, he's coming at six now.",
                   time_ns=morning_ns(300))]
    assert ask_morning(events, "When is the piano tuner coming now?", 320).endswith("T18:00:00+00:00")


def test_what_was_said_at_the_time_keeps_the_first_word():
    events = [said(1, "lena", "The piano tuner comes at four today.", time_ns=morning_ns(0)),
              said(2, "lena", "The tuner phoned, he's running late, he's coming at six now.",
                   time_ns=morning_ns(300))]
    assert ask_morning(events, "When did Lena say the piano tuner was coming?", 320).endswith("T16:00:00+00:00")


def test_another_errand_of_the_same_person_revises_nothing():
    events = [said(1, "lena", "Can you wake Teo at half six tomorrow? He has a test.", time_ns=morning_ns(0)),
              said(2, "ivo", "Tonight I'll go over the times tables with Teo at eight.", time_ns=morning_ns(60))]
    assert ask_morning(events, "When do you need to wake Teo up tomorrow?", 90).endswith("T06:30:00+00:00")


def test_asks_first_word_reads_a_past_saying():
    from obsmem_ros.core.query.answerers.revisions import asks_first_word

    assert asks_first_word("When did Colm say the plumber's coming?")
    assert asks_first_word("What time were you meant to remind her?")
    assert not asks_first_word("When's the plumber coming now?")
    assert not asks_first_word("Who's taking the dog to the groomer?")


def test_a_promise_about_a_visit_does_not_move_the_visits_time():
    events = [said(1, "lena", "The piano tuner comes at four today.", time_ns=morning_ns(0)),
              said(2, "ivo", "I'll be home at three to let the piano tuner in.", time_ns=morning_ns(60))]
    assert ask_morning(events, "When is the piano tuner coming?", 90).endswith("T16:00:00+00:00")


def test_the_revised_plan_stays_in_the_evidence():
    events = [said(1, "ivo", "I'll get Rosa from the train at nine-fifteen. Just resting my eyes first.", time_ns=morning_ns(0)),
              said(2, "lena", "He's fast asleep. Forget it, I'll go get Rosa myself.", time_ns=morning_ns(25))]
    for memory in remembered(events):
        answer = memory.ask("Who's picking Rosa up from the train tonight?", at_ns=morning_ns(40))
        assert answer.value == "lena"
        assert {"d001-e00001", "d001-e00002"} <= {i for e in answer.evidence for i in e.event_ids}


def test_a_lesson_called_off_and_moved_in_one_breath_has_the_new_time():
    events = [said(1, "nadia", "Tonight seven got violin lesson at Mrs Pereira house.", time_ns=morning_ns(0)),
              said(2, "nadia", "Mrs Pereira cancel tonight, change to tomorrow five o'clock.", time_ns=morning_ns(60))]
    assert ask_morning(events, "When is Nadia's violin lesson now?", 90).endswith("-03T17:00:00+00:00")


def test_a_plan_moved_to_another_day_keeps_its_clock_time():
    events = [said(1, "oren", "The band practice is at half seven tonight in the garage.", time_ns=morning_ns(0)),
              said(2, "oren", "Call off the band practice tonight, move it to Thursday.", time_ns=morning_ns(60))]
    assert ask_morning(events, "When is the band practice?", 90).endswith("T19:30:00+00:00")
    assert not ask_morning(events, "When is the band practice?", 90).startswith("2026-03-02")


def test_moved_due_reads_only_the_moving_clause():
    from datetime import datetime, timezone
    from obsmem_ros.core.views.commitment.moved import moved_due

    said_ns = int(datetime(2026, 3, 2, 9, 0, tzinfo=timezone.utc).timestamp()) * 10**9
    old = int(datetime(2026, 3, 2, 19, 30, tzinfo=timezone.utc).timestamp()) * 10**9
    due = moved_due("cancel tonight, change to tomorrow five o'clock", said_ns=said_ns, old_due_ns=old,
                    tz="UTC", meal_clock={})
    assert datetime.fromtimestamp(due / 1e9, tz=timezone.utc) == datetime(2026, 3, 3, 17, 0, tzinfo=timezone.utc)
    moved = moved_due("scrap it tonight and push it to friday", said_ns=said_ns, old_due_ns=old, tz="UTC", meal_clock={})
    assert datetime.fromtimestamp(moved / 1e9, tz=timezone.utc).strftime("%a %H:%M") == "Fri 19:30"
    assert moved_due("never mind, it rained tonight", said_ns=said_ns, old_due_ns=old, tz="UTC", meal_clock={}) is None



def test_the_first_part_of_a_promise_is_due_today_when_a_later_part_says_tomorrow():
    events = [said(1, "dara", "Could you do the lanterns for the party?", time_ns=morning_ns(295)),
              said(2, "robot", "Sure. I'll have the lanterns lit by half five and the chairs out on the lawn tomorrow.",
                   to="dara", time_ns=morning_ns(300))]
    assert ask_morning(events, "What time did you tell Dara the lanterns would be lit by?", 310) == \
        "2026-03-02T17:30:00+00:00"

def test_a_day_said_of_a_later_part_leaves_the_first_part_its_own_time():
    from obsmem_ros.core.language.clauses import PARSES
    from obsmem_ros.core.language.owed_actions import own_times

    text = "I'll have the lanterns lit by half five and the chairs out on the lawn tomorrow."
    pred = PARSES.doc(text)[:].root
    (own,) = own_times(pred, [pred], text)
    assert own is not None and "tomorrow" not in own[0] and "lanterns" in own[0]
    assert [p.text for p in own[1]] == ["by"]


def test_one_time_for_a_deed_said_after_its_and_is_shared():
    from obsmem_ros.core.language.clauses import PARSES
    from obsmem_ros.core.language.owed_actions import own_times

    text = "Wash and iron the shirts by six tomorrow."
    pred = PARSES.doc(text)[:].root
    assert own_times(pred, [pred], text) == [None]


def test_a_short_name_of_a_person_is_no_thing_two_errands_share():
    from obsmem_ros.core.query.answerers.revisions import shared_things

    people = {"karolina", "omar", "sam"}
    assert shared_things("What time is Omar driving Karo to the station tomorrow?",
                         "Sam, can you fetch Karo after the exam tomorrow?", people) == set()
    assert shared_things("Karo's got the car tonight", "the car needs petrol", people) == {"car"}
    assert shared_things("is the van back?", "Omar's taking the van", {"omar", "vanessa"}) == {"van"}


def test_a_clause_beside_one_that_speaks_of_the_plan_does_not_take_its_time():
    events = [said(1, "lena", "Tomorrow we leave for the harbour at ten past nine.", time_ns=morning_ns(0)),
              said(2, "omar", "I'll put the bread in at noon. No, make it half two, we're back from the harbour "
                              "at two.", time_ns=morning_ns(30))]
    assert ask_morning(events, "What time are we leaving for the harbour?", 60).endswith("T09:10:00+00:00")

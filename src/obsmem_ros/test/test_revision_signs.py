"""The signs that a later word revises a plan: the holder named, a clock moved, and the task said
in one clause of a longer sentence (sentences written for this file)."""
from __future__ import annotations

from obsmem_ros.core.query.answerers.revision_signs import moves_clock, task_closeness, to_holder
from obsmem_ros.core.records import Commitment, CommitmentKind

from .factories import ask_morning, morning_ns, said


def _word(action: str, text: str, owner: str = "ossie", beneficiary: str = "") -> Commitment:
    return Commitment(id=action, kind=CommitmentKind.PROMISE, owner=owner, beneficiary=beneficiary, action=action,
                      text=text, created_ns=0, source_event_id=action)


def test_task_closeness_reads_the_clause_that_says_the_task():
    fetch = _word("fetch Nell from swimming", "Ma, I'll fetch Nell from swimming at six, no stress.")
    collect = _word("collect Nell from the pool", "Jo's bike has a flat and the rain is coming down sideways, "
                    "I'll collect Nell from the pool in the car.", owner="kit")
    rake = _word("rake the leaves", "Jo's bike has a flat and the rain is coming down sideways, "
                 "I'll rake the leaves after lunch.", owner="kit")
    assert task_closeness(fetch, collect) >= 0.6
    assert task_closeness(fetch, rake) < 0.45


def test_a_word_to_or_about_the_holder_is_to_the_holder():
    plan = _word("drive Gran to the station", "I'll drive Gran to the station at four.")
    about = _word("take her", "Ossie's stuck in a meeting, I'll take her.", owner="mila")
    told = _word("take her", "Don't bother, I'll take her.", owner="mila", beneficiary="ossie")
    other = _word("take her", "I'll take her to the shops on Friday.", owner="mila")
    own = _word("take her", "Ossie here, I'll take her myself.", owner="ossie")
    assert to_holder(plan, about, {}) and to_holder(plan, told, {})
    assert not to_holder(plan, other, {}) and not to_holder(plan, own, {})
    assert to_holder(plan, _word("go", "Tell Oz to stay put, I'll go.", owner="mila"), {"ossie": "Oz"})


def test_a_clock_moved_or_first_given():
    plan = _word("coming tomorrow at nine", "The sweep is coming tomorrow at nine.")
    assert moves_clock(plan, _word("coming", "He can't do nine, he's coming two o'clock."))  # old beside new
    assert moves_clock(plan, _word("coming", "He's coming at two instead."))  # set aside in other words
    assert not moves_clock(plan, _word("coming", "Yes, nine o'clock, he confirmed."))  # the same clock again
    assert not moves_clock(plan, _word("coming", "He'll bring the long brushes."))  # no clock
    untimed = _word("going to the lake tomorrow", "Tomorrow we're going to the lake.")
    assert moves_clock(untimed, _word("leaving", "We leave at eleven."))  # a first clock


def test_a_visit_moved_in_a_clause_beside_the_old_clock_has_the_new_time():
    events = [said(1, "wren", "Da window guy, Manu, he coming tomorrow nine o'clock fo' fix da louvers. "
                              "Me, I stay home, I let him in.", time_ns=morning_ns(0)),
              said(2, "ossie", "Manu called. He no can come nine, he coming two o'clock now.", time_ns=morning_ns(22 * 60))]
    assert ask_morning(events, "Manu's coming when now?", 22 * 60 + 10).endswith("T14:00:00+00:00")


def test_a_plan_taken_from_its_holder_in_a_clause_has_the_new_doer():
    events = [said(1, "ossie", "Bea, I'll carry Grandpa to the dentist tomorrow, the appointment is ten.", to="bea",
                   time_ns=morning_ns(0)),
              said(2, "mila", "Tell Uncle Ossie no worry, I'll take Grandpa to the dentist, I have the car anyway.",
                   time_ns=morning_ns(300))]
    assert ask_morning(events, "Who's taking Grandpa to the dentist tomorrow?", 320) == "mila"


"""A person's own plan said again with a new time replaces the first (sentences written for this file)."""
from __future__ import annotations

from obsmem_ros.core.records import Commitment, CommitmentKind
from obsmem_ros.core.views.commitment.restated import restates

from .factories import T0, remembered, said

MIN = 60 * 10**9
HOUR = 60 * MIN


def _at(minutes: int) -> int:
    return T0 + 8 * HOUR + minutes * MIN


def test_a_plan_said_again_with_a_new_time_answers_with_the_new_time():
    events = [said(1, "nora", "I'll drive Gran to the station, we set off at ten tomorrow.", time_ns=_at(0)),
              said(2, "nora", "Actually we set off at half twelve tomorrow, Gran, not ten.", time_ns=_at(9 * 60))]
    for memory in remembered(events):
        answer = memory.ask("When do Nora and Gran set off tomorrow?", at_ns=_at(10 * 60))
        assert answer.value.endswith("T12:30:00+00:00") or "12:30" in str(answer.value)


def _plan(owner: str, minutes: int, due_hours: int, *, said_by: str = "", action: str = "walk the dog in the park",
          recurrence: str = "") -> Commitment:
    return Commitment(id=f"c{minutes}", kind=CommitmentKind.PROMISE, owner=owner, beneficiary="robot", action=action,
                      text=action, created_ns=_at(minutes), source_event_id=f"e{minutes}", due_ns=_at(due_hours * 60),
                      verb="walk", requester=said_by or owner, recurrence=recurrence)


def _same(a: Commitment, b: Commitment) -> bool:
    return a.action == b.action


def test_only_the_same_speakers_plan_still_ahead_is_restated():
    first = _plan("ali", 0, 5)
    assert restates(first, _plan("ali", 60, 6), _same)
    assert not restates(first, _plan("ali", 60, 5), _same)  # the same time: nothing moved
    assert not restates(first, _plan("ben", 60, 6), _same)  # another person's plan
    assert not restates(first, _plan("ali", 60, 6, said_by="ben"), _same)  # told of by another
    assert not restates(first, _plan("ali", 6 * 60, 9), _same)  # its time had passed: a new occasion
    assert not restates(_plan("ali", 0, 5, recurrence="daily"), _plan("ali", 60, 6), _same)
    assert not restates(first, _plan("ali", 60, 6, action="walk to the shop"), _same)


def _visit(minutes: int, due_hours: int, text: str, objects=(), said_by: str = "ali", owner: str = "") -> Commitment:
    return Commitment(id=f"v{minutes}", kind=CommitmentKind.SCHEDULE, owner=owner, beneficiary=said_by, action=text,
                      text=text, created_ns=_at(minutes), source_event_id=f"e{minutes}", due_ns=_at(due_hours * 60),
                      verb="visit", requester=said_by, objects=tuple(objects))


def test_a_household_visit_is_restated_by_anyone_who_names_the_visitor():
    first = _visit(0, 5, "The chimney sweep Mr. Okonjo is coming at one", ("mr_okonjo",))
    assert restates(first, _visit(60, 7, "Okonjo rang. He's coming at three now.", said_by="ben"), _same)
    assert not restates(first, _visit(60, 7, "The electrician is coming at three.", said_by="ben"), _same)
    assert not restates(first, _visit(6 * 60, 9, "Okonjo is coming at three.", said_by="ben"), _same)  # passed
    assert not restates(first, _visit(60, 7, "Okonjo is coming at three.", said_by="ben", owner="okonjo"), _same)
    assert not restates(first, _visit(60, 7, "Okonjo brings the brushes at three.", ("brush",), said_by="ben"), _same)
    visitor = _visit(0, 5, "Okonjo is coming at one", owner="okonjo")
    assert restates(visitor, _visit(60, 7, "Okonjo rang, he's coming at three now.", said_by="ben"), _same)


def test_the_visitors_new_time_answers_and_a_refusal_is_no_plan():
    events = [said(1, "nora", "Robot, Mr. Okonjo the chimney sweep is coming Thursday at two.", time_ns=_at(0)),
              said(2, "ben", "Okonjo just rang. He can't come Thursday, he's coming Saturday at eleven.",
                   time_ns=_at(60))]
    for memory in remembered(events):
        answer = memory.ask("When is Mr Okonjo coming now?", at_ns=_at(120))
        assert "T11:00:00" in str(answer.value), answer


def test_a_visit_said_not_to_happen_is_no_plan_but_not_until_a_time_is():
    events = [said(1, "ben", "The gas fitter rang, he can't come Thursday.", time_ns=_at(0)),
              said(2, "maya", "I won't be home till half seven tonight, I've got netball.", time_ns=_at(5))]
    for memory in remembered(events):
        plans = [c for c in memory.commitments() if c.kind is CommitmentKind.SCHEDULE]
        assert {c.requester for c in plans} == {"maya"}  # her netball may be filed beside it, undated
        assert [c.due_ns for c in plans if c.action == "be home"] == [T0 + 19 * HOUR + 30 * MIN]

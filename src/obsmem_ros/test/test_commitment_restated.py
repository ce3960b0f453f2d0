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

"""Plans revised after they were first said: calling off and taking over in one breath, a later word
on the same errand by another doer or with another time (sentences written for this file)."""
from __future__ import annotations

from .factories import T0, remembered, said

MIN = 60 * 10**9


def _at(minutes: int) -> int:
    return T0 + 8 * 60 * MIN + minutes * MIN


def _ask(events, question: str, minutes: int) -> str:
    for memory in remembered(events):
        return memory.ask(question, at_ns=_at(minutes)).value


def test_never_mind_with_a_promise_takes_the_errand_over():
    events = [said(1, "tomas", "I'll drive Nina to her piano exam tonight, don't worry.", time_ns=_at(0)),
              said(2, "tomas", "Nina, sorry, my knee is bad again. Cannot drive tonight.", to="nina", time_ns=_at(600)),
              said(3, "marta", "Never mind, I'll drive you to the exam. We leave at eight.", to="nina",
                   time_ns=_at(601))]
    assert _ask(events, "Who's driving Nina to the piano exam tonight?", 620) == "marta"


def test_never_mind_alone_still_calls_off_the_speakers_own_plan():
    events = [said(1, "marta", "Can you water the ferns at six?", time_ns=_at(0)),
              said(2, "marta", "Never mind, it rained.", time_ns=_at(30))]
    assert _ask(events, "Do you still have to water the ferns?", 40) == "no"

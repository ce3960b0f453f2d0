"""Of "who is taking X", the one taken is never the one taking (sentences written for this file)."""
from __future__ import annotations

from .factories import T0, remembered, said

MIN = 60 * 10**9


def test_the_person_taken_is_not_named_as_the_doer():
    events = [said(1, "rosa", "On Saturday we're off to the market at ten. I'm driving, Nonna and Luca are coming with me.",
                   time_ns=T0 + 9 * 60 * MIN),
              said(2, "luca", "Change of plan, Mum's taking just Nonna to the market, I've got football.",
                   time_ns=T0 + 10 * 60 * MIN)]
    for memory in remembered(events):
        answer = memory.ask("Who's taking Nonna to the market?", at_ns=T0 + 11 * 60 * MIN)
        assert answer.value == "rosa"

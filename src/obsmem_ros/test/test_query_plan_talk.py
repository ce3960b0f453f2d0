"""A plan's evidence carries what was said of it after it was made, by its doer or to them by
name, on the same things: the words that gave it up or kept it (`retrieval.plan_talk`); not the
doer's talk of other things, nor anything said after the question (stories written for this file)."""
from __future__ import annotations

from typing import Set

from .factories import T0, remembered, said

MIN = 60 * 10**9
H = 60 * MIN


def _at(hour: int, minute: int = 0) -> int:
    return T0 + hour * H + minute * MIN


def _story() -> list:
    return [
        said(1, "tariq", "I'll drive Nell to the swimming gala tomorrow, we leave at nine.", time_ns=_at(18)),
        said(2, "tariq", "The boiler's making that noise again.", time_ns=_at(19)),
        said(3, "tariq", "Bad news, the car's in the garage till Friday, so I can't drive tomorrow.",
             time_ns=_at(20, 30)),
        said(4, "ines", "No bother, I'll take Nell to the gala on the bus.", time_ns=_at(20, 32)),
        said(5, "tariq", "Sorry again about the drive, Nell.", time_ns=_at(23)),
    ]


def _cited(answer) -> Set[str]:
    return {e for item in answer.evidence for e in (item.event_ids or (item.id,))}


def test_the_plan_taken_over_is_cited_with_the_words_that_gave_it_up():
    for memory in remembered(_story()):
        answer = memory.ask("Who's taking Nell to the gala now?", at_ns=_at(21))
        assert answer.value == "ines"
        cited = _cited(answer)
        assert {"d001-e00001", "d001-e00003", "d001-e00004"} <= cited
        assert "d001-e00002" not in cited and "d001-e00005" not in cited

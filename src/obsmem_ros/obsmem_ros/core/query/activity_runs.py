"""Runs of a labelled activity in a person's events: which activity a question names, and where
each day's run of it starts (read by the routine answerer and by routing, which gives the routine
view the questions memory's observations answer).

Events carry an activity label (`extras["activity"]`, e.g. "make_tea"); a question's activity is
the label sharing most of its words ("make tea", "take the medicine"). Each day's run starts at
the first event of that label by the person.
"""
from __future__ import annotations

import re
from typing import Dict, Sequence

from obsmem_ros.core.records import Event
from obsmem_ros.core.views.commitment_view import content_words

NS = 1_000_000_000
DAY_S = 86_400
MIN_RUN_DAYS = 2  # days memory saw an activity on before it has a usual time
_ROUTINE_WORDS = frozenset("when what time which day does do did usually typically normally generally late later "
                           "unusually much than usual was were on at".split())
_DEVIATION = re.compile(r"\blater?\b|\bunusual")


def _words(text: str) -> set:
    return content_words(text.replace("_", " "))


def activity_label(question: str, persons: Sequence[str], verbs: Sequence[str], events: Sequence[Event]) -> str:
    """The activity label of `events` that best matches the question's words ("" when none shares
    at least half of its words); a label sharing more than the question's own verbs comes first
    ("which day did Dan leave it late to do the homework": the homework, not his leaving)."""
    asked = _words(question.lower()) - _ROUTINE_WORDS - set(persons)
    verb_words = _words(" ".join(verbs))
    labels = {str(e.extras.get("activity", "")) for e in events if e.extras.get("activity")}
    scored = []
    for label in labels:
        words = _words(label)
        shared = words & asked
        if words and len(shared) * 2 >= len(words):
            scored.append((len(shared - verb_words), len(shared) / len(words), len(shared), label))
    return max(scored)[-1] if scored else ""


def day_runs(events: Sequence[Event], label: str) -> Dict[int, int]:
    """Day (days since the epoch, UTC) -> index in `events` of the first event of that day's run of
    `label`."""
    firsts: Dict[int, int] = {}
    for i, event in enumerate(events):
        if event.extras.get("activity") == label:
            firsts.setdefault(event.time_ns // NS // DAY_S, i)
    return firsts


def asks_deviation(question: str) -> bool:
    """Whether the question asks when a run strayed from the usual ("really late", "later than
    usual", "unusually late"), not when it usually happens."""
    return bool(_DEVIATION.search(question.lower()))

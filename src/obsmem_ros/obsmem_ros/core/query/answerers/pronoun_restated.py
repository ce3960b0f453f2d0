"""A new time said of a plan by a pronoun: "the barbecue's off today ... it's Sunday at four
instead", "the plumber rang, he's coming at two now".

The clause that gives the new time names its plan only as "it" or "he"; a listener hears it as the
plan said just before, and so does a "when" question about that plan: the restatement is ranked as
if its own words named what the plan before it named (`with_restated`), and the plan it restates
after it (`superseded`).
"""
from __future__ import annotations

import dataclasses
import re
from typing import Dict, List, Optional, Sequence, Set, Tuple

from obsmem_ros.core.clock_words import HOUR_WORDS
from obsmem_ros.core.records import CommitmentStatus
from obsmem_ros.core.time_reading import DAYS
from obsmem_ros.core.views.commitment_view import content_words

from ..readings import CommitmentReading
from .asked_clause import passes_on

__all__ = ["restated_plan", "superseded", "with_restated"]

_PRONOUN = re.compile(r"\b(?:it|he|she|they)\b")
_NEW_TIME = re.compile(r"\b(?:now|instead)\b")
_WITHIN_NS = 6 * 3600 * 1_000_000_000  # a pronoun points back to a plan of the same stretch of talk


def _restates_by_pronoun(reading: CommitmentReading) -> bool:
    """A dated plan whose own clause says a new time ("now", "instead") of something it names only
    by a pronoun."""
    action = reading.commitment.action.lower()
    return reading.commitment.due_ns is not None and bool(_PRONOUN.search(action) and _NEW_TIME.search(action))


def restated_plan(reading: CommitmentReading, pool: Sequence[CommitmentReading]) -> Optional[CommitmentReading]:
    """The plan a pronoun restatement (`_restates_by_pronoun`) gives a new time to: the dated plan
    said last before it, within `_WITHIN_NS`, still standing, that is itself no restatement and no passing on of
    one ("tell her", "remind him"), one that shares a word with it first ("he's coming at seven
    now" restates "the plumber's coming at five", not the exam said since); None for any other
    reading or when there is none."""
    if not _restates_by_pronoun(reading):
        return None
    c = reading.commitment
    before = [r for r in pool if r.commitment.due_ns is not None and r is not reading
              and _order(r) < _order(reading) and c.created_ns - r.commitment.created_ns <= _WITHIN_NS
              and r.commitment.status is not CommitmentStatus.CANCELLED
              and not _restates_by_pronoun(r) and not passes_on(r.commitment)]
    said = _named(c.action)
    return max(before, key=lambda r: (bool(said & _named(r.commitment.action)), _order(r)), default=None)


_TIMING = re.compile(r"\b(?:\d{1,2}(?::\d{2})?|" + "|".join(HOUR_WORDS) + "|" + "|".join(DAYS)
                     + r"|now|instead|today|tonight|tomorrow|morning|afternoon|evening|night|half|quarter|past)\b")


def _named(action: str) -> set:
    """The content words of an action that name what it is about: not its pronouns, which name
    nothing, nor its time ("it's Thursday at seven instead")."""
    return content_words(_TIMING.sub(" ", _PRONOUN.sub(" ", action.lower())))


def _order(reading: CommitmentReading) -> Tuple[int, int, str]:
    """When it was said: its sentence's time, then its clause's place in the sentence."""
    c = reading.commitment
    return c.created_ns, len(c.id), c.id


def with_restated(scored: Sequence[Tuple[int, CommitmentReading]], pool: Sequence[CommitmentReading]
                  ) -> Tuple[List[Tuple[int, CommitmentReading]], Dict[int, CommitmentReading]]:
    """`scored` with each pronoun restatement's action extended by the words of the plan it restates
    ("make it instead" -> "make it instead (the sleepover is off tonight)"), for ranking; and the map
    from each ranked reading back to the reading it stands for."""
    out: List[Tuple[int, CommitmentReading]] = []
    back: Dict[int, CommitmentReading] = {}
    for score, reading in scored:
        old = restated_plan(reading, pool)
        ranked = reading if old is None else dataclasses.replace(reading, commitment=dataclasses.replace(
            reading.commitment, action=f"{reading.commitment.action} ({old.commitment.action})"))
        back[id(ranked)] = reading
        out.append((score, ranked))
    return out, back


def superseded(scored: Sequence[Tuple[int, CommitmentReading]], pool: Sequence[CommitmentReading]) -> Set[int]:
    """Ids of the readings of `scored` that a pronoun restatement among them gives a new time: the
    last word on a plan holds, within one sentence too ("it's off tonight, make it tomorrow at one
    instead")."""
    restated = (restated_plan(back, pool) for back in pool)
    told = {id(old) for old in restated if old is not None}
    return {id(r) for _s, r in scored if id(r) in told}

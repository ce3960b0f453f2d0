"""Which commitments later ones replace: a plan said anew at another time ("the party's Saturday at
two", then "we've moved the party to Sunday"), a reschedule that closed the old one, and the words
of what a moved time replaced, which the question may name instead of the new sentence's.
"""
from __future__ import annotations

import dataclasses
from typing import Sequence, Tuple

from obsmem_ros.core.language.corrections import said_clocks
from obsmem_ros.core.language.errands import own_action
from obsmem_ros.core.records import Commitment, CommitmentKind, CommitmentStatus
from obsmem_ros.core.views.commitment_view import content_words

from ..readings import CommitmentReading, CommitmentsFound
from .asked_clause import clause_fit

__all__ = ["rearranged", "replaced_ids", "replaced_words", "said_order"]


def replaced_words(found: CommitmentsFound, c: Commitment) -> str:
    """The words of the commitments that `c`'s sentence called off and said anew: a moved time
    ("it's at eleven now, not ten") is about what the replaced plan named ("Joe's interview"). A
    sentence that says no clock moved no time ("leave it, I'll get it myself" calls a request off)."""
    if not said_clocks(c.text):
        return ""
    return " ".join(f"{r.commitment.text} {r.commitment.owner}" for r in found.commitments
                    if r.commitment.status is CommitmentStatus.CANCELLED and r.commitment.closed_by == c.source_event_id
                    and r.commitment.id != c.id)


def rearranged(readings: Sequence[CommitmentReading], topic: set = frozenset()) -> set:
    """The schedules a later schedule of the same thing replaces ("the party's Saturday at two",
    then "we've moved the party to Sunday"): ids of the readings said before another that names
    one of their things or comes from the same sentence. A thing has one time; what was said last
    about it holds (only between schedules the question fits equally well). With the `topic` of a
    question asking how it stands *now*, any dated arrangement is replaced by a later dated one
    whose own clause also says what the question asks about ("the car's booked in on Monday",
    then "the car's moved to Tuesday"), whatever kind each was filed as: its own words and the things
    they name, not an errand lent to it (`_own_fit`)."""
    if topic:
        dated = [r for r in readings if r.commitment.due_ns is not None]
        return {id(r) for r in dated for other in dated if said_order(other) > said_order(r)
                and other.commitment.created_ns > r.commitment.created_ns and _own_fit(topic, other.commitment)
                and topic & content_words(f"{r.commitment.action} {r.commitment.text}")}
    schedules = [r for r in readings if r.commitment.kind is CommitmentKind.SCHEDULE]
    return {id(r) for r in schedules for other in schedules if said_order(other) > said_order(r) and (
        set(other.object_ids) & set(r.object_ids) or other.commitment.source_event_id == r.commitment.source_event_id)}


def _own_fit(topic: set, c: Commitment) -> int:
    """`clause_fit` of `c` as its own clause says it: a departure lent an errand from the talk before
    ("leave at quarter past then (pick the cake up)") by its own words and the things they name, not
    the errand's (the leaving, not the cake's time)."""
    own = own_action(c.action)
    return clause_fit(topic, dataclasses.replace(c, action=own), own != c.action)


def said_order(reading: CommitmentReading) -> Tuple[int, int, str]:
    """When a commitment was said: its sentence's time, then its clause's place in the sentence
    ("he can't do tomorrow, he's coming Monday instead": the second clause is said last)."""
    c = reading.commitment
    return c.created_ns, len(c.id), c.id


def replaced_ids(items: Sequence[Commitment]) -> set:
    """Ids of the cancelled commitments another one replaces: a reschedule closes the old one and says
    it anew, of the same kind or as an arrangement. A promise that takes back a request ("leave my
    keys, I'll get them myself") replaces nothing: the request was called off, and is still what
    "did it happen?" asks about."""
    said = {}
    for c in items:
        said.setdefault(c.source_event_id, set()).add(c.kind)
    return {c.id for c in items if c.status is CommitmentStatus.CANCELLED
            and said.get(c.closed_by, set()) & {c.kind, CommitmentKind.SCHEDULE}}

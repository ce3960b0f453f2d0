"""A plan said again with a new time: the later word holds ("we leave at eleven", then "then we
leave at one-thirty, not eleven").

A person who says the same deed of theirs again, about the same thing, with another time while the
first time is still ahead, has moved it, whether or not they say "moved" or "instead": a thing has
one time, and the last word on it holds. Only the same person's own plan is moved this way (the same
owner said by the same speaker, of the same kind and verb); a recurring plan is a habit, not one
time, and is left alone.
"""
from __future__ import annotations

import re
from typing import Callable

from obsmem_ros.core.records import Commitment, CommitmentKind

__all__ = ["restates"]


def restates(old: Commitment, new: Commitment, same_thing: Callable[[Commitment, Commitment], bool]) -> bool:
    """Whether `new` says `old` again with another time (module doc); `same_thing` tells whether two
    commitments are about the same thing."""
    if not old.verb or old.recurrence or new.recurrence or old.id == new.id:
        return False
    if old.due_ns is None or new.due_ns is None or old.due_ns == new.due_ns:
        return False
    if not old.created_ns < new.created_ns <= old.due_ns:
        return False
    if _visit_told_again(old, new):
        return True
    if not old.owner or (old.owner, old.requester, old.kind, old.verb) != (
            new.owner, new.requester, new.kind, new.verb):
        return False
    return same_thing(old, new)


def _visit_told_again(old: Commitment, new: Commitment) -> bool:
    """Whether `new` is `old`'s appointment (a visit, a delivery: a plan filed as a schedule) told
    again by anyone at home: the same verb, said of no one and nothing of its own ("he's coming
    Friday now"), in words that name who or what `old` is about ("Sookdeo called, he's coming Friday
    now" moves Mr. Sookdeo's Thursday visit). A plan that names its own party ("Grandma is coming on
    Wednesday") is an announcement of its own, another visit."""
    if not (old.kind is new.kind is CommitmentKind.SCHEDULE) or old.verb != new.verb or new.owner or new.objects:
        return False
    party = {w for name in (old.owner, *old.objects[:1]) for w in name.split("_") if len(w) > 2}
    return bool(party & set(re.findall(r"[a-z]+", new.text.lower())))

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
    if _household(old) and _household(new) and old.verb == new.verb:
        return _names_party(old, new)
    if not old.owner or (old.owner, old.requester, old.kind, old.verb) != (
            new.owner, new.requester, new.kind, new.verb):
        return False
    return same_thing(old, new)


def _household(plan: Commitment) -> bool:
    """An appointment of the home's, no one's own: a visit, a delivery."""
    return plan.kind is CommitmentKind.SCHEDULE and not plan.owner


def _names_party(old: Commitment, new: Commitment) -> bool:
    """Whether the words `new` was said in name the one `old` is about (its first thing: the visitor,
    the delivery), so that anyone at home may say the visit's new time ("Sookdeo called, he's coming
    Friday now" moves Mr. Sookdeo's Thursday visit)."""
    if not old.objects:
        return False
    party = {w for w in old.objects[0].split("_") if len(w) > 2}
    return bool(party & set(re.findall(r"[a-z]+", new.text.lower())))

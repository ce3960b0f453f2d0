"""Things named in one turn and placed in the next: a question and its answer, a need and its reply.

People name a thing the robot never saw and place it only in the next sentence, often in another
speaker's mouth: "Where's the Christmas box?" - "It's up in the shed"; "I'll need the big esky on
Thursday" - "It's out in the shed, Mum"; "I've got to wear the bolo Sunday. It's in the top
drawer". The thing said is no claim of its own, so it is kept as *named* (`ReadingContext.named`)
and becomes a thing heard of once a claim places it, in the same utterance or the next turn of
the conversation.

A reply to a "where" question takes up the thing asked about, not the last thing the asker said
after it ("Where's the Christmas box? I'll do the tree this arvo." - "It's up in the shed": the
box, not the tree): `asked` is that thing, and `hearing.conversation_context` hands it to the
one the question was put to as what "it" means.
"""
from __future__ import annotations

from typing import Any, Dict, Iterable, Optional, Sequence, Tuple

from .utterance_records import Claim, ReportedThing

__all__ = ["asks_where", "carried", "still_named", "unplaced"]

_KEPT = 8  # named things a reading hands on: the few of the turn just said


def asks_where(doc: Any) -> bool:
    """Whether a clause asks where something is ("Where's the box?", "where did you put my keys?")."""
    words = [t for t in doc if not t.is_punct]
    return bool(words) and words[0].lower_ == "where" and doc.text.rstrip().endswith("?")


def carried(previous: Optional[Any]) -> Dict[str, ReportedThing]:
    """The things the reading before named and nobody placed: what this utterance may place."""
    return {t.id: t for t in getattr(previous, "named", ())}


def unplaced(claims: Sequence[Claim], named: Dict[str, ReportedThing], *, not_in: Iterable[str] = ()) -> Tuple[ReportedThing, ...]:
    """The named things no claim of this reading places or states, newest last, a few at most."""
    claimed = {c.entity for c in claims} | set(not_in)
    return tuple(t for t in named.values() if t.id not in claimed)[-_KEPT:]


def still_named(named: Sequence[ReportedThing], more: Sequence[ReportedThing]) -> Tuple[ReportedThing, ...]:
    """`named` then `more`, once each by id, newest last, a few at most."""
    found: Dict[str, ReportedThing] = {}
    for thing in (*named, *more):
        found.pop(thing.id, None)
        found[thing.id] = thing
    return tuple(found.values())[-_KEPT:]

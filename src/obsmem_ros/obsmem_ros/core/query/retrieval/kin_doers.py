"""Who a relative named as a doer is, when memory has not learnt whom the word means: "me mam said
she'll take her" (said by gary), "my dad says he'll take Callum instead". The undertaking was read
with the relation word as its doer; a household member is meant, and the household usually says
who: the relative gives their own word for the same deed soon after ("aye, I'll take the bairn").
Without that word the relation word stays as said: that one other person is left in the house who
could be "Dad" does not make them the one who will mow the lawn. A word that names nobody and no
relation ("Ged said he'll take the car") stays as said too.
"""
from __future__ import annotations

from typing import Sequence

from obsmem_ros.core.records import Commitment, CommitmentKind

from .context import QueryContext
from .events import safe_event
from .relayed import relation_word

__all__ = ["kin_doer"]

_TAKEN_UP_NS = 12 * 3600 * 1_000_000_000  # the relative's own word comes the same half day


def kin_doer(ctx: QueryContext, c: Commitment, made: Sequence[Commitment]) -> str:
    """The person a relation word `c` names as its doer means (`c.owner` as read, a word memory
    links to no one): the first known person other than its speaker who, within the half day after
    it, promises the same deed in their own words (`made`: the commitments up to the cutoff); ""
    when `c`'s doer is known or no relation word, or nobody did."""
    people = ctx.reader.people()
    if not c.owner or c.owner in people or c.owner == ctx.reader.robot_id or not relation_word(c.owner):
        return ""
    event = safe_event(ctx, c.source_event_id)
    told = event.addressee if event is not None else ""
    own = [o for o in made if o.kind is CommitmentKind.PROMISE and o.verb and o.verb == c.verb
           and o.owner in people and o.owner not in (c.requester, told, ctx.reader.robot_id)
           and c.created_ns < o.created_ns <= c.created_ns + _TAKEN_UP_NS]
    return min(own, key=lambda o: o.created_ns).owner if own else ""

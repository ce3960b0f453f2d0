"""Records read from memory as typed readings (`..readings`): each with its evidence item and
the display names its wording needs."""
from __future__ import annotations

import dataclasses
from typing import Dict, FrozenSet, Tuple

from obsmem_ros.core.language.person_mentions import people_named
from obsmem_ros.core.records import Belief, Commitment, EpisodeCard, Event, Fact

from ..readings import CommitmentReading, EpisodeReading, EventReading, FactReading, StateReading
from .context import QueryContext
from .to_evidence import commitment_evidence, episode_evidence, event_evidence, fact_evidence


def event_reading(ctx: QueryContext, event: Event, *, entity: str = "") -> EventReading:
    """An event with its evidence (about `entity`, else its first object) and its actor's name."""
    return EventReading(evidence=event_evidence(ctx, event, entity=entity), event=event,
                        actor_name=ctx.display(event.actor) if event.actor else "")


def episode_reading(card: EpisodeCard) -> EpisodeReading:
    return EpisodeReading(evidence=episode_evidence(card), card=card)


def fact_reading(ctx: QueryContext, fact: Fact, *, score: float = 1.0) -> FactReading:
    """A state fact with its evidence and the names of its entity, value and reporter."""
    return FactReading(evidence=fact_evidence(ctx, fact, score), fact=fact, names=_names(ctx, fact))


def _names(ctx: QueryContext, fact: Fact) -> Dict[str, str]:
    return {i: ctx.display(i) for i in (fact.entity, fact.value, fact.reporter) if i}


def state_reading(ctx: QueryContext, fact: Fact, belief: Belief) -> StateReading:
    """The current fact of a pair with the belief in it."""
    return StateReading(evidence=fact_evidence(ctx, fact), fact=fact, names=_names(ctx, fact), belief=belief)


def commitment_reading(ctx: QueryContext, c: Commitment) -> CommitmentReading:
    """A commitment with its evidence (owner and beneficiary in the text) and its people's names
    (`with_people`)."""
    c, named = with_people(ctx, c)
    return CommitmentReading(evidence=commitment_evidence(ctx, c), commitment=c, named=named,
                             names={p: ctx.display(p) for p in (c.requester, c.beneficiary, c.owner) if p})


def with_people(ctx: QueryContext, c: Commitment) -> Tuple[Commitment, FrozenSet[str]]:
    """The commitment with a person it holds by the word said ("jj") read as whom that word names
    now, as its requester (the speaker) meant it, and the people its words name ("your mama" said
    to wade: his mother; `person_mentions.people_named`)."""
    said_by = c.requester or c.owner
    c = dataclasses.replace(c, owner=ctx.person_of(c.owner, said_by), beneficiary=ctx.person_of(c.beneficiary, said_by))
    named = people_named(f"{c.text} {c.action}", speaker=said_by, people=ctx.reader.people(), kin=ctx.reader.kin_words())
    return c, named
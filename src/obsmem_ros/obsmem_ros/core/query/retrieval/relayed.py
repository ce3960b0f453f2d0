"""Whose words a report was: a claim or heard utterance passed on from someone else ("Dad says the
boiler's fixed", said by Tom) keeps that first speaker as its origin beside the reporter (the
one the robot heard it from).

The store keeps the origin as the reader named it: a person's id, or the word said when the
reader did not know whom it meant ("Mkhulu"), read here as a person (``language.relayed.origin_person``).
An utterance's passed-on clauses count for a question when they share more of its words than the
rest of the utterance does ("Who reckons the gloves are in the car?" against "Sam reckons the
gloves are in the car. I saw them on the stairs.").
"""
from __future__ import annotations

from typing import Dict, Iterable, Sequence

from obsmem_ros.core.language.relayed import origin_person as relayed_person
from obsmem_ros.core.language.syntax import normalise
from obsmem_ros.core.records import Event, Fact

from .claims import content_stems, stems
from .context import QueryContext
from .heard_varieties import speakers_varieties, standard_text

__all__ = ["claim_origins", "heard_origins", "origin_person", "said_first_by"]


def origin_person(ctx: QueryContext, word: str, relayer: str) -> str:
    """The person an origin names, as `relayer` would mean it; the word itself when nobody is."""
    return relayed_person(word, relayer, ctx.reader.people(), ctx.reader.kin_words())


def claim_origins(ctx: QueryContext, facts: Sequence[Fact]) -> Dict[str, str]:
    """fact id -> the person each relayed claim among `facts` was passed on from."""
    found = ctx.reader.claim_origins([f.id for f in facts])
    reporters = {f.id: f.reporter for f in facts}
    out = {fact_id: origin_person(ctx, word, reporters[fact_id]) for fact_id, word in found.items()}
    return {fact_id: who for fact_id, who in out.items() if who != reporters[fact_id]}


def heard_origins(ctx: QueryContext, events: Iterable[Event]) -> Dict[str, str]:
    """event id -> the person an utterance passed on the words the question asks about from: its
    passed-on clause sharing the most of the question's words, when that clause shares more of
    them than the rest of the utterance. All three are compared in standard words, as the
    passed-on clauses were kept: the utterance with its speaker's varieties, the question with
    every variety the household speaks ("gonnae win the morra" ~ "going to win tomorrow")."""
    spoken = speakers_varieties(ctx)
    household = frozenset().union(*spoken.values()) if spoken else frozenset()
    asked = content_stems(normalise(ctx.plan.question, household))
    out: Dict[str, str] = {}
    for event in events:
        relayed = ctx.reader.relayed_words(event.id)
        if not relayed:
            continue
        said = standard_text(event, spoken).lower()
        shared = [(len(asked & stems(words)), who, words) for who, words in relayed]
        best, who, words = max(shared)
        rest = stems(said) - stems(" ".join(w for _, _, w in shared))
        person = origin_person(ctx, who, event.actor)
        if best and best > len(asked & rest) and person != event.actor:
            out[event.id] = person
    return out


def said_first_by(ctx: QueryContext, events: Sequence[Event], origins: Dict[str, str]) -> Dict[str, str]:
    """`origins` with each origin that names nobody memory knows ("Cucu says the shuttle is full",
    when no one has been heard called "Cucu") read as the person heard saying the same before the
    relayer passed it on: another of `events` (utterances that say what the question asks), said
    earlier in their own words by someone other than the relayer, and other than the one the
    relayer tells ("Halmeoni says the one in her room bangs", said to jenny, is not jenny's)."""
    people = ctx.reader.people()
    out = dict(origins)
    for event in events:
        origin = origins.get(event.id, "")
        if not origin or origin in people:
            continue
        earlier = [e for e in events if e.time_ns < event.time_ns and e.actor in people
                   and e.actor not in (event.actor, event.addressee) and e.id not in origins]
        if earlier:
            out[event.id] = max(earlier, key=lambda e: e.time_ns).actor
    return out

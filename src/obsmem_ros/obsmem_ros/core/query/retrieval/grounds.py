"""The events a place answer rests on besides the fact itself: how the thing got there and how
long it stayed, the robot's own look at a place it was only told of, and what was said of the
thing since the robot last saw it, when it no longer trusts what it saw.

A location fact names its value; the answer "it's in the fridge, Rhys said" also rests on the
robot having seen that fridge (the place is real and where it thinks), "Soon-ja put it in the bag"
on her taking it first (the move has two halves), and "at four it was on the table" on the next
thing that happened to it after four (until when the value held). Each lookup reads a few events
about one entity, up to the question's cutoff.
"""
from __future__ import annotations

from typing import List, Optional

from obsmem_ros.core.records import Event, EventKind, Fact
from obsmem_ros.core.views.commitment_view import content_words

from ..evidence import Evidence
from .context import QueryContext
from .events import safe_event
from .exchange import people_words, reply_to
from .to_evidence import event_evidence

_LOOKBACK = 8  # events about one thing read back from a moment: a move's halves lie close together
_CARRY_ATTRIBUTES = frozenset({"held_by", "location"})
_TALK_TURNS = 200  # the newest turns since a look read for words said of one thing


def place_sighting(ctx: QueryContext, place: str, score: float = 0.7) -> Optional[Evidence]:
    """The robot's latest look at `place` itself up to the cutoff (None when it never saw it)."""
    robot = ctx.reader.robot_id
    for event in reversed(ctx.reader.events_about(place, until_ns=ctx.now_ns, as_of_ns=ctx.now_ns, limit=_LOOKBACK)):
        if event.kind is EventKind.OBSERVATION and event.observed_by(robot) and place in event.objects:
            return event_evidence(ctx, event, score, entity=place)
    return None


def move_start(ctx: QueryContext, entity: str, event_id: str, score: float = 0.75) -> Optional[Evidence]:
    """The taking that began the move the event `event_id` ends (a placing, or someone's words that
    they put it there): the latest event before it in which the same person picked the thing up
    (it came to be held by them). None when the event is a look, or no such taking is in memory."""
    placed = safe_event(ctx, event_id)
    if placed is None or not placed.actor or placed.kind is EventKind.OBSERVATION:
        return None
    earlier = ctx.reader.events_about(entity, until_ns=placed.time_ns, as_of_ns=ctx.now_ns, limit=_LOOKBACK)
    for event in reversed(earlier):
        if event.id == placed.id:
            continue
        if _took(event, entity, placed.actor):
            return event_evidence(ctx, event, score, entity=entity)
        if _moved(event, entity):  # an earlier placement: the taking belongs to another move
            return None
    return None


def seen_there(ctx: QueryContext, fact: Fact, at_ns: Optional[int], score: float = 0.7) -> Optional[Evidence]:
    """The robot's own latest look, up to the moment asked about (among the last few events about
    the thing), at the thing where the fact puts it, when the fact is not that look (someone's
    placing, someone's words): "it was on the counter at eleven" rests on the robot having seen it
    there as much as on the placing (put back where it was, it was seen there before)."""
    until = ctx.now_ns if at_ns is None else min(at_ns, ctx.now_ns)
    robot = ctx.reader.robot_id
    for event in reversed(ctx.reader.events_about(fact.entity, until_ns=until, as_of_ns=ctx.now_ns, limit=_LOOKBACK)):
        if event.id == fact.source_event_id and event.kind is EventKind.OBSERVATION:
            return None  # the fact is the robot's own look
        if event.kind is EventKind.OBSERVATION and event.observed_by(robot) and any(
                d.entity == fact.entity and d.attribute == "location" and d.value == fact.value for d in event.deltas):
            return event_evidence(ctx, event, score, entity=fact.entity)
    return None


def interval_end(ctx: QueryContext, entity: str, at_ns: int, score: float = 0.65) -> List[Evidence]:
    """For a value asked at `at_ns` (a past moment), the first deeds or look about the thing after
    it, up to the cutoff: until when the value is known to have held, or where it changed."""
    if at_ns >= ctx.now_ns:
        return []
    later = ctx.reader.events_about(entity, since_ns=at_ns + 1, until_ns=ctx.now_ns, as_of_ns=ctx.now_ns)
    happened = [e for e in later if e.kind in (EventKind.ACTION, EventKind.OBSERVATION) and _about(e, entity)]
    if not happened:
        return []
    first = happened[0].time_ns  # a move done in one moment (taken and put down) counts whole
    return [event_evidence(ctx, e, score, entity=entity) for e in happened if e.time_ns == first][:2]


def talk_since(ctx: QueryContext, entity: str, since_ns: int, score: float = 0.55) -> List[Evidence]:
    """What people said of the thing after `since_ns` (the robot's last look, or the deed that set
    its value) up to the cutoff, at most two utterances, newest first: words that name it as
    memory does (its head noun: "I think the wee one took the keys") or as the question did ("her
    TYS book": "Alya's TYS is not on the table"), no person's name counting. A value rests on
    them as much as on the look: they may say it changed, or the answer kept the look over them.
    A question among them brings the turn that answered it (`reply_to`), which may name the thing
    only as "them". The newest `_TALK_TURNS` turns since are read from the store (no text search:
    a question about one thing's value is answered without the text index)."""
    name = ctx.display(entity).lower().split()
    if not name or since_ns >= ctx.now_ns:
        return []
    people = people_words(ctx)
    asked = [phrase for phrase, ids in ctx.targets() if entity in ids]
    names = {w for w in content_words(" ".join([name[-1], *asked])) if w not in people}
    turns = ctx.reader.events_between(since_ns + 1, ctx.now_ns, kinds=(EventKind.UTTERANCE,), limit=_TALK_TURNS,
                                      newest=True)
    said = [e for e in turns if e.actor != ctx.reader.robot_id and names & content_words(e.utterance)]
    found: List[Evidence] = []
    for event in sorted(said, key=lambda e: -e.time_ns)[:2]:
        found.append(event_evidence(ctx, event, score, entity=entity))
        reply = reply_to(ctx, event)  # "have you seen my keys?" - "I think they're on the counter"
        if reply is not None and reply.id not in {e.id for e in said}:
            found.append(event_evidence(ctx, reply, score - 0.01, entity=entity))
    return found


def grounds(ctx: QueryContext, fact: Fact, *, told: bool, at_ns: Optional[int], set_by: str = "") -> List[Evidence]:
    """The events a location answer from `fact` rests on beyond it: the taking that began its move
    (the move its event, or the event `set_by` that set the value, ends), the robot's own look at
    the thing there (`seen_there`), the robot's look at the
    place when the place was only `told`, and, for a past moment `at_ns`, the next thing that
    happened to it."""
    if fact.attribute != "location":
        return []
    found = [move_start(ctx, fact.entity, set_by or fact.source_event_id), seen_there(ctx, fact, at_ns)]
    if told:
        found.append(place_sighting(ctx, fact.value))
    kept = [e for e in found if e is not None]
    return kept + interval_end(ctx, fact.entity, at_ns) if at_ns is not None else kept


def _took(event: Event, entity: str, person: str) -> bool:
    return event.actor == person and any(d.entity == entity and d.attribute == "held_by" and d.value == person
                                         for d in event.deltas)


def _moved(event: Event, entity: str) -> bool:
    return event.kind is EventKind.ACTION and any(d.entity == entity and d.attribute == "location" for d in event.deltas)


def _about(event: Event, entity: str) -> bool:
    return entity in event.objects or any(d.entity == entity and d.attribute in _CARRY_ATTRIBUTES for d in event.deltas)

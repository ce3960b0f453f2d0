"""State and Belief view retriever: snapshots now and at a time (point-in-time), a pair's
history read as runs of one value, the value before the current one, the fact that set it,
reports (what people said), and beliefs.

A history is read as runs: consecutive robot-held facts (observed or inferred; reports apart) with
the same value. A run's first fact is the event that set the value; its last fact is the latest
look that confirmed it. Location runs held by a person (an object in someone's hand) are skipped:
"where was it before" asks for the place it was left, not who carried it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional, Tuple

from obsmem_ros.core.records import Belief, Fact, Provenance, Snapshot
from obsmem_ros.errors import UnknownRecordError

from .context import QueryContext


def previous_fact(ctx: QueryContext, entity: str, attribute: str, current: Optional[Fact],
                  *, max_steps: int = 64) -> Optional[Fact]:
    """The value the robot held for (entity, attribute) before the current one (reports apart):
    point-in-time lookups stepping back past re-observations of the same value, so the cost is
    a few indexed reads however long the history is."""
    if current is None:
        return None
    at = current.time_ns - 1
    for _ in range(max_steps):
        earlier = ctx.reader.state(entity, attribute, at_ns=at, as_of_ns=ctx.now_ns).primary
        if earlier is None:
            return None
        if earlier.value != current.value:
            return earlier
        at = earlier.time_ns - 1
    return None



_PERSON_CATEGORIES = frozenset({"person", "people", "human", "robot"})



_HISTORY_LIMIT = 5000



@dataclass(frozen=True)

class Run:
    """Consecutive robot-held facts of one value: `first` set it, `last` is the latest look."""

    value: str
    first: Fact
    last: Fact



def is_holder(ctx: QueryContext, entity_id: str) -> bool:
    """Whether an id names a person or the robot (a location value that means "in someone's
    hand"): the robot, an entity of a person category, or anyone memory saw act."""
    if entity_id == ctx.reader.robot_id:
        return True
    try:
        return (ctx.reader.entity(entity_id).category or "").lower() in _PERSON_CATEGORIES
    except UnknownRecordError:
        return bool(ctx.reader.events_between(ctx.origin_ns, ctx.now_ns, actor=entity_id, limit=1))



def value_runs(ctx: QueryContext, entity: str, attribute: str, *, skip_holders: bool = True) -> List[Run]:
    """The robot-held history of (entity, attribute) up to the cutoff as runs, oldest first."""
    facts = ctx.reader.history(entity, attribute, as_of_ns=ctx.now_ns, limit=_HISTORY_LIMIT)
    runs: List[Run] = []
    holders: dict = {}
    for fact in facts:
        if fact.provenance is Provenance.REPORTED:
            continue
        if skip_holders and attribute == "location":
            if fact.value not in holders:
                holders[fact.value] = is_holder(ctx, fact.value)
            if holders[fact.value]:
                continue
        if runs and runs[-1].value == fact.value:
            runs[-1] = Run(fact.value, runs[-1].first, fact)
        else:
            runs.append(Run(fact.value, fact, fact))
    return runs



def setting_attributes(ctx: QueryContext, entity: str, attribute: str) -> List[str]:
    """The attribute itself, or for a setting question every setting the entity has (named one first)."""
    if not attribute.startswith("setting:"):
        return [attribute]
    names = [s.attribute for s in ctx.reader.states(entity, as_of_ns=ctx.now_ns) if s.attribute.startswith("setting:")]
    return list(dict.fromkeys(([attribute] if attribute in names else []) + names))



def run_start(ctx: QueryContext, entity: str, attribute: str, current: Optional[Fact]) -> Optional[Fact]:
    """The fact that set the current value (the first of the run `current` ends), None when
    `current` is itself that fact. Reads back in growing pages (8, then four times as many), so a
    value set lately costs one short read and one re-observed a hundred times a few indexed reads."""
    if current is None:
        return None
    start, until, page = current, current.time_ns, 8
    while True:
        facts = ctx.reader.history(entity, attribute, until_ns=until, as_of_ns=ctx.now_ns, limit=page)
        for fact in reversed(facts):
            if fact.provenance is Provenance.REPORTED or fact.time_ns > start.time_ns or fact.id == start.id:
                continue
            if fact.value != current.value:
                return None if start.id == current.id else start
            start = fact
        if len(facts) < page:
            return None if start.id == current.id else start
        until, page = start.time_ns, page * 4



def snapshot(ctx: QueryContext, ids: List[str], attribute: str, at_ns: Optional[int]) -> Tuple[str, str, Optional[Snapshot]]:
    """The first of `ids` with a known value for `attribute` (settings: any `setting:*` when the
    named one is not tracked)."""
    for entity in ids:
        snap = ctx.reader.state(entity, attribute, at_ns=at_ns, as_of_ns=ctx.now_ns)
        if snap.known:
            return entity, attribute, snap
        if attribute.startswith("setting:"):
            for other in ctx.reader.states(entity, at_ns=at_ns, as_of_ns=ctx.now_ns):
                if other.attribute.startswith("setting:") and other.known:
                    return entity, other.attribute, other
    return (ids[0] if ids else ""), attribute, None



def stated_preference(ctx: QueryContext, person: str, topic: str):
    reports = ctx.reader.reports(entity=person, attribute=f"preference:{topic}", as_of_ns=ctx.now_ns)
    reports = [f for f in reports if f.provenance is Provenance.REPORTED]
    return reports[-1] if reports else None


def state_of(ctx: QueryContext, entity: str, attribute: str, *, at_ns: Optional[int] = None) -> Snapshot:
    """The snapshot of one pair now, or at `at_ns`, as known at the cutoff."""
    return ctx.reader.state(entity, attribute, at_ns=at_ns, as_of_ns=ctx.now_ns)


def states_of(ctx: QueryContext, entity: str) -> List[Snapshot]:
    """Snapshots of every attribute tracked for `entity`, as known at the cutoff."""
    return ctx.reader.states(entity, as_of_ns=ctx.now_ns)


def located_in(ctx: QueryContext, place: str, *, at_ns: Optional[int]) -> List[Snapshot]:
    """Location snapshots of the things at `place` (at `at_ns`), as known at the cutoff."""
    return ctx.reader.located_in(place, at_ns=at_ns, as_of_ns=ctx.now_ns)


def room_of(ctx: QueryContext, entity: str, *, at_ns: int) -> str:
    """The room `entity` was in at `at_ns` (its location chain followed to a room), "" if unknown."""
    return ctx.reader.room_of(entity, at_ns=at_ns)


def history_of(ctx: QueryContext, entity: str, attribute: str, *, since_ns: Optional[int] = None) -> List[Fact]:
    """Every fact of one pair (reports included) up to the cutoff, oldest first."""
    return ctx.reader.history(entity, attribute, since_ns=since_ns, as_of_ns=ctx.now_ns, limit=_HISTORY_LIMIT)


def robot_facts_between(ctx: QueryContext, entity: str, attribute: str, since_ns: int, until_ns: int) -> List[Fact]:
    """The robot-held facts (reports apart) of one pair in [since_ns, until_ns], oldest first."""
    return [f for f in ctx.reader.history(entity, attribute, since_ns=since_ns, until_ns=until_ns,
                                          as_of_ns=ctx.now_ns, limit=50) if f.provenance is not Provenance.REPORTED]


def facts_from_event(ctx: QueryContext, event_id: str) -> List[Fact]:
    """The facts one event produced."""
    return ctx.reader.facts_from_event(event_id)


def belief_of(ctx: QueryContext, entity: str, attribute: str) -> Belief:
    """Trust in the current value of one pair, as of the cutoff."""
    return ctx.reader.belief(entity, attribute, as_of_ns=ctx.now_ns)

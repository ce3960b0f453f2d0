"""State questions read from a pair's history: the value before a named change, the event that set
the current value, and "the object that Bob last picked up" (a hop through an event).

A history is read as runs: consecutive robot-held facts (observed or inferred; reports apart) with
the same value. A run's first fact is the event that set the value; its last fact is the latest
look that confirmed it. Location runs held by a person (an object in someone's hand) are skipped:
"where was it before" asks for the place it was left, not who carried it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional

from obsmem_ros.core.records import Fact, Provenance
from obsmem_ros.errors import UnknownRecordError

from .context import QueryContext
from .draft import Draft, missing
from .evidence import Evidence
from .retrievers import event_evidence, fact_evidence, safe_event

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


def _matches(ctx: QueryContext, value: str, phrase: str) -> bool:
    phrase = phrase.strip().lower()
    if not phrase:
        return False
    name = ctx.display(value).lower()
    return value.lower() == phrase or name == phrase or ctx.place_id(phrase) == value or name.endswith(" " + phrase) \
        or value.lower().replace("_", " ") == phrase


def before_change(ctx: QueryContext, ids: List[str], attribute: str) -> Draft:
    """"Where was the mug before it was moved into the cupboard?": the value of the run before the
    latest run whose value is the one the question names (`plan.changed_to`)."""
    wanted = ctx.plan.changed_to
    for entity in ids:
        for name in _attributes(ctx, entity, attribute):
            runs = value_runs(ctx, entity, name)
            hits = [i for i, run in enumerate(runs) if i > 0 and _matches(ctx, run.value, wanted)]
            if not hits:
                continue
            before, change = runs[hits[-1] - 1], runs[hits[-1]]
            return _before_draft(ctx, entity, name, before, change)
    return missing(f"memory holds no change of {' / '.join(ctx.plan.targets) or 'it'} to {wanted!r}")


def _attributes(ctx: QueryContext, entity: str, attribute: str) -> List[str]:
    """The attribute itself, or for a setting question every setting the entity has (named one first)."""
    if not attribute.startswith("setting:"):
        return [attribute]
    names = [s.attribute for s in ctx.reader.states(entity, as_of_ns=ctx.now_ns) if s.attribute.startswith("setting:")]
    return list(dict.fromkeys(([attribute] if attribute in names else []) + names))


def _before_draft(ctx: QueryContext, entity: str, attribute: str, before: Run, change: Run) -> Draft:
    from .answer_state import describe_value, value_type_of  # the shared sentence and typing

    sentence = describe_value(ctx, entity, attribute, before.value).replace(" is ", " was ", 1)
    sentence += f" Then: {describe_value(ctx, entity, attribute, change.value)}"
    candidates = [fact_evidence(ctx, change.first), fact_evidence(ctx, before.last, 0.95),
                  fact_evidence(ctx, before.first, 0.9)]
    between = [f for f in ctx.reader.history(entity, attribute, since_ns=before.last.time_ns + 1,
                                             until_ns=change.first.time_ns - 1, as_of_ns=ctx.now_ns, limit=50)
               if f.provenance is not Provenance.REPORTED]
    if between:  # the pick that took it away (a held run in between)
        candidates.insert(1, fact_evidence(ctx, between[0], 0.97))
    value_type = "entity" if attribute == "location" else value_type_of(before.first)
    return Draft(answer=sentence, value=before.value, value_type=value_type, candidates=candidates)


def run_start(ctx: QueryContext, entity: str, attribute: str, current: Optional[Fact]) -> Optional[Fact]:
    """The fact that set the current value (the first of the run `current` ends), None when
    `current` is itself that fact. Reads back in growing pages, so a value re-observed a
    hundred times costs a few indexed reads."""
    if current is None:
        return None
    start, until, page = current, current.time_ns, 64
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


def last_handled(ctx: QueryContext) -> Optional[str]:
    """The object the plan's person last picked up (the latest matching event memory holds)."""
    verbs = ctx.plan.verbs or ("pick",)
    for person in ctx.person_ids():
        events = ctx.reader.events_between(ctx.origin_ns, ctx.now_ns, actor=person)
        for event in reversed(events):
            if event.verb in verbs and event.objects:
                return event.id
    return None


def object_of_event(ctx: QueryContext, event_id: str) -> List[Evidence]:
    """The event as evidence (the hop's first step)."""
    event = safe_event(ctx, event_id)
    return [event_evidence(ctx, event, 0.95)] if event is not None else []

"""State view retrievers for questions about earlier values: the value before the current one,
before a named change, ever, set by a named event, or at a time the question names."""
from __future__ import annotations

import re
from typing import List, Optional, Sequence

from obsmem_ros.core.records import Provenance

from ..plan import Ordinal, Relation
from ..state_readings import AnchorMissing, ChangeFound, EverFound, NothingNamed, PreviousFound, SetByEventFound
from .claims import is_person
from .context import QueryContext
from .events import anchor_time, matching_events
from .state import (facts_from_event, history_of, previous_fact, robot_facts_between, setting_attributes, snapshot,
                    value_runs)
from .state_questions import fact_ids, names_of, plan_attribute
from .state_values import contents_found, room_found, unlinked, value_found
from .to_readings import event_reading, fact_reading


def _matches(ctx: QueryContext, value: str, phrase: str) -> bool:
    phrase = phrase.strip().lower()
    if not phrase:
        return False
    name = ctx.display(value).lower()
    return value.lower() == phrase or name == phrase or ctx.place_id(phrase) == value or name.endswith(" " + phrase) \
        or value.lower().replace("_", " ") == phrase


def change_found(ctx: QueryContext, ids: Sequence[str], attribute: str) -> ChangeFound:
    """"Where was the mug before it was moved into the cupboard?": the run of values before the
    latest run whose value is the one the question names (`plan.changed_to`)."""
    for entity in ids:
        for name in setting_attributes(ctx, entity, attribute):
            runs = value_runs(ctx, entity, name)
            hits = [i for i, run in enumerate(runs) if i > 0 and _matches(ctx, run.value, ctx.plan.changed_to)]
            if not hits:
                continue
            before, change = runs[hits[-1] - 1], runs[hits[-1]]
            between = robot_facts_between(ctx, entity, name, before.last.time_ns + 1, change.first.time_ns - 1)
            return ChangeFound(subject=entity, attribute=name, before_value=before.value, change_value=change.value,
                               change=fact_reading(ctx, change.first), before_first=fact_reading(ctx, before.first, score=0.9),
                               before_last=fact_reading(ctx, before.last, score=0.95),
                               between=fact_reading(ctx, between[0], score=0.97) if between else None,
                               names=names_of(ctx, [entity, before.value, change.value]))
    return ChangeFound()


def ever_found(ctx: QueryContext, ids: Sequence[str], attribute: str) -> EverFound:
    """"Was the laptop ever on the desk?": the robot's looks that found the named value, up to the
    cutoff, else the latest looks of the first thing with any history."""
    expected = {ctx.place_id(ctx.plan.expected), ctx.plan.expected} if attribute == "location" else {ctx.plan.expected}
    for entity in ids:
        history = history_of(ctx, entity, attribute)
        hits = [f for f in history if f.value in expected and f.provenance is not Provenance.REPORTED]
        if hits:
            return EverFound(subject=entity, attribute=attribute, hits=tuple(fact_reading(ctx, f) for f in hits),
                             names=names_of(ctx, [entity, hits[-1].value]))
        if history:
            return EverFound(subject=entity, attribute=attribute,
                             latest=tuple(fact_reading(ctx, f, score=0.5) for f in history[-4:]), names=names_of(ctx, [entity]))
    return EverFound(attribute=attribute)


def previous_found(ctx: QueryContext, ids: Sequence[str], attribute: str) -> Optional[PreviousFound]:
    """The value before the robot's current one (for a place, the place it was carried from, not
    the hands that carried it); None for a thing only heard of ("where's the
    jollof Bisi brought?"): the robot knows no before, and what was said is the answer (the caller
    reads the value now), as for a thing memory holds no value of (what was heard said of it:
    `state_values.heard_found`)."""
    entity, attribute, snap = snapshot(ctx, list(ids), attribute, None)
    if snap is None or snap.primary is None:
        return None
    previous = previous_fact(ctx, entity, attribute, snap.primary)
    while previous is not None and attribute == "location" and (
            is_person(ctx, previous.value) or previous.value in ctx.reader.people()):
        previous = previous_fact(ctx, entity, attribute, previous)  # carried in between: the place before
    return PreviousFound(subject=entity, attribute=attribute, known=True,
                         previous=fact_reading(ctx, previous) if previous is not None else None,
                         now=fact_reading(ctx, snap.primary, score=0.8),
                         names=names_of(ctx, [entity, *fact_ids(previous, snap.primary)]))


def set_by_event_found(ctx: QueryContext, ids: Sequence[str], attribute: str) -> SetByEventFound:
    """"Where did Bob put the keys": the value the latest matching event gave the attribute; with
    nobody named and no such event, the value now ("where did I put it")."""
    events = matching_events(ctx, ids, verbs=ctx.plan.verbs, persons=_actors(ctx))
    for event in reversed(events):
        facts = [f for f in facts_from_event(ctx, event.id) if f.entity in ids and f.attribute == attribute]
        if facts:
            fact = facts[-1]
            return SetByEventFound(subject=ids[0], attribute=attribute, event=event_reading(ctx, event, entity=fact.entity),
                                   fact=fact_reading(ctx, fact, score=0.9), names=names_of(ctx, [ids[0], *fact_ids(fact)]))
    now = None
    if not ctx.plan.persons or _only_heard_of(ctx, ids, attribute):  # what was said of it is all there is
        found = value_found(ctx, ids, attribute, at_ns=None, current=True)
        now = found if found.state is not None else None
    return SetByEventFound(subject=ids[0], attribute=attribute, now=now, names=names_of(ctx, [ids[0]]))


def _only_heard_of(ctx: QueryContext, ids: Sequence[str], attribute: str) -> bool:
    """Whether the robot never saw the pair's value: it holds reports alone, or none (what was heard
    said of it is all there is, `state_values.heard_found`)."""
    _entity, _attribute, snap = snapshot(ctx, list(ids), attribute, None)
    return snap is None or snap.primary is None


def _actors(ctx: QueryContext) -> List[str]:
    """The people a question names as doers, not those named only as owners ("where did you put
    Gran's glasses case": Gran owns it, the robot put it)."""
    question = ctx.plan.question.lower().replace("\u2019", "'")
    return [pid for name, pid in zip(ctx.plan.persons, ctx.person_ids())
            if re.search(rf"\b{re.escape(name.lower())}\b(?!'s)", question)
            or not re.search(rf"\b{re.escape(name.lower())}'s\b", question)]


def retrieve_past_state(ctx: QueryContext):
    """Past-state questions: what was at a place, or the target's value before a change, ever,
    before the current one, as a named event set it, or at the question's time."""
    if not ctx.plan.targets and ctx.plan.places:
        return contents_found(ctx)
    ids: List[str] = ctx.first_target_ids()
    if not ids:
        ids, found = unlinked(ctx)
        if found is not None:
            return found
    attribute, relation = plan_attribute(ctx), ctx.plan.temporal.relation
    if ctx.plan.changed_to:
        return change_found(ctx, ids, attribute)
    if ctx.plan.yes_no and ctx.plan.expected and re.search(r"\bever\b", ctx.plan.question.lower()):
        return ever_found(ctx, ids, attribute)
    if relation is Relation.PREVIOUS:
        return previous_found(ctx, ids, attribute) or value_found(ctx, ids, attribute, at_ns=None, current=True)
    if ctx.plan.temporal.ref.anchor is not None:
        ctx.anchor_ns = anchor_time(ctx, ids)
        if ctx.anchor_ns is None:
            return AnchorMissing()
    elif relation is Relation.NONE and ctx.plan.verbs:
        return set_by_event_found(ctx, ids, attribute)
    if attribute == "room":
        return room_found(ctx, ids, None if relation is Relation.NONE else ctx.window.as_of_ns)
    return value_found(ctx, ids, attribute, at_ns=_as_of(ctx, ids, attribute), current=False)


def _as_of(ctx: QueryContext, ids: Sequence[str], attribute: str) -> int:
    """The moment a past-state question asks about: the end of its span, or for "first thing
    Saturday morning" the span's start, or the first value memory holds inside it when it knew
    none at the start (the robot first looked at 9, the morning began at 5); for a clock time,
    the robot's first look just after it when memory knew nothing at it (`_spoken_clock`)."""
    window = ctx.window
    if ctx.plan.temporal.relation is Relation.AT and ctx.plan.temporal.ref.clock is not None:
        return _spoken_clock(ctx, ids, attribute, window.as_of_ns)
    if ctx.plan.temporal.ordinal is not Ordinal.FIRST or ctx.plan.temporal.relation is not Relation.DURING \
            or window.start_ns is None:
        return window.as_of_ns
    entity, pair, snap = snapshot(ctx, list(ids), attribute, window.start_ns)
    if snap is not None:
        return window.start_ns
    _entity, pair, _snap = snapshot(ctx, list(ids), attribute, window.as_of_ns)
    inside = [f for f in history_of(ctx, entity, pair, since_ns=window.start_ns) if f.time_ns <= window.as_of_ns]
    return inside[0].time_ns if inside else window.as_of_ns


# A clock time said aloud is to the minute at best ("at seven", "half eight"): a look this soon
# after it tells what was there at it, when memory held nothing before.
SPOKEN_CLOCK_SLACK_NS = 5 * 60 * 1_000_000_000


def _spoken_clock(ctx: QueryContext, ids: Sequence[str], attribute: str, at_ns: int) -> int:
    """The moment "where was the laptop at quarter past seven?" asks about: that time, or, when
    memory knew no value of the thing then, the time of the robot's first look within
    `SPOKEN_CLOCK_SLACK_NS` after it (the robot reached the room at 07:15 and saw it at 07:16)."""
    entity, pair, snap = snapshot(ctx, list(ids), attribute, at_ns)
    if snap is not None:
        return at_ns
    _entity, pair, _snap = snapshot(ctx, list(ids), attribute, None)
    soon = [f for f in history_of(ctx, entity, pair, since_ns=at_ns)
            if at_ns <= f.time_ns <= at_ns + SPOKEN_CLOCK_SLACK_NS and f.provenance is not Provenance.REPORTED]
    return soon[0].time_ns if soon else at_ns

"""Handlers of event, knowledge, commitment, activity, planning and free-text questions."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, List, Optional

from obsmem_ros.core.records import CommitmentKind, CommitmentStatus
from obsmem_ros.core.timefmt import format_iso

from ..plan import Intent, Ordinal
from ..retrieval.commitments import commitments_made, linked_commitment_evidence
from ..retrieval.context import QueryContext
from ..retrieval.events import events_by_ids, matching_events, placements
from ..retrieval.knowledge import episodes_by_ids, episodes_for, knowledge_lookup
from ..retrieval.state import belief_of, states_of
from ..retrieval.text import text_candidates
from ..retrieval.to_evidence import (commitment_evidence, episode_evidence, event_evidence, fact_evidence,
                                     knowledge_evidence)
from .commitments import answer_form, question_form
from .draft import Draft, missing
from .habits import preference_answer, routine_time
from .wording import describe_value

if TYPE_CHECKING:
    from ..text_index import TextIndex


def _events(ctx: QueryContext, *, by_actor: bool = True, newest: Optional[int] = None):
    ids = ctx.first_target_ids()
    if ctx.plan.targets and not ids and not ctx.plan.persons:
        return None, []
    persons = ctx.person_ids() if by_actor else []
    if ctx.plan.temporal.ordinal is Ordinal.FIRST:
        newest = None  # the oldest match is wanted: read them all
    switched = _SWITCHED.search(ctx.plan.question.lower())
    destination = _destination(ctx, ids)
    if newest and ids and set(ctx.plan.verbs) and set(ctx.plan.verbs) <= _LOCATION_VERBS and not destination:
        found = placements(ctx, ids[0], verbs=ctx.plan.verbs, persons=persons, want=newest)
        if found:
            return ids, found
    wide = None if (switched or destination) else newest
    events = matching_events(ctx, ids, verbs=ctx.plan.verbs, persons=persons, newest=wide)
    if switched:  # "turn on the kettle" counts the toggles that switched it on
        events = [e for e in events if any(d.attribute == "state" and d.value == switched.group(1) for d in e.deltas)]
    if destination:  # "who put the keys on the key hook": moves that left them there
        events = [e for e in events if any(d.value == destination for d in e.deltas)] or events
    return ids, events


_SWITCHED = re.compile(r"\b(?:turn|turned|turns|switch|switched|switches)\s+(?:\w+\s+){0,3}?(on|off)\b")


def _destination(ctx: QueryContext, ids) -> str:
    """The place a move question names after its object ("put X on the Y" -> Y's id), or ""."""
    if not ids or len(ctx.plan.targets) < 2 or not set(ctx.plan.verbs) & {"place", "pick", "hand_over"}:
        return ""
    if not re.search(r"\b(?:on|in|into|onto|to|at|under|inside)\s+(?:the\s+)?" + re.escape(ctx.plan.targets[-1]),
                     ctx.plan.question.lower()):
        return ""
    place = ctx.entity_ids(ctx.plan.targets[-1], limit=1)
    return place[0] if place and place[0] not in ids else ""


_LOCATION_VERBS = frozenset({"pick", "place", "hand_over"})


def _verb_words(ctx: QueryContext) -> str:
    return "/".join(ctx.plan.verbs) or "anything"


def event_when(ctx: QueryContext) -> Draft:
    ids, events = _events(ctx, newest=2)
    if not events:
        return missing(f"memory holds no event where {' / '.join(ctx.plan.persons) or 'anyone'} did "
                       f"{_verb_words(ctx)} with {' / '.join(ctx.plan.targets) or 'it'}")
    event = events[0] if ctx.plan.temporal.ordinal is Ordinal.FIRST else events[-1]
    when = format_iso(event.time_ns)
    return Draft(answer=f"{event.describe().rstrip('.')} at {when}.", value=when, value_type="time",
                 candidates=[event_evidence(ctx, event)] + [event_evidence(ctx, e, 0.5) for e in reversed(events[-8:])])


def event_who(ctx: QueryContext) -> Draft:
    ids, events = _events(ctx, by_actor=False, newest=2)
    events = [e for e in events if e.actor]
    if not events:
        return missing(f"memory holds no event where someone did {_verb_words(ctx)} with "
                       f"{' / '.join(ctx.plan.targets) or 'it'}")
    event = events[0] if ctx.plan.temporal.ordinal is Ordinal.FIRST else events[-1]
    return Draft(answer=f"{ctx.display(event.actor).capitalize()}: {event.describe().rstrip('.')} at {format_iso(event.time_ns)}.",
                 value=event.actor, value_type="person",
                 candidates=[event_evidence(ctx, event)] + [event_evidence(ctx, e, 0.5) for e in reversed(events[-8:])])


def event_count(ctx: QueryContext) -> Draft:
    ids, events = _events(ctx)
    if ids is None:
        return missing(f"memory holds nothing called {' / '.join(ctx.plan.targets)!r}")
    count = len(events)
    candidates = [event_evidence(ctx, e) for e in reversed(events[-16:])]
    if ctx.plan.yes_no:
        value = "yes" if count else "no"
        return Draft(answer=f"{value.capitalize()}: {count} matching event(s) in memory.", value=value,
                     value_type="bool", candidates=candidates)
    return Draft(answer=f"{count} time(s).", value=count, value_type="int", candidates=candidates)


def _topic(ctx: QueryContext) -> str:
    words = [w for w in ctx.plan.keywords if w not in ctx.plan.persons]
    return " ".join(list(ctx.plan.targets) + words + list(ctx.plan.verbs))


_KNOWLEDGE_ORDER = {"preference": ("preference", "routine", "habit"), "routine": ("routine", "preference", "habit"),
                    "habit": ("habit", "routine", "preference")}


def _knowledge(ctx: QueryContext, kind: str) -> Draft:
    """The best record of the asked kind; when memory holds none, the other kinds of
    consolidated knowledge about the same words (a preference question is often answered by a
    routine, and MEMORA's question families overlap)."""
    for other in _KNOWLEDGE_ORDER[kind]:
        records = knowledge_lookup(ctx, other, _topic(ctx), ctx.person_ids())
        if records:
            return _KNOWLEDGE_DRAFTS[other](ctx, records)
    return missing(f"no {kind} of {' / '.join(ctx.plan.persons) or 'anyone'} about {_topic(ctx)!r} is known")


def _preference_draft(ctx: QueryContext, records: list) -> Draft:
    best = records[0]
    candidates = [knowledge_evidence(best, ctx.now_ns)] + [knowledge_evidence(r, ctx.now_ns, 0.5) for r in records[1:4]]
    for event in events_by_ids(ctx, list(best.evidence_ids)[-ctx.k:]):
        candidates.append(event_evidence(ctx, event, 0.6))
    return Draft(answer=best.statement, value=best.value, value_type="str", candidates=candidates)


def _routine_draft(ctx: QueryContext, records: list) -> Draft:
    best = records[0]
    candidates = [knowledge_evidence(best, ctx.now_ns)]
    candidates += [episode_evidence(card, 0.6) for card in episodes_by_ids(ctx, list(best.supporting_episodes)[-ctx.k:])]
    steps = list(best.steps)
    return Draft(answer=f"{ctx.display(best.actor).capitalize()} usually ({best.goal}): {', then '.join(steps)}.",
                 value=steps, value_type="list", candidates=candidates)


def _habit_draft(ctx: QueryContext, records: list) -> Draft:
    best = records[0]
    return Draft(answer=f"After {best.trigger}, {ctx.display(best.actor)} usually does: {best.next_action} "
                        f"({best.count} of {best.trigger_count} times).",
                 value=best.next_action, value_type="str",
                 candidates=[knowledge_evidence(h, ctx.now_ns, 1.0 if h is best else 0.5) for h in records[:4]])


_KNOWLEDGE_DRAFTS = {"preference": _preference_draft, "routine": _routine_draft, "habit": _habit_draft}


def preference(ctx: QueryContext) -> Draft:
    return preference_answer(ctx) or _knowledge(ctx, "preference")


def routine(ctx: QueryContext) -> Draft:
    return routine_time(ctx) or _knowledge(ctx, "routine")


def habit(ctx: QueryContext) -> Draft:
    return _knowledge(ctx, "habit")


def activity(ctx: QueryContext, index: Optional["TextIndex"]) -> Draft:
    persons = ctx.person_ids()
    cards = episodes_for(ctx, ctx.plan.sessions, ctx.first_target_ids())
    if persons:
        cards = [c for c in cards if any(p in c.participants for p in persons)] or cards
    if cards:
        best = cards[-1]
        return Draft(answer=best.summary or f"Episode {best.id}.", value=best.summary or best.id, value_type="str",
                     candidates=[episode_evidence(c, 1.0 if c is best else 0.6) for c in reversed(cards[-8:])])
    ids, events = _events(ctx, newest=2)
    if events:
        latest = events[-1]
        return Draft(answer=f"{latest.describe()}", value=latest.describe(), value_type="str",
                     candidates=[event_evidence(ctx, e) for e in reversed(events[-8:])])
    return free_text(ctx, index)


_KIND_WORDS = {CommitmentKind.PROMISE: r"\bpromis", CommitmentKind.REMINDER: r"\b(?:remind|ask)",
               CommitmentKind.REQUEST: r"\b(?:ask|request)", CommitmentKind.SCHEDULE: r"\b(?:schedul|appointment)"}


def commitment(ctx: QueryContext) -> Draft:
    specific = answer_form(ctx, question_form(ctx.plan.question))
    if specific is not None:
        return specific
    text = ctx.plan.question.lower()
    kinds = [k for k, pattern in _KIND_WORDS.items() if re.search(pattern, text)]
    items = commitments_made(ctx)
    if kinds:
        items = [c for c in items if c.kind in kinds]
    if not re.search(r"\b(?:did|done|finished|completed|made|all)\b", text) or re.search(r"\bdue\b|\bpending\b", text):
        items = [c for c in items if c.status in (CommitmentStatus.OPEN, CommitmentStatus.OVERDUE)]
    if not ctx.plan.temporal.ref.is_empty():
        start, end = ctx.reference_span()
        items = [c for c in items if c.due_ns is not None and start <= c.due_ns < end]
    persons = ctx.person_ids()
    if persons:
        items = [c for c in items if c.owner in persons or c.beneficiary in persons]
    if not items:
        if re.match(r"^(?:is|are|do|does|have|has)\b", text):
            return Draft(answer="No: nothing matching is open.", value="no", value_type="bool")
        return missing("memory holds no matching commitment")
    items.sort(key=lambda c: (c.due_ns if c.due_ns is not None else 2 ** 62, c.created_ns))
    lines = [f"{c.text} ({c.status.value}{', due ' + format_iso(c.due_ns) if c.due_ns is not None else ''})" for c in items]
    return Draft(answer="; ".join(lines) + ".", value=[c.text for c in items], value_type="list",
                 candidates=[linked_commitment_evidence(ctx, c) for c in items])


def planning_context(ctx: QueryContext) -> Draft:
    """What matters before acting: the objects' states and beliefs, open commitments, routines
    and preferences that mention the goal."""
    notes: List[str] = []
    candidates = []
    for phrase, ids in ctx.targets():
        for entity in ids[:1]:
            for snap in states_of(ctx, entity)[:4]:
                if snap.current is None or snap.attribute in ("name", "category"):
                    continue
                belief = belief_of(ctx, entity, snap.attribute)
                notes.append(f"{describe_value(ctx, entity, snap.attribute, snap.current.value)} [{belief.label.value}]")
                candidates.append(fact_evidence(ctx, snap.current))
    for kind in ("routine", "preference"):
        for record in knowledge_lookup(ctx, kind, _topic(ctx), ctx.person_ids())[:2]:
            candidates.append(knowledge_evidence(record, ctx.now_ns, 0.8))
            notes.append(candidates[-1].text)
    for c in commitments_made(ctx):
        if c.status in (CommitmentStatus.OPEN, CommitmentStatus.OVERDUE):
            candidates.append(commitment_evidence(ctx, c, 0.7))
            notes.append(f"open: {c.text}")
    if not notes:
        return missing(f"memory holds nothing relevant to {_topic(ctx)!r}")
    return Draft(answer="; ".join(notes[: 2 * ctx.k]) + ".", value=notes[: 2 * ctx.k], value_type="list",
                 candidates=candidates)


def free_text(ctx: QueryContext, index: Optional["TextIndex"]) -> Draft:
    candidates = text_candidates(ctx, index, k=max(ctx.k, 5))
    if not candidates:
        return missing("no record in memory matches the question")
    best = candidates[0]
    return Draft(answer=f"Closest record: {best.text}", value=best.text, value_type="str", candidates=candidates)


HANDLERS_WITH_INDEX = {Intent.ACTIVITY: activity, Intent.FREE_TEXT: free_text}
HANDLERS = {Intent.EVENT_WHEN: event_when, Intent.EVENT_WHO: event_who, Intent.EVENT_COUNT: event_count,
            Intent.PREFERENCE: preference, Intent.ROUTINE: routine, Intent.HABIT: habit,
            Intent.COMMITMENT: commitment, Intent.PLANNING_CONTEXT: planning_context}

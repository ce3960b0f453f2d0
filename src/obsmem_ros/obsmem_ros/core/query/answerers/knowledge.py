"""Answers from consolidated knowledge: preferences, routines and habits (the asked kind first,
then the other kinds about the same words), and the planning context before acting (object
states with their beliefs, routines, preferences, open commitments)."""
from __future__ import annotations

from typing import List

from obsmem_ros.core.records import CommitmentStatus

from ..retrieval.commitments import commitments_made
from ..retrieval.context import QueryContext
from ..retrieval.events import events_by_ids
from ..retrieval.knowledge import episodes_by_ids, knowledge_lookup
from ..retrieval.state import belief_of, states_of
from ..retrieval.to_evidence import commitment_evidence, episode_evidence, event_evidence, fact_evidence, knowledge_evidence
from .draft import Draft, missing
from .habits import preference_answer, routine_time
from .wording import describe_value


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

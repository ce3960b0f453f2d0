"""One retriever per intent: the plan's views read into typed readings (`..readings`).

The table `RETRIEVERS` is what the engine runs before the answerer of the same intent; each
retriever reads what its answerer may need (display names included), nothing more, and an
answerer sees only what its retriever returned."""
from __future__ import annotations

import dataclasses
from typing import Callable, Dict, Optional

from ..plan import Intent
from ..readings import ActivityFound, EventsFound, TextFound, TextReading
from .commitments import retrieve_commitments
from .context import QueryContext
from .events import deed_recorded, question_events
from .handling import handling_spells
from .knowledge import episodes_for
from .people import retrieve_habit, retrieve_planning, retrieve_preference, retrieve_routine
from .spatial import retrieve_spatial
from .state_history import retrieve_past_state
from .state_questions import retrieve_belief, retrieve_source
from .state_values import retrieve_current_state
from .text import text_candidates
from .to_readings import episode_reading, event_reading


def retrieve_text(ctx: QueryContext) -> TextFound:
    """The text index's best records for the question (at least five)."""
    return TextFound(hits=tuple(TextReading(evidence=e) for e in text_candidates(ctx, k=max(ctx.k, 5))))


def _events_found(ctx: QueryContext, *, by_actor: bool = True, newest: Optional[int] = None) -> EventsFound:
    ids, events = question_events(ctx, by_actor=by_actor, newest=newest)
    return EventsFound(events=tuple(event_reading(ctx, e) for e in events), target_known=ids is not None)


def retrieve_event_when(ctx: QueryContext) -> EventsFound:
    """The latest (or, for "first", every) matching event by the plan's people."""
    return _events_found(ctx, newest=2)


def retrieve_event_who(ctx: QueryContext) -> EventsFound:
    """The latest (or, for "first", every) matching event by anyone, actors only."""
    found = _events_found(ctx, by_actor=False, newest=2)
    return EventsFound(events=tuple(r for r in found.events if r.event.actor), target_known=found.target_known)


def retrieve_event_count(ctx: QueryContext) -> EventsFound:
    """Every matching event in the question's window; with a thing named and no action, the
    spells of handling it (`handling`). An action memory never recorded of the thing ("how many
    times did Jo use the whisk", "have her hand in the sweet jar": memory records takes and
    put-backs) names no deed memory could count: it is read as having the thing, as with no action."""
    found = _events_found(ctx)
    if ctx.plan.verbs and ctx.plan.targets and found.target_known and not found.events and not deed_recorded(ctx):
        ctx = dataclasses.replace(ctx, plan=dataclasses.replace(ctx.plan, verbs=()))
        found = _events_found(ctx)
    if ctx.plan.verbs or not ctx.plan.targets:
        return found
    spells = {e.id for e in handling_spells([r.event for r in found.events])}
    return EventsFound(events=tuple(r for r in found.events if r.event.id in spells), target_known=found.target_known)


def retrieve_activity(ctx: QueryContext) -> ActivityFound:
    """Episode cards (those of the plan's people when any are), else matching events, else text hits."""
    persons = ctx.person_ids()
    cards = episodes_for(ctx, ctx.plan.sessions, ctx.first_target_ids())
    if persons:
        cards = [c for c in cards if any(p in c.participants for p in persons)] or cards
    if cards:
        return ActivityFound(episodes=tuple(episode_reading(c) for c in cards))
    events = _events_found(ctx, newest=2).events
    if events:
        return ActivityFound(events=events)
    return ActivityFound(text=retrieve_text(ctx))


RETRIEVERS: Dict[Intent, Callable[[QueryContext], object]] = {
    Intent.FREE_TEXT: retrieve_text, Intent.EVENT_WHEN: retrieve_event_when, Intent.EVENT_WHO: retrieve_event_who,
    Intent.EVENT_COUNT: retrieve_event_count, Intent.ACTIVITY: retrieve_activity,
    Intent.COMMITMENT: retrieve_commitments, Intent.PREFERENCE: retrieve_preference, Intent.ROUTINE: retrieve_routine,
    Intent.HABIT: retrieve_habit, Intent.PLANNING_CONTEXT: retrieve_planning, Intent.BELIEF: retrieve_belief,
    Intent.SOURCE: retrieve_source, Intent.CURRENT_STATE: retrieve_current_state, Intent.PAST_STATE: retrieve_past_state,
    Intent.SPATIAL: retrieve_spatial,
}

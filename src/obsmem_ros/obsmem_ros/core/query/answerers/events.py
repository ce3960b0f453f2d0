"""Event questions (when, who, how many times) and activity questions (episodes, then events, then
the text index)."""
from __future__ import annotations

import re
from typing import Optional

from obsmem_ros.core.timefmt import format_iso

from ..plan import Ordinal
from ..retrieval.context import QueryContext
from ..retrieval.events import matching_events, placements
from ..retrieval.knowledge import episodes_for
from ..retrieval.to_evidence import episode_evidence, event_evidence
from .draft import Draft, missing
from .text import free_text


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


def activity(ctx: QueryContext) -> Draft:
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
    return free_text(ctx)



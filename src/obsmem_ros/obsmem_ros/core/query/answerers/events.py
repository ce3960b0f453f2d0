"""Event questions (when, who, how many times) and activity questions (episodes, then events, then
the text index's hits)."""
from __future__ import annotations

from obsmem_ros.core.timefmt import format_iso

from ..plan import Ordinal, QueryPlan
from ..readings import ActivityFound, EventReading, EventsFound
from .draft import Draft, missing
from .text import free_text


def _verb_words(plan: QueryPlan) -> str:
    return "/".join(plan.verbs) or "anything"


def _asked(plan: QueryPlan, found: EventsFound) -> EventReading:
    """The first or the latest matching event, as the question's ordinal says."""
    return found.events[0] if plan.temporal.ordinal is Ordinal.FIRST else found.events[-1]


def _others(found: EventsFound) -> list:
    return [r.scored(0.5) for r in reversed(found.events[-8:])]


def event_when(plan: QueryPlan, found: EventsFound) -> Draft:
    if not found.events:
        return missing(f"memory holds no event where {' / '.join(plan.persons) or 'anyone'} did "
                       f"{_verb_words(plan)} with {' / '.join(plan.targets) or 'it'}")
    event = _asked(plan, found)
    when = format_iso(event.event.time_ns)
    return Draft(answer=f"{event.event.describe().rstrip('.')} at {when}.", value=when, value_type="time",
                 candidates=[event.evidence] + _others(found))


def event_who(plan: QueryPlan, found: EventsFound) -> Draft:
    if not found.events:
        return missing(f"memory holds no event where someone did {_verb_words(plan)} with "
                       f"{' / '.join(plan.targets) or 'it'}")
    reading = _asked(plan, found)
    event = reading.event
    return Draft(answer=f"{reading.actor_name.capitalize()}: {event.describe().rstrip('.')} at {format_iso(event.time_ns)}.",
                 value=event.actor, value_type="person", candidates=[reading.evidence] + _others(found))


def event_count(plan: QueryPlan, found: EventsFound) -> Draft:
    if not found.target_known:
        return missing(f"memory holds nothing called {' / '.join(plan.targets)!r}")
    count = len(found.events)
    candidates = [r.evidence for r in reversed(found.events[-16:])]
    if plan.yes_no:
        value = "yes" if count else "no"
        return Draft(answer=f"{value.capitalize()}: {count} matching event(s) in memory.", value=value,
                     value_type="bool", candidates=candidates)
    return Draft(answer=f"{count} time(s).", value=count, value_type="int", candidates=candidates)


def activity(plan: QueryPlan, found: ActivityFound) -> Draft:
    if found.episodes:
        best = found.episodes[-1].card
        return Draft(answer=best.summary or f"Episode {best.id}.", value=best.summary or best.id, value_type="str",
                     candidates=[r.scored(1.0 if r.card is best else 0.6) for r in reversed(found.episodes[-8:])])
    if found.events:
        latest = found.events[-1].event
        return Draft(answer=f"{latest.describe()}", value=latest.describe(), value_type="str",
                     candidates=[r.evidence for r in reversed(found.events[-8:])])
    return free_text(plan, found.text)

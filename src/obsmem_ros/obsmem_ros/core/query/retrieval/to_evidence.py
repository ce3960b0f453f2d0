"""Records read from memory as `Evidence` items: the view each came from, its time, entity,
provenance, reporter and session, and the events it links to."""
from __future__ import annotations

from typing import TYPE_CHECKING, List

from obsmem_ros.core.records import Belief, Commitment, EpisodeCard, Event, EventKind, Fact, Provenance
from obsmem_ros.core.timefmt import format_iso

from ..evidence import Evidence
from ..plan import View
from .context import QueryContext
from .events import safe_event

if TYPE_CHECKING:
    from obsmem_ros.core.views.knowledge import Habit, Preference, RoutineSkill


def fact_evidence(ctx: QueryContext, fact: Fact, score: float = 1.0) -> Evidence:
    """A state fact as evidence; its id is the source event's, so evidence links to events."""
    who = f"{ctx.display(fact.reporter)} said " if fact.provenance is Provenance.REPORTED and fact.reporter else ""
    text = f"{who}{ctx.display(fact.entity)} {fact.attribute} = {ctx.display(fact.value)} ({fact.provenance.value})"
    return Evidence(id=fact.source_event_id, view=View.STATE, time_ns=fact.time_ns, text=text, entity=fact.entity,
                    provenance=fact.provenance.value, reporter=fact.reporter, session_id=fact.session_id, score=score)



def event_evidence(ctx: QueryContext, event: Event, score: float = 1.0, entity: str = "") -> Evidence:
    provenance = "observed" if event.observed_by(ctx.reader.robot_id) else "reported"
    text = event.describe()
    if event.kind is EventKind.UTTERANCE and event.utterance and _bare(event.utterance) not in _bare(text):
        text = f'{text}: "{event.utterance}"'
    reporter = event.actor if event.kind is EventKind.UTTERANCE else ""
    return Evidence(id=event.id, view=View.EVENT, time_ns=event.time_ns, text=text,
                    entity=entity or (event.objects[0] if event.objects else ""), provenance=provenance,
                    reporter=reporter, session_id=event.session_id, score=score)



def belief_evidence(ctx: QueryContext, belief: Belief, score: float = 0.8) -> List[Evidence]:
    """The events a belief rests on (intervening or contradicting), as belief-view evidence."""
    out = []
    for event in ctx.reader.events(list(belief.evidence_ids)[: ctx.k]):
        out.append(Evidence(id=event.id, view=View.BELIEF, time_ns=event.time_ns,
                            text=f"{event.describe()} (why the belief is {belief.label.value})",
                            entity=event.actor or (event.objects[0] if event.objects else belief.entity), provenance="observed" if event.observed_by(ctx.reader.robot_id) else "reported",
                            session_id=event.session_id, score=score))
    return out



def commitment_evidence(ctx: QueryContext, c: Commitment, score: float = 1.0) -> Evidence:
    due = f", due {format_iso(c.due_ns)}" if c.due_ns is not None else ""
    text = f"{c.kind.value}: {c.text} (owner {ctx.display(c.owner)}, for {ctx.display(c.beneficiary)}, {c.status.value}{due})"
    return Evidence(id=c.id, view=View.COMMITMENT, time_ns=c.created_ns, text=text,
                    entity=c.objects[0] if c.objects else "", provenance="reported", score=score)



def episode_evidence(card: EpisodeCard, score: float = 1.0) -> Evidence:
    text = card.summary or f"episode in {', '.join(card.locations)} with {', '.join(card.participants)}"
    return Evidence(id=card.id, view=View.EPISODE, time_ns=card.start_ns, text=text,
                    entity=card.objects[0] if card.objects else "", provenance="inferred",
                    session_id=card.session_id, score=score)



def knowledge_evidence(record: "RoutineSkill | Preference | Habit", time_ns: int, score: float = 1.0) -> Evidence:
    if hasattr(record, "steps"):
        text = f"routine of {record.actor} for {record.goal}: {' -> '.join(record.steps)} (seen {record.count}x)"
    elif hasattr(record, "statement"):
        text = record.statement
    else:
        text = f"{record.actor}: after {record.trigger} usually {record.next_action} ({record.count}/{record.trigger_count})"
    return Evidence(id=record.id, view=View.KNOWLEDGE, time_ns=time_ns, text=text,
                    provenance=getattr(record, "provenance", "inferred"), score=score,
                    event_ids=tuple(getattr(record, "evidence_ids", ())))  # the choices it was mined from



def _bare(text: str) -> str:
    return " ".join(text.lower().replace(".", " ").replace(",", " ").split())



def setter_evidence(ctx: QueryContext, fact: Fact, score: float = 0.95) -> Evidence:
    """The event that set a value, as event-view evidence: it complements the state fact of the
    latest look (the selector counts a different view as less redundant)."""
    event = safe_event(ctx, fact.source_event_id)
    return event_evidence(ctx, event, score, entity=fact.entity) if event is not None else fact_evidence(ctx, fact, score)



def object_of_event(ctx: QueryContext, event_id: str) -> List[Evidence]:
    """The event as evidence (the hop's first step)."""
    event = safe_event(ctx, event_id)
    return [event_evidence(ctx, event, 0.95)] if event is not None else []

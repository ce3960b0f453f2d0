"""View retrievers: records from the reader, turned into `Evidence`.

Structured lookups come first (snapshot, point-in-time, history, reports, beliefs,
commitments, episodes, knowledge); the text index is the fallback for questions the structure
cannot place. Every lookup honours the question's cutoff (`ctx.now_ns`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, List, Optional, Sequence, Tuple

from obsmem_ros.core.records import Belief, Commitment, EpisodeCard, Event, EventKind, Fact, Provenance
from obsmem_ros.core.timefmt import format_iso
from obsmem_ros.errors import UnknownRecordError

from .context import QueryContext
from .evidence import Evidence
from .plan import View

if TYPE_CHECKING:
    from obsmem_ros.core.views.knowledge import Habit, Preference, RoutineSkill

    from .text_index import TextIndex


# --- records -> evidence ---------------------------------------------------------------------
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
    return Evidence(id=record.id, view=View.KNOWLEDGE, time_ns=time_ns, text=text, provenance="inferred", score=score)


def _bare(text: str) -> str:
    return " ".join(text.lower().replace(".", " ").replace(",", " ").split())


_OBJECT_VERBS = frozenset({"pick", "place", "hand_over", "open", "close", "toggle", "set", "use", "wash", "cook", "look"})


# --- structured lookups ----------------------------------------------------------------------
def event_matches(event: Event, verbs: Sequence[str], persons: Sequence[str]) -> bool:
    """Whether an event is one a question about `verbs` by `persons` counts."""
    if verbs and event.verb not in verbs:
        return False
    if "say" not in verbs and event.kind is EventKind.UTTERANCE:
        return False
    if event.kind in (EventKind.SESSION_START, EventKind.SESSION_END):
        return False
    return not persons or event.actor in persons


def matching_events(ctx: QueryContext, entity_ids: Sequence[str], *, verbs: Sequence[str],
                    persons: Sequence[str], newest: Optional[int] = None) -> List[Event]:
    """Events in the question's window about the entities (or, with none, by the persons),
    filtered by verbs and actors, oldest first. With `newest`, only the latest `newest` matches
    are wanted: the scan starts at the recent end and widens only when too few match."""
    limit = 4 * newest if newest else None
    while True:
        found, exhausted = _scan_events(ctx, entity_ids, verbs, persons, limit)
        if newest is None or len(found) >= newest or exhausted:
            return found
        limit *= 4


def _scan_events(ctx: QueryContext, entity_ids: Sequence[str], verbs: Sequence[str], persons: Sequence[str],
                 limit: Optional[int]) -> Tuple[List[Event], bool]:
    window = ctx.window
    until = min(window.end_ns - 1, ctx.now_ns) if window.end_ns is not None else ctx.now_ns
    found: dict = {}
    exhausted = True
    for entity in entity_ids:
        rows = ctx.reader.events_about(entity, since_ns=window.start_ns, until_ns=until, as_of_ns=ctx.now_ns, limit=limit)
        exhausted = exhausted and (limit is None or len(rows) < limit)
        for event in rows:
            if event_matches(event, verbs, persons) and (not event.objects or entity in event.objects or
                                                         any(d.entity == entity for d in event.deltas)):
                found[event.id] = event
    if not entity_ids:
        start = window.start_ns if window.start_ns is not None else ctx.origin_ns
        for person in persons or [""]:
            for event in ctx.reader.events_between(start, until, actor=person or None):
                if event_matches(event, verbs, persons):
                    found[event.id] = event
    return sorted(found.values(), key=lambda e: (e.time_ns, e.id)), exhausted


def placements(ctx: QueryContext, entity: str, *, verbs: Sequence[str], persons: Sequence[str],
               want: int, max_steps: int = 64) -> List[Event]:
    """The latest `want` events that set the entity's location and match verbs and actors, oldest
    first: stepping back through its location facts (indexed point-in-time reads) instead of
    reading every event that mentions it."""
    window = ctx.window
    at = min(window.end_ns - 1, ctx.now_ns) if window.end_ns is not None else ctx.now_ns
    found: List[Event] = []
    for _ in range(max_steps):
        fact = ctx.reader.state(entity, "location", at_ns=at, as_of_ns=ctx.now_ns).primary
        if fact is None or (window.start_ns is not None and fact.time_ns < window.start_ns):
            break
        event = safe_event(ctx, fact.source_event_id)
        if event is not None and event_matches(event, verbs, persons):
            found.append(event)
            if len(found) >= want:
                break
        at = fact.time_ns - 1
    return found[::-1]


def anchor_time(ctx: QueryContext, entity_ids: Sequence[str]) -> Optional[int]:
    """The time of the event a "before/after <someone> <did something>" reference names."""
    anchor = ctx.plan.temporal.ref.anchor
    if anchor is None:
        return None
    targets = list(entity_ids)
    if anchor.obj and anchor.obj not in ("it", "them"):
        targets = ctx.entity_ids(anchor.obj) or targets
    persons = [p for p in ctx.person_ids() if not anchor.actor or p.endswith(anchor.actor) or anchor.actor in p]
    if anchor.actor and not persons:
        ids = ctx.reader.resolve_entity(anchor.actor, limit=1)
        persons = ids or [anchor.actor]
    if set(anchor.verbs) & _OBJECT_VERBS:
        for entity in targets:
            events = [e for e in ctx.reader.events_about(entity, until_ns=ctx.now_ns, as_of_ns=ctx.now_ns, limit=500)
                      if event_matches(e, anchor.verbs, persons if anchor.actor else [])]
            if events:
                return events[-1].time_ns
        return None
    for person in persons or [None]:
        events = [e for e in ctx.reader.events_between(ctx.origin_ns, ctx.now_ns, actor=person)
                  if event_matches(e, anchor.verbs, [])]
        if events:
            return events[-1].time_ns
    return None


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


def knowledge_lookup(ctx: QueryContext, kind: str, topic: str, persons: Sequence[str]) -> list:
    """Routines, preferences or habits for the people (each tried; all people when none)."""
    method = {"routine": "routines", "preference": "preferences", "habit": "habits"}[kind]
    key = {"routine": "goal", "preference": "topic", "habit": "trigger"}[kind]
    records: list = []
    for person in list(persons) or [None]:
        records += getattr(ctx.reader, method)(person=person, **{key: topic or None})
    return records


def episodes_for(ctx: QueryContext, sessions: Sequence[str], entity_ids: Sequence[str]) -> List[EpisodeCard]:
    window = ctx.window
    until = min(window.end_ns - 1, ctx.now_ns) if window.end_ns is not None else ctx.now_ns
    cards: List[EpisodeCard] = []
    if sessions:
        for session in sessions:
            cards += ctx.reader.episodes(session_id=session, as_of_ns=ctx.now_ns)
    elif entity_ids:
        for entity in entity_ids[:3]:
            cards += ctx.reader.episodes(entity=entity, since_ns=window.start_ns, until_ns=until, as_of_ns=ctx.now_ns)
    else:
        cards = ctx.reader.episodes(since_ns=window.start_ns, until_ns=until, as_of_ns=ctx.now_ns, limit=50)
    return list({c.id: c for c in cards}.values())


def text_candidates(ctx: QueryContext, index: Optional["TextIndex"], *, k: int) -> List[Evidence]:
    """The text index's best events for the question inside its window (empty without an index)."""
    if index is None:
        return []
    index.sync(ctx.reader)
    window = ctx.window
    until = min(window.end_ns - 1, ctx.now_ns) if window.end_ns is not None else ctx.now_ns
    hits = index.search(ctx.plan.question, k=k, since_ns=window.start_ns, until_ns=until)
    events = {e.id: e for e in ctx.reader.events([h.id for h in hits])}
    return [event_evidence(ctx, events[h.id], score=h.score) for h in hits if h.id in events]


def safe_event(ctx: QueryContext, event_id: str) -> Optional[Event]:
    try:
        return ctx.reader.event(event_id)
    except UnknownRecordError:
        return None


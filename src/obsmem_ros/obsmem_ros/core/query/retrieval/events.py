"""Event view retriever: the events a question names (by object, actor, verb and time window),
the event a time reference anchors on, and one person's events.

Every lookup honours the question's cutoff (`ctx.now_ns`)."""
from __future__ import annotations

import functools
import re
from typing import FrozenSet, List, Optional, Sequence, Tuple

from obsmem_ros.core.language.verbs import canonical_verb
from obsmem_ros.core.records import Event, EventKind
from obsmem_ros.errors import UnknownRecordError

from ..lexicon import PARTICLES, VERB_FORMS, verb_key
from ..plan import Ordinal, parties
from .context import QueryContext


_OBJECT_VERBS = frozenset({"pick", "place", "hand_over", "open", "close", "toggle", "set", "use", "wash", "cook", "look"})



def event_matches(event: Event, verbs: Sequence[str], persons: Sequence[str]) -> bool:
    """Whether an event is one a question about `verbs` by `persons` counts."""
    if verbs and verb_key(event.verb) not in verbs:
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
        limit = limit * 4 if entity_ids else None  # anyone's events: one full pass, not a widening series



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
    if not entity_ids:  # by the persons (or anyone): newest first, as far as `limit` asks
        start = window.start_ns if window.start_ns is not None else ctx.origin_ns
        for person in persons or [""]:
            rows = ctx.reader.events_between(start, until, actor=person or None, limit=limit, newest=True)
            exhausted = exhausted and (limit is None or len(rows) < limit)
            for event in rows:
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
        latest = _latest_matching(ctx, person, anchor.verbs)
        if latest is not None:
            return latest.time_ns
    return None


def _latest_matching(ctx: QueryContext, person: Optional[str], verbs: Sequence[str]) -> Optional[Event]:
    """The newest event up to the cutoff by `person` (anyone: None) that `event_matches` `verbs`:
    with a person and verbs an index walk down what they did with those verbs, else a read of the log."""
    if person is not None and verbs:
        walk = ctx.reader.newest_events_by(person, sorted(stored_verbs(frozenset(verbs))), until_ns=ctx.now_ns)
        return next((e for e in walk if event_matches(e, verbs, [])), None)
    events = [e for e in ctx.reader.events_between(ctx.origin_ns, ctx.now_ns, actor=person)
              if event_matches(e, verbs, [])]
    return events[-1] if events else None



def safe_event(ctx: QueryContext, event_id: str) -> Optional[Event]:
    try:
        return ctx.reader.event(event_id)
    except UnknownRecordError:
        return None



def last_handled(ctx: QueryContext) -> Optional[str]:
    """The object the plan's person last picked up (the latest matching event memory holds)."""
    verbs = ctx.plan.verbs or ("pick",)
    stored = sorted(stored_verbs(frozenset(verbs)))
    for person in ctx.person_ids():
        for event in ctx.reader.newest_events_by(person, stored, until_ns=ctx.now_ns):
            if verb_key(event.verb) in verbs and event.objects:
                return event.id
    return None


@functools.lru_cache(maxsize=16)
def stored_verbs(keys: FrozenSet[str]) -> FrozenSet[str]:
    """Every verb an event can be stored with whose `verb_key` is one of `keys`, so the store is
    asked for them by index. Ingest stores the canonical verb of what was said
    (`language.verbs.canonical_verb`: lower case, words joined by "_"), so these are the canonical
    forms among each key and each form the lexicon folds into one ("fetched"), alone or with a
    particle ("get_up")."""
    words = {k.replace("_", " ") for k in keys} | {w for w, forms in VERB_FORMS.items() if len(forms) == 1}
    words |= {f"{w} {p}" for w in list(words) for p in PARTICLES}
    stored = {"_".join(w.split()) for w in words}
    return frozenset(v for v in stored if canonical_verb(v) == v and verb_key(v) in keys)



def person_events(ctx: QueryContext, person: str) -> List[Event]:
    return ctx.reader.events_between(ctx.origin_ns, ctx.now_ns, actor=person)


def event_by_id(ctx: QueryContext, event_id: str) -> Event:
    """One stored event (raises `UnknownRecordError` when memory does not hold it)."""
    return ctx.reader.event(event_id)


def events_by_ids(ctx: QueryContext, event_ids: Sequence[str]) -> List[Event]:
    """The stored events among `event_ids`, in time order."""
    return ctx.reader.events(list(event_ids))


def latest_event_about(ctx: QueryContext, entity: str) -> Optional[Event]:
    """The newest event up to the cutoff that involves `entity` (None when there is none)."""
    latest = ctx.reader.events_about(entity, until_ns=ctx.now_ns, as_of_ns=ctx.now_ns, limit=1)
    return latest[0] if latest else None


def question_events(ctx: QueryContext, *, by_actor: bool = True, newest: Optional[int] = None):
    """The events an event question names: (target ids, events oldest first); (None, []) when the
    question names a thing memory knows nothing of and no person."""
    ids = ctx.first_target_ids()
    if ctx.plan.targets and not ids and not ctx.plan.persons:
        return None, []
    persons = _linked_doers(ctx, ids, doers(ctx)) if by_actor else []
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


def deed_recorded(ctx: QueryContext) -> bool:
    """Whether memory holds, up to the cutoff and by anyone, an event of the plan's verbs about the
    thing the question names."""
    verbs = ctx.plan.verbs
    return any(verb_key(e.verb) in verbs for entity in ctx.first_target_ids()
               for e in ctx.reader.events_about(entity, until_ns=ctx.now_ns, as_of_ns=ctx.now_ns))


# "did you pick up ...": the robot as the doer ("did you see Bob take it": Bob is, not the robot)
_YOU_DID = re.compile(r"\b(?:did|do|have|had)\s+you\s+(?:ever\s+|last\s+|already\s+|just\s+)?"
                      r"(?!see\b|seen\b|saw\b|notice|watch|spot|hear|know\b|think\b|remember\b)[a-z]+")


def doers(ctx: QueryContext) -> List[str]:
    """The people an event question asks about as doers: the plan's people less one named only
    as the owner of the thing asked about ("Isla's dummy"); the robot alone when "you" do it (the
    others a "did you ..." question names own the thing or receive it: "did you pick up Nana's
    pill box", whoever the planner took "Nana" for)."""
    if _YOU_DID.search(ctx.plan.question.lower()):
        return [ctx.reader.robot_id]
    return parties(ctx.plan, ctx.person_ids())


def _linked_doers(ctx: QueryContext, ids: Sequence[str], persons: List[str]) -> List[str]:
    """The doer a question calls by a name memory never heard ("how many times did Papaw take the
    remote?" where nobody said Papaw) is the one person the rest of the question picks out: when
    only one person did the asked thing to the named object in the window, the name is theirs, as a
    listener new to the house would take it. Two or more such people leave the name unlinked."""
    known = set(ctx.reader.people())
    if len(persons) != 1 or not ids or persons[0] in known or persons[0] == ctx.reader.robot_id \
            or ctx.entity_record(persons[0]) is not None:
        return persons
    events = matching_events(ctx, ids, verbs=ctx.plan.verbs, persons=[])
    actors = {e.actor for e in events if e.actor in known and e.actor != ctx.reader.robot_id}
    return [actors.pop()] if len(actors) == 1 else persons


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

"""Answerers of state questions: current state, past / overwritten state, belief, source."""
from __future__ import annotations

import re
from typing import List, Optional

from obsmem_ros.core.records import Provenance, Snapshot
from obsmem_ros.core.timefmt import format_iso

from ..answer import no_belief
from ..evidence import Evidence
from ..plan import Relation
from ..retrieval.context import QueryContext
from ..retrieval.events import anchor_time, event_by_id, last_handled, latest_event_about, matching_events, safe_event
from ..retrieval.state import (belief_of, facts_from_event, history_of, located_in, matching_reports, previous_fact,
                               reports_by, room_of, run_start, snapshot, state_of)
from ..retrieval.to_evidence import belief_evidence, event_evidence, fact_evidence, object_of_event, setter_evidence
from .draft import Draft, missing
from .history import before_change
from .wording import describe_value, preposition, value_type_of


def _attribute(ctx: QueryContext) -> str:
    return ctx.plan.attribute or "location"


def _yes_no(ctx: QueryContext, attribute: str, value: str) -> str:
    expected = ctx.plan.expected or ""
    if attribute in ("location", "held_by", "owner"):
        match = value in (ctx.place_id(expected), expected) or ctx.display(value) == expected
    else:
        match = value.lower() == expected.lower()
    return "yes" if match else "no"


def _state_draft(ctx: QueryContext, entity: str, attribute: str, snap: Snapshot, *, current: bool) -> Draft:
    fact = snap.current
    sentence = describe_value(ctx, entity, attribute, fact.value)
    candidates = [fact_evidence(ctx, fact)]
    setter = run_start(ctx, entity, attribute, snap.primary) if snap.primary is fact else None
    if setter is not None:  # the event that set the value, beside the latest look that confirmed it
        candidates.append(setter_evidence(ctx, setter))
    later_claims: List[Evidence] = []
    if snap.primary is None:
        sentence = f"I have not seen it myself, but {ctx.display(fact.reporter)} said so: {sentence}"
    elif snap.reported is not None:
        rep = snap.reported
        said = describe_value(ctx, rep.entity, attribute, rep.value).rstrip(".")
        sentence += f" ({ctx.display(rep.reporter).capitalize()} later said: {said[0].lower()}{said[1:]}; not seen.)"
        later_claims.append(fact_evidence(ctx, rep, score=0.6))  # after the belief's own events
    value, value_type = fact.value, value_type_of(fact)
    if value_type == "bool":
        value = "yes" if value.strip().lower() in ("true", "yes", "1", "on") else "no"
    if attribute in ("location", "held_by", "owner"):
        value_type = "person" if attribute in ("held_by", "owner") else "entity"
    if ctx.plan.yes_no and ctx.plan.expected:
        value, value_type = _yes_no(ctx, attribute, fact.value), "bool"
        sentence = f"{value.capitalize()}. {sentence}"
    draft = Draft(answer=sentence, value=value, value_type=value_type, candidates=candidates)
    if current:
        belief = belief_of(ctx, entity, attribute)
        draft.belief = belief
        if belief.label.value != "fresh":
            draft.answer += f" Belief: {belief.label.value} ({belief.reason})."
        draft.candidates += belief_evidence(ctx, belief)
    draft.candidates += later_claims
    previous = previous_fact(ctx, entity, attribute, snap.primary)
    if previous is not None:
        draft.candidates.append(fact_evidence(ctx, previous, score=0.5))
    return draft


def _contents(ctx: QueryContext) -> Draft:
    place = ctx.place_id(ctx.plan.places[0])
    snaps = [s for s in located_in(ctx, place, at_ns=ctx.window.as_of_ns) if s.current]
    if not snaps:
        return missing(f"nothing is known to be {preposition(ctx.display(place))} the {ctx.display(place)}")
    names = ", ".join(ctx.display(s.entity) for s in snaps)
    return Draft(answer=f"{preposition(ctx.display(place)).capitalize()} the {ctx.display(place)}: {names}.",
                 value=[s.entity for s in snaps], value_type="list",
                 candidates=[fact_evidence(ctx, s.current) for s in snaps])


def _person_location(ctx: QueryContext) -> Draft:
    """"Where is Bob?": the room of the latest event memory holds about that person."""
    for person in ctx.person_ids():
        event = latest_event_about(ctx, person)
        if event is not None and event.location:
            room = ctx.display(event.location)
            return Draft(answer=f"{ctx.display(person).capitalize()} was last noticed in the {room} at "
                                f"{format_iso(event.time_ns)} ({event.describe().rstrip('.')}).",
                         value=event.location, value_type="entity", candidates=[event_evidence(ctx, event, entity=person)])
    return missing(f"memory holds no event placing {' / '.join(ctx.plan.persons)}")


def current_state(ctx: QueryContext) -> Draft:
    if not ctx.plan.targets and ctx.plan.places:
        return _contents(ctx)
    if not ctx.plan.targets and ctx.plan.persons and _attribute(ctx) == "location":
        return _person_location(ctx)
    ids = ctx.first_target_ids()
    hop: List[Evidence] = []
    if _GENERIC_OBJECT.search(ctx.plan.question.lower()) and ctx.plan.persons:
        event_id = last_handled(ctx)  # "the object that Bob last picked up": one hop through that event
        if event_id is not None:
            ids, hop = list(event_by_id(ctx, event_id).objects[:1]), object_of_event(ctx, event_id)
    if not ids:
        return missing(f"memory holds nothing called {_what(ctx)}")
    if ctx.plan.attribute == "room":
        return _with_hop(_room(ctx, ids, None), hop)
    if ctx.plan.attribute == "owner" and ctx.plan.places:
        owned = _owner_at(ctx, ctx.entity_ids(ctx.plan.targets[0], limit=50))
        if owned is not None:
            return owned
    entity, attribute, snap = snapshot(ctx, ids, _attribute(ctx), None)
    if snap is None:
        return missing(f"no {attribute} is known for the {ctx.display(entity)}")
    return _with_hop(_state_draft(ctx, entity, attribute, snap, current=True), hop)


_GENERIC_OBJECT = re.compile(r"\b(?:object|thing|item|something)\b.*\blast\b|\blast\b.*\b(?:object|thing|item|something)\b")


def _with_hop(draft: Draft, hop: List[Evidence]) -> Draft:
    """The draft with the hop's event as its second evidence (after the answer's own support)."""
    if hop and draft.known:
        draft.candidates = draft.candidates[:1] + hop + draft.candidates[1:]
    return draft


def _room(ctx: QueryContext, ids: List[str], at_ns: Optional[int]) -> Draft:
    """"Which room is the laptop in?": follow the location chain to a room (a multi-hop read)."""
    entity, _attribute_name, snap = snapshot(ctx, ids, "location", at_ns)
    room = room_of(ctx, entity, at_ns=at_ns if at_ns is not None else ctx.now_ns) if snap else ""
    if not room:
        return missing(f"no room is known for the {ctx.display(entity)}")
    belief = belief_of(ctx, entity, "location") if at_ns is None else no_belief()
    sentence = f"The {ctx.display(entity)} is in the {ctx.display(room)}."
    if snap.current.value != room:
        sentence += f" ({describe_value(ctx, entity, 'location', snap.current.value)})"
    return Draft(answer=sentence, value=room, value_type="entity", belief=belief,
                 candidates=[fact_evidence(ctx, snap.current)] + _chain_evidence(ctx, entity, snap, at_ns)
                 + belief_evidence(ctx, belief))


def _chain_evidence(ctx: QueryContext, entity: str, snap: Snapshot, at_ns: Optional[int]) -> List[Evidence]:
    """The hops behind a room or owner answer: the event that put the thing where it is, and where
    that place itself was seen (a table in the kitchen)."""
    out: List[Evidence] = []
    setter = run_start(ctx, entity, "location", snap.primary) if snap.primary is snap.current else None
    if setter is not None:
        out.append(setter_evidence(ctx, setter))
    place = snap.current.value
    place_snap = state_of(ctx, place, "location", at_ns=at_ns)
    if place_snap.current is not None and place_snap.current.value != place:  # where the place was first seen
        placed = run_start(ctx, place, "location", place_snap.primary) if place_snap.primary is place_snap.current else None
        out.append(fact_evidence(ctx, placed or place_snap.current, score=0.9))
    return out


def _owner_at(ctx: QueryContext, ids: List[str]) -> Optional[Draft]:
    """"Who owns the laptop that is on the desk?": the look-alike found at that place, then its owner."""
    places = {ctx.place_id(p) for p in ctx.plan.places}
    for entity in ids:
        where = state_of(ctx, entity, "location")
        owner = state_of(ctx, entity, "owner")
        if where.current is None or owner.current is None or where.current.value not in places:
            continue
        name = ctx.display(entity)
        return Draft(answer=f"The {name} {preposition(ctx.display(where.current.value))} the "
                            f"{ctx.display(where.current.value)} is {ctx.display(owner.current.value)}'s.",
                     value=owner.current.value, value_type="person",
                     candidates=[fact_evidence(ctx, owner.current), fact_evidence(ctx, where.current, 0.95)]
                     + _chain_evidence(ctx, entity, where, None)[:1])
    return None


def _ever(ctx: QueryContext, ids: List[str], attribute: str) -> Draft:
    """"Was the laptop ever on the desk?": any value the robot held for the pair, up to the cutoff."""
    expected = {ctx.place_id(ctx.plan.expected), ctx.plan.expected} if attribute == "location" else {ctx.plan.expected}
    for entity in ids:
        history = history_of(ctx, entity, attribute)
        hits = [f for f in history if f.value in expected and f.provenance is not Provenance.REPORTED]
        if hits:
            return Draft(answer=f"Yes: {describe_value(ctx, entity, attribute, hits[-1].value).replace(' is ', ' was ', 1)}",
                         value="yes", value_type="bool", candidates=[fact_evidence(ctx, f) for f in reversed(hits)])
        if history:
            return Draft(answer=f"No: memory never saw the {ctx.display(entity)} there.", value="no", value_type="bool",
                         candidates=[fact_evidence(ctx, f, 0.5) for f in reversed(history[-4:])])
    return missing(f"no {attribute} is known for {_what(ctx)}")


def past_state(ctx: QueryContext) -> Draft:
    if not ctx.plan.targets and ctx.plan.places:
        return _contents(ctx)
    ids = ctx.first_target_ids()
    if not ids:
        return missing(f"memory holds nothing called {_what(ctx)}")
    attribute, relation = _attribute(ctx), ctx.plan.temporal.relation
    if ctx.plan.changed_to:
        return before_change(ctx, ids, attribute)
    if ctx.plan.yes_no and ctx.plan.expected and re.search(r"\bever\b", ctx.plan.question.lower()):
        return _ever(ctx, ids, attribute)
    if relation is Relation.PREVIOUS:
        return _previous(ctx, ids, attribute)
    if ctx.plan.temporal.ref.anchor is not None:
        ctx.anchor_ns = anchor_time(ctx, ids)
        if ctx.anchor_ns is None:
            return missing(f"memory holds no event matching '{_anchor_words(ctx)}'")
    elif relation is Relation.NONE and ctx.plan.verbs:
        return _set_by_event(ctx, ids, attribute)
    if attribute == "room":
        return _room(ctx, ids, None if relation is Relation.NONE else ctx.window.as_of_ns)
    entity, attribute, snap = snapshot(ctx, ids, attribute, ctx.window.as_of_ns)
    if snap is None:
        return missing(f"no {attribute} is known for the {ctx.display(entity)} at {format_iso(ctx.window.as_of_ns)}")
    draft = _state_draft(ctx, entity, attribute, snap, current=False)
    if relation is Relation.BEFORE:
        draft.answer = f"Just before {format_iso(ctx.window.as_of_ns + 1)}: {draft.answer}"
    else:
        draft.answer = f"At {format_iso(ctx.window.as_of_ns)}: {draft.answer}"
    return draft


def _previous(ctx: QueryContext, ids: List[str], attribute: str) -> Draft:
    entity, attribute, snap = snapshot(ctx, ids, attribute, None)
    if snap is None:
        return missing(f"no {attribute} is known for the {ctx.display(ids[0])}")
    previous = previous_fact(ctx, entity, attribute, snap.primary)
    if previous is None:
        return missing(f"memory holds only one {attribute} for the {ctx.display(entity)}")
    sentence = describe_value(ctx, entity, attribute, previous.value).replace(" is ", " was ", 1)
    if snap.primary is not None:
        sentence += f" Now: {describe_value(ctx, entity, attribute, snap.primary.value)}"
    value_type = "entity" if attribute == "location" else value_type_of(previous)
    candidates = [fact_evidence(ctx, previous)] + ([fact_evidence(ctx, snap.primary, 0.8)] if snap.primary else [])
    return Draft(answer=sentence, value=previous.value, value_type=value_type, candidates=candidates)


def _set_by_event(ctx: QueryContext, ids: List[str], attribute: str) -> Draft:
    """"Where did Bob put the keys": the value the latest matching event gave the attribute."""
    events = matching_events(ctx, ids, verbs=ctx.plan.verbs, persons=ctx.person_ids())
    for event in reversed(events):
        facts = [f for f in facts_from_event(ctx, event.id) if f.entity in ids and f.attribute == attribute]
        if facts:
            fact = facts[-1]
            sentence = describe_value(ctx, fact.entity, attribute, fact.value).replace(" is ", " was put ", 1)
            return Draft(answer=sentence, value=fact.value, value_type="entity" if attribute == "location" else value_type_of(fact),
                         candidates=[event_evidence(ctx, event, entity=fact.entity), fact_evidence(ctx, fact, 0.9)])
    if not ctx.plan.persons:  # "where did I put it": nobody named, so where it is now answers
        entity, attribute, snap = snapshot(ctx, ids, attribute, None)
        if snap is not None:
            return _state_draft(ctx, entity, attribute, snap, current=True)
    return missing(f"memory holds no matching event about the {ctx.display(ids[0])}")


def belief_check(ctx: QueryContext) -> Draft:
    ids = ctx.first_target_ids()
    if not ids:
        return missing(f"memory holds nothing called {_what(ctx)}")
    entity, attribute, snap = snapshot(ctx, ids, _attribute(ctx), None)
    if snap is None:
        return missing(f"no {attribute} is tracked for the {ctx.display(entity)}")
    belief = belief_of(ctx, entity, attribute)
    label = belief.label.value
    sentence = describe_value(ctx, entity, attribute, snap.current.value)
    advice = "it can be trusted" if label == "fresh" else "check before relying on it"
    if ctx.plan.expected and _yes_no(ctx, attribute, snap.current.value) == "no":
        advice = "memory says otherwise"
    return Draft(answer=f"Belief {label}: {sentence} {belief.reason}; {advice}.", value=label, value_type="str",
                 belief=belief, candidates=[fact_evidence(ctx, snap.current)] + belief_evidence(ctx, belief))


_SPEAKER_RIGHT = re.compile(r"^(?:was|were|is) \w+ (?:right|correct|wrong|mistaken)\b")


def source(ctx: QueryContext) -> Draft:
    ids = ctx.first_target_ids()
    if not ids:
        return missing(f"memory holds nothing called {_what(ctx)}")
    attribute = _attribute(ctx)
    persons = [p for p in ctx.person_ids() if p not in ids]
    if persons and ctx.plan.form != "who_said" and (ctx.plan.form or not re.match(r"^who\b", ctx.plan.question.lower())):
        return _said_by(ctx, ids, attribute, persons)
    reports = matching_reports(ctx, ids, attribute)
    if not reports:
        what = f" that the {ctx.display(ids[0])} was {ctx.plan.places[0]}" if ctx.plan.places else f" about the {ctx.display(ids[0])}"
        return missing(f"nobody told me{what}")
    latest = reports[-1]
    reporters = list(dict.fromkeys(f.reporter for f in reversed(reports)))
    claim = describe_value(ctx, latest.entity, attribute, latest.value).replace(" is ", " was ", 1).rstrip(".")
    sentence = f"{ctx.display(latest.reporter).capitalize()} said it ({claim.lower()}) at {format_iso(latest.time_ns)}."
    if len(reporters) > 1:
        sentence += f" Also said by: {', '.join(ctx.display(r) for r in reporters[1:])}."
    candidates: List[Evidence] = []
    for fact in reversed(reports):
        event = safe_event(ctx, fact.source_event_id)
        if event is not None:
            candidates.append(event_evidence(ctx, event, entity=fact.entity))
        candidates.append(fact_evidence(ctx, fact, score=0.8))
    return Draft(answer=sentence, value=latest.reporter, value_type="person", candidates=candidates)


def _said_by(ctx: QueryContext, ids: List[str], attribute: str, persons: List[str]) -> Draft:
    """"According to Bob, where is X?" (his latest claim) or "Was Bob right that X is on Y?" (his
    claim judged by the robot's next look at X after it)."""
    reports = reports_by(ctx, ids, attribute, persons)
    if not reports:
        return missing(f"{' / '.join(ctx.display(p) for p in persons)} told me nothing about {_what(ctx)}")
    claim = reports[-1]
    said = safe_event(ctx, claim.source_event_id)
    candidates = ([event_evidence(ctx, said, entity=claim.entity)] if said is not None else []) + [fact_evidence(ctx, claim, 0.8)]
    sentence = describe_value(ctx, claim.entity, attribute, claim.value).rstrip(".")
    who = ctx.display(claim.reporter).capitalize()
    if ctx.plan.form != "was_right" and not _SPEAKER_RIGHT.search(ctx.plan.question.lower()):
        value_type = "entity" if attribute == "location" else value_type_of(claim)
        return Draft(answer=f"{who} said at {format_iso(claim.time_ns)}: {sentence[0].lower()}{sentence[1:]}.",
                     value=claim.value, value_type=value_type, candidates=candidates)
    looks = [f for f in history_of(ctx, claim.entity, attribute, since_ns=claim.time_ns)
             if f.provenance is not Provenance.REPORTED and f.time_ns >= claim.time_ns]
    if not looks:
        return missing(f"the robot has not looked at the {ctx.display(claim.entity)} since {who} said so",
                       candidates)
    look = looks[0]
    right = look.value == claim.value
    seen = describe_value(ctx, look.entity, attribute, look.value).rstrip(".")
    return Draft(answer=f"{'Yes' if right else 'No'}: {who} said {sentence[0].lower()}{sentence[1:]}; the robot's next "
                        f"look ({format_iso(look.time_ns)}) found: {seen[0].lower()}{seen[1:]}.",
                 value="yes" if right else "no", value_type="bool",
                 candidates=candidates[:1] + [fact_evidence(ctx, look, 0.95)] + candidates[1:])


def _what(ctx: QueryContext) -> str:
    return repr(" / ".join(ctx.plan.targets) or ctx.plan.question)


def _anchor_words(ctx: QueryContext) -> str:
    anchor = ctx.plan.temporal.ref.anchor
    return f"{anchor.actor} {'/'.join(anchor.verbs)} {anchor.obj}".strip() if anchor else ""

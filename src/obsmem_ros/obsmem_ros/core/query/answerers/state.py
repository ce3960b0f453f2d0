"""Answerers of state questions: current state and past / overwritten state, one wording per kind
of bundle the state retrievers return (`..state_readings`)."""
from __future__ import annotations

import re
from typing import Callable, Dict, List

from obsmem_ros.core.timefmt import format_iso

from ..answer import no_belief
from ..evidence import Evidence
from ..own_sightings import SEEN
from ..plan import QueryPlan, Relation
from ..readings import StateReading
from ..state_readings import (AnchorMissing, ChangeFound, ContentsFound, EverFound, ExistsFound, NothingNamed,
                              OwnerFound, PersonPlaceFound, PreviousFound, RoomFound, SetByEventFound, ValueFound)
from .draft import Draft, missing
from .history import before_change, ever, previous, set_by_event
from .wording import describe, preposition, value_type_of, what_asked


def state_draft(plan: QueryPlan, found: ValueFound) -> Draft:
    """The value of a pair with its support: the latest look, the event that set it, the belief's
    events (current values), a later unseen claim, the value before."""
    state: StateReading = found.state
    fact, attribute = state.fact, found.attribute
    sentence = _sentence(found, found.subject, fact.value)
    candidates: List[Evidence] = [state.evidence] + ([state.setter] if state.setter is not None else [])
    later_claims: List[Evidence] = []
    if found.current and _outranked(state):  # a trusted later report: what the robot now believes
        rep = state.reported.fact
        seen = sentence.rstrip(".")
        sentence = (f"{_sentence(found, rep.entity, rep.value).rstrip('.')}, "
                    f"as {found.name(rep.reporter).capitalize()} said (not seen; the robot saw: {seen[0].lower()}{seen[1:]}).")
        fact = rep
        candidates.insert(0, state.reported.evidence)
    elif not state.seen:
        sentence = f"I have not seen it myself, but {found.name(fact.reporter)} said so: {sentence}"
    elif state.reported is not None:
        rep = state.reported.fact
        said = _sentence(found, rep.entity, rep.value).rstrip(".")
        sentence += f" ({found.name(rep.reporter).capitalize()} later said: {said[0].lower()}{said[1:]}; not seen.)"
        later_claims.append(state.reported.scored(0.6))  # after the belief's own events
    value, value_type = fact.value, value_type_of(fact)
    if value_type == "bool":
        value = "yes" if value.strip().lower() in ("true", "yes", "1", "on") else "no"
    if attribute in ("location", "held_by", "owner"):
        value_type = "person" if attribute in ("held_by", "owner") else "entity"
    if plan.yes_no and plan.expected and not asks_value(plan.question, plan.expected):
        if found.current and _unsure_whereabouts(attribute, state):
            sentence = f"I cannot be sure. {sentence}"  # the place memory holds answers, with its belief
        elif attribute in _WHEREABOUTS:  # "Is it still on the hook?": yes or no, and the place itself
            sentence = f"{'Yes' if state.matches_expected else 'No'}. {sentence}"
        else:
            value, value_type = ("yes" if state.matches_expected else "no"), "bool"
            sentence = f"{value.capitalize()}. {sentence}"
    draft = Draft(answer=sentence, value=value, value_type=value_type, candidates=candidates)
    if found.current:
        draft.belief = state.belief
        if state.belief.label.value != "fresh":
            draft.answer += f" Belief: {state.belief.label.value} ({state.belief.reason})."
        draft.candidates += state.belief_events
    draft.candidates += later_claims
    claimed = found.claim_grounds if state.reported is not None else ()  # the answer words the later claim
    draft.candidates += (*claimed, *found.grounds) if found.current and _outranked(state) else (*found.grounds, *claimed)
    if state.previous is not None:
        draft.candidates.append(state.previous.scored(0.5))
    return draft


def _sentence(found: ValueFound, entity: str, value: str) -> str:
    """The pair's value in words; a thing whose location is a person is held by them ("Jun has
    the car keys", not "on the jun")."""
    attribute = "held_by" if found.attribute == "location" and value in found.people else found.attribute
    return describe(found.name(entity), attribute, value, found.name(value))


def asks_value(question: str, expected: str) -> bool:
    """Whether a yes/no-shaped question asks for the value after all: it offers the value it names
    as one of a choice ("Are the blinds open or shut?", "Is the heater on or off?"), or it ends
    with a wh-question ("Is the laptop still on the table? Where is it?")."""
    text = question.lower()
    value = re.escape(expected.lower().strip())
    if re.search(rf"\b{value}\s+or\s+\w+|\w+\s+or\s+{value}\b", text):
        return True
    sentences = [p.strip() for p in re.split(r"[?.!]+", text) if p.strip()]
    return len(sentences) > 1 and bool(re.match(r"(?:so\s+|and\s+)?(?:where|what|which)\b", sentences[-1]))


def _unsure_whereabouts(attribute: str, state: StateReading) -> bool:
    """Whether a yes/no check of where a thing is ("Is it still on the hook?") cannot be answered
    yes or no: the robot's belief in the place is not fresh (someone went in unseen, someone said
    otherwise), so the answer is the place memory holds, with the belief saying why it may be wrong."""
    belief = state.belief
    return attribute in _WHEREABOUTS and belief is not None and belief.label.value != "fresh"


_WHEREABOUTS = ("location", "held_by")  # a yes/no check of these answers with the place or the holder


def _outranked(state: StateReading) -> bool:
    """Whether the belief holds the robot's own look contradicted by the later report beside it, and
    the report places the thing without denying the look: words that deny what the robot saw
    ("it's not on the hook, she took it to her room") answer with the look, contradicted, and the
    place said beside it."""
    belief, reported = state.belief, state.reported
    return (state.seen and reported is not None and belief is not None and belief.label.value == "contradicted"
            and reported.fact.source_event_id in belief.evidence_ids and not state.denied)


def _with_hop(draft: Draft, hop) -> Draft:
    """The draft with the hop's event as its second evidence (after the answer's own support)."""
    if hop and draft.known:
        draft.candidates = draft.candidates[:1] + list(hop) + draft.candidates[1:]
    return draft


def _value(plan: QueryPlan, found: ValueFound) -> Draft:
    if found.state is None:
        at = f" at {format_iso(found.as_of_ns)}" if found.as_of_ns is not None else ""
        return missing(f"no {found.attribute} is known for the {found.name(found.subject)}{at}")
    draft = _with_hop(state_draft(plan, found), found.hop)
    if found.as_of_ns is None:
        return draft
    if plan.temporal.relation is Relation.BEFORE:
        draft.answer = f"Just before {format_iso(found.as_of_ns + 1)}: {draft.answer}"
    else:
        draft.answer = f"At {format_iso(found.as_of_ns)}: {draft.answer}"
    return draft


def _contents(plan: QueryPlan, found: ContentsFound) -> Draft:
    place = found.name(found.place)
    if not found.things:
        return missing(f"nothing is known to be {preposition(place)} the {place}")
    names = ", ".join(found.name(e) for e in found.entities)
    return Draft(answer=f"{preposition(place).capitalize()} the {place}: {names}.",
                 value=list(found.entities), value_type="list", candidates=[t.evidence for t in found.things])


def _person_place(plan: QueryPlan, found: PersonPlaceFound) -> Draft:
    """"Where is Bob?": the room of the latest event memory holds about that person."""
    if found.event is None:
        return missing(f"memory holds no event placing {' / '.join(plan.persons)}")
    event = found.event.event
    return Draft(answer=f"{found.name(found.person).capitalize()} was last noticed in the {found.name(event.location)} at "
                        f"{format_iso(event.time_ns)} ({event.describe().rstrip('.')}).",
                 value=event.location, value_type="entity", candidates=[found.event.evidence])


def _room(plan: QueryPlan, found: RoomFound) -> Draft:
    """"Which room is the laptop in?" (its location chain followed to a room)."""
    if not found.room:
        return missing(f"no room is known for the {found.name(found.subject)}")
    where = found.location.fact
    sentence = f"The {found.name(found.subject)} is in the {found.name(found.room)}."
    if where.value != found.room:
        sentence += f" ({describe(found.name(found.subject), 'location', where.value, found.name(where.value))})"
    draft = Draft(answer=sentence, value=found.room, value_type="entity", belief=found.belief or no_belief(),
                  candidates=[found.location.evidence, *found.chain, *found.belief_events])
    return _with_hop(draft, found.hop)


def _owner(plan: QueryPlan, found: OwnerFound) -> Draft:
    """"Who owns the laptop that is on the desk?"."""
    place, owner = found.location.fact.value, found.owner.fact.value
    return Draft(answer=f"The {found.name(found.subject)} {preposition(found.name(place))} the "
                        f"{found.name(place)} is {found.name(owner)}'s.",
                 value=owner, value_type="person",
                 candidates=[found.owner.evidence, found.location.evidence, *found.chain])


def _nothing(plan: QueryPlan, found: NothingNamed) -> Draft:
    return missing(f"memory holds nothing called {what_asked(plan)}")


def _exists(plan: QueryPlan, found: ExistsFound) -> Draft:
    """"Have we got any grapes in?": yes when memory knows such a thing, seen or only heard of,
    with where it is; not known otherwise (the robot cannot tell there is none)."""
    if not found.subject:
        return missing(f"memory holds nothing called {what_asked(plan)}")
    if plan.form == SEEN:
        return _seen(found)
    if found.where is not None:
        draft = state_draft(plan, found.where)
        draft.answer, draft.value, draft.value_type = f"Yes. {draft.answer}", "yes", "bool"
        return draft
    name = found.name(found.subject)
    if found.latest is None:
        return Draft(answer=f"Yes: memory knows the {name}.", value="yes", value_type="bool")
    return Draft(answer=f"Yes: {found.latest.evidence.text}", value="yes", value_type="bool",
                 candidates=[found.latest.evidence])


def _seen(found: ExistsFound) -> Draft:
    """"Have you seen the grapes yourself?": yes with the sighting, or no with what it was told."""
    name = found.name(found.subject)
    state = found.where.state if found.where is not None else None
    latest_seen = found.latest is not None and not found.latest.event.utterance  # a deed it watched, not words
    if state is not None and state.seen or latest_seen:
        seen = [e.evidence for e in (state, found.latest) if e is not None]
        return Draft(answer=f"Yes: I saw the {name} myself.", value="yes", value_type="bool", candidates=seen)
    heard = [e.evidence for e in (state, found.latest) if e is not None]
    return Draft(answer=f"No: I have only been told about the {name}.", value="no", value_type="bool",
                 candidates=heard)


def _no_anchor(plan: QueryPlan, found: AnchorMissing) -> Draft:
    anchor = plan.temporal.ref.anchor
    words = f"{anchor.actor} {'/'.join(anchor.verbs)} {anchor.obj}".strip() if anchor else ""
    return missing(f"memory holds no event matching '{words}'")


def _set_by_event(plan: QueryPlan, found: SetByEventFound) -> Draft:
    if found.fact is None and found.now is not None:  # "where did I put it": where it is now answers
        return state_draft(plan, found.now)
    return set_by_event(plan, found)


_DRAFTS: Dict[type, Callable[[QueryPlan, object], Draft]] = {
    ValueFound: _value, ContentsFound: _contents, PersonPlaceFound: _person_place, RoomFound: _room,
    OwnerFound: _owner, NothingNamed: _nothing, ExistsFound: _exists, AnchorMissing: _no_anchor, ChangeFound: before_change,
    EverFound: ever, PreviousFound: previous, SetByEventFound: _set_by_event,
}


def current_state(plan: QueryPlan, found) -> Draft:
    return _DRAFTS[type(found)](plan, found)


def past_state(plan: QueryPlan, found) -> Draft:
    return _DRAFTS[type(found)](plan, found)

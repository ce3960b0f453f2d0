"""State view retrievers for "where / what is it (now or at a time)" questions: a pair's value with
what surrounds it (the event that set it, a later claim, the value before, the belief), the room a
location chain leads to, whose a look-alike is, what is at a place, where a person was noticed. A
thing the robot last saw picked up is where it then saw the carrier go (`carried`)."""
from __future__ import annotations

import dataclasses
import re
from typing import Iterable, List, Optional, Sequence, Set, Tuple, Union

from obsmem_ros.core.hearing import NEGATED_PREFIX
from obsmem_ros.core.place_words import called_by
from obsmem_ros.core.records import Belief, BeliefLabel, Fact, Snapshot
from obsmem_ros.core.timefmt import format_iso

from ..evidence import Evidence
from ..readings import StateReading
from ..existence import EXISTS
from ..own_sightings import SEEN
from ..state_readings import ContentsFound, ExistsFound, NothingNamed, OwnerFound, PersonPlaceFound, RoomFound, ValueFound
from .asked_spans import span_ids
from .context import QueryContext
from .carried import carried_belief, carried_to
from .events import event_by_id, last_handled, latest_event_about
from .grounds import grounds, talk_since
from .heard_apart import speaks_of_another
from .heard_places import heard_move, heard_place
from .said_spots import seen_place
from .state import belief_of, located_in, previous_fact, room_of, run_start, snapshot, state_of
from .state_questions import expected_match, fact_ids, names_of, plan_attribute
from .to_evidence import belief_evidence, fact_evidence, object_of_event, setter_evidence
from .to_readings import event_reading, fact_reading

_GENERIC_OBJECT = re.compile(r"\b(?:object|thing|item|something)\b.*\blast\b|\blast\b.*\b(?:object|thing|item|something)\b")


_HOPS = 4  # places followed up from a place to its room


def state_reading(ctx: QueryContext, entity: str, attribute: str, snap: Snapshot, *, current: bool) -> StateReading:
    """A snapshot's value with the event that set it, a later unseen claim, the value before and,
    for a current value, the belief in it."""
    fact = snap.current
    setter = run_start(ctx, entity, attribute, snap.primary) if snap.primary is fact else None
    belief = belief_of(ctx, entity, attribute) if current else None
    previous = previous_fact(ctx, entity, attribute, snap.primary)
    matches = expected_match(ctx, attribute, fact.value) if ctx.plan.yes_no else None
    return StateReading(evidence=fact_evidence(ctx, fact), fact=fact, names=names_of(ctx, fact_ids(fact)),
                        belief=belief, belief_events=tuple(belief_evidence(ctx, belief)) if belief is not None else (),
                        seen=snap.primary is not None,
                        setter=setter_evidence(ctx, setter) if setter is not None else None,
                        reported=fact_reading(ctx, snap.reported) if snap.primary is not None and snap.reported is not None
                        else None,
                        previous=fact_reading(ctx, previous) if previous is not None else None, matches_expected=matches,
                        denied=snap.primary is not None and denied_with_claim(ctx, snap.primary, snap.reported))


def told_since_seen(ctx: QueryContext, entity: str, snap: Snapshot) -> Optional[Tuple[Fact, bool]]:
    """A place a saying heard after the robot's last look tells the thing went to, when memory read
    no claim from any saying since (`heard_places.heard_move`), with whether it was doubted; None
    when none tells a place apart from the look's: a place holding it ("in the desk" of a thing seen
    in the desk's drawer, its room) or held in it ("on the stove" of a thing seen in the kitchen)
    is where it was seen, said coarser or finer."""
    seen = snap.primary
    if seen is None or snap.reported is not None:
        return None
    people = ctx.reader.people()
    # person_of, not person_id: a structured question never reads the text index (person_id may search the accounts)
    phrase = next((p for p, ids in ctx.targets() if entity in ids and ctx.person_of(p) not in people), "")
    told = heard_move(ctx, phrase, entity, seen.time_ns) if phrase else None
    if told is None or told[0].value in _holders(ctx, seen.value) or seen.value in _holders(ctx, told[0].value):
        return None
    return told


def _holders(ctx: QueryContext, place: str) -> List[str]:
    """`place` and the places it is seen in, up to its room."""
    out = [place]
    for _hop in range(_HOPS):
        held = state_of(ctx, out[-1], "location", at_ns=ctx.now_ns).current
        if held is None or held.value in out:
            break
        out.append(held.value)
    return out + [ctx.reader.room_of(place, at_ns=ctx.now_ns)]


def told_belief(ctx: QueryContext, seen: Fact, told: Fact, hedged: bool) -> Belief:
    """The belief in the robot's look once a later saying told another place: contradicted by a plain
    report, uncertain by a doubted one (the batches' convention for a report after a sighting)."""
    label = BeliefLabel.UNCERTAIN if hedged else BeliefLabel.CONTRADICTED
    reason = (f"last seen at {ctx.display(seen.value)} at {format_iso(seen.time_ns)}; {ctx.display(told.reporter)} "
              f"said at {format_iso(told.time_ns)} it is at {ctx.display(told.value)}")
    return Belief(entity=seen.entity, attribute=seen.attribute, label=label, reason=reason, as_of_ns=ctx.now_ns,
                  fact_id=seen.id, value=seen.value, intervening_actors=(told.reporter,),
                  last_verified_ns=seen.time_ns, evidence_ids=(seen.source_event_id, told.source_event_id))


def denied_with_claim(ctx: QueryContext, seen: Fact, claim: Optional[Fact]) -> bool:
    """Whether the words that made a later claim of a place also deny the place the robot saw the
    thing at, or its room ("the keys aren't on the hook, they're in my coat"): the speaker tells what
    the robot saw is no longer so, and where they think it went (a place the robot may not know)."""
    if claim is None or seen.attribute != "location":
        return False
    denied = {seen.value, ctx.reader.room_of(seen.value, at_ns=ctx.now_ns)} - {""}
    return any(f.attribute == NEGATED_PREFIX + seen.attribute and (f.value in denied or _names_one(ctx, f.value, denied))
               for f in ctx.reader.facts_from_event(claim.source_event_id))


def _names_one(ctx: QueryContext, said: str, places: Iterable[str]) -> bool:
    """Whether a denied place memory knows nothing by is said in the words of one of `places`: "not
    on the porch" of a thing seen on the back porch, "not at the shoe" of the shoe rack (the belief
    view links such denials the same way: `views/denied_places`)."""
    if ctx.reader.is_room(said) or ctx.entity_record(said) is not None and not ctx.heard_only(said):
        return False
    words = set(re.findall(r"[a-z]+", said.lower()))
    return bool(words) and any(words <= _place_words(ctx, place) for place in places)


def _place_words(ctx: QueryContext, place: str) -> Set[str]:
    """The words memory calls a place by (`place_words.called_by`)."""
    record = ctx.entity_record(place)
    return called_by(place, *((record.name or "", record.category or "") if record is not None else ()))


def value_found(ctx: QueryContext, ids: Sequence[str], attribute: str, *, at_ns: Optional[int], current: bool,
                hop: Tuple[Evidence, ...] = ()) -> ValueFound:
    """The first of `ids` with a value for the attribute, now or at `at_ns`."""
    entity, attribute, snap = snapshot(ctx, list(ids), attribute, at_ns)
    if snap is not None and snap.reported is not None and attribute == "location":
        snap = dataclasses.replace(snap, reported=seen_place(ctx, snap.reported))
        if current and snap.primary is not None and speaks_of_another(ctx, entity, snap.reported):
            snap = dataclasses.replace(snap, primary=None)  # "the space heater", said, is no thermostat seen
    if snap is None:
        heard = heard_found(ctx, entity, until_ns=at_ns) if attribute == "location" else None
        return heard or ValueFound(subject=entity, attribute=attribute, current=current, as_of_ns=at_ns, hop=hop,
                                   names=names_of(ctx, [entity]))
    told = told_since_seen(ctx, entity, snap) if current and attribute == "location" else None
    if told is not None:
        snap = dataclasses.replace(snap, reported=told[0])
    seen = snap.primary
    carried = carried_to(ctx, seen) if current and attribute == "location" and seen is not None \
        and snap.reported is None else None
    if carried is not None:
        snap = dataclasses.replace(snap, primary=carried[0])
    state = state_reading(ctx, entity, attribute, snap, current=current)
    belief = told_belief(ctx, seen, *told) if told is not None else \
        carried_belief(ctx, seen, *carried) if carried is not None else None
    if belief is not None:
        state = dataclasses.replace(state, belief=belief, belief_events=tuple(belief_evidence(ctx, belief)))
    reported = snap.reported if state.reported is not None else None
    values = fact_ids(snap.current, reported)
    people = frozenset(values) & ctx.reader.people() if attribute == "location" else frozenset()
    own = grounds(ctx, snap.current, told=snap.primary is None, at_ns=at_ns,
                  set_by=state.setter.id if state.setter is not None else "")
    if current:  # what was said of it since: why it may have changed, or what the value was kept over
        own += talk_since(ctx, entity, snap.current.time_ns)
    claimed = grounds(ctx, reported, told=True, at_ns=None) if reported is not None else []
    return ValueFound(subject=entity, attribute=attribute, state=state, current=current, as_of_ns=at_ns, hop=hop,
                      names=names_of(ctx, [entity, *values]), people=people, grounds=tuple(own),
                      claim_grounds=tuple(claimed))


def contents_found(ctx: QueryContext) -> ContentsFound:
    """What is at the place the question names (at the question's time)."""
    place = ctx.place_id(ctx.plan.places[0])
    snaps = [s for s in located_in(ctx, place, at_ns=ctx.window.as_of_ns) if s.current]
    return ContentsFound(place=place, entities=tuple(s.entity for s in snaps),
                         things=tuple(fact_reading(ctx, s.current) for s in snaps),
                         names=names_of(ctx, [place, *(s.entity for s in snaps)]))


def person_place_found(ctx: QueryContext) -> PersonPlaceFound:
    """The latest event about the first of the plan's people that places them."""
    for person in ctx.person_ids():
        event = latest_event_about(ctx, person)
        if event is not None and event.location:
            return PersonPlaceFound(person=person, event=event_reading(ctx, event, entity=person),
                                    names=names_of(ctx, [person, event.location]))
    return PersonPlaceFound()


def owned_things_said(ctx: QueryContext) -> List[str]:
    """The things of the plan's people whose kind the question names, when the parse found no
    thing to ask about: "Where'd Nana's Kindle end up?" asks for the Kindle Nana owns, not for Nana
    (the head noun of a thing's name, or its category, said anywhere in the question)."""
    words = set(re.findall(r"[^\W\d_]+", ctx.plan.question.lower()))
    people = set(ctx.person_ids())
    found = []
    for entity, owner in ctx.reader.current_values("owner").items():
        record = ctx.entity_record(entity) if owner in people else None
        if record is not None and {(record.name or "").lower().rsplit(" ", 1)[-1], (record.category or "").lower()} & words:
            found.append(entity)
    return found


def chain_evidence(ctx: QueryContext, entity: str, snap: Snapshot, at_ns: Optional[int]) -> List[Evidence]:
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


def room_found(ctx: QueryContext, ids: Sequence[str], at_ns: Optional[int], hop: Tuple[Evidence, ...] = ()) -> RoomFound:
    """"Which room is the laptop in?": its location chain followed to a room (a multi-hop read)."""
    entity, _attribute, snap = snapshot(ctx, list(ids), "location", at_ns)
    room = room_of(ctx, entity, at_ns=at_ns if at_ns is not None else ctx.now_ns) if snap else ""
    if not room:
        return RoomFound(subject=entity, names=names_of(ctx, [entity]))
    belief = belief_of(ctx, entity, "location") if at_ns is None else None
    return RoomFound(subject=entity, room=room, location=fact_reading(ctx, snap.current),
                     chain=tuple(chain_evidence(ctx, entity, snap, at_ns)), belief=belief,
                     belief_events=tuple(belief_evidence(ctx, belief)) if belief is not None else (), hop=hop,
                     names=names_of(ctx, [entity, room, snap.current.value]))


def owner_found(ctx: QueryContext, ids: Sequence[str]) -> Optional[OwnerFound]:
    """"Who owns the laptop that is on the desk?": the look-alike found at that place, then its owner."""
    places = {ctx.place_id(p) for p in ctx.plan.places}
    for entity in ids:
        where = state_of(ctx, entity, "location")
        owner = state_of(ctx, entity, "owner")
        if where.current is None or owner.current is None or where.current.value not in places:
            continue
        return OwnerFound(subject=entity, location=fact_reading(ctx, where.current, score=0.95),
                          owner=fact_reading(ctx, owner.current), chain=tuple(chain_evidence(ctx, entity, where, None)[:1]),
                          names=names_of(ctx, [entity, where.current.value, owner.current.value]))
    return None


def _hop(ctx: QueryContext) -> Tuple[List[str], Tuple[Evidence, ...]]:
    """"The object that Bob last picked up": the thing of that event, and the event as evidence."""
    ids = ctx.first_target_ids()
    if _GENERIC_OBJECT.search(ctx.plan.question.lower()) and ctx.plan.persons:
        event_id = last_handled(ctx)
        if event_id is not None:
            return list(event_by_id(ctx, event_id).objects[:1]), tuple(object_of_event(ctx, event_id))
    return ids, ()


def retrieve_current_state(ctx: QueryContext):
    """Current-state questions: what is at a place, where a person is, or the target's value now
    (its room, whose it is)."""
    if not ctx.plan.targets and ctx.plan.places:
        return contents_found(ctx)
    if not ctx.plan.targets and ctx.plan.persons and plan_attribute(ctx) == "location":
        owned = owned_things_said(ctx)
        if owned:
            return value_found(ctx, owned, "location", at_ns=None, current=True)
        return person_place_found(ctx)
    if ctx.plan.form in (EXISTS, SEEN):
        return exists_found(ctx)
    ids, hop = _hop(ctx)
    if not ids:
        ids, found = unlinked(ctx)
        if found is not None:
            return found
    if ctx.plan.attribute == "room":
        return room_found(ctx, ids, None, hop)
    if ctx.plan.attribute == "owner" and ctx.plan.places:
        owned = owner_found(ctx, ctx.entity_ids(ctx.plan.targets[0], limit=50))
        if owned is not None:
            return owned
    return value_found(ctx, ids, plan_attribute(ctx), at_ns=None, current=True, hop=hop)


def unlinked(ctx: QueryContext) -> Tuple[List[str], Optional[Union[ValueFound, NothingNamed]]]:
    """For a question no phrase of which links to a thing: what was heard of them (no ids), else the
    ids of the run of its words that names one thing memory holds (`asked_spans`: the parse cut the
    asked thing wrong) and no reading, else nothing named."""
    heard = heard_found(ctx)
    if heard is not None:
        return [], heard
    ids = span_ids(ctx)
    return ids, None if ids else NothingNamed()


def heard_found(ctx: QueryContext, subject: str = "", *, until_ns: Optional[int] = None) -> Optional[ValueFound]:
    """Where a thing memory holds no place for (nor anything, without `subject`) was said to be by
    the utterances heard that name it (`heard_places`; by `until_ns`, when given), its belief that
    of any report."""
    for phrase in ctx.plan.targets:
        fact = heard_place(ctx, phrase, subject)
        if fact is not None and (until_ns is None or fact.time_ns <= until_ns):
            belief = ctx.reader.belief_of(fact, as_of_ns=ctx.now_ns)
            state = StateReading(evidence=fact_evidence(ctx, fact), fact=fact, names=names_of(ctx, fact_ids(fact)),
                                 belief=belief, belief_events=tuple(belief_evidence(ctx, belief)), seen=False)
            return ValueFound(subject=fact.entity, attribute="location", state=state,
                              names=names_of(ctx, fact_ids(fact)),
                              grounds=tuple(grounds(ctx, fact, told=True, at_ns=None)))
    return None


def exists_found(ctx: QueryContext) -> ExistsFound:
    """Whether memory knows the thing asked about (seen or heard of), with where it is said or seen
    to be and the latest event about it."""
    ids = ctx.first_target_ids()
    if not ids:
        return ExistsFound()
    where = value_found(ctx, ids, "location", at_ns=None, current=True)
    latest = latest_event_about(ctx, where.subject) or _heard_from(ctx, where.subject)
    return ExistsFound(subject=where.subject, where=where if where.state is not None else None,
                       latest=event_reading(ctx, latest) if latest is not None else None,
                       names=names_of(ctx, [where.subject]))


def _heard_from(ctx: QueryContext, entity_id: str):
    """The utterance a thing only heard of was first named in (its reporter's words when it was
    first heard), None when memory holds no such record or event."""
    record = ctx.entity_record(entity_id)
    if record is None or record.provenance != "reported" or not record.reporter or record.first_seen_ns > ctx.now_ns:
        return None
    said = ctx.reader.events_between(record.first_seen_ns, record.first_seen_ns, actor=record.reporter, limit=5)
    return next((e for e in said if e.utterance), None)


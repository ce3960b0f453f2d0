"""Belief view: how far memory trusts a fact as of a time (ObsMem Eq. 3).

For a fact F = (entity, attribute, value) judged with knowledge cutoff ``c``:

* **last verified** ``t_v``: F's own time when the robot observed it; ``None`` when F is a
  report or an inference (the robot never saw it). Intervening evidence is searched in
  ``(F.time, c]``.
* **contradicting evidence**: (1) a later *observed or inferred* fact of the pair with a
  different value (the robot's own knowledge says otherwise: the usual fate of a report, or of
  an old value once the robot saw the new one); (2) for a reported F, the latest report of
  another person disagreeing with it (two people disagree and the robot has not looked since).
  A later *report* disagreeing with an *observed* F does not contradict it: people may be wrong
  or speak of another time, and the robot's eyes outrank hearsay; it counts as intervening.
  (3) a later report denying it ("it's not in the fridge": the fact ``not:<attribute>`` = the
  value, see ``hearing``; for a location, also a place up its chain: "it isn't in the kitchen"
  denies the kitchen worktop): for an observed F only when said plainly (a hedged denial, "I don't
  think it's there", intervenes like a hedged report); (4) for a reported F, a later report said
  to correct it ("actually, it's in the drawer": ``StateView.correction_of``).
* **intervening events**, each of which the robot perceived (memory holds nothing else): (a) a
  report of a different value for the pair ("a report of a change"), or a denial, except words
  pointing at the place in view ("I'm leaving it here by the bowl") said in the room the robot has
  watched the thing in since the sighting (``_said_in_view``); (b) a **seen entry**: an event
  that takes a person (actor neither empty nor the robot) into the room where the entity was last
  seen ("Bob went into the kitchen"), while the robot itself was elsewhere (its latest own event
  placed it in another room), and that did not itself update the pair: the robot saw them go in
  but could not see what they did. Only the one who went in counts, not the people already in
  the room with the thing (they were there when the robot saw it), and someone seen coming out, or
  heard in the room, is no entry (the hand-written stories' convention, README "Conventions behind
  the gold answers"). Events in the room while the robot was there are not intervening: it would
  have seen a change. Rule (b) and presence skip descriptive attributes (``STABLE_ATTRIBUTES``: name,
  category, colour, material, owner, ...). The room is the end of the ``location`` chain; where the
  chain stops short of a room (the sofa's own room was never seen), the room the robot was in when
  it saw the fact.
* **presence** (who had the chance, for trusted testimony below, not counted): the actor and the
  onlookers of any event in the room while the robot was elsewhere (rule b's events, entries or
  not), and (c) the people the robot's own look finds in the room after it had been in another
  room since F (they came in while it was away).
* **trusted testimony** (``belief_story.trusted_testimony``): a later report that contradicts an
  observed F although it is hearsay, because it gives a plain account of a deed or sighting
  ("I moved it to the desk", "Piotr's borrowed it") and memory placed the one who did or saw it
  in the room unseen before the report (presence, or they were there when the robot left the
  room, so they stayed behind unwatched), or, for a deed, the robot started a new session since
  it looked (between sessions it watched nothing) or the teller, telling of their own deed, went
  out of its sight (it saw them leave a room) after it looked: it saw them go, not what they
  carried, whether or not it stayed with the thing (the README's plain report of a new place,
  with a doer who had the chance; one who never left its sight did not); or any plain report
  of a new device setting (``setting:*``, or its power switched on or off), which people change at
  the device or from a phone, out of the robot's sight either way ("I've turned the heating down to 19", "I turn the aircon to 27
  already"); or a later plain report of the place of a thing the robot last saw with a person
  (location = that person, or a pick-up it saw after the sighting: it saw it carried off).
* **intervening actors**: distinct people among the reporters of (a) and the entrants of (b).

Label, first rule that holds: ``contradicted`` if contradicting evidence or trusted testimony; ``uncertain`` if
``I >= lambda_i`` or (``I >= lambda_m`` and ``A >= lambda_a``), or F is a report said with doubt
("I think it's in the car": ``StateView.confidence`` below 1); ``stale`` if ``I > 0`` or F is
not observed; else ``fresh``. At most ``belief_scan_limit`` candidate events are examined, so
counts saturate there (the thresholds are far below it).

The reason tells the evidence in time order before the verdict ("last seen at the sofa at
09:10; Bob entered the living room at 09:40 while the robot was in the kitchen; Bob said at 09:45:
"I moved my laptop to the desk"; ...").
"""
from __future__ import annotations

import functools
import re
from typing import Dict, List, NamedTuple, Optional, Set, Tuple

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.hearing import NEGATED_PREFIX
from obsmem_ros.core.records import Belief, BeliefLabel, Event, EventKind, Fact, Provenance
from obsmem_ros.core.spoken_settings import device_setting
from obsmem_ros.core.views.belief_story import (Namer, accounts, clock, evidence_story, placing_deed, plainly_told,
                                                pointing, trusted_testimony, value_phrase, verdict)
from obsmem_ros.core.views.denied_places import unlinked_denials
from obsmem_ros.core.views.event_view import EventView
from obsmem_ros.core.views.state_view import PRIMARY, StateView
from obsmem_ros.core.views.whereabouts import Placements, moves_in
from obsmem_ros.errors import UnknownRecordError

_MAX_CHAIN = 8


class Presence(NamedTuple):
    """People memory places in the fact's room after the sighting while the robot was not watching:
    heard or glimpsed there from elsewhere (rule b), or found there when the robot came back (rule c).
    Only a seen entry counts towards the label; the rest tells who had access (trusted testimony)."""

    event: Event
    people: Tuple[str, ...]
    robot_room: str        # where the robot was (b), or had been meanwhile (c); "" when unknown
    found_on_return: bool  # rule c
    entered: bool = False  # rule b, and the event moved its actor into the room: a seen entry
# Descriptive attributes say what a thing is; nobody changes them by walking into a room.
STABLE_ATTRIBUTES = frozenset({"name", "category", "color", "colour", "material", "owner", "shape", "size"})


def _elsewhere(placed: str, room: str) -> bool:
    """Whether memory places an onlooker of an event in `room` in another room: one last noticed
    beside the robot in the room being left perceived the entrance from there, not from inside."""
    return bool(placed) and placed != room


class BeliefView:
    """Computes beliefs from the State and Event views."""

    def __init__(self, events: EventView, states: StateView, config: EngineConfig) -> None:
        self.events = events
        self.states = states
        self.config = config

    def belief(self, entity: str, attribute: str, *, as_of_ns: Optional[int]) -> Belief:
        """Trust in the current value of a pair (``UNKNOWN`` when nothing is tracked)."""
        current = self.states.snapshot(entity, attribute, as_of_ns).current
        if current is None:
            return Belief(entity=entity, attribute=attribute, label=BeliefLabel.UNKNOWN,
                          reason=f"memory holds no {attribute} of {entity}", as_of_ns=as_of_ns)
        return self.judge(current, as_of_ns=as_of_ns)

    def judge(self, fact: Fact, *, as_of_ns: Optional[int]) -> Belief:
        """Trust in any fact (current or historical) as of a cutoff."""
        verified = fact.time_ns if fact.provenance is Provenance.OBSERVED else None
        later = self.states.later_facts(fact.entity, fact.attribute, fact.time_ns, as_of_ns,
                                        self.config.belief_scan_limit)
        presence = self._unseen_presence(fact, as_of_ns) if fact.attribute not in STABLE_ATTRIBUTES else []
        changes = [f for f in later if f.provenance is Provenance.REPORTED and f.value != fact.value and f.reporter
                   and not self._said_in_view(fact, f)]
        denials = [d for d in self._denials(fact, as_of_ns) if not self._said_in_view(fact, d)]
        base = dict(entity=fact.entity, attribute=fact.attribute, as_of_ns=as_of_ns, fact_id=fact.id,
                    value=fact.value, last_verified_ns=verified)
        story = evidence_story(fact, presence, changes, self._words, as_of_ns, self.config.timezone,
                               self._namer(as_of_ns))
        contradiction = self._contradiction(fact, later, as_of_ns) or self._trusted_report(fact, changes, presence,
                                                                                          as_of_ns)
        plain = [d for d in denials if fact.provenance is Provenance.REPORTED or self.states.confidence(d) >= 1.0]
        if contradiction is None and plain:
            name = self._namer(as_of_ns)
            contradiction = plain[-1], (f"{name(plain[-1].reporter)} said plainly at "
                                        f"{clock(plain[-1].time_ns, as_of_ns, self.config.timezone)} that the "
                                        f"{name(fact.entity)} is not {value_phrase(fact.attribute, plain[-1].value, name)} "
                                        f"(event {plain[-1].source_event_id})")
        corrected = self.states.correction_of(fact, as_of_ns) if contradiction is None else None
        if corrected is not None:
            contradiction = corrected, (f"{corrected.reporter} corrected it: {fact.attribute} of {fact.entity} = "
                                        f"{corrected.value} (event {corrected.source_event_id})")
        if contradiction is not None:
            by, said = contradiction[0].reporter, contradiction[0].time_ns
            trusted = fact.provenance is not Provenance.REPORTED and contradiction[0].provenance is Provenance.REPORTED
            doers = {by} | {who for who, _deed in accounts(self._words(contradiction[0]), by)} if trusted else set()
            access = tuple(p.event.id for p in presence if doers & set(p.people) and p.event.time_ns <= said)
            return Belief(label=BeliefLabel.CONTRADICTED, reason=f"{story}; {contradiction[1]}",
                          evidence_ids=(contradiction[0].source_event_id, *access), **base)
        intervening: Dict[str, Set[str]] = {f.source_event_id: {f.reporter} for f in changes}
        intervening.update({d.source_event_id: {d.reporter} for d in denials})
        intervening.update({p.event.id: {p.event.actor} for p in presence if p.entered})
        actors = sorted({actor for people in intervening.values() for actor in people})
        count = len(intervening)
        label, reason = verdict(fact, count, actors, self.config)
        if label in (BeliefLabel.FRESH, BeliefLabel.STALE) and self.states.confidence(fact) < 1.0:
            label, reason = BeliefLabel.UNCERTAIN, f"{fact.reporter} said it with doubt; {reason}"
        return Belief(label=label, reason=f"{story}; {reason}", intervening_events=count,
                      intervening_actors=tuple(actors), evidence_ids=tuple(sorted(intervening)), **base)

    def _contradiction(self, fact: Fact, later: List[Fact], as_of_ns: Optional[int]) -> Optional[Tuple[Fact, str]]:
        for other in later:
            if other.provenance is not Provenance.REPORTED and other.value != fact.value:
                return other, (f"the robot later {'saw' if other.provenance is Provenance.OBSERVED else 'inferred'} "
                               f"{fact.attribute} of {fact.entity} = {other.value} (event {other.source_event_id})")
        if fact.provenance is not Provenance.REPORTED:
            return None
        since = self.states.head(fact.entity, fact.attribute, PRIMARY, as_of_ns)
        latest_by_reporter: Dict[str, Fact] = {}
        for report in self.states.reports(entity=fact.entity, attribute=fact.attribute, value=None, reporter=None,
                                          cutoff=as_of_ns, limit=self.config.belief_scan_limit):
            if since is None or report.time_ns > since.time_ns:
                latest_by_reporter[report.reporter] = report
        for reporter, report in sorted(latest_by_reporter.items()):
            if reporter != fact.reporter and report.value != fact.value:
                return report, (f"{reporter} said {fact.attribute} of {fact.entity} = {report.value}, "
                                f"but {fact.reporter} said {fact.value}")
        return None

    def _trusted_report(self, fact: Fact, changes: List[Fact], presence: List[Presence],
                        as_of_ns: Optional[int]) -> Optional[Tuple[Fact, str]]:
        """A later first-hand report by someone memory placed in the room unseen (``belief_story``),
        or a later plain report of where a thing is that the robot last saw with a person (it saw
        it carried off; where it went since only words can tell)."""
        if fact.provenance is Provenance.REPORTED or not changes:
            return None
        name = self._namer(as_of_ns)
        carrier, since = self._carrier(fact, as_of_ns)
        if carrier:
            plain = [c for c in changes if self.states.confidence(c) >= 1.0 and c.time_ns > since]
            if plain:
                report = max(plain, key=lambda c: c.time_ns)
                return report, (f"the robot last saw it with {name(carrier)}, and {name(report.reporter)} said "
                                f"plainly since where it is, so the {name(fact.entity)} is now believed "
                                f"{value_phrase(fact.attribute, report.value, name)}")
        if device_setting(fact.attribute, fact.value):
            return self._setting_since(fact, changes, name)
        last = max(c.time_ns for c in changes)
        left = self._robot_left(fact, last)  # a departure after the last report tells nothing
        breaks, speakers = self._session_breaks(fact, last), {c.reporter for c in changes}
        unseen = functools.lru_cache(maxsize=None)(
            lambda person, before_ns: self._went_unseen(person, fact.time_ns + 1, before_ns))

        def present(person: str, before_ns: int, deed: bool) -> bool:
            """In the room unseen before `before_ns`: placed there or left behind there; for a teller's own
            deed, also when the robot watched nothing between sessions or saw them go out of its sight."""
            if any(p.event.time_ns <= before_ns and person in p.people for p in presence) or any(
                    t <= before_ns and self._left_behind(fact, person, t) for t in left):
                return True
            return deed and person in speakers and (any(t <= before_ns for t in breaks) or unseen(person, before_ns))
        report = trusted_testimony(changes, self._words, present)
        if report is None:
            lost = min((*breaks, *left, *(p.event.time_ns for p in presence)), default=None)  # out of its sight
            return self._deed_while_away(fact, [c for c in changes if lost is not None and lost <= c.time_ns], name)
        doers = [who for who, deed in accounts(self._words(report), report.reporter) if present(who, report.time_ns, deed)]
        told = (f"{name(report.reporter)} was there after the robot looked and speaks first-hand" if report.reporter in doers
                else f"{name(report.reporter)} tells plainly what {name(doers[0])} did while the robot was not watching")
        return report, f"{told}, so the {name(fact.entity)} is now believed {value_phrase(fact.attribute, report.value, name)}"

    def _deed_while_away(self, fact: Fact, changes: List[Fact], name: Namer) -> Optional[Tuple[Fact, str]]:
        """The latest report, said after the robot lost sight of the thing (`changes`), that tells
        plainly of a deed that put it at the new place ("Ramon moved the box to the hallway", "I put
        the mower back in the shed"): the README's plain report of a new place. Who did it memory
        may never have seen go in, so no presence is asked of them."""
        told = [c for c in changes if self.states.confidence(c) >= 1.0
                and placing_deed(self._words(c), c.reporter, c.value, name(fact.entity))]
        if not told:
            return None
        report = max(told, key=lambda c: c.time_ns)
        return report, (f"{name(report.reporter)} told plainly of it being put there since the robot looked, so "
                        f"the {name(fact.entity)} is now believed {value_phrase(fact.attribute, report.value, name)}")

    def _carrier(self, fact: Fact, as_of_ns: Optional[int]) -> Tuple[str, int]:
        """Who the robot last saw with the thing, and when: its place is a person, or after it saw it
        placed it saw someone pick it up, and no put-down since; ("", 0) when neither."""
        if fact.attribute != "location" or self._is_person(fact.value):
            return (fact.value, fact.time_ns) if fact.attribute == "location" else ("", 0)
        held = [f for f in self.states.later_facts(fact.entity, "held_by", fact.time_ns, as_of_ns,
                                                   self.config.belief_scan_limit) if f.provenance is not Provenance.REPORTED]
        return (held[-1].value, held[-1].time_ns) if held and self._is_person(held[-1].value) else ("", 0)

    def _setting_since(self, fact: Fact, changes: List[Fact], name) -> Optional[Tuple[Fact, str]]:
        """The latest plain report of a device setting since the robot looked: a setting is changed
        at the device or from a phone, out of the robot's sight either way, so a plain word of the
        new one ("I've turned the heating down to 19", "I turn the aircon to 27 already", "he bumped
        the smoker up to 250") counts as a report of a new place does; a hedged one does not."""
        plain = [c for c in changes if device_setting(c.attribute, c.value) and self.states.confidence(c) >= 1.0
                 and plainly_told(self._words(c))]
        if not plain:
            return None
        report = max(plain, key=lambda c: c.time_ns)
        return report, (f"{name(report.reporter)} said plainly it was changed since the robot looked, so the "
                        f"{name(fact.entity)} is now believed {value_phrase(fact.attribute, report.value, name)}")

    def _robot_left(self, fact: Fact, until_ns: int) -> List[int]:
        """When the robot went out of the room it saw the fact in, after it saw it and up to
        `until_ns` (where it went is read without decoding its events)."""
        room = self._event_room(fact)
        if not room:
            return []
        departures, where = [], room
        for time_ns, location in self.events.located(self.config.robot_id, fact.time_ns + 1, until_ns,
                                                     limit=self.config.belief_scan_limit):
            if location != where:
                departures += [time_ns] if where == room else []
                where = location
        return departures

    def _said_in_view(self, fact: Fact, report: Fact) -> bool:
        """Whether a report of a place points at the place in view ("here", "right there") in the room
        the robot saw the fact in, and the robot stayed there from the sighting to the report (it never
        left, no new session, no one carried the thing off): such words name the seen place in other
        words ("I'm leaving my glasses here by the bowl", "you leave that radio right there on the
        piazza"), no change it missed. A deed told without pointing ("I moved it to the drawer")
        still counts: the robot sees people, not every hand; so does a setting ("it's freezing in here")."""
        seen = fact.provenance is Provenance.OBSERVED and fact.attribute == "location"
        room = self._event_room(fact) if seen else ""
        until = report.time_ns
        return bool(room) and pointing(self._words(report)) and self._event_room(report) == room \
            and self.robot_location(at_ns=until) == room and not self._robot_left(fact, until) \
            and not self._session_breaks(fact, until) and not self._carrier(fact, until)[0]

    def _session_breaks(self, fact: Fact, until_ns: int) -> List[int]:
        """When the robot started a new session after it saw the fact, up to `until_ns`: between
        sessions it watched nothing, so anyone may have done what they say they did."""
        return [e.time_ns for e in self.events.between(fact.time_ns + 1, until_ns, kinds=(EventKind.SESSION_START,),
                                                       actor=None, location=None, limit=self.config.belief_scan_limit)]

    def _went_unseen(self, person: str, since_ns: int, until_ns: int) -> bool:
        """Whether the robot saw `person` leave a room between the times: out of its sight after."""
        return any(e.verb == "leave" for e in self.events.between(since_ns, until_ns, kinds=[EventKind.ACTION],
                                                                 actor=person, location=None, limit=50))

    def _left_behind(self, fact: Fact, person: str, left_ns: int) -> bool:
        """Whether memory places `person` in the fact's room when the robot left it (``whereabouts``):
        they stayed there unwatched."""
        return self._placements(left_ns).before(person, left_ns) == self._event_room(fact)

    def _denials(self, fact: Fact, as_of_ns: Optional[int]) -> List[Fact]:
        """Later reports that the pair does NOT have the fact's value, oldest first; for a place,
        also those denying a place that holds it ("the monitor isn't in the kitchen" denies the
        kitchen worktop), and those naming the place in words memory links to nothing (`denied_places`)."""
        holders = self._holders(fact, as_of_ns)
        limit = self.config.belief_scan_limit
        denials = self.states.reports(entity=fact.entity, attribute=NEGATED_PREFIX + fact.attribute, value=None,
                                      reporter=None, cutoff=as_of_ns, limit=limit)
        found = [d for d in denials if d.value in holders]
        found += unlinked_denials(self.states, self.events, fact, holders, denials, as_of_ns, limit)
        return sorted((d for d in found if d.time_ns > fact.time_ns), key=lambda d: d.time_ns)

    def _holders(self, fact: Fact, as_of_ns: Optional[int]) -> List[str]:
        """The fact's value and, for a location, the places up its chain (worktop -> kitchen)."""
        values = [fact.value]
        while fact.attribute == "location" and len(values) <= _MAX_CHAIN:
            up = self.states.snapshot(values[-1], "location", as_of_ns).current
            if up is None or up.value in values:
                break
            values.append(up.value)
        return values

    def _words(self, report: Fact) -> str:
        try:
            event = self.events.get(report.source_event_id)
        except UnknownRecordError:
            return ""
        return event.utterance or ""

    def _unseen_presence(self, fact: Fact, as_of_ns: Optional[int]) -> List[Presence]:
        """Rule (b) and (c) of the module: people in the fact's room after the sighting, unwatched."""
        room = self.room_of(fact.entity, at_ns=as_of_ns)
        if not self.events.is_room(room) and fact.provenance is not Provenance.REPORTED:
            room = self._event_room(fact) or room  # the chain stops at furniture: the room the robot saw it from
        if not room:
            return []
        end = as_of_ns if as_of_ns is not None else 2 ** 62
        robot = self.config.robot_id
        found: List[Presence] = []
        persons: Dict[str, bool] = {}  # is-a-person answers for this judgement
        places: Optional[Placements] = None  # where onlookers were, read once along the events below
        for event in self.events.between(fact.time_ns + 1, end, kinds=(), actor=None, location=room,
                                         limit=self.config.belief_scan_limit):
            if any(f.entity == fact.entity and f.attribute == fact.attribute for f in (*event.deltas, *event.claims)):
                continue
            if event.actor and event.actor != robot:
                robot_room = self.robot_location(at_ns=event.time_ns)
                if robot_room != room:
                    others = [o for o in event.observers if o not in (robot, event.actor)]
                    places = places or (self._placements(fact.time_ns) if others else None)
                    people = (event.actor, *(o for o in others if not _elsewhere(places.before(o, event.time_ns), room)))
                    found.append(Presence(event, people, robot_room, False, moves_in(event, room)))
            elif event.actor == robot and event.kind is EventKind.OBSERVATION:
                found += self._found_on_return(fact, event, room, persons)
        return found

    def _placements(self, session_of_ns: int) -> Placements:
        """Where the events from the start of the session `session_of_ns` fell in leave people
        (``whereabouts``): a session break forgets every placement, so someone who was in the room
        with the robot before the sighting, and stayed when it left, is placed there."""
        started = self.events.between(-(2 ** 62), session_of_ns, kinds=(EventKind.SESSION_START,), actor=None,
                                      location=None, limit=1, newest=True)
        start = started[0].time_ns if started else -(2 ** 62)
        return Placements(lambda lo, hi, limit: self.events.passages(lo, hi, limit=limit), start,
                          self.config.belief_scan_limit, self.config.robot_id)

    def _found_on_return(self, fact: Fact, event: Event, room: str, known: Dict[str, bool]) -> List[Presence]:
        """Rule (c): the robot's own look shows people in the room after it had been elsewhere since
        the sighting (they came in while it was away; it did not see what they did)."""
        seen = {d.entity for d in event.deltas if d.attribute == "location" and d.value == room}
        for entity in dict.fromkeys((*event.objects, *sorted(seen))):
            if entity not in known:
                known[entity] = entity != self.config.robot_id and self._is_person(entity)
        people = tuple(o for o in dict.fromkeys((*event.objects, *sorted(seen))) if known[o])
        if not people:
            return []
        away = next((e.location for e in self.events.between(fact.time_ns + 1, event.time_ns, kinds=(),
                                                             actor=self.config.robot_id, location=None,
                                                             limit=self.config.belief_scan_limit)
                     if e.location and e.location != room), "")
        return [Presence(event, people, away, True)] if away else []

    def _event_room(self, fact: Fact) -> str:
        """The room of the event a fact came from, for a sighting the room the robot saw it from
        ("" when none is known)."""
        try:
            place = self.events.get(fact.source_event_id).location
        except UnknownRecordError:
            return ""
        return place if place and self.events.is_room(place) else ""

    def _namer(self, as_of_ns: Optional[int]):
        """Readable names: a remembered name, else the id without its number ("sofa_1" -> "sofa")."""
        cache: Dict[str, str] = {}
        def name(entity: str) -> str:
            if entity not in cache:
                head = self.states.head(entity, "name", PRIMARY, as_of_ns) if entity else None
                plain = re.sub(r"_\d+$", "", entity).replace("_", " ")
                cache[entity] = head.value if head is not None else (plain.capitalize() if self._is_person(entity)
                                                                     else plain)
            return cache[entity]
        return name

    def _is_person(self, entity: str) -> bool:
        """People (and only they) act: memory holds a located event of theirs."""
        return bool(entity) and self.events.latest_with_location(entity, None)[0] != ""

    def robot_location(self, *, at_ns: Optional[int]) -> str:
        """The robot's room at a time: its own location fact, its latest own event or the latest
        session start (a session starts where the robot is), whichever is latest."""
        robot = self.config.robot_id
        fact = self.states.head(robot, "location", PRIMARY, at_ns)
        place, time_ns = self.events.latest_with_location(robot, at_ns)
        if fact is not None and not (place and time_ns > fact.time_ns):
            place, time_ns = fact.value, fact.time_ns
        end = at_ns if at_ns is not None else 2 ** 62
        started = [e for e in self.events.between(time_ns + 1, end, kinds=(EventKind.SESSION_START,), actor=None,
                                                  location=None, limit=self.config.belief_scan_limit) if e.location]
        return started[-1].location if started else place

    def room_of(self, entity: str, *, at_ns: Optional[int]) -> str:
        """Follow the ``location`` chain (object -> furniture -> room) to a known room."""
        place, seen = entity, {entity}
        for _ in range(_MAX_CHAIN):
            snap = self.states.snapshot(place, "location", at_ns)
            current = snap.current
            if current is None:
                return place if place != entity else ""
            place = current.value
            if self.events.is_room(place) or place in seen:
                return place
            seen.add(place)
        return place


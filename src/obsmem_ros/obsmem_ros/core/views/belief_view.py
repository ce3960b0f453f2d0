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
  (3) for a reported F, a later report denying it ("it's not in the fridge": the fact
  ``not:<attribute>`` = the value, see ``hearing``).
* **intervening events**, each of which the robot perceived (memory holds nothing else): (a) a
  report of a different value for the pair ("a report of a change"); (b) an event by a person
  (actor neither empty nor the robot) located in the room where the entity was last seen, while
  the robot itself was elsewhere (its latest own event placed it in another room), that did not
  itself update the pair: the robot noticed someone there (saw them pass the doorway, heard
  them, was told) but could not see what they did. Events in the room while the robot was
  there are not intervening: it would have seen a change. Rule (b) skips descriptive
  attributes (``STABLE_ATTRIBUTES``: name, category, colour, material, owner, ...).
* **intervening actors**: distinct people among the reporters of (a) and the actors and
  non-robot observers of (b).

Label, first rule that holds: ``contradicted`` if contradicting evidence; ``uncertain`` if
``I >= lambda_i`` or (``I >= lambda_m`` and ``A >= lambda_a``); ``stale`` if ``I > 0`` or F is
not observed; else ``fresh``. At most ``belief_scan_limit`` candidate events are examined, so
counts saturate there (the thresholds are far below it).
"""
from __future__ import annotations

from typing import Dict, List, Optional, Set, Tuple

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.hearing import NEGATED_PREFIX
from obsmem_ros.core.records import Belief, BeliefLabel, Fact, Provenance
from obsmem_ros.core.views.event_view import EventView
from obsmem_ros.core.views.state_view import PRIMARY, StateView

_MAX_CHAIN = 8
# Descriptive attributes say what a thing is; nobody changes them by walking into a room.
STABLE_ATTRIBUTES = frozenset({"name", "category", "color", "colour", "material", "owner", "shape", "size"})


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
        denials = self._denials(fact, as_of_ns)
        contradiction = self._contradiction(fact, later, as_of_ns)
        if contradiction is None and denials and fact.provenance is Provenance.REPORTED:
            contradiction = denials[-1], (f"{denials[-1].reporter} said {fact.entity} is not {fact.value} "
                                          f"(event {denials[-1].source_event_id})")
        base = dict(entity=fact.entity, attribute=fact.attribute, as_of_ns=as_of_ns, fact_id=fact.id,
                    value=fact.value, last_verified_ns=verified)
        if contradiction is not None:
            return Belief(label=BeliefLabel.CONTRADICTED, reason=contradiction[1],
                          evidence_ids=(contradiction[0].source_event_id,), **base)
        intervening = self._reports_of_change(fact, later)
        intervening.update({d.source_event_id: {d.reporter} for d in denials})
        if fact.attribute not in STABLE_ATTRIBUTES:
            intervening.update(self._unseen_presence(fact, as_of_ns))
        actors = sorted({actor for people in intervening.values() for actor in people})
        count = len(intervening)
        label, reason = self._label(fact, count, actors)
        return Belief(label=label, reason=reason, intervening_events=count, intervening_actors=tuple(actors),
                      evidence_ids=tuple(sorted(intervening)), **base)

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

    def _denials(self, fact: Fact, as_of_ns: Optional[int]) -> List[Fact]:
        """Later reports that the pair does NOT have the fact's value, oldest first."""
        found = self.states.reports(entity=fact.entity, attribute=NEGATED_PREFIX + fact.attribute, value=fact.value,
                                    reporter=None, cutoff=as_of_ns, limit=self.config.belief_scan_limit)
        return sorted((d for d in found if d.time_ns > fact.time_ns), key=lambda d: d.time_ns)

    @staticmethod
    def _reports_of_change(fact: Fact, later: List[Fact]) -> Dict[str, Set[str]]:
        return {other.source_event_id: {other.reporter} for other in later
                if other.provenance is Provenance.REPORTED and other.value != fact.value and other.reporter}

    def _unseen_presence(self, fact: Fact, as_of_ns: Optional[int]) -> Dict[str, Set[str]]:
        room = self.room_of(fact.entity, at_ns=as_of_ns)
        if not room:
            return {}
        end = as_of_ns if as_of_ns is not None else 2 ** 62
        robot = self.config.robot_id
        found: Dict[str, Set[str]] = {}
        for event in self.events.between(fact.time_ns + 1, end, kinds=(), actor=None, location=room,
                                         limit=self.config.belief_scan_limit):
            if not event.actor or event.actor == robot:
                continue
            if any(f.entity == fact.entity and f.attribute == fact.attribute for f in (*event.deltas, *event.claims)):
                continue
            if self.robot_location(at_ns=event.time_ns) == room:
                continue
            found[event.id] = {event.actor, *(o for o in event.observers if o != robot)}
        return found

    def _label(self, fact: Fact, count: int, actors: List[str]) -> Tuple[BeliefLabel, str]:
        cfg = self.config
        who = f" by {', '.join(actors)}" if actors else ""
        if count >= cfg.lambda_i or (count >= cfg.lambda_m and len(actors) >= cfg.lambda_a):
            return BeliefLabel.UNCERTAIN, (f"{count} event(s){who} since it was last verified could have changed it "
                                           "unseen by the robot")
        if count:
            return BeliefLabel.STALE, f"{count} event(s){who} since it was last verified could have changed it"
        if fact.provenance is Provenance.REPORTED:
            return BeliefLabel.STALE, f"{fact.reporter or 'someone'} said so; the robot has not seen it itself"
        if fact.provenance is Provenance.INFERRED:
            return BeliefLabel.STALE, "inferred (not seen by the robot), nothing has happened since"
        return BeliefLabel.FRESH, "the robot saw it and nothing that could have changed it has happened since"

    def robot_location(self, *, at_ns: Optional[int]) -> str:
        """The robot's room at a time: its own location fact or its latest own event, whichever is later."""
        robot = self.config.robot_id
        fact = self.states.head(robot, "location", PRIMARY, at_ns)
        place, time_ns = self.events.latest_with_location(robot, at_ns)
        if fact is None or (place and time_ns > fact.time_ns):
            return place
        return fact.value

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


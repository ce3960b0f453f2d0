"""``WorldMemory`` over the ObsMem engine (``obsmem_ros.core``): the world memory Mimir plans with.

Reads go through the engine's ``MemoryReader`` protocol (entity resolution, state snapshots,
belief labels, location history, preferences, routines); writes go through ``Memory.ingest``,
so controller feedback and observations pass the same observer gate as every other event.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Any, Mapping, Sequence

from obsmem_ros import BeliefLabel, EventKind, ObsMemError
from obsmem_ros.core import CommitmentKind, CommitmentStatus

from .goals import ObjectRef
from .heard_settings import asked_setting
from .world_memory import Candidate, HeardRequest, RememberedFact, Sighting, WorldMemory

DESCRIPTORS = ("name", "category", "color", "material", "owner")
USE_WINDOW_NS = 15 * 60 * 1_000_000_000  # a pick followed this soon by switching something on is a use


def _trust(label: Any) -> BeliefLabel:
    try:
        return BeliefLabel(getattr(label, "value", label))
    except ValueError:
        return BeliefLabel.UNKNOWN


class ObsMemWorldMemory(WorldMemory):
    """Mimir's view of an ObsMem memory (anything with the MemoryReader methods plus ``ingest``)."""

    def __init__(self, memory: Any, *, robot_id: str = "robot") -> None:
        self.memory = memory
        self.robot_id = robot_id
        self._agents: dict[str, bool] = {}   # entity -> is a person (descriptive facts never change)

    # -- facts ---------------------------------------------------------------------------------
    def _fact(self, entity: str, attribute: str) -> RememberedFact | None:
        snap = self.memory.state(entity, attribute)
        fact = snap.current if snap.known else None
        if fact is None:
            return None
        belief = self.memory.belief(entity, attribute)
        evidence = tuple(dict.fromkeys([fact.source_event_id, *fact.evidence_ids]))
        return RememberedFact(entity=entity, attribute=attribute, value=fact.value, time_ns=fact.time_ns,
                              provenance=getattr(fact.provenance, "value", str(fact.provenance)),
                              reporter=fact.reporter, trust=_trust(belief.label), trust_reason=belief.reason,
                              evidence_ids=evidence)

    def facts(self, entity: str) -> dict[str, RememberedFact]:
        out: dict[str, RememberedFact] = {}
        for snap in self.memory.states(entity):
            fact = self._fact(entity, snap.attribute)
            if fact is not None:
                out[snap.attribute] = fact
        return out

    def sightings(self, entity: str) -> list[Sighting]:
        counts: dict[str, int] = defaultdict(int)
        last: dict[str, int] = {}
        evidence: dict[str, list[str]] = defaultdict(list)
        for fact in self.memory.history(entity, "location"):
            if not fact.value or fact.value == self.robot_id or self._is_agent(fact.value):
                continue
            counts[fact.value] += 1
            last[fact.value] = max(last.get(fact.value, 0), fact.time_ns)
            evidence[fact.value].append(fact.source_event_id)
        return sorted((Sighting(p, counts[p], last[p], tuple(evidence[p][-3:])) for p in counts),
                      key=lambda s: (-s.count, -s.last_ns, s.place))

    # -- recall --------------------------------------------------------------------------------
    def _ids(self, ref: ObjectRef, k: int) -> list[str]:
        ids: list[str] = []
        for mention in (ref.text, ref.words[-1]):
            for entity in self.memory.resolve_entity(mention, limit=k):
                if entity not in ids:
                    ids.append(entity)
        return ids

    def candidates(self, ref: ObjectRef, *, k: int) -> list[Candidate]:
        out = []
        for entity in self._ids(ref, k):
            facts = self.facts(entity)
            descriptors = {a: facts[a].value for a in DESCRIPTORS if a in facts}
            aliases: tuple[str, ...] = ()
            try:
                record = self.memory.entity(entity)
                aliases = tuple(record.aliases) + tuple(record.attributes)
                descriptors.setdefault("name", record.name)
                descriptors.setdefault("category", record.category)
            except ObsMemError:  # an entity known to the state view only has no entity record
                pass
            out.append(Candidate(entity=entity, name=descriptors.get("name", entity),
                                 category=descriptors.get("category", ""), aliases=aliases,
                                 descriptors={a: v for a, v in descriptors.items() if a not in ("name", "category")},
                                 location=facts.get("location"), sightings=tuple(self.sightings(entity))))
        return out

    # -- context -------------------------------------------------------------------------------
    def contents(self, place: str) -> list[str]:
        return [snap.entity for snap in self.memory.located_in(place)]

    def room_of(self, entity: str) -> str:
        return self.memory.room_of(entity)

    def known_rooms(self) -> tuple[str, ...]:
        """Rooms memory has seen things in (a map for exploring when none is configured)."""
        return tuple(sorted({self.memory.room_of(e.id) for e in self.memory.entities()} - {""}))

    def pose(self, entity: str) -> dict[str, Any] | None:
        found = self.memory.pose(entity)
        return found.to_json() if found is not None else None

    def robot_room(self) -> str:
        return self.memory.robot_location()

    def preferred(self, person: str, topic: str) -> RememberedFact:
        stated = self._fact(person, f"preference:{topic}")
        if stated is not None and stated.value:
            return stated
        shown = self._shown_choice(person, topic)
        if shown is not None:
            return shown
        choices: dict[str, tuple[int, tuple[str, ...]]] = {}
        for pref in self.memory.preferences(person=person):
            options = ((str(pref.value), pref.support), *pref.alternatives)
            if pref.kind == "placement":  # "Alice usually puts mug_blue_1 ...": the mug she handles
                options = ((str(pref.topic), pref.support),)
            for value, count in options:
                if value and (pref.topic == topic or self._category(value) == topic) and \
                        count > choices.get(value, (0, ()))[0]:
                    choices[value] = (int(count), tuple(pref.evidence_ids)[:5])
        if choices:
            value, (count, evidence) = max(choices.items(), key=lambda kv: (kv[1][0], kv[0]))
            return RememberedFact(person, f"preference:{topic}", value, 0, provenance="inferred",
                                  trust=BeliefLabel.FRESH, evidence_ids=evidence)
        return RememberedFact(person, f"preference:{topic}", "", 0)

    def _is_agent(self, entity: str) -> bool:
        """People move and have no category; places and objects have one (rooms have neither)."""
        if entity not in self._agents:
            self._agents[entity] = (self.memory.state(entity, "location").known
                                    and not self.memory.state(entity, "category").known)
        return self._agents[entity]

    def _shown_choice(self, person: str, topic: str) -> RememberedFact | None:
        """The thing of a category a person chose most often in front of the robot (at least three
        times, and at least 60% of such choices): a preference shown by behaviour, from the Event view.
        Picks followed within minutes by the person switching on an appliance (making a drink) count
        as uses; when there are none, every pick counts."""
        events = self.memory.events_between(0, 2 ** 62, kinds=(EventKind.ACTION,), actor=person)
        picks: dict[str, list[str]] = defaultdict(list)
        uses: dict[str, list[str]] = defaultdict(list)
        for index, event in enumerate(events):
            if event.verb != "pick" or not event.objects or self._category(event.objects[0]) != topic:
                continue
            picks[event.objects[0]].append(event.id)
            later = (e for e in events[index + 1:index + 8] if e.time_ns - event.time_ns <= USE_WINDOW_NS)
            if any(e.verb in ("toggle", "set") for e in later):
                uses[event.objects[0]].append(event.id)
        counts = uses or picks
        if not counts:
            return None
        entity, ids = max(counts.items(), key=lambda kv: (len(kv[1]), kv[0]))
        if len(ids) < 3 or 10 * len(ids) < 6 * sum(len(v) for v in counts.values()):
            return None
        return RememberedFact(person, f"preference:{topic}", entity, 0, provenance="inferred", trust=BeliefLabel.FRESH,
                              evidence_ids=tuple(ids[-4:]))

    def _category(self, entity: str) -> str:
        snap = self.memory.state(entity, "category")
        return snap.current.value if snap.known and snap.current is not None else ""

    def requested(self, person: str, entity: str, attribute: str) -> RememberedFact:
        """The value ``person`` last asked ``entity``'s setting to take: a request the memory's utterance
        reader filed (Commitment view), its words read by the language layer (``asked_setting``); when
        the words as said do not read as a setting instruction ("And could you set ..., please?"), the
        reader's record of the deed ("set the TV channel to music") is read instead."""
        setting = attribute.split(":", 1)[-1]
        names = (entity, *self._names(entity), self._category(entity).replace("_", " "))
        sole = [a for a in self.facts(entity) if a.startswith("setting:")] == [attribute]
        named = {n.lower() for n in (*names, setting) if n}
        for item in reversed(self.memory.commitments()):
            said = set(item.objects) | set(" ".join((item.action, *item.objects)).lower().replace("_", " ").split())
            if item.kind is not CommitmentKind.REQUEST or not said & named:   # the reader's record names none of it
                continue
            if person not in (item.owner, item.beneficiary, item.requester) and self._speaker(item.source_event_id) != person:
                continue
            value = next(filter(None, (asked_setting(words, person, names, setting, sole=sole)
                                       for words in dict.fromkeys((item.text, item.action)) if words)), "")
            if value:
                return RememberedFact(entity, attribute, value, item.created_ns, provenance="reported",
                                      reporter=person, trust=BeliefLabel.FRESH, evidence_ids=(item.source_event_id,))
        return RememberedFact(entity, attribute, "", 0)

    def _speaker(self, event_id: str) -> str:
        try:
            return self.memory.event(event_id).actor
        except ObsMemError:
            return ""

    def _names(self, entity: str) -> list[str]:
        fact = self._fact(entity, "name")
        return [fact.value.lower()] if fact else []

    def routine_steps(self, goal_words: str, person: str) -> list[str]:
        for routine in self.memory.routines(person=person or None, goal=goal_words):
            return list(routine.steps)
        return []

    def open_requests(self, person: str) -> list[HeardRequest]:
        owed = self.memory.commitments(owner=self.robot_id)
        return [HeardRequest(person, item.text, item.created_ns, (item.source_event_id,), item.verb, tuple(item.objects))
                for item in owed
                if item.kind is CommitmentKind.REQUEST and item.status in (CommitmentStatus.OPEN, CommitmentStatus.OVERDUE)
                and not item.recurrence and person in (item.beneficiary, item.requester)]

    def heard_since(self, since_ns: int) -> list[HeardRequest]:
        heard = self.memory.events_between(since_ns + 1, 2 ** 62, kinds=(EventKind.UTTERANCE,))
        return [HeardRequest(e.actor, e.utterance or e.text, e.time_ns, (e.id,)) for e in heard
                if e.actor != self.robot_id]

    def record(self, events: Sequence[Mapping[str, Any]]) -> None:
        if events:
            self.memory.ingest(list(events))

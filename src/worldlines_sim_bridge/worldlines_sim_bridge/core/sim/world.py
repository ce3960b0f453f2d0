"""The world: current state of every entity, the action executor and state timelines.

State is a map ``entity -> attribute -> value`` with the attributes of docs/formats.md
(``location``, ``held_by``, ``state``, ``setting:<name>``). ``check`` returns the unmet
preconditions of an action (an unmet precondition is a result); ``apply`` applies it and returns
an ``Outcome`` with its deltas, observers and trace event. Unknown entity ids raise
``UnknownEntityError``. Every applied delta is kept in per-entity timelines, so
``snapshot_at(t)`` rebuilds the world at any earlier time.
"""
from __future__ import annotations

import copy
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple

from obsmem_ros import Event, FactSpec
from worldlines_sim_bridge.errors import BenchmarkFormatError, UnknownEntityError

from .actions import spec_for
from .clock import iso_to_ns, ns_to_iso
from .home import EntityKind, EntitySpec, Home
from .observers import derive_observers
from .phrasing import Namer
from .records import Action, Outcome, TimelineEntry, Timelines, Violation

_MAX_DEPTH = 16


class SimWorld:
    """Mutable world state of one home plus the history of every change applied to it."""

    def __init__(self, home: Home) -> None:
        self.home = home
        self.robot_id = home.robot_id
        self.namer = Namer(home.entities)
        self._kinds: Dict[str, EntityKind] = {e.id: e.kind for e in home.entities}
        self._specs: Dict[str, EntitySpec] = {e.id: e for e in home.entities}
        self._state: Dict[str, Dict[str, str]] = {e.id: _initial_attributes(e) for e in home.entities}
        self._agents = [e.id for e in home.entities if e.kind in (EntityKind.PERSON, EntityKind.ROBOT)]
        self.timelines: Timelines = {}
        self.now_ns = 0
        self._counter = 0

    # --- construction ---------------------------------------------------------------------------

    @classmethod
    def from_home(cls, home: Home) -> "SimWorld":
        """A world in the home's initial state."""
        return cls(home)

    @classmethod
    def from_json(cls, raw: Mapping[str, Any], *, at: str = "final") -> "SimWorld":
        """A world from world.json: ``at="final"`` gives the final state, ``at="initial"`` the initial one.

        The timelines are loaded either way, so ``snapshot_at`` works on the result.
        """
        if at not in ("final", "initial"):
            raise BenchmarkFormatError(f"SimWorld.from_json: at = {at!r} is not 'final' or 'initial'.")
        world = cls(Home.from_json(raw["home"]))
        world.timelines = {
            entity: {attr: [TimelineEntry(iso_to_ns(t), v, e) for t, v, e in entries] for attr, entries in attrs.items()}
            for entity, attrs in raw.get("timelines", {}).items()
        }
        if at == "final":
            world._replay(None)
        return world

    def snapshot_at(self, time_ns: int) -> "SimWorld":
        """A new world holding the state at ``time_ns`` (every change up to and including it)."""
        world = SimWorld(self.home)
        world.timelines = self.timelines
        world._replay(time_ns)
        world.timelines = copy.deepcopy(world.timelines)
        _truncate(world.timelines, time_ns)
        return world

    def replay(self, events: Sequence[Event], until_ns: Optional[int] = None) -> "SimWorld":
        """A new world built from the initial state plus the action deltas of ``events`` up to ``until_ns``."""
        world = SimWorld(self.home)
        for event in events:
            if until_ns is not None and event.time_ns > until_ns:
                break
            if event.kind.value == "action":
                world._set_many(event.deltas, event.time_ns, event.id)
            world.now_ns = max(world.now_ns, event.time_ns)
        return world

    def _replay(self, until_ns: Optional[int]) -> None:
        entries: List[Tuple[int, str, str, str, str]] = []
        for entity, attrs in self.timelines.items():
            for attr, timeline in attrs.items():
                entries += [(e.time_ns, e.event_id, entity, attr, e.value) for e in timeline]
        entries.sort()
        for time_ns, _event_id, entity, attr, value in entries:
            if until_ns is not None and time_ns > until_ns:
                break
            self._state[entity][attr] = value
            self.now_ns = max(self.now_ns, time_ns)
        if until_ns is not None:
            self.now_ns = max(self.now_ns, until_ns)

    # --- reading ------------------------------------------------------------------------------------

    def _require(self, entity_id: str) -> None:
        if entity_id not in self._kinds:
            raise UnknownEntityError(f"Unknown entity id {entity_id!r} in home {self.home.name!r}.")

    def kind(self, entity_id: str) -> EntityKind:
        self._require(entity_id)
        return self._kinds[entity_id]

    def spec(self, entity_id: str) -> EntitySpec:
        self._require(entity_id)
        return self._specs[entity_id]

    def get(self, entity_id: str, attribute: str) -> str:
        """The current value of an attribute ("" when unset)."""
        self._require(entity_id)
        return self._state[entity_id].get(attribute, "")

    def attributes(self, entity_id: str) -> Dict[str, str]:
        self._require(entity_id)
        return dict(self._state[entity_id])

    def entities(self, kind: Optional[EntityKind] = None) -> List[str]:
        return [e for e, k in self._kinds.items() if kind is None or k is kind]

    def agents(self) -> List[str]:
        return list(self._agents)

    def openable(self, entity_id: str) -> bool:
        return self.spec(entity_id).openable

    def room_of(self, entity_id: str) -> str:
        """The room an entity is in, following its location chain (held things are where the holder is)."""
        current = entity_id
        for _ in range(_MAX_DEPTH):
            if self.kind(current) is EntityKind.ROOM:
                return current
            current = self.get(current, "location")
        raise UnknownEntityError(f"Entity {entity_id!r} has a location chain longer than {_MAX_DEPTH} (a cycle?).")

    def blocked_by(self, entity_id: str) -> Optional[str]:
        """The closed container hiding an entity (the outermost one on its chain), or None when reachable."""
        blocker = None
        current = self.get(entity_id, "location")
        for _ in range(_MAX_DEPTH):
            if not current or self.kind(current) in (EntityKind.ROOM, EntityKind.PERSON, EntityKind.ROBOT):
                return blocker
            if self.openable(current) and self.get(current, "state") != "open":
                blocker = current
            current = self.get(current, "location")
        return blocker

    def held_by(self, agent_id: str) -> List[str]:
        """Objects an agent holds, sorted by id."""
        return sorted(e for e, attrs in self._state.items() if attrs.get("held_by") == agent_id)

    def contents(self, place_id: str) -> List[str]:
        """Entities whose location is ``place_id``, sorted by id."""
        return sorted(e for e, attrs in self._state.items() if attrs.get("location") == place_id)

    def visible_in(self, room: str) -> List[str]:
        """Furniture, devices and objects the robot can see in a room (not inside closed containers)."""
        out = []
        for entity, kind in self._kinds.items():
            if kind in (EntityKind.FURNITURE, EntityKind.DEVICE, EntityKind.OBJECT) and self.room_of(entity) == room \
                    and self.blocked_by(entity) is None:
                out.append(entity)
        return sorted(out)

    # --- acting ----------------------------------------------------------------------------------------

    def check(self, action: Action) -> List[Violation]:
        """Unmet preconditions of ``action`` (empty when it can be applied); unknown ids raise."""
        spec = spec_for(action.verb)
        for entity_id in (action.actor, *action.objects, *([action.addressee] if action.addressee else [])):
            self._require(entity_id)
        return spec.preconditions(self, action)

    def apply(self, action: Action, *, time_ns: Optional[int] = None, event_id: str = "",
              session_id: str = "") -> Outcome:
        """Apply ``action`` at ``time_ns`` (default: the world's clock); unmet preconditions give ``ok=False``."""
        violations = self.check(action)
        when = self.now_ns if time_ns is None else int(time_ns)
        if violations:
            return Outcome(ok=False, violations=tuple(violations), observers=derive_observers(self, action))
        spec = spec_for(action.verb)
        observers = derive_observers(self, action)
        location = spec.location(self, action)
        text = action.text or spec.render(self, action)
        deltas = tuple(spec.effects(self, action))
        if not event_id:
            self._counter += 1
            event_id = f"e{self._counter:06d}"
        event = Event(id=event_id, time_ns=when, kind=spec.kind, actor=action.actor, verb=action.verb,
                      objects=action.objects, location=location, observers=observers, text=text,
                      utterance=action.utterance, addressee=action.addressee, deltas=deltas,
                      claims=action.claims, session_id=session_id, source="sim",
                      extras=dict(sorted(action.extras)))
        if spec.kind.value == "action":
            self._set_many(deltas, when, event_id)
        self.now_ns = max(self.now_ns, when)
        return Outcome(ok=True, deltas=deltas, observers=observers, event=event)

    def _set_many(self, facts: Sequence[FactSpec], time_ns: int, event_id: str) -> None:
        for fact in facts:
            self._state[fact.entity][fact.attribute] = fact.value
            attrs = self.timelines.setdefault(fact.entity, {})
            attrs.setdefault(fact.attribute, []).append(TimelineEntry(time_ns, fact.value, event_id))

    # --- output ------------------------------------------------------------------------------------------

    def state_json(self) -> Dict[str, Dict[str, str]]:
        """The current state of every entity (sorted)."""
        return {e: dict(sorted(attrs.items())) for e, attrs in sorted(self._state.items())}

    def to_json(self) -> Dict[str, Any]:
        """world.json: the home, the final state and per-entity timelines."""
        return {"home": self.home.to_json(), "final_time": ns_to_iso(self.now_ns), "final_state": self.state_json(),
                "timelines": {e: {a: [t.to_json() for t in tl] for a, tl in sorted(attrs.items())}
                              for e, attrs in sorted(self.timelines.items())}}


def _initial_attributes(spec: EntitySpec) -> Dict[str, str]:
    attrs: Dict[str, str] = {}
    if spec.kind is not EntityKind.ROOM:
        attrs["location"] = spec.location
    if spec.kind is EntityKind.OBJECT:
        attrs["held_by"] = ""
    if spec.state:
        attrs["state"] = spec.state
    for name, value in spec.settings:
        attrs[f"setting:{name}"] = value
    return attrs


def _truncate(timelines: Timelines, until_ns: int) -> None:
    for attrs in timelines.values():
        for attr in list(attrs):
            attrs[attr] = [t for t in attrs[attr] if t.time_ns <= until_ns]
            if not attrs[attr]:
                del attrs[attr]

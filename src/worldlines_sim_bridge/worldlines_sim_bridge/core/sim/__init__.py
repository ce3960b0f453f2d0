"""Household simulator of WorldLines: homes, world state, action specs, executor, observers.

Public API (plain Python; times are int nanoseconds since the epoch, UTC):

- ``Home.load(name)`` / ``Home.from_file(path)``: a home from ``config/homes/<name>.yaml``
  (``known_homes()`` lists them). ``Home.with_people(n)`` keeps the first n people.
- ``SimWorld.from_home(home)``: the initial world; ``SimWorld.from_json(world_json, at="final"|"initial")``:
  a world from world.json (home + timelines), e.g. to execute planning samples.
- ``world.check(action) -> list[Violation]``: unmet preconditions (empty = can apply).
  An unknown entity id raises ``UnknownEntityError``; an unknown verb ``UnknownVerbError``.
- ``world.apply(action, time_ns=..., event_id=..., session_id=...) -> Outcome``:
  ``Outcome(ok, violations, deltas, observers, event)``; an unmet precondition gives
  ``ok=False`` with the violations and changes nothing.
- ``world.snapshot_at(time_ns) -> SimWorld``: the state at a time (e.g. a sample's cutoff), rebuilt
  from the timelines; ``world.replay(events, until_ns)``: the same from trace events.
- ``world.get(entity, attribute)``, ``world.attributes(entity)``, ``world.room_of(entity)``,
  ``world.held_by(agent)``, ``world.contents(place)``, ``world.visible_in(room)``,
  ``world.blocked_by(entity)``, ``world.state_json()``, ``world.to_json()``.
- ``Action(verb, actor, objects, setting=, value=, utterance=, addressee=, claims=)``: verbs are
  ``SPECS`` keys: navigate (robot), enter / leave (people), pick, place, open, close, toggle,
  set, hand_over, say, observe (robot perception). See ``actions.py`` for each verb's
  preconditions and effects; ``derive_observers`` (observers.py) for who perceives what.
- ``RobotView``: the robot's knowledge folded from the events it perceived.

Example (Mimir's planner executing a plan against the world at a sample's cutoff)::

    world = SimWorld.from_json(json.load(open("world.json")), at="initial").snapshot_at(cutoff_ns)
    for action in plan:
        violations = world.check(action)
        if violations: ...            # precondition failures are results, not exceptions
        outcome = world.apply(action)
    ok = all(world.get(g["entity"], g["attribute"]) == g["value"] for g in sample["goal"])
"""
from .actions import SPECS, ActionSpec, spec_for
from .clock import iso_to_ns, ns_to_iso
from .home import OUTSIDE, EntityKind, EntitySpec, Home, PersonSpec, RoutineSpec, known_homes
from .observers import derive_observers
from .perception import KnownValue, RobotView
from .phrasing import Namer
from .records import Action, Outcome, TimelineEntry, Violation
from .world import SimWorld

__all__ = [
    "SPECS", "ActionSpec", "spec_for", "iso_to_ns", "ns_to_iso", "OUTSIDE", "EntityKind", "EntitySpec", "Home",
    "PersonSpec", "RoutineSpec", "known_homes", "derive_observers", "KnownValue", "RobotView", "Namer", "Action",
    "Outcome", "TimelineEntry", "Violation", "SimWorld",
]

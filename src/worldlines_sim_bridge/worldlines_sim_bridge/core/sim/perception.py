"""What the robot knows: facts from the events it perceived, and what a room scan would show it.

``RobotView`` folds the deltas of robot-observed events (actions and observations) into the
robot's own picture of the home, one (entity, attribute) at a time, remembering when and from
which event each value was learnt. The trace generator uses it to decide which observations a
scan yields (first sightings and changes the robot missed); the sample miner uses the same
folding to know what a perfect memory of the robot's perceptions holds.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Optional, Tuple

from obsmem_ros import Event, EventKind

from .home import EntityKind
from .records import Action

TRACKED_PREFIXES = ("location", "held_by", "state", "setting:")


@dataclass(frozen=True)
class KnownValue:
    """One value the robot holds for an (entity, attribute), learnt at ``time_ns`` from ``event_id``."""

    value: str
    time_ns: int
    event_id: str


class RobotView:
    """The robot's picture of the home, built from the events it perceived."""

    def __init__(self, robot_id: str = "robot") -> None:
        self.robot_id = robot_id
        self.known: Dict[Tuple[str, str], KnownValue] = {}
        self.seen: Dict[str, str] = {}  # entity -> event id of its first sighting

    def update(self, event: Event) -> bool:
        """Fold one event in; returns whether the robot perceived it."""
        if self.robot_id not in event.observers:
            return False
        if event.kind in (EventKind.ACTION, EventKind.OBSERVATION):
            for fact in event.deltas:
                self.known[(fact.entity, fact.attribute)] = KnownValue(fact.value, event.time_ns, event.id)
        if event.kind is EventKind.OBSERVATION and event.objects:
            self.seen.setdefault(event.objects[0], event.id)
        return True

    def value(self, entity: str, attribute: str) -> Optional[KnownValue]:
        return self.known.get((entity, attribute))

    def scan(self, world) -> List[Action]:
        """Observations a look around the robot's room yields: entities never seen, and those whose
        tracked state differs from what the robot last knew (changes it missed). Sorted by id."""
        room = world.get(self.robot_id, "location")
        actions = []
        for entity in world.visible_in(room):
            if entity not in self.seen or self.differs(world, entity):
                actions.append(Action("observe", self.robot_id, (entity,), first_sight=entity not in self.seen))
        return actions

    def differs(self, world, entity: str) -> bool:
        """Whether the robot's picture of an entity's tracked attributes is out of date."""
        for attr, value in world.attributes(entity).items():
            if attr.startswith(TRACKED_PREFIXES):
                known = self.known.get((entity, attr))
                if known is None or known.value != value:
                    return True
        return False

    def glance_candidates(self, world) -> List[str]:
        """Visible portable objects and devices in the robot's room it already knows correctly (re-verification)."""
        room = world.get(self.robot_id, "location")
        return [e for e in world.visible_in(room)
                if e in self.seen and not self.differs(world, e) and not world.get(e, "held_by")
                and world.kind(e) in (EntityKind.OBJECT, EntityKind.DEVICE)]

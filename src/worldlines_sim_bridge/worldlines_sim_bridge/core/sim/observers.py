"""Who perceives an event: the observer set the memory's observer gate relies on.

People and the robot perceive what happens in the room they are in. Moving between rooms is
seen from both rooms (you see someone walk out); leaving the house is seen from the room left.
Words are heard in the speaker's room, and by the robot wherever it is when they are addressed
to it (its phone app and intercom). An observation is the robot's own perception only.
"""
from __future__ import annotations

from typing import Iterable, List, Tuple

from .home import OUTSIDE
from .records import Action


def occupants(world, room: str) -> List[str]:
    """Agents (people and the robot) in a room right now."""
    if room == OUTSIDE:
        return []
    return [agent for agent in world.agents() if world.get(agent, "location") == room]


def derive_observers(world, action: Action) -> Tuple[str, ...]:
    """Observers of ``action`` in the world as it is before the action is applied."""
    robot = world.robot_id
    if action.verb == "observe":
        return (robot,)
    origin = world.get(action.actor, "location")
    seen: List[str] = [action.actor] + occupants(world, origin)
    if action.verb in ("enter", "navigate") and action.objects:
        seen += occupants(world, action.objects[0])
    if action.verb == "say" and action.addressee == robot:
        seen.append(robot)
    return _unique_sorted(seen)


def _unique_sorted(ids: Iterable[str]) -> Tuple[str, ...]:
    return tuple(sorted(set(ids)))

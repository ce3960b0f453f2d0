"""The robot's camera path through a room: walk in at the door, then stand in front of each surface
that holds things and look at it, head camera at a G1's height, pitched down.

A ``Tour`` is a list of waypoints (where the camera stands, what it looks at, how long it dwells); the
pose at any time walks between them at a steady pace, turning smoothly (the look-at target is
interpolated along with the position), and starts over when the tour ends.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import List, Sequence, Tuple

import numpy as np

from ..sim.home import EntityKind
from .layout import DOOR_WIDTH, Layout, Room
from .render import CameraPose, look_at

HEAD_HEIGHT = 1.2           # a Unitree G1's head camera, metres above the floor
WALK_SPEED = 0.5            # m/s
DWELL_S = 2.0               # seconds standing at each surface
MAX_VIEWS = 3               # surfaces looked at per visit
_STAND_OFF = (0.95, 1.2, 0.75, 1.45)   # distances tried in front of a surface's front edge


@dataclass(frozen=True)
class Waypoint:
    position: Tuple[float, float, float]
    target: Tuple[float, float, float]
    dwell_s: float


@dataclass(frozen=True)
class Tour:
    """Waypoints of one room visit; ``pose_at(seconds since the visit began)``."""

    room: str
    waypoints: Tuple[Waypoint, ...]

    def legs(self) -> List[float]:
        """Seconds of each leg (walking to waypoint i, then dwelling there)."""
        out = [self.waypoints[0].dwell_s]
        for a, b in zip(self.waypoints, self.waypoints[1:]):
            out.append(math.dist(a.position, b.position) / WALK_SPEED + b.dwell_s)
        return out

    @property
    def duration_s(self) -> float:
        return sum(self.legs())

    def pose_at(self, seconds: float) -> CameraPose:
        legs = self.legs()
        s = seconds % self.duration_s if self.duration_s > 0 else 0.0
        for i, leg in enumerate(legs):
            if s <= leg or i == len(legs) - 1:
                if i == 0:
                    return look_at(self.waypoints[0].position, self.waypoints[0].target)
                a, b = self.waypoints[i - 1], self.waypoints[i]
                walk = leg - b.dwell_s
                f = min(s / walk, 1.0) if walk > 0 else 1.0
                f = f * f * (3 - 2 * f)                         # ease in and out
                pos = np.add(np.multiply(a.position, 1 - f), np.multiply(b.position, f))
                tgt = np.add(np.multiply(a.target, 1 - f), np.multiply(b.target, f))
                return look_at(pos, tgt)
            s -= leg
        raise AssertionError("unreachable")


def plan_tour(layout: Layout, room_id: str, rng: np.random.Generator) -> Tour:
    """The visit of one room: the door, then up to MAX_VIEWS surfaces (those holding things first)."""
    room = layout.rooms[room_id]
    boxes = layout.boxes(room_id)
    holders = {b.parent for b in boxes if b.kind is EntityKind.OBJECT}
    surfaces = [b for b in boxes if b.kind is not EntityKind.OBJECT and b.parent == room_id]
    surfaces.sort(key=lambda b: (b.entity not in holders, b.entity))
    with_things = [b for b in surfaces if b.entity in holders]
    chosen = list(rng.permutation(len(with_things)))[:MAX_VIEWS] if with_things else []
    picks = [with_things[i] for i in chosen] or surfaces[:MAX_VIEWS]
    obstacles = [b for b in boxes if b.kind is not EntityKind.OBJECT and b.centre[2] - b.size[2] / 2 < 1.0]
    door = (room.x0 + DOOR_WIDTH / 2, room.y0 + 0.35, HEAD_HEIGHT)
    views = [_view_of(room, surface, obstacles, rng) for surface in picks]
    first_target = views[0].target if views else (*room.centre, 0.6)
    return Tour(room_id, (Waypoint(door, first_target, 1.0), *views))


def _view_of(room: Room, surface, obstacles: Sequence, rng: np.random.Generator) -> Waypoint:
    """Stand in front of a surface (its facing side), clear of furniture, looking at its top."""
    front = np.array([-math.sin(surface.yaw), math.cos(surface.yaw)])
    centre = np.array(surface.centre[:2])
    target = (surface.centre[0], surface.centre[1], surface.top)
    best = None
    for side in (1.0, -1.0):
        for dist in _STAND_OFF:
            lateral = float(rng.uniform(-0.25, 0.25))
            xy = centre + side * front * (surface.size[1] / 2 + dist) + np.array([front[1], -front[0]]) * lateral
            xy = np.clip(xy, [room.x0 + 0.35, room.y0 + 0.35], [room.x1 - 0.35, room.y1 - 0.35])
            if not any(_inside(xy, b) for b in obstacles):
                best = xy
                break
        if best is not None:
            break
    if best is None:
        best = np.array(room.centre)
    return Waypoint((float(best[0]), float(best[1]), HEAD_HEIGHT), target, DWELL_S)


def _inside(xy: np.ndarray, box, margin: float = 0.3) -> bool:
    c, s = math.cos(box.yaw), math.sin(box.yaw)
    dx, dy = xy[0] - box.centre[0], xy[1] - box.centre[1]
    u, v = c * dx + s * dy, -s * dx + c * dy
    return abs(u) <= box.size[0] / 2 + margin and abs(v) <= box.size[1] / 2 + margin

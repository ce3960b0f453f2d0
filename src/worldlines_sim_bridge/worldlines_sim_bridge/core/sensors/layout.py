"""Geometry of a simulated home: room rectangles, furniture against walls, objects resting on parents.

The home files hold no geometry, so the layout is derived from the home spec and a seed: rooms are
rectangles in rows (sized to fit their furniture), furniture and devices stand with their backs to a
wall (tables in the middle), wall-mounted things hang at their mounting height, and everything whose
location is another entity rests on that entity's top surface (or inside it when the parent opens, a
cupboard or a drawer). Placements are kept relative to the parent, so moving a parent moves what rests
on it; ``move(entity, parent)`` follows the simulator's state as objects move and is deterministic for
(seed, entity, parent, number of earlier moves). Units are metres, yaw in radians about +z.
"""
from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass
from typing import Dict, List, Optional, Tuple

import numpy as np

from ..sim.home import OUTSIDE, EntityKind, EntitySpec, Home
from .shapes import Shape, colour_of, shape_of

ROOM_HEIGHT = 2.5
DOOR_WIDTH = 1.0              # kept free at the start of each room's first wall: where the robot walks in
_WALL_MARGIN = 0.25
_SURFACE_MARGIN = 0.02
_CONTAINERS = {"cupboard", "fridge", "dishwasher", "drawer"}


@dataclass(frozen=True)
class Room:
    """A room's floor rectangle (x0, y0) - (x1, y1)."""

    id: str
    x0: float
    y0: float
    x1: float
    y1: float
    clear: float = 1.0            # kept free at each wall's ends (the deepest wall furniture), so corners never overlap

    def contains(self, x: float, y: float) -> bool:
        return self.x0 <= x <= self.x1 and self.y0 <= y <= self.y1

    @property
    def centre(self) -> Tuple[float, float]:
        return ((self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2)


@dataclass(frozen=True)
class Box:
    """One rendered thing: an oriented box (or upright cylinder) in the map frame."""

    entity: str
    kind: EntityKind
    category: str
    room: str
    parent: str
    centre: Tuple[float, float, float]
    size: Tuple[float, float, float]     # along the thing's own x, y, z
    yaw: float
    cylinder: bool
    colour: Tuple[int, int, int]

    @property
    def top(self) -> float:
        return self.centre[2] + self.size[2] / 2

    def quaternion(self) -> Tuple[float, float, float, float]:
        """Orientation (qx, qy, qz, qw) of the box axes in the map frame."""
        return (0.0, 0.0, math.sin(self.yaw / 2), math.cos(self.yaw / 2))

    def corners(self) -> np.ndarray:
        """The 8 corners (8 x 3) of the box (of the cylinder's bounding box)."""
        hx, hy, hz = (s / 2 for s in self.size)
        local = np.array([[sx * hx, sy * hy, sz * hz] for sx in (-1, 1) for sy in (-1, 1) for sz in (-1, 1)])
        c, s = math.cos(self.yaw), math.sin(self.yaw)
        rot = np.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])
        return local @ rot.T + np.array(self.centre)


@dataclass(frozen=True)
class Placement:
    """Where a thing is relative to its parent: a room (absolute x, y, yaw) or an entity (local u, v, yaw)."""

    parent: str
    u: float
    v: float
    yaw: float
    z: float = 0.0                       # bottom height above the parent's surface (rooms: mounting height)


def _rng(*keys: object) -> np.random.Generator:
    digest = hashlib.sha256("|".join(str(k) for k in keys).encode()).digest()
    return np.random.default_rng(int.from_bytes(digest[:8], "little"))


class Layout:
    """Rooms, furniture and objects of one home in 3D, following the simulator's state as things move."""

    def __init__(self, home: Home, seed: int) -> None:
        self.home = home
        self.seed = seed
        self._specs: Dict[str, EntitySpec] = {e.id: e for e in home.entities}
        self._moves: Dict[str, int] = {}
        self.rooms: Dict[str, Room] = _room_rects(home, seed, self._specs)
        self.placements: Dict[str, Placement] = {}
        for room in self.rooms.values():
            self._place_against_walls(room)
        for spec in home.entities:
            if spec.kind in (EntityKind.FURNITURE, EntityKind.DEVICE, EntityKind.OBJECT) and spec.id not in self.placements:
                self._place(spec.id, spec.location)

    # --- public ---------------------------------------------------------------------------------

    def things(self) -> List[str]:
        """Ids of every furniture, device and object, in home-file order."""
        return [e.id for e in self.home.entities if e.kind in (EntityKind.FURNITURE, EntityKind.DEVICE, EntityKind.OBJECT)]

    def move(self, entity: str, parent: str) -> None:
        """Follow the simulator: ``entity`` now rests on (or in, or is held by) ``parent``."""
        if entity not in self.placements:
            raise KeyError(f"Layout has no movable thing {entity!r}.")
        if self.placements[entity].parent == parent:
            return
        self._moves[entity] = self._moves.get(entity, 0) + 1
        self._place(entity, parent)

    def parent_of(self, entity: str) -> str:
        return self.placements[entity].parent

    def room_of(self, entity: str) -> str:
        """The room a thing is in ('' while a person or the robot holds it)."""
        seen = 0
        while entity not in self.rooms:
            placement = self.placements.get(entity)
            if placement is None or seen > 16:
                return ""
            entity, seen = placement.parent, seen + 1
        return entity

    def box(self, entity: str) -> Optional[Box]:
        """The thing's box in the map frame, or None while it is held (not in any room)."""
        placement = self.placements[entity]
        spec = self._specs[entity]
        shape = shape_of(spec.category, spec.kind)
        if placement.parent in self.rooms:
            x, y, yaw, bottom = placement.u, placement.v, placement.yaw, placement.z
        else:
            parent = self.box(placement.parent) if placement.parent in self.placements else None
            if parent is None:
                return None
            c, s = math.cos(parent.yaw), math.sin(parent.yaw)
            x = parent.centre[0] + c * placement.u - s * placement.v
            y = parent.centre[1] + s * placement.u + c * placement.v
            yaw = parent.yaw + placement.yaw
            inside = self._specs[placement.parent].category in _CONTAINERS
            bottom = (parent.centre[2] - parent.size[2] / 2 + 0.05) if inside else parent.top
            bottom += placement.z
        return Box(entity, spec.kind, spec.category, self.room_of(entity), placement.parent,
                   (x, y, bottom + shape.size[2] / 2), shape.size, _wrap(yaw), shape.cylinder,
                   colour_of(spec.category, spec.color))

    def boxes(self, room: Optional[str] = None) -> List[Box]:
        """Boxes of every placed thing (of one room when given), parents before what rests on them."""
        out = [b for b in (self.box(e) for e in self.things() if e in self.placements) if b is not None]
        return [b for b in out if room is None or b.room == room]

    def room_at(self, x: float, y: float) -> str:
        for room in self.rooms.values():
            if room.contains(x, y):
                return room.id
        return ""

    # --- placement ------------------------------------------------------------------------------

    def _place_against_walls(self, room: Room) -> None:
        """Furniture and devices whose location is the room: backs to walls, tables in the middle."""
        rng = _rng(self.seed, "walls", room.id)
        cursor = [max(DOOR_WIDTH + _WALL_MARGIN, room.clear)] + [room.clear] * 3
        lengths = [room.x1 - room.x0 - room.clear, room.y1 - room.y0 - room.clear] * 2
        for spec in (e for e in self.home.entities if e.location == room.id):
            if spec.kind not in (EntityKind.FURNITURE, EntityKind.DEVICE):
                continue
            shape = shape_of(spec.category, spec.kind)
            if shape.central:
                self.placements[spec.id] = self._central(room, shape, rng)
                continue
            walls = [w for w in range(4) if cursor[w] + shape.size[0] <= lengths[w]]
            wall = int(rng.choice(walls)) if walls else int(np.argmin(cursor))
            along = cursor[wall] + shape.size[0] / 2
            cursor[wall] += shape.size[0] + float(rng.uniform(0.1, 0.4))
            self.placements[spec.id] = _on_wall(room, wall, along, shape)

    def _central(self, room: Room, shape: Shape, rng: np.random.Generator) -> Placement:
        cx, cy = room.centre
        return Placement(room.id, cx + float(rng.uniform(-0.2, 0.2)), cy + float(rng.uniform(-0.2, 0.2)),
                         float(rng.choice([0.0, math.pi / 2])) if min(room.x1 - room.x0, room.y1 - room.y0) > shape.size[0] + 2.0
                         else (0.0 if room.x1 - room.x0 >= room.y1 - room.y0 else math.pi / 2))

    def _place(self, entity: str, parent: str) -> None:
        spec = self._specs[entity]
        shape = shape_of(spec.category, spec.kind)
        rng = _rng(self.seed, "place", entity, parent, self._moves.get(entity, 0))
        if parent in self.rooms:
            self.placements[entity] = self._on_floor(entity, self.rooms[parent], shape, rng)
        elif parent in self.placements:
            self.placements[entity] = self._on_surface(entity, parent, shape, rng)
        else:                               # held by a person or the robot, or outside: not rendered
            self.placements[entity] = Placement(parent, 0.0, 0.0, 0.0)

    def _on_surface(self, entity: str, parent: str, shape: Shape, rng: np.random.Generator) -> Placement:
        pspec = self._specs[parent]
        pw, pd, _ = shape_of(pspec.category, pspec.kind).size
        radius = math.hypot(shape.size[0], shape.size[1]) / 2
        free_u = max(pw / 2 - radius - _SURFACE_MARGIN, 0.0)
        free_v = max(pd / 2 - radius - _SURFACE_MARGIN, 0.0)
        others = [(p.u, p.v, _radius_of(self._specs[e]), p.z + self._height(e)) for e, p in self.placements.items()
                  if p.parent == parent and e != entity]
        best, best_gap = (0.0, 0.0), -math.inf
        for _ in range(24):
            u, v = float(rng.uniform(-free_u, free_u)), float(rng.uniform(-free_v, free_v))
            gap = min((math.hypot(u - ou, v - ov) - r - radius for ou, ov, r, _ in others), default=math.inf)
            if gap > best_gap:
                best, best_gap = (u, v), gap
            if gap > 0.03:
                break
        yaw = 0.0 if shape.cylinder else float(rng.uniform(-math.pi / 6, math.pi / 6))
        # no free spot on a crowded surface: the thing rests on top of what it overlaps (fruit piled in a bowl)
        stacked = max((top for ou, ov, r, top in others if math.hypot(best[0] - ou, best[1] - ov) < r + radius),
                      default=0.0)
        return Placement(parent, best[0], best[1], yaw, stacked)

    def _height(self, entity: str) -> float:
        spec = self._specs[entity]
        return shape_of(spec.category, spec.kind).size[2]

    def _on_floor(self, entity: str, room: Room, shape: Shape, rng: np.random.Generator) -> Placement:
        radius = math.hypot(shape.size[0], shape.size[1]) / 2
        blockers = [(b.centre[0], b.centre[1], math.hypot(b.size[0], b.size[1]) / 2)
                    for b in self.boxes(room.id) if b.entity != entity and b.centre[2] - b.size[2] / 2 < 0.3]
        best, best_gap = room.centre, -math.inf
        m = radius + _WALL_MARGIN
        for _ in range(48):
            x, y = float(rng.uniform(room.x0 + m, room.x1 - m)), float(rng.uniform(room.y0 + m, room.y1 - m))
            gap = min((math.hypot(x - bx, y - by) - r - radius for bx, by, r in blockers), default=math.inf)
            if gap > best_gap:
                best, best_gap = (x, y), gap
            if gap > 0.1:
                break
        return Placement(room.id, best[0], best[1], float(rng.uniform(-math.pi, math.pi)))


def _radius_of(spec: EntitySpec) -> float:
    size = shape_of(spec.category, spec.kind).size
    return math.hypot(size[0], size[1]) / 2


def _wrap(angle: float) -> float:
    return (angle + math.pi) % (2 * math.pi) - math.pi


def _on_wall(room: Room, wall: int, along: float, shape: Shape) -> Placement:
    """A thing with its back to wall 0 (south), 1 (east), 2 (north) or 3 (west), facing into the room."""
    half_depth = shape.size[1] / 2 + 0.02
    if wall == 0:
        return Placement(room.id, room.x0 + along, room.y0 + half_depth, 0.0, shape.mount_z)
    if wall == 1:
        return Placement(room.id, room.x1 - half_depth, room.y0 + along, math.pi / 2, shape.mount_z)
    if wall == 2:
        return Placement(room.id, room.x1 - along, room.y1 - half_depth, math.pi, shape.mount_z)
    return Placement(room.id, room.x0 + half_depth, room.y1 - along, -math.pi / 2, shape.mount_z)


def _room_rects(home: Home, seed: int, specs: Dict[str, EntitySpec]) -> Dict[str, Room]:
    """Room rectangles in rows of three, each sized to fit its wall furniture and its central tables."""
    rooms: Dict[str, Room] = {}
    x, y, row_depth = 0.0, 0.0, 0.0
    for index, room_id in enumerate(r for r in home.rooms() if r != OUTSIDE):
        rng = _rng(seed, "room", room_id)
        members = [shape_of(e.category, e.kind) for e in home.entities
                   if e.location == room_id and e.kind in (EntityKind.FURNITURE, EntityKind.DEVICE)]
        on_walls = [s for s in members if not s.central and not s.mount_z]
        clear = max((s.size[1] for s in on_walls), default=0.5) + 0.05
        need = sum(s.size[0] + 0.4 for s in members if not s.central) + DOOR_WIDTH + 8 * clear
        central = max((s.size[0] for s in members if s.central), default=0.0)
        width = max(float(rng.uniform(3.4, 5.2)), central + 2 * clear + 0.8)
        depth = max(float(rng.uniform(3.2, 4.8)), central + 2 * clear + 0.8, need / 2 - width)
        if index and index % 3 == 0:
            x, y, row_depth = 0.0, y + row_depth, 0.0
        rooms[room_id] = Room(room_id, x, y, x + width, y + depth, clear)
        x += width
        row_depth = max(row_depth, depth)
    return rooms

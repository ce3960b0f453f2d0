"""A vectorised numpy ray caster for the simulated home: RGB, true depth and instance ids per pixel.

Each frame casts one ray per pixel through a pinhole camera. The room is the inside of its own box
(floor, four walls, ceiling); every thing is an oriented box or an upright (elliptic) cylinder, tested
only against the rays inside its projected bounding rectangle, so a 640x480 frame costs tens of
milliseconds. Shading is Lambertian under one ceiling light plus ambient, with simple procedural texture
(floor planks, a faint grain on things) so that colour segmenters see edges.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Dict, List, Sequence, Tuple

import numpy as np

from .layout import ROOM_HEIGHT, Box, Room

_LIGHT = np.array([0.3, 0.2, 1.0]) / np.linalg.norm([0.3, 0.2, 1.0])
_NEAR = 0.05


@dataclass(frozen=True)
class Intrinsics:
    """Pinhole intrinsics of the colour camera (depth is aligned to it)."""

    width: int = 640
    height: int = 480
    fx: float = 600.0
    fy: float = 600.0
    cx: float = 319.5
    cy: float = 239.5

    def to_json(self) -> Dict[str, float]:
        return {"width": self.width, "height": self.height, "fx": self.fx, "fy": self.fy, "cx": self.cx, "cy": self.cy}


@dataclass(frozen=True)
class CameraPose:
    """The optical frame in the map: position and rotation (columns: x right, y down, z forward)."""

    position: np.ndarray
    rotation: np.ndarray

    def quaternion(self) -> Tuple[float, float, float, float]:
        """(qx, qy, qz, qw) of the rotation."""
        return rotation_to_quaternion(self.rotation)

    def world_to_camera(self, points: np.ndarray) -> np.ndarray:
        """Map-frame points (N x 3) in the optical frame (N x 3)."""
        return (np.asarray(points, dtype=float) - self.position) @ self.rotation


@dataclass
class Frame:
    """One rendered view: colour (H x W x 3 RGB uint8), true depth (m, 0 = no hit), instance index per pixel."""

    rgb: np.ndarray
    depth: np.ndarray
    instances: np.ndarray
    entities: List[str]                       # instance index i (1-based) -> entities[i - 1]
    own_pixels: Dict[str, int] = field(default_factory=dict)   # pixels each thing covers when nothing occludes it


def rotation_to_quaternion(r: np.ndarray) -> Tuple[float, float, float, float]:
    """A rotation matrix's quaternion (qx, qy, qz, qw), qw >= 0."""
    trace = r[0, 0] + r[1, 1] + r[2, 2]
    if trace > 0:
        s = 2.0 * np.sqrt(trace + 1.0)
        q = ((r[2, 1] - r[1, 2]) / s, (r[0, 2] - r[2, 0]) / s, (r[1, 0] - r[0, 1]) / s, 0.25 * s)
    else:
        i = int(np.argmax([r[0, 0], r[1, 1], r[2, 2]]))
        j, k = (i + 1) % 3, (i + 2) % 3
        s = 2.0 * np.sqrt(1.0 + r[i, i] - r[j, j] - r[k, k])
        v = [0.0, 0.0, 0.0]
        v[i], v[j], v[k] = 0.25 * s, (r[j, i] + r[i, j]) / s, (r[k, i] + r[i, k]) / s
        q = (v[0], v[1], v[2], (r[k, j] - r[j, k]) / s)
    if q[3] < 0:
        q = tuple(-c for c in q)
    norm = float(np.sqrt(sum(c * c for c in q)))
    return tuple(float(c) / norm for c in q)  # type: ignore[return-value]


def look_at(position: Sequence[float], target: Sequence[float]) -> CameraPose:
    """A camera at ``position`` looking at ``target`` with no roll (image x stays horizontal)."""
    p = np.asarray(position, dtype=float)
    z = np.asarray(target, dtype=float) - p
    z /= np.linalg.norm(z)
    x = np.cross(z, [0.0, 0.0, 1.0])
    if np.linalg.norm(x) < 1e-6:
        x = np.array([1.0, 0.0, 0.0])
    x /= np.linalg.norm(x)
    y = np.cross(z, x)
    return CameraPose(p, np.stack([x, y, z], axis=1))


def project(points: np.ndarray, pose: CameraPose, k: Intrinsics) -> Tuple[np.ndarray, np.ndarray]:
    """Pixel coordinates (N x 2, u right, v down) and optical-frame depth z (N) of map-frame points."""
    cam = pose.world_to_camera(np.atleast_2d(points))
    z = cam[:, 2]
    safe = np.where(np.abs(z) < 1e-9, 1e-9, z)
    return np.stack([k.fx * cam[:, 0] / safe + k.cx, k.fy * cam[:, 1] / safe + k.cy], axis=1), z


class Renderer:
    """Renders rooms and boxes through one set of intrinsics (ray directions are computed once)."""

    def __init__(self, intrinsics: Intrinsics = Intrinsics()) -> None:
        self.k = intrinsics
        u, v = np.meshgrid(np.arange(intrinsics.width, dtype=float), np.arange(intrinsics.height, dtype=float))
        self._rays = np.stack([(u - intrinsics.cx) / intrinsics.fx, (v - intrinsics.cy) / intrinsics.fy,
                               np.ones_like(u)], axis=-1)        # optical frame, z = 1: ray parameter t = depth

    def render(self, room: Room, boxes: Sequence[Box], pose: CameraPose) -> Frame:
        """Render the room around the camera and the given boxes (the room's things)."""
        h, w = self.k.height, self.k.width
        dirs = (self._rays @ pose.rotation.T).astype(np.float32)     # map-frame directions, H x W x 3
        origin = pose.position.astype(np.float32)
        depth, lambert, albedo = _room_surfaces(room, origin, dirs)
        instances = np.zeros((h, w), dtype=np.uint16)
        entities: List[str] = []
        own: Dict[str, int] = {}
        for box in boxes:
            region = self._region(box, pose)
            if region is None:
                continue
            v0, v1, u0, u1 = region
            sub = dirs[v0:v1, u0:u1]
            t, normal_of = _intersect(box, origin, sub)
            hit = np.isfinite(t)
            own[box.entity] = int(hit.sum())
            if not own[box.entity]:
                continue
            entities.append(box.entity)
            closer = hit & (t < depth[v0:v1, u0:u1])
            depth[v0:v1, u0:u1][closer] = t[closer]
            lambert[v0:v1, u0:u1][closer] = normal_of(closer) @ _LIGHT.astype(np.float32)
            albedo[v0:v1, u0:u1][closer] = _grain(box, origin, sub[closer], t[closer])
            instances[v0:v1, u0:u1][closer] = len(entities)
        shade = 0.42 + 0.58 * np.clip(lambert, 0.0, 1.0)
        shade *= np.clip(1.25 - 0.06 * depth, 0.6, 1.0)            # light falls off away from the viewer
        rgb = np.clip(albedo * shade[..., None], 0, 255).astype(np.uint8)
        return Frame(rgb, np.where(np.isfinite(depth), depth, 0.0).astype(np.float32), instances, entities, own)

    def _region(self, box: Box, pose: CameraPose):
        """The pixel rectangle (v0, v1, u0, u1) a box can cover, or None when it is behind the camera or off-image."""
        uv, z = project(box.corners(), pose, self.k)
        if (z <= _NEAR).all():
            return None
        if (z <= _NEAR).any():
            return 0, self.k.height, 0, self.k.width
        u0, v0 = np.floor(uv.min(axis=0)).astype(int) - 1
        u1, v1 = np.ceil(uv.max(axis=0)).astype(int) + 2
        u0, v0, u1, v1 = max(u0, 0), max(v0, 0), min(u1, self.k.width), min(v1, self.k.height)
        if u0 >= u1 or v0 >= v1:
            return None
        return v0, v1, u0, u1


def _room_surfaces(room: Room, origin: np.ndarray, dirs: np.ndarray):
    """Where each ray leaves the room box (depth), the light on that face and its albedo (planks, walls, ceiling)."""
    lo = (room.x0, room.y0, 0.0)
    hi = (room.x1, room.y1, ROOM_HEIGHT)
    depth = np.full(dirs.shape[:2], np.inf, dtype=np.float32)
    axis = np.zeros(dirs.shape[:2], dtype=np.int8)
    with np.errstate(divide="ignore", invalid="ignore"):
        for a in range(3):
            d = dirs[..., a]
            t = np.where(d > 0, (hi[a] - origin[a]) / d, (lo[a] - origin[a]) / d)
            better = (t > 0) & (t < depth)
            depth = np.where(better, t, depth)
            axis = np.where(better, a, axis).astype(np.int8)
    up = dirs[..., 2] < 0
    floor, ceiling = (axis == 2) & up, (axis == 2) & ~up
    lambert = np.where(floor, _LIGHT[2], np.where(ceiling, 0.2, 0.35)).astype(np.float32)
    digest = hashlib.sha256(room.id.encode()).digest()
    wall = np.array([200 + digest[0] % 40, 195 + digest[1] % 40, 185 + digest[2] % 40], dtype=np.float32)
    albedo = np.empty(dirs.shape, dtype=np.float32)
    albedo[:] = wall
    px = origin[0] + dirs[..., 0] * depth
    py = origin[1] + dirs[..., 1] * depth
    pz = origin[2] + dirs[..., 2] * depth
    row = np.floor(py * 5.0)
    plank = (row % 2) * 18.0 + (np.floor(px * 0.8 + row * 0.37) % 2) * 8.0
    albedo[floor] = np.stack([150 + plank[floor], 110 + plank[floor] * 0.8, 70 + plank[floor] * 0.5], axis=-1)
    albedo[ceiling] = 245.0
    albedo[(axis != 2) & (pz < 0.08)] = (235.0, 235.0, 230.0)          # skirting board
    return depth, lambert, albedo


def _intersect(box: Box, origin: np.ndarray, dirs: np.ndarray):
    """Ray parameter of the first hit (inf = miss) and a function giving map-frame normals at chosen pixels."""
    c, s = np.cos(box.yaw), np.sin(box.yaw)
    rot = np.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]], dtype=np.float32)
    o = (origin - np.asarray(box.centre, dtype=np.float32)) @ rot          # into the box's own frame
    d = dirs @ rot
    half = np.asarray(box.size, dtype=np.float32) / 2
    t, local_normal = (_cylinder if box.cylinder else _slab)(o, d, half)
    return t, lambda mask: local_normal(mask) @ rot.T


def _slab(o: np.ndarray, d: np.ndarray, half: np.ndarray):
    t_near = np.full(d.shape[:2], -np.inf, dtype=np.float32)
    t_far = np.full(d.shape[:2], np.inf, dtype=np.float32)
    axis = np.zeros(d.shape[:2], dtype=np.int8)
    with np.errstate(divide="ignore", invalid="ignore"):
        for a in range(3):
            inv = 1.0 / d[..., a]
            t1, t2 = (-half[a] - o[a]) * inv, (half[a] - o[a]) * inv
            lo, hi = np.minimum(t1, t2), np.maximum(t1, t2)
            better = lo > t_near
            t_near = np.where(better, lo, t_near)
            axis = np.where(better, a, axis).astype(np.int8)
            t_far = np.minimum(t_far, hi)
    hit = (t_near <= t_far) & (t_near > _NEAR)

    def normal(mask: np.ndarray) -> np.ndarray:
        ax = axis[mask].astype(np.intp)
        n = np.zeros((ax.size, 3), dtype=np.float32)
        n[np.arange(ax.size), ax] = -np.sign(d[mask][np.arange(ax.size), ax])
        return n
    return np.where(hit, t_near, np.inf).astype(np.float32), normal


def _cylinder(o: np.ndarray, d: np.ndarray, half: np.ndarray):
    """An upright elliptic cylinder (semi-axes half[0], half[1], half-height half[2]): side and caps."""
    rx, ry, hz = (float(v) for v in half)
    ox, oy, oz = float(o[0]) / rx, float(o[1]) / ry, float(o[2])
    dx, dy, dz = d[..., 0] / rx, d[..., 1] / ry, d[..., 2]
    a = dx * dx + dy * dy
    b = 2 * (ox * dx + oy * dy)
    disc = b * b - 4 * a * (ox * ox + oy * oy - 1.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        t_side = np.where(disc >= 0, (-b - np.sqrt(np.maximum(disc, 0))) / (2 * a), np.inf)
        t_side = np.where((t_side > _NEAR) & (np.abs(oz + t_side * dz) <= hz), t_side, np.inf)
        t_cap = np.where(dz < 0, (hz - oz) / dz, (-hz - oz) / dz)
    x_cap, y_cap = ox + t_cap * dx, oy + t_cap * dy
    t_cap = np.where((t_cap > _NEAR) & (x_cap * x_cap + y_cap * y_cap <= 1.0), t_cap, np.inf)
    side = t_side <= t_cap
    t = np.where(side, t_side, t_cap).astype(np.float32)

    def normal(mask: np.ndarray) -> np.ndarray:
        tm, sm = t[mask], side[mask]
        n = np.zeros((tm.size, 3), dtype=np.float32)
        n[:, 0] = np.where(sm, (ox + tm * dx[mask]) / rx, 0.0)
        n[:, 1] = np.where(sm, (oy + tm * dy[mask]) / ry, 0.0)
        n[:, 2] = np.where(sm, 0.0, np.where(dz[mask] < 0, 1.0, -1.0))
        return n / np.maximum(np.linalg.norm(n, axis=1, keepdims=True), 1e-9)
    return t, normal


def _grain(box: Box, origin: np.ndarray, dirs: np.ndarray, t: np.ndarray) -> np.ndarray:
    """The box's colour with a faint procedural grain (fixed to the thing, so it moves with the view), N x 3."""
    local = origin - np.asarray(box.centre, dtype=np.float32) + dirs * t[:, None]
    grain = 1.0 + 0.05 * np.sin(local[:, 0] * 61.0 + local[:, 1] * 37.0) * np.cos(local[:, 2] * 53.0)
    return np.asarray(box.colour, dtype=np.float32) * grain[:, None]

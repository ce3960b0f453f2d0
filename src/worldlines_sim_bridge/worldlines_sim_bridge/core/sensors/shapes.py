"""Plausible sizes, shapes and colours of a home's things, by category (metres, RGB 0-255).

The home files name categories, never sizes: these tables give each category a footprint and height
(furniture and devices as boxes, small objects as boxes or upright cylinders), a mounting height for
things fixed to a wall, and a colour. Unknown categories fall back to a size by entity kind and a colour
derived from the category name, so any home renders.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Dict, Tuple

from ..sim.home import EntityKind


@dataclass(frozen=True)
class Shape:
    """Size (width along the thing's own x, depth along y, height), primitive, where it stands."""

    size: Tuple[float, float, float]
    cylinder: bool = False
    mount_z: float = 0.0          # height of the bottom above the floor for wall-mounted things
    central: bool = False         # stands in the room's middle (tables) instead of against a wall


_CATEGORY_SHAPES: Dict[str, Shape] = {
    # furniture
    "counter": Shape((2.0, 0.6, 0.9)), "fridge": Shape((0.7, 0.7, 1.8)), "cupboard": Shape((1.0, 0.45, 0.9)),
    "dishwasher": Shape((0.6, 0.6, 0.85)), "table": Shape((1.4, 0.9, 0.75), central=True),
    "sofa": Shape((2.0, 0.9, 0.45)), "coffee_table": Shape((1.0, 0.6, 0.42), central=True),
    "shelf": Shape((1.0, 0.35, 1.0)), "desk": Shape((1.2, 0.6, 0.75)), "drawer": Shape((0.8, 0.4, 0.8)),
    "hook": Shape((0.4, 0.12, 0.04), mount_z=1.05), "nightstand": Shape((0.45, 0.4, 0.55)),
    "bed": Shape((1.6, 2.0, 0.5)), "laundry_basket": Shape((0.5, 0.5, 0.45), cylinder=True),
    "windowsill": Shape((1.2, 0.25, 0.05), mount_z=0.85), "armchair": Shape((0.8, 0.8, 0.45)),
    "bench": Shape((1.2, 0.4, 0.45)), "bowl": Shape((0.32, 0.32, 0.08), cylinder=True),
    # devices
    "coffee_machine": Shape((0.25, 0.32, 0.36)), "kettle": Shape((0.18, 0.18, 0.24), cylinder=True),
    "oven": Shape((0.6, 0.6, 0.9)), "tv": Shape((1.1, 0.08, 0.65), mount_z=0.6),
    "thermostat": Shape((0.12, 0.03, 0.12), mount_z=1.4), "light": Shape((0.3, 0.3, 1.5), cylinder=True),
    "washing_machine": Shape((0.6, 0.6, 0.85)), "radio": Shape((0.25, 0.12, 0.15)),
    # objects
    "mug": Shape((0.085, 0.085, 0.10), cylinder=True), "laptop": Shape((0.33, 0.23, 0.025)),
    "remote": Shape((0.18, 0.05, 0.025)), "keys": Shape((0.09, 0.05, 0.02)),
    "fruit": Shape((0.14, 0.10, 0.07)), "book": Shape((0.24, 0.17, 0.04)), "notebook": Shape((0.21, 0.15, 0.015)),
    "watering_can": Shape((0.18, 0.18, 0.26), cylinder=True), "plant": Shape((0.2, 0.2, 0.32), cylinder=True),
    "laundry": Shape((0.36, 0.26, 0.12)), "medicine": Shape((0.11, 0.06, 0.05)), "glasses": Shape((0.14, 0.05, 0.04)),
}
_KIND_SHAPES = {EntityKind.FURNITURE: Shape((0.8, 0.5, 0.75)), EntityKind.DEVICE: Shape((0.3, 0.3, 0.3)),
                EntityKind.OBJECT: Shape((0.12, 0.1, 0.08))}
_COLOURS: Dict[str, Tuple[int, int, int]] = {
    "blue": (40, 80, 200), "red": (200, 40, 40), "green": (50, 160, 60), "silver": (185, 185, 195),
    "black": (30, 30, 34), "gold": (210, 170, 60), "yellow": (235, 210, 50), "white": (235, 235, 230),
    "brown": (120, 80, 45), "orange": (235, 130, 40), "grey": (128, 128, 128), "gray": (128, 128, 128),
    "pink": (230, 140, 170), "purple": (130, 60, 160),
}
_CATEGORY_COLOURS: Dict[str, Tuple[int, int, int]] = {
    "counter": (200, 190, 170), "fridge": (225, 228, 232), "cupboard": (160, 115, 70), "dishwasher": (200, 202, 205),
    "table": (140, 95, 55), "sofa": (90, 100, 130), "coffee_table": (110, 75, 45), "shelf": (150, 110, 70),
    "desk": (170, 130, 90), "drawer": (150, 105, 65), "hook": (90, 60, 35), "nightstand": (130, 90, 55),
    "bed": (180, 190, 210), "laundry_basket": (200, 180, 140), "windowsill": (240, 240, 235), "bowl": (210, 200, 180),
    "coffee_machine": (50, 50, 55), "kettle": (190, 190, 200), "oven": (60, 60, 65), "tv": (20, 20, 24),
    "thermostat": (240, 240, 240), "light": (230, 220, 180), "washing_machine": (230, 230, 235),
}


def shape_of(category: str, kind: EntityKind) -> Shape:
    """The shape of a category, or the kind's default for an unknown category."""
    return _CATEGORY_SHAPES.get(category) or _KIND_SHAPES.get(kind, _KIND_SHAPES[EntityKind.OBJECT])


def colour_of(category: str, colour_name: str = "") -> Tuple[int, int, int]:
    """RGB for an entity: its named colour, its category's colour, or a stable colour from the category name."""
    if colour_name in _COLOURS:
        return _COLOURS[colour_name]
    if category in _CATEGORY_COLOURS:
        return _CATEGORY_COLOURS[category]
    digest = hashlib.sha256(category.encode()).digest()
    return (60 + digest[0] % 170, 60 + digest[1] % 170, 60 + digest[2] % 170)

"""Where an object rests: the piece of furniture under (or around) its measured box.

Memory keeps an object's place as its ``location`` fact, the parent entity it is on or in (the
simulator's and the trace format's convention: ``docs/formats.md``), so "where is the mug?" can
be answered in words ("on the counter") beside the measured pose. Perception measures furniture
and devices like any other instance; an object's support is the furniture whose box, seen from
above (its yaw-rotated footprint grown by ``margin_m``), holds the object's centre, and whose
vertical span holds the object's bottom within ``tolerance_m``: resting on its top, or standing
inside it on a shelf. Of several, the one whose top lies nearest the object's bottom wins (a
mug on a shelf of an open cupboard, not the floor-standing cupboard's top). Nothing qualifies
(held, hanging in the air of a noisy frame, its furniture never seen): no place is claimed.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional, Tuple

import numpy as np

from ...errors import ConfigError
from .cloud import Measurement
from .geometry import quaternion_matrix

SUPPORT_KINDS = ("furniture", "device")


@dataclass(frozen=True)
class SupportConfig:
    """How close an object's box must come to a furniture box to be placed on (or in) it."""

    margin_m: float = 0.10
    tolerance_m: float = 0.06

    def __post_init__(self) -> None:
        for name in ("margin_m", "tolerance_m"):
            if getattr(self, name) < 0:
                raise ConfigError(f"{name}={getattr(self, name)!r}: must be >= 0")


def _inside_footprint(point_xy: np.ndarray, box: Measurement, margin: float) -> bool:
    """Whether a map-frame (x, y) lies in the box's footprint grown by ``margin`` on every side."""
    axes = quaternion_matrix(box.orientation)[:2, :2]  # columns: the box's x and y axes in the map
    local = axes.T @ (point_xy - np.asarray(box.position[:2], dtype=float))
    half = np.asarray(box.extent[:2], dtype=float) / 2 + margin
    return bool(np.all(np.abs(local) <= half))


def support_of(item: Measurement, furniture: Iterable[Tuple[str, Measurement]],
               config: SupportConfig = SupportConfig()) -> Optional[str]:
    """The entity id of the furniture ``item`` rests on or in (module docstring), or ``None``."""
    bottom = item.position[2] - item.extent[2] / 2
    centre = np.asarray(item.position[:2], dtype=float)
    best: Optional[Tuple[float, str]] = None
    for entity, box in furniture:
        low = box.position[2] - box.extent[2] / 2 - config.tolerance_m
        top = box.position[2] + box.extent[2] / 2
        if not low <= bottom <= top + config.tolerance_m:
            continue
        if not _inside_footprint(centre, box, config.margin_m):
            continue
        gap = abs(top - bottom)
        if best is None or gap < best[0]:
            best = (gap, entity)
    return best[1] if best is not None else None

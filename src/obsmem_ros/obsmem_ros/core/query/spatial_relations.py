"""Geometry of spatial relations between measured poses (pure functions, metres, map z up).

``near``: the gap from the anchor's footprint (its centre distance minus half the anchor's larger
horizontal side) is at most ``NEAR_M``. ``left_of`` / ``right_of`` / ``in_front_of`` / ``behind``
are judged from the robot's viewpoint: where its camera was when it measured the anchor (the
``viewpoint`` the pose carries), looking horizontally at the anchor; "in front of" is nearer the
robot along that line of sight, "left of" to its left across it. The relation holds when the
offset along its axis exceeds ``MARGIN_M`` and dominates the offset along the other horizontal
axis (a thing far behind and a little to the left is "behind", not "left of"). ``distance`` is
between box centres.
"""
from __future__ import annotations

import math
from typing import Optional, Tuple

from obsmem_ros.core.object_pose import ObjectPose

NEAR_M = 1.0
MARGIN_M = 0.03
AXIS = {"left_of": ("lateral", 1.0), "right_of": ("lateral", -1.0), "in_front_of": ("depth", -1.0),
        "behind": ("depth", 1.0)}


def footprint_gap(target: ObjectPose, anchor: ObjectPose) -> float:
    """Centre distance less half the anchor's larger horizontal side (0 when inside it)."""
    return max(0.0, target.distance_to(anchor) - max(anchor.extent[0], anchor.extent[1]) / 2)


def view_offsets(target: ObjectPose, anchor: ObjectPose) -> Optional[Tuple[float, float]]:
    """(lateral, depth) of the target from the anchor as the robot saw the anchor: lateral > 0 is
    to the robot's left, depth > 0 farther from the robot; None without a usable viewpoint."""
    view = anchor.viewpoint or target.viewpoint
    if view is None:
        return None
    dx, dy = anchor.position[0] - view[0], anchor.position[1] - view[1]
    norm = math.hypot(dx, dy)
    if norm < 1e-6:
        return None
    fx, fy = dx / norm, dy / norm           # line of sight, horizontal
    lx, ly = -fy, fx                        # its left (counter-clockwise, z up)
    ox, oy = target.position[0] - anchor.position[0], target.position[1] - anchor.position[1]
    return ox * lx + oy * ly, ox * fx + oy * fy


def relation_score(relation: str, target: ObjectPose, anchor: ObjectPose) -> Optional[float]:
    """How far (metres) the target lies along the relation's axis when the relation holds, else
    None (also None when no viewpoint is known)."""
    offsets = view_offsets(target, anchor)
    if offsets is None:
        return None
    lateral, depth = offsets
    axis, sign = AXIS[relation]
    along, across = (lateral, depth) if axis == "lateral" else (depth, lateral)
    along *= sign
    return along if along > MARGIN_M and along >= abs(across) else None

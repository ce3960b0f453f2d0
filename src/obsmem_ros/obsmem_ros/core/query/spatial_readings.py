"""Readings of the spatial intent: measured poses with their display names (retrieval/spatial.py
reads them, answerers/spatial.py answers from them)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Tuple

from obsmem_ros.core.object_pose import ObjectPose

from .evidence import Evidence
from .plan import View
from .readings import Reading


@dataclass(frozen=True)
class PoseReading(Reading):
    """One entity's latest measured pose (State view) and its display name."""

    pose: ObjectPose
    name: str


@dataclass(frozen=True)
class SpatialFound:
    """The anchor's pose (None when memory measured none), the candidate targets' poses, and whether
    the phrases named things memory knows (``*_known``)."""

    anchor: Optional[PoseReading]
    candidates: Tuple[PoseReading, ...]
    anchor_known: bool
    target_known: bool


def pose_reading(pose: ObjectPose, name: str) -> PoseReading:
    x, y, z = pose.position
    text = f"{name} measured at ({x:.2f}, {y:.2f}, {z:.2f}) m in {pose.frame_id}"
    return PoseReading(evidence=Evidence(id=pose.evidence_id, view=View.STATE, time_ns=pose.time_ns, text=text,
                                         entity=pose.entity, provenance=pose.provenance.value,
                                         event_ids=(pose.evidence_id,)), pose=pose, name=name)

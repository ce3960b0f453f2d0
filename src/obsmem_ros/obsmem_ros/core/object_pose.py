"""Where an object is in space: the pose a perception observation measured (``extras["pose"]``).

An observation event of one object may carry ``extras["pose"] = {"frame_id": "map", "position":
[x, y, z], "orientation": [qx, qy, qz, qw], "extent": [ex, ey, ez], "points": n, "viewpoint":
[x, y, z]}``: metres, the centre and side lengths of an oriented box, and (optional) where the
camera was (docs/formats.md). ``pose_fields`` checks it (the trace and message edges call it
through ``validation``); the State view stores the pose of each admitted event as the object's
measured pose, with observed provenance and the event as evidence.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Dict, Mapping, Optional, Sequence, Tuple

from obsmem_ros.core.records import Event, EventKind, Provenance

POSE_KEY = "pose"
_LENGTHS = {"position": 3, "orientation": 4, "extent": 3}


@dataclass(frozen=True)
class ObjectPose:
    """An object's measured pose: box centre, orientation (x, y, z, w), extent, in ``frame_id``."""

    entity: str
    frame_id: str
    position: Tuple[float, float, float]
    orientation: Tuple[float, float, float, float]
    extent: Tuple[float, float, float]
    time_ns: int
    evidence_id: str
    provenance: Provenance = Provenance.OBSERVED
    points: int = 0
    viewpoint: Optional[Tuple[float, float, float]] = None  # where the camera was when it measured the pose

    def distance_to(self, other: "ObjectPose") -> float:
        """Euclidean distance between the two box centres (metres; same frame assumed by the caller)."""
        return math.dist(self.position, other.position)

    def to_json(self) -> Dict[str, Any]:
        return {"entity": self.entity, "frame_id": self.frame_id, "position": list(self.position),
                "orientation": list(self.orientation), "extent": list(self.extent), "time_ns": self.time_ns,
                "evidence_id": self.evidence_id, "provenance": self.provenance.value, "points": self.points,
                "viewpoint": list(self.viewpoint) if self.viewpoint is not None else None}


class PoseFieldError(ValueError):
    """A bad ``extras["pose"]``: ``field`` (e.g. "extras.pose.position"), the ``value`` and the ``reason``."""

    def __init__(self, field: str, value: Any, reason: str) -> None:
        super().__init__(f"{field}={value!r} {reason}")
        self.field, self.value, self.reason = field, value, reason


def pose_fields(value: Any) -> Tuple[str, Tuple[float, ...], Tuple[float, ...], Tuple[float, ...], int,
                                     Optional[Tuple[float, ...]]]:
    """(frame_id, position, orientation, extent, points, viewpoint) of an ``extras["pose"]`` object
    (``viewpoint``, optional: the camera position it was measured from); a bad one raises
    ``PoseFieldError`` naming the field."""
    if not isinstance(value, Mapping):
        raise PoseFieldError("extras.pose", value, f"must be an object, not {type(value).__name__}")
    frame_id = value.get("frame_id")
    if not isinstance(frame_id, str) or not frame_id or len(frame_id) > 256:
        raise PoseFieldError("extras.pose.frame_id", frame_id, "must be a non-empty frame name")
    numbers = {}
    for name, length in (*_LENGTHS.items(), ("viewpoint", 3)):
        if name == "viewpoint" and value.get(name) is None:
            continue
        raw = value.get(name)
        if not isinstance(raw, Sequence) or isinstance(raw, str) or len(raw) != length or not all(
                isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in raw):
            raise PoseFieldError(f"extras.pose.{name}", raw, f"must be {length} finite numbers")
        numbers[name] = tuple(float(v) for v in raw)
    if min(numbers["extent"]) < 0:
        raise PoseFieldError("extras.pose.extent", list(numbers["extent"]), "must not be negative")
    if not 0.5 < math.sqrt(sum(v * v for v in numbers["orientation"])) < 1.5:
        raise PoseFieldError("extras.pose.orientation", list(numbers["orientation"]), "is not a unit quaternion")
    points = value.get("points", 0)
    if not isinstance(points, int) or isinstance(points, bool) or points < 0:
        raise PoseFieldError("extras.pose.points", points, "must be a non-negative integer")
    return frame_id, numbers["position"], numbers["orientation"], numbers["extent"], points, numbers.get("viewpoint")


def pose_of(event: Event) -> Optional[ObjectPose]:
    """The measured pose an observation of exactly one object carries, or ``None``."""
    raw = event.extras.get(POSE_KEY) if event.extras else None
    if raw is None or event.kind is not EventKind.OBSERVATION or len(event.objects) != 1:
        return None
    frame_id, position, orientation, extent, points, viewpoint = pose_fields(raw)
    norm = math.sqrt(sum(v * v for v in orientation))
    return ObjectPose(entity=event.objects[0], frame_id=frame_id, position=position,  # type: ignore[arg-type]
                      orientation=tuple(v / norm for v in orientation), extent=extent,  # type: ignore[arg-type]
                      time_ns=event.time_ns, evidence_id=event.id, points=points,
                      viewpoint=viewpoint)  # type: ignore[arg-type]

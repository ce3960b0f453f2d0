"""Ground truth written beside a sensor bag (truth.json): objects' boxes over time, what each frame
shows, and what was said when. Units: metres and integer nanoseconds (world time)."""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

import numpy as np

from ..sim.home import EntityKind
from .layout import Box, Layout
from .render import CameraPose, Frame, Intrinsics, project
from .script import Script

FULLY_VISIBLE = 0.9          # share of a thing's unoccluded pixels that must be visible for "fully_in_view"


def box_json(box: Optional[Box], holder: str = "") -> Dict[str, Any]:
    """A box's pose fields; a held object has no position (parent = who holds it, room '')."""
    if box is None:
        return {"position": None, "orientation": None, "extent": None, "room": "", "parent": holder}
    return {"position": [round(float(c), 6) for c in box.centre], "orientation": [round(q, 9) for q in box.quaternion()],
            "extent": [float(s) for s in box.size], "shape": "cylinder" if box.cylinder else "box",
            "room": box.room, "parent": box.parent}


def objects_json(script: Script, layout: Layout) -> List[Dict[str, Any]]:
    """Each object's first pose at the top level, and every pose it takes in ``poses`` (from_ns ascending)."""
    out = []
    for entity, history in script.poses.items():
        spec = layout.home.entity(entity)
        poses = []
        for from_ns, box, parent in history:
            poses.append({"from_ns": int(from_ns), **box_json(box, parent)})
        out.append({"entity": entity, "category": spec.category, **{k: v for k, v in poses[0].items() if k != "from_ns"},
                    "poses": poses})
    return out


def furniture_json(layout: Layout) -> List[Dict[str, Any]]:
    """Furniture and devices (they never move): boxes for spatial questions ("near the sink")."""
    return [{"entity": b.entity, "category": b.category, "kind": b.kind.value, **box_json(b)}
            for b in layout.boxes() if b.kind is not EntityKind.OBJECT]


def frame_visibility(frame: Frame, boxes: Sequence[Box], pose: CameraPose, k: Intrinsics) -> List[Dict[str, Any]]:
    """Objects visible in a frame: pixels in the instance mask and whether the whole object is in view."""
    counts = np.bincount(frame.instances.reshape(-1), minlength=len(frame.entities) + 1)
    by_entity = {b.entity: b for b in boxes}
    out = []
    for index, entity in enumerate(frame.entities, start=1):
        box = by_entity[entity]
        pixels = int(counts[index])
        if box.kind is not EntityKind.OBJECT or pixels == 0:
            continue
        uv, z = project(box.corners(), pose, k)
        inside = bool((z > 0.05).all() and (uv[:, 0] >= 0).all() and (uv[:, 0] <= k.width - 1).all()
                      and (uv[:, 1] >= 0).all() and (uv[:, 1] <= k.height - 1).all())
        unoccluded = pixels >= FULLY_VISIBLE * frame.own_pixels.get(entity, pixels)
        out.append({"entity": entity, "pixels": pixels, "fully_in_view": inside and unoccluded})
    return out


def utterances_json(script: Script) -> List[Dict[str, Any]]:
    return [{"start_ns": int(h.start_ns), "end_ns": int(h.end_ns), "speaker": h.speech.speaker, "text": h.speech.text,
             "voice": h.speech.voice, "event_id": h.event_id} for h in script.heard]


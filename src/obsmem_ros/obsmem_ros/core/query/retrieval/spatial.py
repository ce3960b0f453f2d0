"""Retriever of spatial questions: the anchor's and the candidates' latest measured poses."""
from __future__ import annotations

from typing import List

from ..spatial_readings import PoseReading, SpatialFound, pose_reading
from .context import QueryContext

_CANDIDATES = 20


def retrieve_spatial(ctx: QueryContext) -> SpatialFound:
    """Poses as of the question's clock: the anchor (the first id of the place phrase that has one),
    and the target phrase's things, or every other measured thing when the target is a wh-word."""
    plan, reader, cutoff = ctx.plan, ctx.reader, ctx.now_ns
    anchor_ids = ctx.entity_ids(plan.places[0], limit=_CANDIDATES) if plan.places else []
    anchor = None
    for entity in anchor_ids:
        pose = reader.pose(entity, as_of_ns=cutoff)
        if pose is not None:
            anchor = pose_reading(pose, ctx.display(entity))
            break
    found: List[PoseReading] = []
    target_ids = ctx.entity_ids(plan.targets[0], limit=_CANDIDATES) if plan.targets else []
    if plan.targets:
        poses = [p for p in (reader.pose(e, as_of_ns=cutoff) for e in target_ids) if p is not None]
    else:
        poses = reader.poses(as_of_ns=cutoff)
    for pose in poses:
        if anchor is None or pose.entity != anchor.pose.entity:
            found.append(pose_reading(pose, ctx.display(pose.entity)))
    return SpatialFound(anchor=anchor, candidates=tuple(found), anchor_known=bool(anchor_ids),
                        target_known=not plan.targets or bool(target_ids))

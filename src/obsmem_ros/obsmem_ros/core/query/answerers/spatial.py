"""Answerer of spatial questions (near, left / right of, in front of, behind, how far) from poses."""
from __future__ import annotations

from typing import List, Tuple

from ..plan import QueryPlan
from ..spatial_readings import PoseReading, SpatialFound
from ..spatial_relations import NEAR_M, footprint_gap, relation_score
from .draft import Draft, missing

_WORDS = {"left_of": "left of", "right_of": "right of", "in_front_of": "in front of", "behind": "behind",
          "near": "near"}


def spatial(plan: QueryPlan, found: SpatialFound) -> Draft:
    place = plan.places[0] if plan.places else "the place"
    if found.anchor is None:
        why = "memory holds no measured position" if found.anchor_known else "memory knows nothing called that"
        return missing(f"{why} of the {place}")
    anchor = found.anchor
    same_frame = [c for c in found.candidates if c.pose.frame_id == anchor.pose.frame_id]
    if plan.targets and not same_frame:
        why = "no measured position" if found.target_known else "nothing called that"
        return missing(f"memory holds {why} of the {plan.targets[0]}", [anchor.scored(1.0)])
    if plan.form == "distance":
        return _distance(plan, anchor, same_frame[0])
    if plan.form == "near":
        scored = sorted(((footprint_gap(c.pose, anchor.pose), c) for c in same_frame), key=lambda s: s[0])
        hits = [(c.pose.distance_to(anchor.pose), c) for gap, c in scored if gap <= NEAR_M]
    else:
        scored = [(relation_score(plan.form, c.pose, anchor.pose), c) for c in same_frame]
        if anchor.pose.viewpoint is None and all(c.pose.viewpoint is None for c in same_frame):
            return missing(f"no viewpoint was recorded with the {anchor.name}'s position, so left, right, front "
                           "and behind are undefined", [anchor.scored(1.0)])
        hits = sorted(((s, c) for s, c in scored if s is not None), key=lambda h: -h[0])
    return _listed(plan, anchor, hits)


def _distance(plan: QueryPlan, anchor: PoseReading, target: PoseReading) -> Draft:
    metres = round(target.pose.distance_to(anchor.pose), 2)
    return Draft(answer=f"The {target.name} is {metres:.2f} m from the {anchor.name} (between the centres of "
                        f"their measured boxes).", value=metres, value_type="float",
                 candidates=[target.scored(1.0), anchor.scored(1.0)])


def _listed(plan: QueryPlan, anchor: PoseReading, hits: List[Tuple[float, PoseReading]]) -> Draft:
    words = _WORDS[plan.form]
    support = [anchor.scored(1.0), *(c.scored(0.9) for _, c in hits)]
    view = "" if plan.form == "near" else " as the robot saw them"
    if plan.yes_no and plan.targets:
        yes = bool(hits)
        name = hits[0][1].name if hits else plan.targets[0]
        return Draft(answer=f"{'Yes' if yes else 'No'}: the {name} is {'' if yes else 'not '}{words} the "
                            f"{anchor.name}{view}.", value="yes" if yes else "no", value_type="bool",
                     candidates=support)
    if not hits:
        what = f"the {plan.targets[0]}" if plan.targets else "anything measured"
        return missing(f"{what} {words} the {anchor.name}{view}", support)
    if plan.targets:
        best = hits[0][1]
        return Draft(answer=f"The {best.name} {words} the {anchor.name}{view} is {best.pose.entity}.",
                     value=best.pose.entity, value_type="entity", candidates=[best.scored(1.0), *support])
    listed = ", ".join(f"the {c.name} ({d:.2f} m)" if plan.form == "near" else f"the {c.name}" for d, c in hits)
    return Draft(answer=f"{words.capitalize()} the {anchor.name}{view}: {listed}.",
                 value=[c.pose.entity for _, c in hits], value_type="list", candidates=support)

"""The belief label a perfect memory of the robot's perceptions gives a remembered fact.

The rule is the ObsMem one the memory engine implements (obsmem_ros.core.views.belief_view), computed here
from robot-visible events only. For the robot's latest perceived value F of (entity, attribute),
last verified at t_v, and a cutoff c, the **intervening events** in (t_v, c] are:
(a) utterances the robot heard that claim a different value, and (b) **seen entries**: events that take a
person into the room where the entity was last seen ("Bob went into the kitchen"), seen while the robot
was in another room (it saw them go in but not what they did), which did not themselves update the pair.
Only the one who went in counts: not the people already in the room with the thing, nor someone seen
coming out or heard in the room (the hand-written stories' convention, their README's "Conventions
behind the gold answers"). **Intervening actors** are the reporters of (a) and the entrants of (b).
Label: ``uncertain`` if I >= lambda_i or (I >= lambda_m and A >= lambda_a); ``stale`` if I > 0;
``fresh`` otherwise. Defaults lambda_i=2, lambda_m=1, lambda_a=2, as in the engine's config.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import List, Tuple

from obsmem_ros import Event

from .index import TraceIndex


@dataclass(frozen=True)
class BeliefThresholds:
    lambda_i: int = 2
    lambda_m: int = 1
    lambda_a: int = 2


@dataclass(frozen=True)
class BeliefJudgement:
    label: str
    intervening: Tuple[str, ...]
    actors: Tuple[str, ...]


def _enters(event: Event, room: str) -> bool:
    """Whether the event takes its actor into ``room``."""
    return any(d.entity == event.actor and d.attribute == "location" and d.value == room for d in event.deltas)


def judge(index: TraceIndex, entity: str, attribute: str, cutoff_ns: int,
          thresholds: BeliefThresholds = BeliefThresholds()) -> BeliefJudgement:
    """Belief in the robot's latest perceived value of (entity, attribute) at ``cutoff_ns``."""
    fact = index.known(entity, attribute, cutoff_ns)
    if fact is None:
        return BeliefJudgement("unknown", (), ())
    intervening: List[str] = []
    actors = set()
    reports = index.reported.get((entity, attribute))
    for report in reports.after(fact.time_ns, cutoff_ns) if reports else []:
        if report.value != fact.value and report.reporter:
            intervening.append(report.event_id)
            actors.add(report.reporter)
    room = index.known_room(entity, cutoff_ns)
    start = index.position[fact.event_id] + 1
    for event in index.events[start:]:
        if event.time_ns > cutoff_ns:
            break
        if index.robot not in event.observers or event.location != room or not event.actor or event.actor == index.robot:
            continue
        if any(f.entity == entity and f.attribute == attribute for f in (*event.deltas, *event.claims)):
            continue
        if index.robot_room_at(event.time_ns) == room or not _enters(event, room):
            continue
        intervening.append(event.id)
        actors.add(event.actor)
    count = len(set(intervening))
    if count >= thresholds.lambda_i or (count >= thresholds.lambda_m and len(actors) >= thresholds.lambda_a):
        label = "uncertain"
    elif count:
        label = "stale"
    else:
        label = "fresh"
    return BeliefJudgement(label, tuple(sorted(set(intervening))), tuple(sorted(actors)))

"""Unseen changes after the cutoff: a person moves the sample's object while the robot looks away.

The planning samples are drawn so memory is right at the cutoff. To measure what happens when it
is not (the object is not where memory says), ``move_unseen`` has a person at home carry the
object to a surface in another room through the simulator's own actions, before the plan runs.
None of these events reach memory. The choice is seeded by the sample id, so runs repeat.
"""
from __future__ import annotations

import random
from typing import Sequence

from ..sim.home import OUTSIDE, EntityKind
from ..sim.records import Action as SimAction
from ..sim.world import SimWorld

from .benchmark_data import GoalCondition

SURFACES = ("table", "coffee_table", "counter", "desk", "nightstand", "sofa", "shelf", "bed", "windowsill")


def _actions(world: SimWorld, person: str, obj: str, target: str) -> list[SimAction]:
    here, source_room, target_room = world.get(person, "location"), world.room_of(obj), world.room_of(target)
    steps = [] if here == source_room else [SimAction("enter", person, (source_room,))]
    steps.append(SimAction("pick", person, (obj,)))
    if target_room != source_room:
        steps.append(SimAction("enter", person, (target_room,)))
    steps.append(SimAction("place", person, (obj, target)))
    return steps


def move_unseen(world: SimWorld, goal: Sequence[GoalCondition], seed: str, time_ns: int) -> str:
    """Move the goal's object to another room's surface, unseen by the robot; returns what moved ("" if nothing)."""
    rng = random.Random(f"mimir-perturb:{seed}")
    objects = [g.entity for g in goal if g.attribute == "location" and world.kind(g.entity) is EntityKind.OBJECT]
    robot_room = world.get(world.robot_id, "location")
    people = [p for p in world.agents() if world.kind(p) is EntityKind.PERSON
              and world.get(p, "location") not in (OUTSIDE, robot_room) and not world.held_by(p)]
    if not objects or not people or world.get(objects[0], "held_by"):
        return ""
    obj, person = objects[0], rng.choice(sorted(people))
    avoid = {world.room_of(obj), robot_room} | {world.room_of(g.value) for g in goal if g.entity == obj}
    targets = sorted(e for e in world.entities(EntityKind.FURNITURE)
                     if world.spec(e).category in SURFACES and world.room_of(e) not in avoid)
    if not targets:
        return ""
    target = rng.choice(targets)
    trial = world.snapshot_at(world.now_ns)
    for action in _actions(trial, person, obj, target):
        if trial.check(action) or trial.get(trial.robot_id, "location") in (trial.get(person, "location"),):
            return ""
        trial.apply(action, time_ns=time_ns)
    for action in _actions(world, person, obj, target):
        world.apply(action, time_ns=time_ns)
    return f"{person} moved {obj} to {target}"

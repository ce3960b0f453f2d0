"""Building blocks of episodes: how people and the robot get somewhere, fetch, put and say things.

Every block is a generator to be used with ``yield from``; it returns whether it succeeded. A
failed action (someone else took the mug, the fridge was closed) ends the block with False, as
a person or a controller would give up; the robot's failures are recorded as feedback events by
the scheduler.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Dict, Generator, List, Optional, Sequence, Tuple

from obsmem_ros import FactSpec
from worldlines_sim_bridge.errors import HomeSpecError

from ..sim.home import OUTSIDE, EntityKind, Home
from ..sim.perception import RobotView
from ..sim.records import Action, Outcome
from ..sim.world import SimWorld
from .steps import Do, Step, Wait

Block = Generator[Step, Optional[Outcome], bool]


@dataclass
class Ctx:
    """What episodes share: the world, the robot's knowledge, the day's random stream, director state."""

    world: SimWorld
    view: RobotView
    rng: random.Random
    day: int
    home: Home
    state: Any  # DirectorState (projects, commitments, preference changes)
    notes: Dict[str, Any] = field(default_factory=dict)

    @property
    def robot(self) -> str:
        return self.world.robot_id

    def first(self, category: str) -> str:
        """The first entity of a category in the home (raises if the home lacks it)."""
        found = self.home.by_category(category)
        if not found:
            raise HomeSpecError(f"Home {self.home.name!r} has no entity of category {category!r}, which the generator needs.")
        return found[0].id

    def all(self, category: str) -> List[str]:
        return [e.id for e in self.home.by_category(category)]

    def now_s(self) -> int:
        """The current simulated second of the day (while the day runs)."""
        return self.state.today[1].now_s

    def here(self, who: str) -> str:
        return self.world.get(who, "location")


def act(verb: str, actor: str, *objects: str, **kw: Any) -> Do:
    return Do(Action(verb, actor, tuple(objects), **kw))


def go(ctx: Ctx, who: str, room: str) -> Block:
    """Walk (a person) or navigate (the robot) into ``room``; the robot then looks around."""
    if ctx.here(who) == OUTSIDE and who != ctx.robot:
        return False
    if ctx.here(who) != room:
        outcome = yield act("navigate" if who == ctx.robot else "enter", who, room)
        if not outcome.ok:
            return False
        if who == ctx.robot:
            yield from look_around(ctx)
    return True


def look_around(ctx: Ctx, glances: int = 1) -> Block:
    """The robot observes what is new or changed in its room, and re-checks a few known things."""
    scanned = []
    for action in ctx.view.scan(ctx.world):
        scanned.append(action.objects[0])
        yield Do(action)
    candidates = [e for e in ctx.view.glance_candidates(ctx.world) if e not in scanned]
    for entity in ctx.rng.sample(candidates, min(glances, len(candidates))):
        yield act("observe", ctx.robot, entity)
    return True


def fetch(ctx: Ctx, who: str, obj: str) -> Block:
    """Go to an object, open what hides it, pick it up, close again."""
    world = ctx.world
    if world.get(obj, "held_by") == who:
        return True
    if world.get(obj, "held_by"):
        return False
    if not (yield from go(ctx, who, world.room_of(obj))):
        return False
    blocker = world.blocked_by(obj)
    if blocker:
        if not (yield act("open", who, blocker)).ok:
            return False
    picked = (yield act("pick", who, obj)).ok
    if blocker and world.get(blocker, "state") == "open":
        yield act("close", who, blocker)
    return picked


def put(ctx: Ctx, who: str, obj: str, target: str, *, leave_open: bool = False) -> Block:
    """Carry a held object to ``target`` (furniture, device or room) and put it there."""
    world = ctx.world
    if world.get(obj, "held_by") != who:
        return False
    room = target if world.kind(target) is EntityKind.ROOM else world.room_of(target)
    if not (yield from go(ctx, who, room)):
        return False
    opened = ""
    if world.openable(target) and world.get(target, "state") != "open":
        if not (yield act("open", who, target)).ok:
            return False
        opened = target
    placed = (yield act("place", who, obj, target)).ok
    if opened and not leave_open:
        yield act("close", who, opened)
    return placed


def move(ctx: Ctx, who: str, obj: str, target: str) -> Block:
    """Fetch an object and put it on ``target`` (nothing to do when it is already there)."""
    if ctx.world.get(obj, "location") == target:
        return True
    if not (yield from fetch(ctx, who, obj)):
        return False
    return (yield from put(ctx, who, obj, target))


def say(ctx: Ctx, who: str, words: str, *, to: str = "", claims: Sequence[FactSpec] = (),
        extras: Sequence[Tuple[str, Any]] = ()) -> Block:
    outcome = yield Do(Action("say", who, (), utterance=words, addressee=to, claims=tuple(claims), extras=tuple(extras)))
    return outcome.ok


def pause(minutes_low: int, minutes_high: int, rng: random.Random) -> Wait:
    return Wait(rng.randint(minutes_low * 60, minutes_high * 60))


def robot_find(ctx: Ctx, obj: str) -> Block:
    """Search for an object: where the robot last knew it to be first, then the other rooms."""
    world, view = ctx.world, ctx.view
    rooms = ctx.home.rooms()
    known = view.value(obj, "location")
    order: List[str] = []
    if known is not None and known.value in {e.id for e in ctx.home.entities}:
        order.append(world.room_of(known.value) if world.kind(known.value) is not EntityKind.ROBOT else ctx.here(ctx.robot))
    rest = [r for r in rooms if r not in order]
    ctx.rng.shuffle(rest)
    for room in order + rest:
        if world.get(obj, "held_by") and world.get(obj, "held_by") != ctx.robot:
            return False
        if not (yield from go(ctx, ctx.robot, room)):
            continue
        if world.room_of(obj) == room:
            blocker = world.blocked_by(obj)
            if blocker:
                yield act("open", ctx.robot, blocker)
                yield from look_around(ctx, glances=0)
            return True
    return False


def robot_bring(ctx: Ctx, obj: str, target: str) -> Block:
    """Find an object, pick it up and put it on ``target`` (opening and closing containers)."""
    if not (yield from robot_find(ctx, obj)):
        return False
    world = ctx.world
    blocker = world.blocked_by(obj)
    if blocker:
        yield act("open", ctx.robot, blocker)
    picked = (yield act("pick", ctx.robot, obj)).ok
    for container in (blocker, world.get(obj, "location")):
        if container and world.kind(container) is EntityKind.FURNITURE and world.openable(container) \
                and world.get(container, "state") == "open" and world.room_of(container) == ctx.here(ctx.robot):
            yield act("close", ctx.robot, container)
    if not picked:
        return False
    return (yield from put(ctx, ctx.robot, obj, target))

"""The robot's own episodes: patrols, tidying, unloading the dishwasher, keeping promised settings,
and carrying out what it was asked (fetching things, reminding people)."""
from __future__ import annotations

from typing import Optional

from ..sim.home import OUTSIDE
from .actors import Ctx, act, fetch, go, look_around, put, robot_bring, say
from .commitments import Commitment
from .steps import Episode, Wait

MUG_SPOTS = ("table", "coffee_table", "counter")


def patrol(ctx: Ctx) -> Episode:
    """Go to a room (often one with people), look around, maybe tidy or fix a setting, stay a while."""
    rooms = ctx.home.rooms()
    occupied = sorted({ctx.world.get(p.id, "location") for p in ctx.home.people} - {OUTSIDE})
    room = ctx.rng.choice(occupied) if occupied and ctx.rng.random() < 0.75 else ctx.rng.choice(rooms)
    if ctx.here(ctx.robot) == room:
        yield from look_around(ctx, glances=1)
    else:
        yield from go(ctx, ctx.robot, room)
    yield from keep_settings(ctx)
    if ctx.rng.random() < 0.25:
        yield from tidy_one_mug(ctx, room)
    yield Wait(ctx.rng.randint(4 * 60, 12 * 60))


def keep_settings(ctx: Ctx) -> Episode:
    """If a standing request pins a device setting and the robot sees it differs, set it back and say so."""
    room = ctx.world.get(ctx.robot, "location")
    for item in ctx.state.standing_settings(ctx.day, ctx.now_s()):
        entity, attribute, value = item.goal[0]
        known = ctx.view.value(entity, attribute)
        if ctx.world.room_of(entity) != room or known is None or known.value == value:
            continue
        wrong = known.value
        outcome = yield act("set", ctx.robot, entity, setting=attribute.split(":", 1)[1], value=value,
                            extras=(("fulfils", item.id),))
        if outcome.ok:
            item.fulfilled_by.append(outcome.event.id)
            phrase = ctx.world.namer.the(entity)
            yield from say(ctx, ctx.robot, f"I changed the {attribute.split(':', 1)[1]} of {phrase} from {wrong} back to {value}, "
                                           f"as {ctx.world.namer.person(item.requester)} asked.",
                           extras=(("fulfils", item.id),))


def tidy_one_mug(ctx: Ctx, room: str) -> Episode:
    """Take one mug the robot knows is left on a table or counter in this room to the dishwasher."""
    dishwasher = ctx.first("dishwasher")
    for mug in ctx.all("mug"):
        known = ctx.view.value(mug, "location")
        if known is None or known.value not in ctx.world.entities() or ctx.world.kind(known.value).value != "furniture":
            continue
        if ctx.world.spec(known.value).category in MUG_SPOTS and ctx.world.room_of(known.value) == room \
                and ctx.world.get(mug, "location") == known.value:
            if (yield from fetch(ctx, ctx.robot, mug)):
                yield from put(ctx, ctx.robot, mug, dishwasher)
            return


def unload_dishwasher(ctx: Ctx) -> Episode:
    """Morning chore: mugs from the dishwasher back into the cupboard."""
    dishwasher, cupboard = ctx.first("dishwasher"), ctx.first("cupboard")
    yield from go(ctx, ctx.robot, ctx.world.room_of(dishwasher))
    if ctx.world.get(dishwasher, "state") != "open":
        yield act("open", ctx.robot, dishwasher)
    yield from look_around(ctx, glances=0)
    for mug in [m for m in ctx.all("mug") if ctx.world.get(m, "location") == dishwasher]:
        if (yield act("pick", ctx.robot, mug)).ok:
            yield from put(ctx, ctx.robot, mug, cupboard)
    if ctx.world.get(dishwasher, "state") == "open":
        yield act("close", ctx.robot, dishwasher)


def evening_tidy(ctx: Ctx) -> Episode:
    """Evening chore: every mug the robot believes is out on a table goes to the dishwasher."""
    for mug in ctx.all("mug"):
        known = ctx.view.value(mug, "location")
        if known is None or known.value not in ctx.world.entities() or ctx.world.kind(known.value).value != "furniture":
            continue
        if ctx.world.spec(known.value).category in MUG_SPOTS:
            if (yield from robot_bring(ctx, mug, ctx.first("dishwasher"))):
                continue


def fulfil_request(ctx: Ctx, item: Commitment) -> Episode:
    """Carry out a fetch request (its goal is an object location); report the result."""
    if item.status != "open":
        return
    obj, _attr, target = item.goal[0]
    done = yield from robot_bring(ctx, obj, target)
    person = ctx.world.namer.person(item.requester)
    if done:
        item.status = "fulfilled"
        words = f"{person}, I brought {ctx.world.namer.the(obj)} {ctx.world.namer.to(target)}."
    else:
        words = f"{person}, I could not find {ctx.world.namer.the(obj)}."
    outcome = yield act("say", ctx.robot, utterance=words, addressee=item.requester, extras=(("fulfils", item.id),))
    if outcome.ok and done:
        item.fulfilled_by.append(outcome.event.id)


def remind(ctx: Ctx, item: Commitment, words: str, person: Optional[str] = None) -> Episode:
    """Go to the person (or the room with most people) and say the reminder."""
    if item.status == "cancelled":
        return
    target = person or item.beneficiary
    if target:
        room = ctx.world.get(target, "location")
        if room == OUTSIDE:
            return
    else:
        rooms = [ctx.world.get(p.id, "location") for p in ctx.home.people]
        rooms = [r for r in rooms if r != OUTSIDE]
        if not rooms:
            return
        room = max(sorted(set(rooms)), key=rooms.count)
    yield from go(ctx, ctx.robot, room)
    outcome = yield act("say", ctx.robot, utterance=words, addressee=target, extras=(("fulfils", item.id),))
    if outcome.ok:
        item.fulfilled_by.append(outcome.event.id)
        if not item.recurrence:
            item.status = "fulfilled"

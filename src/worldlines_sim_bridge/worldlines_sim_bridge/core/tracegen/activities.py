"""Everyday activities people repeat (their routines): each one an episode over the executor.

Choices inside an activity reveal preferences (the mug a person takes, the TV channel, the
thermostat value, the coffee strength), and some runs leave things out of place on purpose:
that is where most of the home's untracked moves come from.
"""
from __future__ import annotations

from typing import Callable, Dict, List

from .actors import Ctx, act, fetch, go, move, pause, put
from .steps import Episode, Wait

TABLE_CATEGORIES = ("table", "coffee_table")


def choose_mug(ctx: Ctx, who: str) -> str:
    """The person's preferred mug most of the time, another free mug otherwise."""
    mugs = [m for m in ctx.all("mug") if not ctx.world.get(m, "held_by")]
    favourite = ctx.state.preference(who, "mug")
    if favourite in mugs and ctx.rng.random() < 0.85:
        return favourite
    others = [m for m in mugs if m != favourite] or mugs
    return ctx.rng.choice(others) if others else ""


def _hot_drink(ctx: Ctx, who: str, device_category: str) -> Episode:
    device = ctx.first(device_category)
    beside = ctx.world.get(device, "location")  # the counter the machine stands on (or its room)
    mug = choose_mug(ctx, who)
    if not mug or not (yield from fetch(ctx, who, mug)):
        return
    if not (yield from put(ctx, who, mug, beside)):
        return
    strength = ctx.state.preference(who, "strength")
    if device_category == "coffee_machine" and strength and ctx.world.get(device, "setting:strength") not in ("", strength):
        yield act("set", who, device, setting="strength", value=strength)
    if ctx.world.get(device, "state") != "on":
        yield act("toggle", who, device)
    yield pause(2, 4, ctx.rng)
    if ctx.world.get(device, "state") == "on":
        yield act("toggle", who, device)
    if (yield from fetch(ctx, who, mug)):
        tables = [t for c in TABLE_CATEGORIES for t in ctx.all(c)]
        yield from put(ctx, who, mug, ctx.rng.choice(tables))


def make_coffee(ctx: Ctx, who: str) -> Episode:
    yield from _hot_drink(ctx, who, "coffee_machine")


def make_tea(ctx: Ctx, who: str) -> Episode:
    yield from _hot_drink(ctx, who, "kettle")


def take_medicine(ctx: Ctx, who: str) -> Episode:
    medicine = ctx.first("medicine")
    home_place = ctx.home.entity(medicine).location
    if not (yield from fetch(ctx, who, medicine)):
        return
    yield from go(ctx, who, ctx.world.room_of(ctx.first("fridge")))
    yield Wait(60)
    target = home_place if ctx.rng.random() < 0.85 else ctx.rng.choice(ctx.all("table"))
    yield from put(ctx, who, medicine, target)


def watch_tv(ctx: Ctx, who: str) -> Episode:
    remote, tv = ctx.first("remote"), ctx.first("tv")
    if not (yield from fetch(ctx, who, remote)):
        yield from go(ctx, who, ctx.world.room_of(tv))
    else:
        yield from go(ctx, who, ctx.world.room_of(tv))
    if ctx.world.get(tv, "state") != "on":
        yield act("toggle", who, tv)
    channel = ctx.state.preference(who, "channel")
    if channel and ctx.world.get(tv, "setting:channel") != channel:
        yield act("set", who, tv, setting="channel", value=channel)
    if ctx.world.get(remote, "held_by") == who:
        seats = ctx.all("sofa") + ctx.all("coffee_table") + ctx.all("armchair")
        yield from put(ctx, who, remote, ctx.rng.choice(seats))
    yield pause(25, 70, ctx.rng)
    if ctx.world.get(tv, "state") == "on" and ctx.world.get(who, "location") == ctx.world.room_of(tv):
        yield act("toggle", who, tv)


def work_laptop(ctx: Ctx, who: str) -> Episode:
    mine = [l for l in ctx.all("laptop") if ctx.home.entity(l).owner == who] or ctx.all("laptop")[:1]
    laptop = mine[0]
    desks = ctx.all("desk")
    desk = desks[0] if ctx.rng.random() < 0.7 else ctx.rng.choice(desks)
    if not (yield from move(ctx, who, laptop, desk)) or not (yield from go(ctx, who, ctx.world.room_of(desk))):
        return
    yield pause(40, 90, ctx.rng)
    if ctx.rng.random() < 0.35 and (yield from fetch(ctx, who, laptop)):
        yield from put(ctx, who, laptop, ctx.rng.choice(ctx.all("sofa") + ctx.all("table") + ctx.all("bed")))


def water_plants(ctx: Ctx, who: str) -> Episode:
    can, plant = ctx.first("watering_can"), ctx.first("plant")
    home_place = ctx.home.entity(can).location
    if not (yield from fetch(ctx, who, can)):
        return
    yield from put(ctx, who, can, ctx.world.get(plant, "location"))
    yield pause(2, 5, ctx.rng)
    if (yield from fetch(ctx, who, can)):
        yield from put(ctx, who, can, home_place if ctx.rng.random() < 0.8 else ctx.world.room_of(plant))


def read_book(ctx: Ctx, who: str) -> Episode:
    books = [b for b in ctx.all("book") if ctx.home.entity(b).owner == who] or ctx.all("book")
    book = books[0]
    if not (yield from fetch(ctx, who, book)):
        return
    spot = ctx.rng.choice(ctx.all("coffee_table") + ctx.all("sofa") + ctx.all("nightstand"))
    yield from put(ctx, who, book, spot)
    yield pause(30, 60, ctx.rng)
    if ctx.rng.random() < 0.5 and (yield from fetch(ctx, who, book)):
        yield from put(ctx, who, book, ctx.home.entity(book).location)


def homework(ctx: Ctx, who: str) -> Episode:
    notebook = ctx.first("notebook")
    home_place = ctx.home.entity(notebook).location
    if not (yield from fetch(ctx, who, notebook)):
        return
    yield from put(ctx, who, notebook, ctx.rng.choice(ctx.all("table")))
    yield pause(30, 50, ctx.rng)
    if ctx.rng.random() < 0.7 and (yield from fetch(ctx, who, notebook)):
        yield from put(ctx, who, notebook, home_place)


ACTIVITIES: Dict[str, Callable[[Ctx, str], Episode]] = {
    "make_coffee": make_coffee, "make_tea": make_tea, "take_medicine": take_medicine, "watch_tv": watch_tv,
    "work_laptop": work_laptop, "water_plants": water_plants, "read_book": read_book, "homework": homework,
}
ACTIVITY_PHRASES: Dict[str, str] = {
    "make_coffee": "make coffee", "make_tea": "make tea", "take_medicine": "take the medicine",
    "watch_tv": "watch TV", "work_laptop": "work on the laptop", "water_plants": "water the plants",
    "read_book": "read a book", "homework": "do homework",
}


def activity_names() -> List[str]:
    return sorted(ACTIVITIES)

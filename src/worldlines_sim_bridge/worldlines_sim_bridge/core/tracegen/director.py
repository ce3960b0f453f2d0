"""The director: plans each simulated day (who is home, routines, projects, background life, the
robot's rounds) and runs it through the scheduler and the deterministic executor.

Randomness comes from ``random.Random`` streams seeded with text built from the run's seed and
the day, so the same config always gives the same trace, byte for byte.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, List, Optional

from obsmem_ros import Event

from ..sim.clock import clock_to_s, day_start_ns, weekday_name
from ..sim.home import OUTSIDE, Home
from ..sim.perception import RobotView
from ..sim.world import SimWorld
from . import projects
from .activities import ACTIVITIES
from .actors import Ctx, act, fetch, go, move, pause, put
from .config import GeneratorConfig
from .llm_actor import LLMActor, llm_session
from .robot import evening_tidy, patrol, unload_dishwasher
from .scheduler import Scheduler
from .state import DirectorState
from .steps import Episode
from .talk import report_location, state_preference, change_drink

PORTABLE = ("keys", "remote", "glasses", "book", "mug", "laptop", "fruit", "notebook", "medicine")
KEY_SPOTS = ("hook", "drawer", "bowl", "counter", "table")
WRONG_REPORT_RATE = 0.25


@dataclass
class Trace:
    """A generated trace: events in time order, the world after them, and what drove them."""

    config: GeneratorConfig
    home: Home
    events: List[Event]
    world: SimWorld
    state: DirectorState


def generate_trace(config: GeneratorConfig, progress: Optional[Callable[[int], None]] = None) -> Trace:
    """Simulate ``config.days`` days of the home; ``progress(day)`` is called after each day."""
    home = Home.load(config.home).with_people(config.people)
    world = SimWorld.from_home(home)
    view = RobotView(home.robot_id)
    state = DirectorState(home, config.days)
    events: List[Event] = []

    def emit(event: Event) -> None:
        events.append(event)
        view.update(event)

    drink_change_day = max(2, config.days // 2)
    for day in range(1, config.days + 1):
        ctx = Ctx(world=world, view=view, rng=random.Random(f"worldlines:{config.seed}:day:{day}"), day=day,
                  home=home, state=state)
        sched = Scheduler(world, day, day_start_ns(home.start_date, day), emit)
        _plan_day(ctx, sched, config, drink_change_day)
        state.today = (day, sched, ctx)
        sched.run()
        state.today = None
        if progress is not None:
            progress(day)
    return Trace(config=config, home=home, events=events, world=world, state=state)


def _plan_day(ctx: Ctx, sched: Scheduler, config: GeneratorConfig, drink_change_day: int) -> None:
    weekday = weekday_name(ctx.home.start_date, ctx.day)
    busy = _plan_presence(ctx, sched, weekday)
    _plan_routines(ctx, sched, weekday, busy)
    _plan_robot(ctx, sched, config)
    projects.plan(ctx, sched, weekday)
    _plan_background(ctx, sched, config, busy)
    if config.llm is not None:
        actor = LLMActor(config.llm)
        for _ in range(config.llm.sessions_per_day):
            who = ctx.rng.choice([p.id for p in ctx.home.people])
            second = ctx.rng.randint(clock_to_s("08:00"), clock_to_s("21:00"))
            sched.add(who, second, "llm session", lambda who=who: llm_session(ctx, actor, who))
    for actor_id, second, label, maker in ctx.state.agenda.pop(ctx.day, []):
        sched.add(actor_id, second, label, lambda maker=maker: maker(ctx))
    if ctx.day == drink_change_day and ctx.rng.random() < 0.7:
        switchers = [p.id for p in ctx.home.people if ctx.state.preference(p.id, "drink") in ("tea", "coffee")]
        if switchers:
            who = switchers[-1]
            new = "coffee" if ctx.state.preference(who, "drink") == "tea" else "tea"
            sched.add(who, clock_to_s("19:00"), "preference", lambda: change_drink(ctx, who, new))


def _plan_presence(ctx: Ctx, sched: Scheduler, weekday: str) -> dict:
    """Leaving for work or school and coming home; returns each person's away window (seconds)."""
    away = {}
    for person in ctx.home.people:
        window = person.away_window(weekday)
        if window:
            leave = window[0] + ctx.rng.randint(-600, 600)
            back = window[1] + ctx.rng.randint(-900, 900)
            away[person.id] = (leave, back)
            sched.add(person.id, leave - 120, "leaving", lambda p=person.id: _leave(ctx, p))
            sched.add(person.id, back, "coming home", lambda p=person.id: _come_home(ctx, p))
        sched.add(person.id, clock_to_s("22:15") + ctx.rng.randint(0, 1500), "bedtime",
                  lambda p=person.id: go(ctx, p, ctx.world.room_of(ctx.first("bed"))))
    return away


def _entrance(ctx: Ctx) -> str:
    return ctx.world.room_of(ctx.first("drawer"))


def _leave(ctx: Ctx, who: str) -> Episode:
    if ctx.here(who) == OUTSIDE:
        return
    for obj in ctx.world.held_by(who):
        yield from put(ctx, who, obj, ctx.first("table"))
    keys = [k for k in ctx.all("keys") if ctx.home.entity(k).owner == who]
    if keys and ctx.rng.random() < 0.9:
        yield from fetch(ctx, who, keys[0])
    yield from go(ctx, who, _entrance(ctx))
    yield act("leave", who)


def _come_home(ctx: Ctx, who: str) -> Episode:
    if ctx.here(who) != OUTSIDE:
        return
    yield act("enter", who, _entrance(ctx))
    for obj in ctx.world.held_by(who):
        spots = [e for c in KEY_SPOTS for e in ctx.all(c)]
        home_place = ctx.home.entity(obj).location
        target = home_place if ctx.rng.random() < 0.55 else ctx.rng.choice(spots)
        yield from put(ctx, who, obj, target)
    yield from go(ctx, who, ctx.rng.choice(ctx.home.rooms()))


def _free(busy: dict, who: str, second: int, margin: int = 1800) -> bool:
    window = busy.get(who)
    return window is None or not (window[0] - margin <= second <= window[1] + 300)


def _plan_routines(ctx: Ctx, sched: Scheduler, weekday: str, busy: dict) -> None:
    """Each person's habits for the day, with jitter and anomalies (skipped or much later)."""
    for person in ctx.home.people:
        for routine in person.routines:
            if weekday not in routine.days:
                continue
            roll = ctx.rng.random()
            if roll < 0.08:
                continue
            second = routine.time_s + ctx.rng.randint(-480, 480)
            if roll < 0.15:
                second = routine.time_s + ctx.rng.randint(90, 150) * 60
            if not _free(busy, person.id, second):
                continue
            activity = _drink_swap(ctx, person.id, routine.activity)
            sched.add(person.id, second, activity,
                      lambda p=person.id, a=activity: ACTIVITIES[a](ctx, p))


def _drink_swap(ctx: Ctx, who: str, activity: str) -> str:
    drink = ctx.state.preference(who, "drink")
    if activity == "make_tea" and drink == "coffee":
        return "make_coffee"
    if activity == "make_coffee" and drink == "tea":
        return "make_tea"
    return activity


def _plan_robot(ctx: Ctx, sched: Scheduler, config: GeneratorConfig) -> None:
    sched.add(ctx.robot, clock_to_s("06:05"), "unload dishwasher", lambda: unload_dishwasher(ctx))
    rounds = max(6, config.events_per_day // 6)
    for second in sorted(ctx.rng.randint(clock_to_s("06:20"), clock_to_s("22:40")) for _ in range(rounds)):
        sched.add(ctx.robot, second, "patrol", lambda: patrol(ctx))
    sched.add(ctx.robot, clock_to_s("21:40"), "evening tidy", lambda: evening_tidy(ctx))


def _plan_background(ctx: Ctx, sched: Scheduler, config: GeneratorConfig, busy: dict) -> None:
    """Untracked life: things moved around, people wandering, reports and stated preferences."""
    people = [p.id for p in ctx.home.people]
    per_kind = max(1, config.events_per_day // 10)
    for _ in range(per_kind):
        who, second = ctx.rng.choice(people), ctx.rng.randint(clock_to_s("06:30"), clock_to_s("22:00"))
        if _free(busy, who, second):
            obj = ctx.rng.choice([e.id for e in ctx.home.entities if e.category in PORTABLE])
            target = ctx.rng.choice(_surfaces(ctx))
            sched.add(who, second, "", lambda w=who, o=obj, t=target: _tidy_move(ctx, w, o, t))
    for _ in range(per_kind):
        who, second = ctx.rng.choice(people), ctx.rng.randint(clock_to_s("06:30"), clock_to_s("22:00"))
        if _free(busy, who, second):
            room = ctx.rng.choice(ctx.home.rooms())
            sched.add(who, second, "", lambda w=who, r=room: _wander(ctx, w, r))
    for _ in range(max(1, config.events_per_day // 80)):
        who, second = ctx.rng.choice(people), ctx.rng.randint(clock_to_s("07:00"), clock_to_s("21:30"))
        obj = ctx.rng.choice([e.id for e in ctx.home.entities if e.category in PORTABLE])
        sched.add(who, second, "", lambda w=who, o=obj: report_location(ctx, w, o, wrong_rate=WRONG_REPORT_RATE))
    if ctx.rng.random() < 0.35:
        who = ctx.rng.choice(people)
        topic = ctx.rng.choice(("drink", "mug", "thermostat", "channel", "strength"))
        sched.add(who, ctx.rng.randint(clock_to_s("07:00"), clock_to_s("21:00")), "", lambda: state_preference(ctx, who, topic))
    if ctx.rng.random() < 0.5:
        who = ctx.rng.choice(people)
        sched.add(who, ctx.rng.randint(clock_to_s("17:00"), clock_to_s("21:00")), "", lambda: _thermostat(ctx, who))


def _surfaces(ctx: Ctx) -> List[str]:
    from .talk import SURFACES
    return [e.id for e in ctx.home.entities if e.category in SURFACES]


def _tidy_move(ctx: Ctx, who: str, obj: str, target: str) -> Episode:
    if ctx.here(who) == OUTSIDE:
        return
    yield from move(ctx, who, obj, target)


def _wander(ctx: Ctx, who: str, room: str) -> Episode:
    if ctx.here(who) == OUTSIDE:
        return
    yield from go(ctx, who, room)
    yield pause(5, 20, ctx.rng)


def _thermostat(ctx: Ctx, who: str) -> Episode:
    thermostat = ctx.first("thermostat")
    value = ctx.state.preference(who, "thermostat")
    if not value or ctx.here(who) == OUTSIDE or ctx.world.get(thermostat, "setting:temperature") == value:
        return
    if (yield from go(ctx, who, ctx.world.room_of(thermostat))):
        yield act("set", who, thermostat, setting="temperature", value=value)

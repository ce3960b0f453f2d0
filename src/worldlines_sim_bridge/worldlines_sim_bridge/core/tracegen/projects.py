"""Household projects: multi-day storylines with beats (established, interrupted, recovered, completed).

- coffee timer: a standing request pins the weekend timer; someone sets it wrong (04:00) on a
  Friday and may even report it as right; the robot notices on a look and corrects it to 07:00.
- reminders: a daily medicine reminder (later cancelled, sometimes) and a weekday homework one.
- movie night: announced midweek, sometimes moved to Sunday, reminded, held, cleaned up.
- groceries: fruit bought on Thursdays, the robot asked to put it in the fridge, back to the bowl later.
- laundry: towels washed on Tuesdays and Saturdays with a promise to put them back after dinner.
- errands: people ask the robot to bring things now, at a time, after dinner or tomorrow; some cancel.
- appointments: visitors scheduled for a weekday and time.
"""
from __future__ import annotations

from obsmem_ros import FactSpec

from ..sim.clock import DAY_S, NS_PER_S, clock_to_s, day_start_ns, s_to_clock, weekday_name
from .actors import Ctx, act, fetch, go, move, put, say
from .commitments import CommitmentType
from .robot import fulfil_request, remind
from .scheduler import Scheduler
from .steps import Episode, Wait
from .talk import announce, object_phrase

WEEKEND_TIMER, WEEKDAY_TIMER, WRONG_TIMER = "07:00", "06:30", "04:00"
DAY_NAMES = {"mon": "Monday", "tue": "Tuesday", "wed": "Wednesday", "thu": "Thursday", "fri": "Friday",
             "sat": "Saturday", "sun": "Sunday"}


def _due(ctx: Ctx, day: int, clock: str) -> int:
    return day_start_ns(ctx.home.start_date, day) + clock_to_s(clock) * NS_PER_S


def _people_with(ctx: Ctx, activity: str) -> list:
    return [p.id for p in ctx.home.people if any(r.activity == activity for r in p.routines)]


def _adult(ctx: Ctx, index: int = 0) -> str:
    return ctx.home.people[index % len(ctx.home.people)].id


def plan(ctx: Ctx, sched: Scheduler, weekday: str) -> None:
    """Add the project beats of ``ctx.day`` to the scheduler (and future beats to the agenda)."""
    _coffee_timer(ctx, sched, weekday)
    _reminders_setup(ctx, sched)
    _movie_night(ctx, sched, weekday)
    _groceries(ctx, sched, weekday)
    _laundry(ctx, sched, weekday)
    _errand(ctx, sched)
    _appointment(ctx, sched, weekday)
    _due_reminders(ctx, sched, weekday)


# --- coffee timer -----------------------------------------------------------------------------


def _coffee_timer(ctx: Ctx, sched: Scheduler, weekday: str) -> None:
    drinkers = [p.id for p in ctx.home.people if ctx.state.preference(p.id, "drink") == "coffee"] or [_adult(ctx)]
    owner = drinkers[0]
    machine = ctx.first("coffee_machine")
    if ctx.day == 1:
        sched.add(owner, clock_to_s("19:40"), "coffee timer", lambda: _pin_timer(ctx, owner, machine))
    if weekday == "fri":
        mistake = ctx.rng.random() < 0.65
        value = WRONG_TIMER if mistake else WEEKEND_TIMER
        lie = mistake and ctx.rng.random() < 0.5
        sched.add(owner, clock_to_s("21:00") + ctx.rng.randint(0, 1200), "coffee timer",
                  lambda: _set_timer(ctx, owner, machine, value, lie))
    if weekday == "sun":
        sched.add(owner, clock_to_s("21:20") + ctx.rng.randint(0, 900), "coffee timer",
                  lambda: _set_timer(ctx, owner, machine, WEEKDAY_TIMER, False))


def _pin_timer(ctx: Ctx, who: str, machine: str) -> Episode:
    item = ctx.state.book.new(type=CommitmentType.REQUEST, requester=who, owner=ctx.robot,
                              task=f"keep the timer of {ctx.world.namer.the(machine)} at {WEEKEND_TIMER} at weekends",
                              due_ns=_due(ctx, ctx.day, "21:00"), due_text="every weekend", recurrence="weekend",
                              goal=((machine, "setting:timer", WEEKEND_TIMER),))
    words = f"Please make sure the {ctx.world.namer.bare(machine)} timer is set to {WEEKEND_TIMER} every weekend."
    yield from announce(ctx, who, words, item)


def _set_timer(ctx: Ctx, who: str, machine: str, value: str, lie: bool) -> Episode:
    if not (yield from go(ctx, who, ctx.world.room_of(machine))):
        return
    yield act("set", who, machine, setting="timer", value=value)
    if lie:
        yield Wait(ctx.rng.randint(120, 900))
        yield from say(ctx, who, f"I set the {ctx.world.namer.bare(machine)} timer to {WEEKEND_TIMER}.", to=ctx.robot,
                       claims=[FactSpec(machine, "setting:timer", WEEKEND_TIMER)])


# --- reminders ---------------------------------------------------------------------------------


def _reminders_setup(ctx: Ctx, sched: Scheduler) -> None:
    if ctx.day == 2:
        for who in _people_with(ctx, "take_medicine")[:1]:
            routine = next(r for p in ctx.home.people if p.id == who for r in p.routines if r.activity == "take_medicine")
            clock = s_to_clock(routine.time_s)
            sched.add(who, max(clock_to_s("18:30"), routine.time_s - 3 * 3600), "medicine reminder",
                      lambda who=who, clock=clock: _ask_reminder(ctx, who, who, "take the medicine", clock, "daily"))
        kids = _people_with(ctx, "homework")
        if kids:
            parent = _adult(ctx)
            sched.add(parent, clock_to_s("20:10"), "homework reminder",
                      lambda: _ask_reminder(ctx, parent, kids[0], "do the homework", "16:30", "weekdays"))
    if ctx.day == max(4, int(ctx.state.total_days * 0.6)) and ctx.rng.random() < 0.5:
        for item in ctx.state.book.open_items():
            if item.type is CommitmentType.REMINDER and item.recurrence == "daily":
                who = item.requester
                sched.add(who, clock_to_s("12:30"), "medicine reminder", lambda item=item, who=who: _cancel(ctx, who, item))
                break


def _ask_reminder(ctx: Ctx, who: str, whom: str, task: str, clock: str, recurrence: str) -> Episode:
    first_day = ctx.day if clock_to_s(clock) > clock_to_s("21:00") else ctx.day + 1
    item = ctx.state.book.new(type=CommitmentType.REMINDER, requester=who, owner=ctx.robot,
                              task=f"remind {ctx.world.namer.person(whom)} to {task}", beneficiary=whom,
                              due_ns=_due(ctx, first_day, clock), recurrence=recurrence,
                              due_text=f"at {clock} every {'day' if recurrence == 'daily' else 'weekday'}")
    whom_text = "me" if whom == who else ctx.world.namer.person(whom)
    task_text = task.replace("the ", "my " if whom == who else "the ", 1)
    words = f"Please remind {whom_text} to {task_text} at {clock} every {'day' if recurrence == 'daily' else 'weekday'}."
    yield from announce(ctx, who, words, item)


def _cancel(ctx: Ctx, who: str, item) -> Episode:
    item.status = "cancelled"
    yield from announce(ctx, who, "You can stop reminding me about my medicine now.", item, action="cancel")


def _due_reminders(ctx: Ctx, sched: Scheduler, weekday: str) -> None:
    """Recurring reminders of open commitments that fall on this day."""
    for item in ctx.state.book.open_items():
        if item.type is not CommitmentType.REMINDER or not item.recurrence:
            continue
        if item.due_ns >= day_start_ns(ctx.home.start_date, ctx.day + 1):
            continue
        if item.recurrence == "weekdays" and weekday in ("sat", "sun"):
            continue
        second = (item.due_ns // NS_PER_S) % DAY_S
        words = f"{ctx.world.namer.person(item.beneficiary)}, it is time to {item.task.split(' to ', 1)[1].replace('the ', 'your ', 1)}."
        sched.add(ctx.robot, second, "reminder", lambda item=item, words=words: remind(ctx, item, words))


# --- movie night -------------------------------------------------------------------------------


def _movie_night(ctx: Ctx, sched: Scheduler, weekday: str) -> None:
    if weekday != "wed" or ctx.day + 3 > ctx.state.total_days or ctx.rng.random() > 0.75:
        return
    host = _adult(ctx, ctx.day // 7)
    moved = ctx.rng.random() < 0.3
    sched.add(host, clock_to_s("19:15") + ctx.rng.randint(0, 1800), "movie night",
              lambda: _announce_movie(ctx, host, moved))


def _announce_movie(ctx: Ctx, host: str, moved: bool) -> Episode:
    saturday = ctx.day + 3
    event = ctx.state.book.new(type=CommitmentType.SCHEDULE, requester=host, owner="", task="movie night",
                               due_ns=_due(ctx, saturday, "20:00"), due_text="on Saturday at 20:00")
    reminder = ctx.state.book.new(type=CommitmentType.REMINDER, requester=host, owner=ctx.robot,
                                  task="remind everyone about movie night", due_ns=_due(ctx, saturday, "19:30"),
                                  due_text="on Saturday at 19:30")
    yield from announce(ctx, host, "Let's have movie night on Saturday at 20:00.", event)
    yield from announce(ctx, host, "Please remind everyone about movie night on Saturday at 19:30.", reminder)
    if moved:
        ctx.state.later(ctx.day + 2, host, clock_to_s("18:40"), "movie night",
                        lambda c, host=host: _move_movie(c, host, event, reminder))
    else:
        _book_movie(ctx, saturday, event, reminder)


def _move_movie(ctx: Ctx, host: str, event, reminder) -> Episode:
    event.status = reminder.status = "cancelled"
    sunday = ctx.day + 2
    new_event = ctx.state.book.new(type=CommitmentType.SCHEDULE, requester=host, owner="", task="movie night",
                                   due_ns=_due(ctx, sunday, "20:00"), due_text="on Sunday at 20:00", replaces=event.id)
    new_reminder = ctx.state.book.new(type=CommitmentType.REMINDER, requester=host, owner=ctx.robot,
                                      task="remind everyone about movie night", due_ns=_due(ctx, sunday, "19:30"),
                                      due_text="on Sunday at 19:30", replaces=reminder.id)
    yield from announce(ctx, host, "Movie night is moved to Sunday at 20:00.", new_event, action="reschedule")
    yield from announce(ctx, host, "Please remind everyone about movie night on Sunday at 19:30 instead.", new_reminder,
                        action="reschedule")
    _book_movie(ctx, sunday, new_event, new_reminder)


def _book_movie(ctx: Ctx, day: int, event, reminder) -> None:
    ctx.state.later(day, ctx.robot, clock_to_s("19:30"), "movie night",
                    lambda c: remind(c, reminder, "Movie night starts at 20:00 in the living room."))
    for index, person in enumerate(p.id for p in ctx.home.people):
        ctx.state.later(day, person, clock_to_s("19:55") + index * 40, "movie night",
                        lambda c, person=person, index=index: _watch_movie(c, person, index == 0, event))


def _watch_movie(ctx: Ctx, who: str, host: bool, event) -> Episode:
    tv = ctx.first("tv")
    room = ctx.world.room_of(tv)
    if not (yield from go(ctx, who, room)):
        return
    if host:
        snack = [b for b in ctx.all("bowl") if ctx.home.entity(b).kind.value == "object"]
        if snack:
            yield from move(ctx, who, snack[0], ctx.first("coffee_table"))
        yield from go(ctx, who, room)
        if ctx.world.get(tv, "state") != "on":
            yield act("toggle", who, tv)
        yield act("set", who, tv, setting="channel", value="films", extras=(("fulfils", event.id),))
        event.status = "fulfilled"
    yield Wait(ctx.rng.randint(95 * 60, 110 * 60))
    if host and ctx.world.get(tv, "state") == "on" and ctx.world.get(who, "location") == room:
        yield act("toggle", who, tv)


# --- groceries and laundry ---------------------------------------------------------------------


def _groceries(ctx: Ctx, sched: Scheduler, weekday: str) -> None:
    if weekday != "thu":
        return
    buyer = _adult(ctx, ctx.day // 7 + 1)
    fruit = ctx.rng.choice(ctx.all("fruit"))
    sched.add(buyer, clock_to_s("18:45") + ctx.rng.randint(0, 1500), "groceries", lambda: _bought(ctx, buyer, fruit))
    eater = _adult(ctx, ctx.day)
    ctx.state.later(ctx.day + 1, eater, clock_to_s("16:00") + ctx.rng.randint(0, 7200), "groceries",
                    lambda c: move(c, eater, fruit, c.first("bowl") if c.home.entity(c.first("bowl")).kind.value == "furniture" else c.first("table")))


def _bought(ctx: Ctx, who: str, fruit: str) -> Episode:
    fridge = ctx.first("fridge")
    name = ctx.world.spec(fruit).name
    item = ctx.state.book.new(type=CommitmentType.REQUEST, requester=who, owner=ctx.robot,
                              task=f"put the {name} in the fridge", due_ns=_due(ctx, ctx.day, "00:00") + (ctx.now_s() + 300) * NS_PER_S,
                              due_text="now", goal=((fruit, "location", fridge),))
    yield from announce(ctx, who, f"I bought fresh {name}. Please put the {name} in the fridge.", item)
    ctx.state.later(ctx.day, ctx.robot, ctx.now_s() + 300, "errand",
                    lambda c: fulfil_request(c, item))


def _laundry(ctx: Ctx, sched: Scheduler, weekday: str) -> None:
    if weekday not in ("tue", "sat"):
        return
    who = _adult(ctx, ctx.day + 1)
    sched.add(who, clock_to_s("18:50") + ctx.rng.randint(0, 900), "laundry", lambda: _wash(ctx, who))


def _wash(ctx: Ctx, who: str) -> Episode:
    towels, washer, basket = ctx.first("laundry"), ctx.first("washing_machine"), ctx.first("laundry_basket")
    if not (yield from move(ctx, who, towels, washer)):
        return
    yield act("set", who, washer, setting="program", value=ctx.rng.choice(("cotton", "quick", "eco")))
    yield act("toggle", who, washer)
    item = ctx.state.book.new(type=CommitmentType.PROMISE, requester=who, owner=who,
                              task=f"put the towels back in the {ctx.world.namer.bare(basket)}",
                              due_ns=_due(ctx, ctx.day, "20:30"), due_text="after dinner", goal=((towels, "location", basket),))
    yield from announce(ctx, who, f"I will put the towels back in the {ctx.world.namer.bare(basket)} after dinner.", item)
    yield Wait(ctx.rng.randint(50 * 60, 70 * 60))
    if ctx.world.get(washer, "state") == "on":
        yield from go(ctx, who, ctx.world.room_of(washer))
        yield act("toggle", who, washer)
    if ctx.rng.random() < 0.65:
        yield Wait(ctx.rng.randint(10 * 60, 40 * 60))
        if (yield from fetch(ctx, who, towels)):
            done = yield from put(ctx, who, towels, basket)
            if done:
                item.status = "fulfilled"


# --- errands and appointments -------------------------------------------------------------------

ERRAND_OBJECTS = ("laptop", "glasses", "book", "keys", "medicine", "remote")
ERRAND_TARGETS = ("desk", "nightstand", "coffee_table", "table", "sofa")


def _errand(ctx: Ctx, sched: Scheduler) -> None:
    if ctx.rng.random() > 0.7 or ctx.day >= ctx.state.total_days:
        return
    who = ctx.rng.choice([p.id for p in ctx.home.people])
    objects = [e for c in ERRAND_OBJECTS for e in ctx.all(c) if ctx.home.entity(e).owner in ("", who)]
    obj = ctx.rng.choice(objects)
    target = ctx.rng.choice([e for c in ERRAND_TARGETS for e in ctx.all(c)])
    when = ctx.rng.choice(("now", "at", "after dinner", "tomorrow"))
    cancel = ctx.rng.random() < 0.15
    sched.add(who, clock_to_s("07:00") + ctx.rng.randint(0, 11 * 3600), "errand",
              lambda: _ask_errand(ctx, who, obj, target, when, cancel))


def _ask_errand(ctx: Ctx, who: str, obj: str, target: str, when: str, cancel: bool) -> Episode:
    now_s = ctx.now_s()
    day, second = ctx.day, now_s + 300
    at = min(now_s + ctx.rng.randint(2, 5) * 1800, clock_to_s("22:00"))
    at -= at % 900
    if when == "at" and at > now_s + 600:
        second, text = at, f"at {s_to_clock(at)}"
    elif when == "after dinner":
        second, text = max(clock_to_s("20:00"), now_s + 600), "after dinner"
    elif when == "tomorrow":
        day, second = ctx.day + 1, clock_to_s(ctx.rng.choice(("07:30", "08:00", "09:30", "18:30")))
        text = f"tomorrow at {s_to_clock(second)}"
    else:
        text = "now"
    phrase = object_phrase(ctx, who, obj)
    item = ctx.state.book.new(type=CommitmentType.REQUEST, requester=who, owner=ctx.robot,
                              task=f"bring {ctx.world.namer.the(obj)} {ctx.world.namer.to(target)}",
                              due_ns=day_start_ns(ctx.home.start_date, day) + second * NS_PER_S, due_text=text,
                              goal=((obj, "location", target),))
    suffix = "" if text == "now" else f" {text}"
    yield from announce(ctx, who, f"Please bring {phrase} {ctx.world.namer.to(target)}{suffix}.", item)
    if cancel:
        ctx.state.later(day, who, max(second - 1200, now_s + 120), "errand", lambda c: _cancel_errand(c, who, item, phrase))
    ctx.state.later(day, ctx.robot, second, "errand", lambda c: fulfil_request(c, item))


def _cancel_errand(ctx: Ctx, who: str, item, phrase: str) -> Episode:
    if item.status != "open":
        return
    item.status = "cancelled"
    yield from announce(ctx, who, f"Never mind, I will get {phrase} myself.", item, action="cancel")


VISITORS = ("the plumber", "the piano teacher", "Grandma", "the window cleaner", "the electrician")


def _appointment(ctx: Ctx, sched: Scheduler, weekday: str) -> None:
    if ctx.rng.random() > 0.2 or ctx.day + 2 > ctx.state.total_days:
        return
    who = _adult(ctx, ctx.day)
    visitor = ctx.rng.choice(VISITORS)
    ahead = ctx.rng.randint(2, 5)
    clock = ctx.rng.choice(("09:00", "10:00", "11:30", "14:00", "16:30"))
    sched.add(who, clock_to_s("08:00") + ctx.rng.randint(0, 12 * 3600), "appointment",
              lambda: _book_visit(ctx, who, visitor, ahead, clock))


def _book_visit(ctx: Ctx, who: str, visitor: str, ahead: int, clock: str) -> Episode:
    day = ctx.day + ahead
    name = DAY_NAMES[weekday_name(ctx.home.start_date, day)]
    item = ctx.state.book.new(type=CommitmentType.SCHEDULE, requester=who, owner="", task=f"visit of {visitor}",
                              due_ns=_due(ctx, day, clock), due_text=f"on {name} at {clock}")
    yield from announce(ctx, who, f"{visitor[0].upper()}{visitor[1:]} is coming on {name} at {clock}.", item)

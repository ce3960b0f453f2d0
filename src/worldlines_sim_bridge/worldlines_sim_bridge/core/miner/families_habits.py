"""Habit families: preferences (stated in words, or shown by repeated choices) and routines (the usual
time of an activity, and the day it ran unusually late), from robot-visible events only."""
from __future__ import annotations

import random
import statistics
from datetime import date as _date
from collections import Counter
from typing import Dict, List, Optional, Tuple

from obsmem_ros import Event

from ..sim.clock import DAY_S, NS_PER_S, s_to_clock
from .index import TraceIndex
from .samples import Draft, answer, balanced, question, random_cutoff

TOPICS = ("drink", "mug", "thermostat", "channel", "strength")
DRINK_ACTIVITIES = {"make_coffee": "coffee", "make_tea": "tea"}
ACTIVITY_PHRASES = {"make_coffee": "make coffee", "make_tea": "make tea", "take_medicine": "take the medicine",
                    "watch_tv": "watch TV", "work_laptop": "work on the laptop", "water_plants": "water the plants",
                    "read_book": "read a book", "homework": "do the homework"}
LATE_S = 75 * 60


def _shown(index: TraceIndex, person: str, topic: str, t: int) -> List[Tuple[str, str]]:
    """(value, event id) choices the robot saw ``person`` make on ``topic`` up to ``t``."""
    key = f"choices:{person}:{topic}"
    if key not in index.cache:
        index.cache[key] = _all_choices(index, person, topic)
    return [(v, e) for v, e in index.cache[key] if index.by_id[e].time_ns <= t]


def _all_choices(index: TraceIndex, person: str, topic: str) -> List[Tuple[str, str]]:
    out = []
    for event in index.robot_list:
        if event.actor != person or event.kind.value != "action":
            continue
        activity = dict(event.extras).get("activity", "")
        if topic == "mug" and event.verb == "pick" and activity in DRINK_ACTIVITIES \
                and index.home.entity(event.objects[0]).category == "mug":
            out.append((event.objects[0], event.id))
        elif topic == "drink" and activity in DRINK_ACTIVITIES and event.verb == "toggle":
            out.append((DRINK_ACTIVITIES[activity], event.id))
        elif event.verb == "set" and topic != "mug":
            setting = {"thermostat": "setting:temperature", "channel": "setting:channel", "strength": "setting:strength"}.get(topic)
            fact = next((d for d in event.deltas if d.attribute == setting), None)
            if fact is not None and (topic != "channel" or activity == "watch_tv") and \
                    (topic != "thermostat" or index.home.entity(event.objects[0]).category == "thermostat"):
                out.append((fact.value, event.id))
    return out


def preference_at(index: TraceIndex, person: str, topic: str, t: int) -> Optional[Tuple[str, List[str], str]]:
    """(value, evidence, how) of a person's preference as the robot can know it at ``t``; None if unclear."""
    stated = index.reported.get((person, f"preference:{topic}"))
    said = stated.at(t) if stated else None
    choices = _shown(index, person, topic, t)
    shown_value, shown_ids = None, []
    if choices:
        counts = Counter(v for v, _ in choices)
        value, n = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[0]
        if n >= (3 if topic in ("mug", "drink") else 2) and n / len(choices) >= 0.6:
            shown_value, shown_ids = value, [e for v, e in choices if v == value][-4:]
    if said is not None and shown_value is not None and said.value != shown_value:
        recent = [v for v, _ in choices[-3:]]
        if said.time_ns < index.by_id[choices[-1][1]].time_ns or recent.count(said.value) < 2:
            return None
    if said is not None:
        return said.value, [said.event_id] + ([e for e in shown_ids] if shown_value == said.value else []), "stated"
    if shown_value is not None:
        return shown_value, shown_ids, "shown"
    return None


def preference(index: TraceIndex, rng: random.Random, want: int) -> List[Draft]:
    people = [p.id for p in index.home.people]
    return balanced({topic: (lambda topic=topic: _preference(index, rng, rng.choice(people), topic))
                     for topic in TOPICS}, want)


def _preference(index: TraceIndex, rng: random.Random, person: str, topic: str) -> Optional[Draft]:
    n = index.namer
    t = random_cutoff(index, rng, min_day=3)
    found = preference_at(index, person, topic, t)
    if found is None:
        return None
    value, evidence, how = found
    which, text = question(rng, "preference", topic, p=n.person(person))
    if topic == "mug":
        ans = answer("entity", value, f"{n.person(person)} prefers {n.the(value)} ({how}).")
    else:
        ans = answer("value", value, f"{n.person(person)} prefers {value} ({how}).")
    return Draft("preference", topic, which, text, t, ans, evidence, {"person": person, "topic": topic, "how": how})


def _instances(index: TraceIndex, person: str, activity: str, t: int) -> Dict[int, Event]:
    """First robot-visible event of each day's run of ``activity`` by ``person`` up to ``t``."""
    key = f"instances:{person}:{activity}"
    if key not in index.cache:
        firsts: Dict[int, Event] = {}
        for event in index.robot_list:
            if event.actor == person and dict(event.extras).get("activity") == activity:
                firsts.setdefault(index.day(event.time_ns), event)
        index.cache[key] = firsts
    return {d: e for d, e in index.cache[key].items() if e.time_ns <= t}


def _second(event: Event) -> int:
    return (event.time_ns // NS_PER_S) % DAY_S


def routine(index: TraceIndex, rng: random.Random, want: int) -> List[Draft]:
    pairs = sorted({(p.id, a) for p in index.home.people for r in p.routines for a in (r.activity, "make_coffee", "make_tea")
                    if a == r.activity or r.activity in DRINK_ACTIVITIES})
    return balanced({"usual_time": lambda: _routine(index, rng, rng.choice(pairs), late=False),
                     "late_day": lambda: _routine(index, rng, rng.choice(pairs), late=True)}, want)


def _routine(index: TraceIndex, rng: random.Random, pair: Tuple[str, str], *, late: bool) -> Optional[Draft]:
    n = index.namer
    person, activity = pair
    t = random_cutoff(index, rng, min_day=6)
    seen = _instances(index, person, activity, t)
    if len(seen) < 4:
        return None
    median = int(statistics.median(_second(e) for e in seen.values()))
    phrase = ACTIVITY_PHRASES[activity]
    if late:
        late_days = [d for d, e in sorted(seen.items()) if _second(e) > median + LATE_S]
        if not late_days:
            return None
        day = late_days[-1]
        normal = [e.id for d, e in sorted(seen.items()) if d not in late_days][-2:]
        date = _date.fromordinal(index.home.start_date.toordinal() + day - 1)
        which, text = question(rng, "routine", "late_day", p=n.person(person), verb_inf=phrase)
        return Draft("routine", "late_day", which, text, t,
                     answer("value", f"day {day}", f"On day {day}, {n.person(person)} did it at {s_to_clock(_second(seen[day]))}, "
                                                  f"much later than the usual {s_to_clock(median)}.", [str(day), date.isoformat()]),
                     [seen[day].id] + normal, {"person": person, "activity": activity})
    recent = [e for d, e in sorted(seen.items()) if _second(e) <= median + LATE_S][-5:]
    rounded = int(round(statistics.median(_second(e) for e in recent) / 300.0)) * 300
    accept = [s_to_clock(rounded + k * 300) for k in (-3, -2, -1, 1, 2, 3)]
    which, text = question(rng, "routine", "usual_time", p=n.person(person), verb_inf=phrase)
    return Draft("routine", "usual_time", which, text, t,
                 answer("value", s_to_clock(rounded), f"{n.person(person)} usually does it around {s_to_clock(rounded)}.", accept),
                 [e.id for e in recent], {"person": person, "activity": activity})

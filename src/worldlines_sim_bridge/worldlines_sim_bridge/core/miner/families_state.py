"""State families: current state, overwritten state, state multi-hop, hidden / uncertain.

Answers are the robot's perceived values at the cutoff. Current-state and multi-hop samples are
only drawn where that value is still true and its belief is fresh; hidden / uncertain samples are
drawn exactly where the truth changed unseen and the robot has perceived events that should make
it doubt (its expected belief is then stale or uncertain, see belief.py).
"""
from __future__ import annotations

import random
from typing import List, Optional

from ..sim.clock import NS_PER_S, day_start_ns, ns_to_iso
from ..sim.home import EntityKind
from .belief import judge
from .index import TraceIndex
from .samples import (Draft, answer, balanced, be, clock, is_place, question, random_cutoff, run_evidence,
                      sentence_start, truth_at)


def _fresh_location(index: TraceIndex, obj: str, t: int) -> Optional[tuple]:
    """(value, evidence) when the robot's latest view of ``obj``'s place is true and fresh at ``t``."""
    run = index.known_run(obj, "location", t)
    if run is None or not is_place(index, run[0].value):
        return None
    if truth_at(index, obj, "location", t) != run[0].value or judge(index, obj, "location", t).label != "fresh":
        return None
    return run[0].value, run_evidence(*run)


def current_state(index: TraceIndex, rng: random.Random, want: int) -> List[Draft]:
    devices = [d for d in index.devices() if index.home.entity(d).state]
    settings = [(d, f"setting:{k}") for d in index.devices() for k, _v in index.home.entity(d).settings]
    return balanced({
        "location": lambda: _cs_location(index, rng, random_cutoff(index, rng)),
        "open": lambda: _cs_attribute(index, rng, random_cutoff(index, rng), rng.choice(index.openables()), "state", "open"),
        "power": lambda: _cs_attribute(index, rng, random_cutoff(index, rng), rng.choice(devices), "state", "power"),
        "setting": lambda: _cs_attribute(index, rng, random_cutoff(index, rng), *rng.choice(settings), "setting"),
    }, want)


def _cs_location(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    obj = rng.choice(index.portable())
    found = _fresh_location(index, obj, t)
    if found is None:
        return None
    which, text = question(rng, "current_state", "location", x=n.the(obj), be=be(index, obj))
    return Draft("current_state", "location", which, text, t,
                 answer("entity", found[0], f"{sentence_start(n.the(obj))} {be(index, obj)} {n.at(found[0])}."),
                 found[1], {"entity": obj, "attribute": "location"}, "fresh")


def _cs_attribute(index: TraceIndex, rng: random.Random, t: int, entity: str, attr: str, sub: str) -> Optional[Draft]:
    n = index.namer
    run = index.known_run(entity, attr, t)
    if run is None or truth_at(index, entity, attr, t) != run[0].value or judge(index, entity, attr, t).label != "fresh":
        return None
    value = run[0].value
    if sub == "setting":
        setting = attr.split(":", 1)[1]
        which, text = question(rng, "current_state", sub, x=n.the(entity), setting=setting)
        ans = answer("value", value, f"The {setting} of {n.the(entity)} is set to {value}.")
    else:
        positive = "open" if sub == "open" else "on"
        which, text = question(rng, "current_state", sub, x=n.the(entity))
        yes = "yes" if value == positive else "no"
        ans = answer("bool", yes, f"{'Yes' if yes == 'yes' else 'No'}, {n.the(entity)} is {value}.")
    return Draft("current_state", sub, which, text, t, ans, run_evidence(*run), {"entity": entity, "attribute": attr}, "fresh")


def overwritten_state(index: TraceIndex, rng: random.Random, want: int) -> List[Draft]:
    return balanced({
        "before_move": lambda: _before_move(index, rng, random_cutoff(index, rng, min_day=3)),
        "before_setting": lambda: _before_setting(index, rng, random_cutoff(index, rng, min_day=3)),
        "at_time": lambda: _at_time(index, rng, random_cutoff(index, rng, min_day=3)),
    }, want)


def _place_runs(index: TraceIndex, obj: str, t: int) -> list:
    timeline = index.seen.get((obj, "location"))
    return timeline.runs(t) if timeline else []


def _before_move(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    obj = rng.choice(index.portable())
    runs = _place_runs(index, obj, t)
    if len(runs) < 3 or not is_place(index, runs[-1][0].value):
        return None
    current = runs[-1][0]
    moved = index.by_id[current.event_id]
    if moved.kind.value != "action" or moved.verb != "place":
        return None
    held = [r for r in runs[:-1] if not is_place(index, r[0].value)]
    places = [r for r in runs[:-1] if is_place(index, r[0].value)]
    if not places or not held or held[-1][0].time_ns < places[-1][1].time_ns:
        return None
    previous = places[-1]
    if previous[0].value == current.value:
        return None
    if truth_at(index, obj, "location", held[-1][0].time_ns - 1) != previous[0].value:
        return None
    target = current.value
    which, text = question(rng, "overwritten_state", "before_move", x=n.the(obj), to=n.to(target), place=n.at(target),
                           be=be(index, obj))
    evidence = [previous[1].event_id, held[-1][0].event_id, current.event_id]
    return Draft("overwritten_state", "before_move", which, text, t,
                 answer("entity", previous[0].value, f"Before it was moved {n.to(target)}, {n.the(obj)} {'were' if be(index, obj) == 'are' else 'was'} {n.at(previous[0].value)}."),
                 evidence, {"entity": obj, "attribute": "location"})


def _before_setting(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    options = [(d, f"setting:{k}") for d in index.devices() for k, _v in index.home.entity(d).settings]
    device, attr = rng.choice(options)
    timeline = index.seen.get((device, attr))
    runs = timeline.runs(t) if timeline else []
    if len(runs) < 2 or index.by_id[runs[-1][0].event_id].verb != "set":
        return None
    previous, current = runs[-2], runs[-1][0]
    if truth_at(index, device, attr, current.time_ns - 1) != previous[0].value:
        return None
    setting = attr.split(":", 1)[1]
    which, text = question(rng, "overwritten_state", "before_setting", x=n.the(device), setting=setting, value=current.value)
    return Draft("overwritten_state", "before_setting", which, text, t,
                 answer("value", previous[0].value, f"The {setting} of {n.the(device)} was {previous[0].value} before it was changed to {current.value}."),
                 [previous[1].event_id, current.event_id], {"entity": device, "attribute": attr})


def _at_time(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    obj = rng.choice(index.portable())
    day = index.day(t) - rng.randint(1, 2)
    if day < 1:
        return None
    moment = day_start_ns(index.home.start_date, day) + rng.randint(7 * 60, 21 * 60) * 60 * NS_PER_S
    found = _fresh_location(index, obj, moment)
    later = index.known(obj, "location", t)
    if found is None or later is None or later.value == found[0]:
        return None
    which, text = question(rng, "overwritten_state", "at_time", x=n.the(obj), clock=clock(moment), day=str(day),
                           be=be(index, obj))
    return Draft("overwritten_state", "at_time", which, text, t,
                 answer("entity", found[0], f"At {clock(moment)} on day {day}, {n.the(obj)} {'were' if be(index, obj) == 'are' else 'was'} {n.at(found[0])}."),
                 found[1], {"entity": obj, "attribute": "location", "at": ns_to_iso(moment)})


def state_multihop(index: TraceIndex, rng: random.Random, want: int) -> List[Draft]:
    return balanced({
        "room": lambda: _room(index, rng, random_cutoff(index, rng)),
        "owner_at": lambda: _owner_at(index, rng, random_cutoff(index, rng)),
        "last_picked": lambda: _last_picked(index, rng, random_cutoff(index, rng)),
    }, want)


def _room(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    obj = rng.choice(index.portable())
    found = _fresh_location(index, obj, t)
    if found is None or index.kinds[found[0]] is EntityKind.ROOM:
        return None
    room = index.known_room(obj, t)
    holder_seen = index.known_run(found[0], "location", t)
    if not room or holder_seen is None:
        return None
    which, text = question(rng, "state_multihop", "room", x=n.the(obj), be=be(index, obj))
    return Draft("state_multihop", "room", which, text, t,
                 answer("entity", room, f"{sentence_start(n.the(obj))} {be(index, obj)} in the {n.bare(room)} ({n.at(found[0])})."),
                 found[1] + [holder_seen[0].event_id], {"entity": obj, "attribute": "room"})


def _owner_at(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    owned = [o for o in index.portable() if index.home.entity(o).owner
             and sum(1 for x in index.portable() if index.home.entity(x).name == index.home.entity(o).name) > 1]
    if not owned:
        return None
    obj = rng.choice(owned)
    name = index.home.entity(obj).name
    found = _fresh_location(index, obj, t)
    if found is None:
        return None
    twins = [x for x in index.portable() if x != obj and index.home.entity(x).name == name]
    if any((k := index.known(x, "location", t)) is not None and k.value == found[0] for x in twins):
        return None
    sighting = index.known(obj, "owner", t)
    if sighting is None:
        return None
    owner = index.home.entity(obj).owner
    verb = be(index, obj)
    which, text = question(rng, "state_multihop", "owner_at", name=name, place=n.at(found[0]), be=verb)
    return Draft("state_multihop", "owner_at", which, text, t,
                 answer("person", owner, f"The {name} {n.at(found[0])} {'belong' if verb == 'are' else 'belongs'} to {n.person(owner)}."),
                 found[1] + [sighting.event_id], {"entity": obj, "attribute": "owner"})


def _last_picked(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    person = rng.choice([p.id for p in index.home.people])
    pick = None
    for event in index.robot_events(t, t - 2 * 86_400 * NS_PER_S):
        if event.kind.value == "action" and event.verb == "pick" and event.actor == person:
            pick = event
    if pick is None:
        return None
    obj = pick.objects[0]
    found = _fresh_location(index, obj, t)
    if found is None:
        return None
    which, text = question(rng, "state_multihop", "last_picked", p=n.person(person))
    return Draft("state_multihop", "last_picked", which, text, t,
                 answer("entity", found[0], f"{n.person(person)} last picked up {n.the(obj)}, now {n.at(found[0])}."),
                 [pick.id] + found[1], {"entity": obj, "attribute": "location", "person": person})


def hidden_uncertain(index: TraceIndex, rng: random.Random, want: int) -> List[Draft]:
    never = max(1, want // 10)
    seen = balanced({"location": lambda: _hidden(index, rng, random_cutoff(index, rng))}, want - never, patience=400)
    return _never_seen(index, rng, never) + seen


def _hidden(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    obj = rng.choice(index.portable())
    run = index.known_run(obj, "location", t)
    if run is None or not is_place(index, run[0].value) or truth_at(index, obj, "location", t) == run[0].value:
        return None
    belief = judge(index, obj, "location", t)
    if belief.label not in ("stale", "uncertain"):
        return None
    value, plural = run[0].value, be(index, obj) == "are"
    which, text = question(rng, "hidden_uncertain", "location", x=n.the(obj), be=be(index, obj))
    return Draft("hidden_uncertain", "location", which, text, t,
                 answer("entity", value, f"{sentence_start(n.the(obj))} {'were' if plural else 'was'} last seen {n.at(value)}, "
                                         f"but {'they' if plural else 'it'} may have been moved since."),
                 run_evidence(*run) + list(belief.intervening[:3]), {"entity": obj, "attribute": "location"}, belief.label)


def _never_seen(index: TraceIndex, rng: random.Random, want: int) -> List[Draft]:
    """Objects the robot has not perceived at an early cutoff: the right answer is "not known"."""
    n = index.namer
    out: List[Draft] = []
    early = [e.time_ns for e in index.events if index.day(e.time_ns) == 1]
    for _ in range(want * 20):
        if len(out) >= want or not early:
            break
        t = rng.choice(early)
        obj = rng.choice(index.portable())
        if index.known(obj, "location", t) is not None or index.reported.get((obj, "location")) and \
                index.reported[(obj, "location")].at(t) is not None:
            continue
        which, text = question(rng, "hidden_uncertain", "never_seen", x=n.the(obj), be=be(index, obj))
        out.append(Draft("hidden_uncertain", "never_seen", which, text, t,
                         answer("entity", None, f"The robot has not seen {n.the(obj)} yet; its location is not known."),
                         [], {"entity": obj, "attribute": "location"}, "unknown"))
    return out


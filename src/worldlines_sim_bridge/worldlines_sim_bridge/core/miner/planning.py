"""Planning tasks: an instruction, the remembered state it depends on (constraints, with evidence)
and a goal checkable in the simulator. Only tasks whose constraints the robot knows correctly and
freshly at the cutoff are drawn, so a perfect memory plus a sound planner can always succeed."""
from __future__ import annotations

import random
from typing import List, Optional, Tuple

from .belief import judge
from .families_habits import preference_at
from .index import TraceIndex
from .samples import Draft, answer, is_place, question, random_cutoff, run_evidence, truth_at

TARGET_CATEGORIES = ("table", "coffee_table", "counter", "desk", "nightstand", "sofa", "shelf")


def _fact(entity: str, attribute: str, value: str) -> dict:
    return {"entity": entity, "attribute": attribute, "value": value}


def _known_fresh(index: TraceIndex, entity: str, attribute: str, t: int) -> Optional[tuple]:
    run = index.known_run(entity, attribute, t)
    if run is None or truth_at(index, entity, attribute, t) != run[0].value or judge(index, entity, attribute, t).label != "fresh":
        return None
    return run[0].value, run_evidence(*run)


def _planning(subtype: str, which: int, text: str, t: int, requester: str, constraints: list, goal: list,
              evidence: list) -> Draft:
    goal_text = "; ".join(f"{g['entity']}.{g['attribute']} = {g['value']}" for g in goal)
    return Draft("planning", subtype, which, text, t,
                 answer("list", [f"{g['entity']}.{g['attribute']}={g['value']}" for g in goal], f"Goal: {goal_text}."),
                 evidence, {}, extra={"instruction": text, "requester": requester, "constraints": constraints, "goal": goal})


def planning(index: TraceIndex, rng: random.Random, want: int) -> List[Draft]:
    out: List[Draft] = []
    makers = (_bring, _bring, _setting_pin, _preferred_setting, _favourite_mug)
    for _ in range(want * 60):
        if len(out) >= want:
            break
        draft = rng.choice(makers)(index, rng, random_cutoff(index, rng, min_day=2))
        if draft is not None:
            out.append(draft)
    return out


def _targets(index: TraceIndex) -> List[str]:
    return [e.id for e in index.home.entities if e.category in TARGET_CATEGORIES]


def _bring(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    obj = rng.choice(index.portable())
    found = _known_fresh(index, obj, "location", t)
    if found is None or not is_place(index, found[0]):
        return None
    target = rng.choice(_targets(index))
    if target == found[0] or index.known_room(target, t) == "" or index.known_room(target, t) == index.known_room(obj, t):
        return None
    constraints = [_fact(obj, "location", found[0])]
    evidence = list(found[1])
    holder = _holder_state(index, found[0], t)
    if holder is None:
        return None
    constraints += holder[0]
    evidence += holder[1]
    requester = rng.choice([p.id for p in index.home.people])
    which, text = question(rng, "planning", "bring", x=n.the(obj), to=n.to(target), place=n.at(target))
    return _planning("bring", which, text, t, requester, constraints, [_fact(obj, "location", target)], evidence)


def _holder_state(index: TraceIndex, place: str, t: int) -> Optional[Tuple[List[dict], List[str]]]:
    """Constraint and evidence for the open/closed state of the place an object sits in (none when the
    place does not open); None when the robot does not know that state fresh at ``t``."""
    if not index.home.entity(place).openable:
        return [], []
    state = _known_fresh(index, place, "state", t)
    if state is None:
        return None
    return [_fact(place, "state", state[0])], list(state[1])


def _setting_pin(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    pins = [e for e in index.robot_events(t) if e.kind.value == "utterance"
            and (dict(e.extras).get("commitment") or {}).get("recurrence") == "weekend"]
    if not pins:
        return None
    info = dict(pins[-1].extras)["commitment"]
    entity, attribute, value = info["goal"][0]["entity"], info["goal"][0]["attribute"], info["goal"][0]["value"]
    current = _known_fresh(index, entity, attribute, t)
    if current is None:
        return None
    setting = attribute.split(":", 1)[1]
    which, text = question(rng, "planning", "setting_pin", x=n.the(entity), setting=setting, p=n.person(info["requester"]))
    constraints = [_fact(entity, attribute, current[0]), _fact(entity, f"requested:{setting}", value)]
    return _planning("setting_pin", which, text, t, info["requester"], constraints, [_fact(entity, attribute, value)],
                     [pins[-1].id] + current[1])


def _preferred_setting(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    person = rng.choice([p.id for p in index.home.people])
    thermostats = [e.id for e in index.home.entities if e.category == "thermostat"]
    pref = preference_at(index, person, "thermostat", t)
    if not thermostats or pref is None:
        return None
    device = thermostats[0]
    current = _known_fresh(index, device, "setting:temperature", t)
    if current is None:
        return None
    which, text = question(rng, "planning", "preferred_setting", x=n.the(device), setting="temperature", p=n.person(person))
    constraints = [_fact(device, "setting:temperature", current[0]), _fact(person, "preference:thermostat", pref[0])]
    return _planning("preferred_setting", which, text, t, person, constraints,
                     [_fact(device, "setting:temperature", pref[0])], pref[1] + current[1])


def _favourite_mug(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    person = rng.choice([p.id for p in index.home.people])
    pref = preference_at(index, person, "mug", t)
    if pref is None:
        return None
    mug = pref[0]
    found = _known_fresh(index, mug, "location", t)
    if found is None or not is_place(index, found[0]):
        return None
    target = rng.choice([e.id for e in index.home.entities if e.category in ("table", "coffee_table", "desk")])
    if target == found[0]:
        return None
    constraints = [_fact(person, "preference:mug", mug), _fact(mug, "location", found[0])]
    evidence = pref[1] + found[1]
    holder = _holder_state(index, found[0], t)
    if holder is None:
        return None
    constraints += holder[0]
    evidence += holder[1]
    which, text = question(rng, "planning", "favourite_mug", p=n.person(person), to=n.to(target), place=n.at(target))
    return _planning("favourite_mug", which, text, t, person, constraints, [_fact(mug, "location", target)], evidence)

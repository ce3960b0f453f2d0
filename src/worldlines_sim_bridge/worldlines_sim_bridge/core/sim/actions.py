"""Action specs: for each verb, its preconditions, its effects and its sentence.

A spec never changes the world: ``preconditions`` returns the unmet ones as violations, and
``effects`` returns the facts that applying the action would set. ``World.apply`` combines them.
Specs read the world only through the small ``WorldView`` protocol below.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, List, Optional, Protocol

from obsmem_ros import EventKind, FactSpec, ValueType
from worldlines_sim_bridge.errors import UnknownVerbError

from .home import OUTSIDE, EntityKind
from .phrasing import Namer, capitalise, render_state
from .records import Action, Violation

AGENT_KINDS = (EntityKind.PERSON, EntityKind.ROBOT)
HOLD_CAPACITY = {EntityKind.ROBOT: 1, EntityKind.PERSON: 2}


class WorldView(Protocol):
    """What action specs read from a world."""

    namer: Namer

    def kind(self, entity_id: str) -> EntityKind: ...
    def get(self, entity_id: str, attribute: str) -> str: ...
    def attributes(self, entity_id: str) -> Dict[str, str]: ...
    def room_of(self, entity_id: str) -> str: ...
    def held_by(self, agent_id: str) -> List[str]: ...
    def openable(self, entity_id: str) -> bool: ...
    def blocked_by(self, entity_id: str) -> Optional[str]: ...


@dataclass(frozen=True)
class ActionSpec:
    """Preconditions, effects and rendering of one verb."""

    verb: str
    kind: EventKind
    preconditions: Callable[[WorldView, Action], List[Violation]]
    effects: Callable[[WorldView, Action], List[FactSpec]]
    render: Callable[[WorldView, Action], str]
    location: Callable[[WorldView, Action], str]


def _v(code: str, message: str) -> List[Violation]:
    return [Violation(code, message)]


def _arity(w: WorldView, a: Action, n: int) -> List[Violation]:
    if len(a.objects) != n:
        return _v("bad_arguments", f"{a.verb} needs {n} object(s), got {list(a.objects)}")
    return []


def _actor_room(w: WorldView, a: Action) -> str:
    return w.get(a.actor, "location")


def _same_room(w: WorldView, a: Action, target: str) -> List[Violation]:
    here, there = _actor_room(w, a), w.room_of(target)
    if here != there:
        return _v("not_in_reach", f"{w.namer.person(a.actor)} is in the {here}, but {w.namer.the(target)} is in the {there}")
    return []


def _agent_acting(w: WorldView, a: Action) -> List[Violation]:
    if w.kind(a.actor) not in AGENT_KINDS:
        return _v("not_an_agent", f"{a.actor} is not a person or the robot")
    if _actor_room(w, a) == OUTSIDE and a.verb not in ("enter", "say"):
        return _v("away", f"{w.namer.person(a.actor)} is not at home")
    return []


# --- preconditions ---------------------------------------------------------------------------


def _pre_move(w: WorldView, a: Action) -> List[Violation]:
    bad = _agent_acting(w, a) or _arity(w, a, 1)
    if bad:
        return bad
    room = a.objects[0]
    if w.kind(room) is not EntityKind.ROOM or room == OUTSIDE:
        return _v("not_a_room", f"{w.namer.the(room)} is not a room")
    if a.verb == "navigate" and w.kind(a.actor) is not EntityKind.ROBOT:
        return _v("wrong_agent", "only the robot navigates; people enter rooms")
    if _actor_room(w, a) == room:
        return _v("already_there", f"{w.namer.person(a.actor)} is already in the {room}")
    return []


def _pre_leave(w: WorldView, a: Action) -> List[Violation]:
    bad = _agent_acting(w, a) or _arity(w, a, 0)
    if bad:
        return bad
    if w.kind(a.actor) is not EntityKind.PERSON:
        return _v("wrong_agent", "only people leave the house")
    return []


def _pre_pick(w: WorldView, a: Action) -> List[Violation]:
    bad = _agent_acting(w, a) or _arity(w, a, 1)
    if bad:
        return bad
    obj = a.objects[0]
    if w.kind(obj) is not EntityKind.OBJECT:
        return _v("not_portable", f"{w.namer.the(obj)} cannot be picked up")
    holder = w.get(obj, "held_by")
    if holder:
        return _v("already_held", f"{w.namer.the(obj)} is held by {w.namer.person(holder)}")
    bad = _same_room(w, a, obj)
    if bad:
        return bad
    blocker = w.blocked_by(obj)
    if blocker:
        return _v("container_closed", f"{w.namer.the(blocker)} is closed")
    if len(w.held_by(a.actor)) >= HOLD_CAPACITY[w.kind(a.actor)]:
        return _v("hands_full", f"{w.namer.person(a.actor)} has no free hand")
    return []


def _pre_place(w: WorldView, a: Action) -> List[Violation]:
    bad = _agent_acting(w, a) or _arity(w, a, 2)
    if bad:
        return bad
    obj, target = a.objects
    if w.get(obj, "held_by") != a.actor:
        return _v("not_holding", f"{w.namer.person(a.actor)} is not holding {w.namer.the(obj)}")
    if w.kind(target) not in (EntityKind.FURNITURE, EntityKind.DEVICE, EntityKind.ROOM) or target == OUTSIDE:
        return _v("bad_target", f"nothing can be put on {w.namer.the(target)}")
    bad = _same_room(w, a, target)
    if bad:
        return bad
    if w.openable(target) and w.get(target, "state") != "open":
        return _v("container_closed", f"{w.namer.the(target)} is closed")
    blocker = w.blocked_by(target)
    if blocker:
        return _v("container_closed", f"{w.namer.the(blocker)} is closed")
    return []


def _pre_open_close(w: WorldView, a: Action) -> List[Violation]:
    bad = _agent_acting(w, a) or _arity(w, a, 1)
    if bad:
        return bad
    target = a.objects[0]
    if not w.openable(target):
        return _v("not_openable", f"{w.namer.the(target)} cannot be opened or closed")
    bad = _same_room(w, a, target)
    if bad:
        return bad
    wanted = "open" if a.verb == "open" else "closed"
    if w.get(target, "state") == wanted:
        return _v("already_" + wanted, f"{w.namer.the(target)} is already {wanted}")
    return []


def _pre_device(w: WorldView, a: Action) -> List[Violation]:
    bad = _agent_acting(w, a) or _arity(w, a, 1)
    if bad:
        return bad
    device = a.objects[0]
    if w.kind(device) is not EntityKind.DEVICE:
        return _v("not_a_device", f"{w.namer.the(device)} is not a device")
    bad = _same_room(w, a, device)
    if bad:
        return bad
    if a.verb == "set":
        if f"setting:{a.setting}" not in w.attributes(device):
            known = sorted(k.split(":", 1)[1] for k in w.attributes(device) if k.startswith("setting:"))
            return _v("unknown_setting", f"{w.namer.the(device)} has no setting {a.setting!r} (it has {known})")
        if not a.value:
            return _v("bad_arguments", "set needs a value")
    return []


def _pre_hand_over(w: WorldView, a: Action) -> List[Violation]:
    bad = _agent_acting(w, a) or _arity(w, a, 2)
    if bad:
        return bad
    obj, recipient = a.objects
    if w.get(obj, "held_by") != a.actor:
        return _v("not_holding", f"{w.namer.person(a.actor)} is not holding {w.namer.the(obj)}")
    if w.kind(recipient) not in AGENT_KINDS or recipient == a.actor:
        return _v("bad_recipient", f"{recipient} cannot receive {w.namer.the(obj)}")
    bad = _same_room(w, a, recipient)
    if bad:
        return bad
    if len(w.held_by(recipient)) >= HOLD_CAPACITY[w.kind(recipient)]:
        return _v("hands_full", f"{w.namer.person(recipient)} has no free hand")
    return []


def _pre_say(w: WorldView, a: Action) -> List[Violation]:
    if w.kind(a.actor) not in AGENT_KINDS:
        return _v("not_an_agent", f"{a.actor} is not a person or the robot")
    if not a.utterance:
        return _v("bad_arguments", "say needs words")
    return []


def _pre_observe(w: WorldView, a: Action) -> List[Violation]:
    bad = _arity(w, a, 1)
    if bad:
        return bad
    if w.kind(a.actor) is not EntityKind.ROBOT:
        return _v("wrong_agent", "only the robot's perception makes observations")
    target = a.objects[0]
    if w.kind(target) is EntityKind.ROOM:
        return _v("bad_target", "observe an entity, not a room")
    bad = _same_room(w, a, target)
    if bad:
        return bad
    blocker = w.blocked_by(target)
    if blocker:
        return _v("hidden", f"{w.namer.the(target)} is inside the closed {w.namer.bare(blocker)}")
    return []


# --- effects -----------------------------------------------------------------------------------


def _eff_move(w: WorldView, a: Action) -> List[FactSpec]:
    return [FactSpec(a.actor, "location", a.objects[0] if a.objects else OUTSIDE, ValueType.ENTITY)]


def _eff_pick(w: WorldView, a: Action) -> List[FactSpec]:
    obj = a.objects[0]
    return [FactSpec(obj, "location", a.actor, ValueType.ENTITY),
            FactSpec(obj, "held_by", a.actor, ValueType.ENTITY)]


def _eff_place(w: WorldView, a: Action) -> List[FactSpec]:
    obj, target = a.objects
    return [FactSpec(obj, "location", target, ValueType.ENTITY), FactSpec(obj, "held_by", "", ValueType.ENTITY)]


def _eff_open_close(w: WorldView, a: Action) -> List[FactSpec]:
    return [FactSpec(a.objects[0], "state", "open" if a.verb == "open" else "closed")]


def _eff_toggle(w: WorldView, a: Action) -> List[FactSpec]:
    device = a.objects[0]
    return [FactSpec(device, "state", "off" if w.get(device, "state") == "on" else "on")]


def _eff_set(w: WorldView, a: Action) -> List[FactSpec]:
    return [FactSpec(a.objects[0], f"setting:{a.setting}", a.value)]


def _eff_hand_over(w: WorldView, a: Action) -> List[FactSpec]:
    obj, recipient = a.objects
    return [FactSpec(obj, "location", recipient, ValueType.ENTITY),
            FactSpec(obj, "held_by", recipient, ValueType.ENTITY)]


def _eff_none(w: WorldView, a: Action) -> List[FactSpec]:
    return []


def _eff_observe(w: WorldView, a: Action) -> List[FactSpec]:
    """What the robot perceives: the entity's place, state and settings (plus its looks on first sight)."""
    target = a.objects[0]
    facts = []
    if a.first_sight:
        facts += [FactSpec(target, k, v) for k, v in sorted(w.namer.spec(target).descriptive().items())]
    for attr, value in sorted(w.attributes(target).items()):
        if attr == "location" or attr == "held_by":
            facts.append(FactSpec(target, attr, value, ValueType.ENTITY))
        elif attr == "state" or attr.startswith("setting:"):
            facts.append(FactSpec(target, attr, value))
    return facts


# --- sentences ---------------------------------------------------------------------------------


def _render(w: WorldView, a: Action) -> str:
    n, who = w.namer, w.namer.person(a.actor)
    objs = a.objects
    if a.verb == "navigate":
        return f"{capitalise(who)} went to the {n.bare(objs[0])}."
    if a.verb == "enter":
        came = _actor_room(w, a) == OUTSIDE
        return f"{who} came home and went into the {n.bare(objs[0])}." if came else f"{who} went into the {n.bare(objs[0])}."
    if a.verb == "leave":
        return f"{who} left the house."
    if a.verb == "pick":
        return f"{capitalise(who)} picked up {n.the(objs[0])} {_from(n, w.get(objs[0], 'location'))}."
    if a.verb == "place":
        return f"{capitalise(who)} put {n.the(objs[0])} {n.at(objs[1])}."
    if a.verb in ("open", "close"):
        return f"{capitalise(who)} {'opened' if a.verb == 'open' else 'closed'} {n.the(objs[0])}."
    if a.verb == "toggle":
        turned = "off" if w.get(objs[0], "state") == "on" else "on"
        return f"{capitalise(who)} turned {turned} {n.the(objs[0])}."
    if a.verb == "set":
        return f"{capitalise(who)} set the {a.setting} of {n.the(objs[0])} to {a.value}."
    if a.verb == "hand_over":
        return f"{capitalise(who)} handed {n.the(objs[0])} to {n.person(objs[1])}."
    if a.verb == "say":
        to = f" to {n.person(a.addressee)}" if a.addressee else ""
        return f'{capitalise(who)} said{to}: "{a.utterance}"'
    if a.verb == "observe":
        return f"{capitalise(who)} saw {n.the(objs[0])} {render_state(n, objs[0], w.attributes(objs[0]))}.".replace("  ", " ")
    return f"{capitalise(who)} did {a.verb}."


def _from(n: Namer, place: str) -> str:
    return n.at(place).replace("in ", "from ", 1).replace("on ", "from ", 1).replace("with ", "from ", 1)


def _loc_actor(w: WorldView, a: Action) -> str:
    room = _actor_room(w, a)
    return room


def _loc_move(w: WorldView, a: Action) -> str:
    return a.objects[0] if a.objects else _actor_room(w, a)


SPECS: Dict[str, ActionSpec] = {
    "navigate": ActionSpec("navigate", EventKind.ACTION, _pre_move, _eff_move, _render, _loc_move),
    "enter": ActionSpec("enter", EventKind.ACTION, _pre_move, _eff_move, _render, _loc_move),
    "leave": ActionSpec("leave", EventKind.ACTION, _pre_leave, _eff_move, _render, _loc_actor),
    "pick": ActionSpec("pick", EventKind.ACTION, _pre_pick, _eff_pick, _render, _loc_actor),
    "place": ActionSpec("place", EventKind.ACTION, _pre_place, _eff_place, _render, _loc_actor),
    "open": ActionSpec("open", EventKind.ACTION, _pre_open_close, _eff_open_close, _render, _loc_actor),
    "close": ActionSpec("close", EventKind.ACTION, _pre_open_close, _eff_open_close, _render, _loc_actor),
    "toggle": ActionSpec("toggle", EventKind.ACTION, _pre_device, _eff_toggle, _render, _loc_actor),
    "set": ActionSpec("set", EventKind.ACTION, _pre_device, _eff_set, _render, _loc_actor),
    "hand_over": ActionSpec("hand_over", EventKind.ACTION, _pre_hand_over, _eff_hand_over, _render, _loc_actor),
    "say": ActionSpec("say", EventKind.UTTERANCE, _pre_say, _eff_none, _render, _loc_actor),
    "observe": ActionSpec("observe", EventKind.OBSERVATION, _pre_observe, _eff_observe, _render, _loc_actor),
}


def spec_for(verb: str) -> ActionSpec:
    """The spec of a verb; an unknown verb raises, listing the known ones."""
    try:
        return SPECS[verb]
    except KeyError:
        raise UnknownVerbError(f"Unknown verb {verb!r}; known verbs: {', '.join(sorted(SPECS))}.") from None

"""Action specs: for each verb, its preconditions, its effects and its sentence.

A spec never changes the world: ``preconditions`` returns the unmet ones as violations, and
``effects`` returns the facts that applying the action would set. ``SimWorld.apply`` combines them.
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


def _violation(code: str, message: str) -> List[Violation]:
    return [Violation(code, message)]


def _arity(world: WorldView, action: Action, n: int) -> List[Violation]:
    if len(action.objects) != n:
        return _violation("bad_arguments", f"{action.verb} needs {n} object(s), got {list(action.objects)}")
    return []


def _actor_room(world: WorldView, action: Action) -> str:
    return world.get(action.actor, "location")


def _same_room(world: WorldView, action: Action, target: str) -> List[Violation]:
    here, there = _actor_room(world, action), world.room_of(target)
    if here != there:
        return _violation("not_in_reach", f"{world.namer.person(action.actor)} is in the {here}, "
                                          f"but {world.namer.the(target)} is in the {there}")
    return []


def _agent_acting(world: WorldView, action: Action) -> List[Violation]:
    if world.kind(action.actor) not in AGENT_KINDS:
        return _violation("not_an_agent", f"{action.actor} is not a person or the robot")
    if _actor_room(world, action) == OUTSIDE and action.verb not in ("enter", "say"):
        return _violation("away", f"{world.namer.person(action.actor)} is not at home")
    return []


# --- preconditions ---------------------------------------------------------------------------


def _pre_move(world: WorldView, action: Action) -> List[Violation]:
    bad = _agent_acting(world, action) or _arity(world, action, 1)
    if bad:
        return bad
    room = action.objects[0]
    if world.kind(room) is not EntityKind.ROOM or room == OUTSIDE:
        return _violation("not_a_room", f"{world.namer.the(room)} is not a room")
    if action.verb == "navigate" and world.kind(action.actor) is not EntityKind.ROBOT:
        return _violation("wrong_agent", "only the robot navigates; people enter rooms")
    if _actor_room(world, action) == room:
        return _violation("already_there", f"{world.namer.person(action.actor)} is already in the {room}")
    return []


def _pre_leave(world: WorldView, action: Action) -> List[Violation]:
    bad = _agent_acting(world, action) or _arity(world, action, 0)
    if bad:
        return bad
    if world.kind(action.actor) is not EntityKind.PERSON:
        return _violation("wrong_agent", "only people leave the house")
    return []


def _pre_pick(world: WorldView, action: Action) -> List[Violation]:
    bad = _agent_acting(world, action) or _arity(world, action, 1)
    if bad:
        return bad
    obj = action.objects[0]
    if world.kind(obj) is not EntityKind.OBJECT:
        return _violation("not_portable", f"{world.namer.the(obj)} cannot be picked up")
    holder = world.get(obj, "held_by")
    if holder:
        return _violation("already_held", f"{world.namer.the(obj)} is held by {world.namer.person(holder)}")
    bad = _same_room(world, action, obj)
    if bad:
        return bad
    blocker = world.blocked_by(obj)
    if blocker:
        return _violation("container_closed", f"{world.namer.the(blocker)} is closed")
    if len(world.held_by(action.actor)) >= HOLD_CAPACITY[world.kind(action.actor)]:
        return _violation("hands_full", f"{world.namer.person(action.actor)} has no free hand")
    return []


def _pre_place(world: WorldView, action: Action) -> List[Violation]:
    bad = _agent_acting(world, action) or _arity(world, action, 2)
    if bad:
        return bad
    obj, target = action.objects
    if world.get(obj, "held_by") != action.actor:
        return _violation("not_holding", f"{world.namer.person(action.actor)} is not holding {world.namer.the(obj)}")
    if world.kind(target) not in (EntityKind.FURNITURE, EntityKind.DEVICE, EntityKind.ROOM) or target == OUTSIDE:
        return _violation("bad_target", f"nothing can be put on {world.namer.the(target)}")
    bad = _same_room(world, action, target)
    if bad:
        return bad
    if world.openable(target) and world.get(target, "state") != "open":
        return _violation("container_closed", f"{world.namer.the(target)} is closed")
    blocker = world.blocked_by(target)
    if blocker:
        return _violation("container_closed", f"{world.namer.the(blocker)} is closed")
    return []


def _pre_open_close(world: WorldView, action: Action) -> List[Violation]:
    bad = _agent_acting(world, action) or _arity(world, action, 1)
    if bad:
        return bad
    target = action.objects[0]
    if not world.openable(target):
        return _violation("not_openable", f"{world.namer.the(target)} cannot be opened or closed")
    bad = _same_room(world, action, target)
    if bad:
        return bad
    wanted = "open" if action.verb == "open" else "closed"
    if world.get(target, "state") == wanted:
        return _violation("already_" + wanted, f"{world.namer.the(target)} is already {wanted}")
    return []


def _pre_device(world: WorldView, action: Action) -> List[Violation]:
    bad = _agent_acting(world, action) or _arity(world, action, 1)
    if bad:
        return bad
    device = action.objects[0]
    if world.kind(device) is not EntityKind.DEVICE:
        return _violation("not_a_device", f"{world.namer.the(device)} is not a device")
    bad = _same_room(world, action, device)
    if bad:
        return bad
    if action.verb == "set":
        if f"setting:{action.setting}" not in world.attributes(device):
            known = sorted(k.split(":", 1)[1] for k in world.attributes(device) if k.startswith("setting:"))
            return _violation("unknown_setting",
                              f"{world.namer.the(device)} has no setting {action.setting!r} (it has {known})")
        if not action.value:
            return _violation("bad_arguments", "set needs a value")
    return []


def _pre_hand_over(world: WorldView, action: Action) -> List[Violation]:
    bad = _agent_acting(world, action) or _arity(world, action, 2)
    if bad:
        return bad
    obj, recipient = action.objects
    if world.get(obj, "held_by") != action.actor:
        return _violation("not_holding", f"{world.namer.person(action.actor)} is not holding {world.namer.the(obj)}")
    if world.kind(recipient) not in AGENT_KINDS or recipient == action.actor:
        return _violation("bad_recipient", f"{recipient} cannot receive {world.namer.the(obj)}")
    bad = _same_room(world, action, recipient)
    if bad:
        return bad
    if len(world.held_by(recipient)) >= HOLD_CAPACITY[world.kind(recipient)]:
        return _violation("hands_full", f"{world.namer.person(recipient)} has no free hand")
    return []


def _pre_say(world: WorldView, action: Action) -> List[Violation]:
    if world.kind(action.actor) not in AGENT_KINDS:
        return _violation("not_an_agent", f"{action.actor} is not a person or the robot")
    if not action.utterance:
        return _violation("bad_arguments", "say needs words")
    return []


def _pre_observe(world: WorldView, action: Action) -> List[Violation]:
    bad = _arity(world, action, 1)
    if bad:
        return bad
    if world.kind(action.actor) is not EntityKind.ROBOT:
        return _violation("wrong_agent", "only the robot's perception makes observations")
    target = action.objects[0]
    if world.kind(target) is EntityKind.ROOM:
        return _violation("bad_target", "observe an entity, not a room")
    bad = _same_room(world, action, target)
    if bad:
        return bad
    blocker = world.blocked_by(target)
    if blocker:
        return _violation("hidden", f"{world.namer.the(target)} is inside the closed {world.namer.bare(blocker)}")
    return []


# --- effects -----------------------------------------------------------------------------------


def _eff_move(world: WorldView, action: Action) -> List[FactSpec]:
    return [FactSpec(action.actor, "location", action.objects[0] if action.objects else OUTSIDE, ValueType.ENTITY)]


def _eff_pick(world: WorldView, action: Action) -> List[FactSpec]:
    obj = action.objects[0]
    return [FactSpec(obj, "location", action.actor, ValueType.ENTITY),
            FactSpec(obj, "held_by", action.actor, ValueType.ENTITY)]


def _eff_place(world: WorldView, action: Action) -> List[FactSpec]:
    obj, target = action.objects
    return [FactSpec(obj, "location", target, ValueType.ENTITY), FactSpec(obj, "held_by", "", ValueType.ENTITY)]


def _eff_open_close(world: WorldView, action: Action) -> List[FactSpec]:
    return [FactSpec(action.objects[0], "state", "open" if action.verb == "open" else "closed")]


def _eff_toggle(world: WorldView, action: Action) -> List[FactSpec]:
    device = action.objects[0]
    return [FactSpec(device, "state", "off" if world.get(device, "state") == "on" else "on")]


def _eff_set(world: WorldView, action: Action) -> List[FactSpec]:
    return [FactSpec(action.objects[0], f"setting:{action.setting}", action.value)]


def _eff_hand_over(world: WorldView, action: Action) -> List[FactSpec]:
    obj, recipient = action.objects
    return [FactSpec(obj, "location", recipient, ValueType.ENTITY),
            FactSpec(obj, "held_by", recipient, ValueType.ENTITY)]


def _eff_none(world: WorldView, action: Action) -> List[FactSpec]:
    return []


def _eff_observe(world: WorldView, action: Action) -> List[FactSpec]:
    """What the robot perceives: the entity's place, state and settings (plus its looks on first sight)."""
    target = action.objects[0]
    facts = []
    if action.first_sight:
        facts += [FactSpec(target, k, v) for k, v in sorted(world.namer.spec(target).descriptive().items())]
    for attr, value in sorted(world.attributes(target).items()):
        if attr == "location" or attr == "held_by":
            facts.append(FactSpec(target, attr, value, ValueType.ENTITY))
        elif attr == "state" or attr.startswith("setting:"):
            facts.append(FactSpec(target, attr, value))
    return facts


# --- sentences ---------------------------------------------------------------------------------


def _render(world: WorldView, action: Action) -> str:
    n, who = world.namer, world.namer.person(action.actor)
    objs = action.objects
    if action.verb == "navigate":
        return f"{capitalise(who)} went to the {n.bare(objs[0])}."
    if action.verb == "enter":
        came = _actor_room(world, action) == OUTSIDE
        return f"{who} came home and went into the {n.bare(objs[0])}." if came else f"{who} went into the {n.bare(objs[0])}."
    if action.verb == "leave":
        return f"{who} left the house."
    if action.verb == "pick":
        return f"{capitalise(who)} picked up {n.the(objs[0])} {_from(n, world.get(objs[0], 'location'))}."
    if action.verb == "place":
        return f"{capitalise(who)} put {n.the(objs[0])} {n.at(objs[1])}."
    if action.verb in ("open", "close"):
        return f"{capitalise(who)} {'opened' if action.verb == 'open' else 'closed'} {n.the(objs[0])}."
    if action.verb == "toggle":
        turned = "off" if world.get(objs[0], "state") == "on" else "on"
        return f"{capitalise(who)} turned {turned} {n.the(objs[0])}."
    if action.verb == "set":
        return f"{capitalise(who)} set the {action.setting} of {n.the(objs[0])} to {action.value}."
    if action.verb == "hand_over":
        return f"{capitalise(who)} handed {n.the(objs[0])} to {n.person(objs[1])}."
    if action.verb == "say":
        to = f" to {n.person(action.addressee)}" if action.addressee else ""
        return f'{capitalise(who)} said{to}: "{action.utterance}"'
    if action.verb == "observe":
        seen = render_state(n, objs[0], world.attributes(objs[0]))
        return f"{capitalise(who)} saw {n.the(objs[0])} {seen}.".replace("  ", " ")
    return f"{capitalise(who)} did {action.verb}."


def _from(n: Namer, place: str) -> str:
    return n.at(place).replace("in ", "from ", 1).replace("on ", "from ", 1).replace("with ", "from ", 1)


def _loc_actor(world: WorldView, action: Action) -> str:
    room = _actor_room(world, action)
    return room


def _loc_move(world: WorldView, action: Action) -> str:
    return action.objects[0] if action.objects else _actor_room(world, action)


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

"""A fast synthetic household trace generator for the memory benchmark.

Deterministic for a seed. Three people and the robot live in six rooms with furniture, two
devices and sixty small objects; people move objects, open and close the fridge, set the oven
timer, walk between rooms and tell the robot where things are; the robot moves around, looks,
and sees only what happens in its room (the observer gate drops the rest). Sessions are day
parts; events are 5-90 s apart, so a million events span about a year and a half.

It exists because the benchmark needs millions of events in seconds; the full simulator
(`worldlines_sim_bridge`) produces richer traces for the QA benchmark. Like the simulator, it is
a producer in code: it yields typed ``Event``s, which ``Memory.ingest`` takes as they are
(``Event.to_json`` gives their trace lines, for timing the JSON edge).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Dict, Iterator, List, Tuple

from obsmem_ros.core.records import Event, EventKind, FactSpec, ValueType
from obsmem_ros.core.timefmt import parse_iso_ns

ROOMS = ("kitchen", "living_room", "bedroom", "bathroom", "study", "hallway")
FURNITURE = {"kitchen": ("counter_1", "kitchen_table_1", "fridge_1", "sink_1", "oven_1"),
             "living_room": ("sofa_1", "coffee_table_1", "shelf_1"), "bedroom": ("bed_1", "nightstand_1"),
             "bathroom": ("bathroom_shelf_1",), "study": ("desk_1", "bookcase_1"), "hallway": ("hall_table_1",)}
KINDS = ("mug", "book", "phone", "remote", "glasses", "wallet", "keys", "plate", "bowl", "pen", "charger",
         "notebook", "bottle", "laptop", "scarf")
COLORS = ("red", "blue", "green", "black")
PEOPLE = ("alice", "bob", "carol")
START = "2026-01-05T06:00:00+00:00"


@dataclass(frozen=True)
class Thing:
    id: str
    name: str
    kind: str
    color: str


def _things() -> List[Thing]:
    return [Thing(f"{c}_{k}_1", f"{c} {k}", k, c) for k in KINDS for c in COLORS]


class HouseholdTrace:
    """An endless, deterministic stream of trace events."""

    def __init__(self, seed: int = 7) -> None:
        self.rng = random.Random(seed)
        self.things = _things()
        self.surfaces = [f for fs in FURNITURE.values() for f in fs if f not in ("fridge_1", "oven_1")]
        self.room_of = {f: room for room, fs in FURNITURE.items() for f in fs}
        self.where: Dict[str, str] = {t.id: self.rng.choice(self.surfaces) for t in self.things}
        self.people_room = {p: self.rng.choice(ROOMS) for p in PEOPLE}
        self.robot_room = "kitchen"
        self.seen: set = set()
        self.t_ns = parse_iso_ns(START)
        self.n = 0
        self.session = 0
        self.fridge_open = False

    def events(self, count: int) -> Iterator[Event]:
        """The next `count` events."""
        for _ in range(count):
            yield _typed(self._next())

    def _base(self, kind: str, actor: str, verb: str, room: str, text: str) -> dict:
        self.n += 1
        self.t_ns += self.rng.randint(5, 90) * 1_000_000_000
        observers = [p for p, r in self.people_room.items() if r == room]
        if self.robot_room == room or actor == "robot":
            observers.append("robot")
        day = 1 + (self.t_ns - parse_iso_ns(START)) // 86_400_000_000_000
        return {"id": f"d{day:03d}-e{self.n:07d}", "time_ns": self.t_ns, "kind": kind, "actor": actor,
                "verb": verb, "location": room, "observers": observers, "text": text,
                "session_id": f"s{self.session:05d}", "source": "sim"}

    def _next(self) -> dict:
        if self.n % 400 == 0:
            self.session += 1
            return self._base("session_start", "", "", self.robot_room, "A new session begins.")
        roll = self.rng.random()
        if roll < 0.12:
            return self._robot_move()
        if roll < 0.25:
            return self._robot_look()
        if roll < 0.35:
            return self._person_walk()
        if roll < 0.40:
            return self._utterance()
        if roll < 0.47:
            return self._device()
        return self._person_moves_thing()

    def _robot_move(self) -> dict:
        self.robot_room = self.rng.choice(ROOMS)
        return self._base("action", "robot", "navigate", self.robot_room,
                          f"The robot goes to the {self.robot_room.replace('_', ' ')}.")

    def _robot_look(self) -> dict:
        room = self.robot_room
        here = [t for t in self.things if self.room_of.get(self.where[t.id]) == room][:6]
        event = self._base("observation", "robot", "look", room, f"The robot looks around the {room.replace('_', ' ')}.")
        deltas = []
        for thing in here:
            if thing.id not in self.seen:
                self.seen.add(thing.id)
                deltas += [{"entity": thing.id, "attribute": "name", "value": thing.name},
                           {"entity": thing.id, "attribute": "category", "value": thing.kind},
                           {"entity": thing.id, "attribute": "color", "value": thing.color}]
            deltas.append({"entity": thing.id, "attribute": "location", "value": self.where[thing.id], "value_type": "entity"})
        event["objects"] = [t.id for t in here]
        event["deltas"] = deltas
        return event

    def _person_walk(self) -> dict:
        person = self.rng.choice(PEOPLE)
        room = self.rng.choice(ROOMS)
        self.people_room[person] = room
        return self._base("action", person, "enter", room, f"{person.capitalize()} walks into the {room.replace('_', ' ')}.")

    def _utterance(self) -> dict:
        person = self.rng.choice(PEOPLE)
        thing = self.rng.choice(self.things)
        place = self.where[thing.id] if self.rng.random() < 0.7 else self.rng.choice(self.surfaces)
        place_name = place.rsplit("_", 1)[0].replace("_", " ")
        words = f"The {thing.name} is on the {place_name}."
        self.people_room[person] = self.robot_room
        event = self._base("utterance", person, "say", self.robot_room, f"{person.capitalize()} says: {words}")
        event.update(utterance=words, addressee="robot", objects=[thing.id],
                     claims=[{"entity": thing.id, "attribute": "location", "value": place}])
        return event

    def _device(self) -> dict:
        person = self.rng.choice(PEOPLE)
        self.people_room[person] = "kitchen"
        if self.rng.random() < 0.6:
            self.fridge_open = not self.fridge_open
            verb, value = ("open", "open") if self.fridge_open else ("close", "closed")
            event = self._base("action", person, verb, "kitchen", f"{person.capitalize()} {verb}s the fridge.")
            event.update(objects=["fridge_1"], deltas=[{"entity": "fridge_1", "attribute": "state", "value": value}])
            return event
        clock = f"{self.rng.randint(6, 21):02d}:{self.rng.choice((0, 15, 30, 45)):02d}"
        event = self._base("action", person, "set", "kitchen", f"{person.capitalize()} sets the oven timer to {clock}.")
        event.update(objects=["oven_1"], deltas=[{"entity": "oven_1", "attribute": "setting:timer", "value": clock}])
        return event

    def _person_moves_thing(self) -> dict:
        person = self.rng.choice(PEOPLE)
        thing = self.rng.choice(self.things)
        target = self.rng.choice(self.surfaces)
        room = self.room_of[target]
        self.people_room[person] = room
        self.where[thing.id] = target
        place_name = target.rsplit("_", 1)[0].replace("_", " ")
        event = self._base("action", person, "place", room, f"{person.capitalize()} puts the {thing.name} on the {place_name}.")
        event.update(objects=[thing.id, target],
                     deltas=[{"entity": thing.id, "attribute": "location", "value": target, "value_type": "entity"}])
        return event

    def thing_names(self) -> List[Tuple[str, str]]:
        """(id, name) of every movable object."""
        return [(t.id, t.name) for t in self.things]


def _typed(fields: Dict[str, Any]) -> Event:
    """The generated fields as an ``Event`` (a fact's value type defaults as in the trace format:
    ``entity`` for location and held_by, else ``str``)."""
    return Event(id=fields["id"], time_ns=fields["time_ns"], kind=EventKind(fields["kind"]), actor=fields["actor"],
                 verb=fields["verb"], objects=tuple(fields.get("objects", ())), location=fields["location"],
                 observers=tuple(fields["observers"]), text=fields["text"], utterance=fields.get("utterance", ""),
                 addressee=fields.get("addressee", ""), deltas=tuple(map(_fact, fields.get("deltas", ()))),
                 claims=tuple(map(_fact, fields.get("claims", ()))), session_id=fields["session_id"],
                 source=fields["source"])


def _fact(raw: Dict[str, str]) -> FactSpec:
    default = "entity" if raw["attribute"] in ("location", "held_by") else "str"
    return FactSpec(raw["entity"], raw["attribute"], raw["value"], ValueType(raw.get("value_type", default)))

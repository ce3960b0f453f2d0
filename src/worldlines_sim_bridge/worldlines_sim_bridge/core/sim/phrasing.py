"""English names for entities and one-sentence renderings of actions.

Similar objects are told apart the way people do: by owner ("Bob's laptop") when the name is
shared and the object has an owner, else by colour ("the blue mug"); unique things keep their
plain name ("the remote"). Containers take "in", surfaces "on".
"""
from __future__ import annotations

from typing import Dict, Iterable, Mapping

from .home import EntityKind, EntitySpec

IN_CATEGORIES = frozenset({"fridge", "cupboard", "dishwasher", "drawer", "bowl", "laundry_basket", "washing_machine", "oven"})


class Namer:
    """Renders entity ids as English noun phrases for one home."""

    def __init__(self, specs: Iterable[EntitySpec]) -> None:
        self._specs: Dict[str, EntitySpec] = {s.id: s for s in specs}
        counts: Dict[str, int] = {}
        for spec in self._specs.values():
            counts[spec.name] = counts.get(spec.name, 0) + 1
        self._shared = {name for name, n in counts.items() if n > 1}

    def spec(self, entity_id: str) -> EntitySpec:
        return self._specs[entity_id]

    def person(self, person_id: str) -> str:
        spec = self._specs.get(person_id)
        if spec is None or spec.kind is EntityKind.ROBOT:
            return "the robot"
        return spec.name

    def bare(self, entity_id: str) -> str:
        """The phrase without an article: "blue mug", "Bob's laptop", "kitchen"."""
        spec = self._specs[entity_id]
        if spec.kind in (EntityKind.PERSON, EntityKind.ROBOT):
            return self.person(entity_id)
        if spec.name in self._shared:
            if spec.owner and spec.owner in self._specs:
                return f"{self._specs[spec.owner].name}'s {spec.name}"
            if spec.color:
                return f"{spec.color} {spec.name}"
        return spec.name

    def the(self, entity_id: str) -> str:
        """The phrase with its article: "the blue mug", "Bob's laptop", "Alice"."""
        phrase = self.bare(entity_id)
        spec = self._specs[entity_id]
        if spec.kind in (EntityKind.PERSON, EntityKind.ROBOT) or "'s " in phrase:
            return phrase
        return f"the {phrase}"

    def at(self, place_id: str) -> str:
        """A location phrase: "in the fridge", "on the desk", "in the kitchen", "with Bob"."""
        spec = self._specs[place_id]
        if spec.kind in (EntityKind.PERSON, EntityKind.ROBOT):
            return f"with {self.person(place_id)}"
        if spec.id == "outside":
            return "outside the house"
        prep = "in" if spec.kind is EntityKind.ROOM or spec.category in IN_CATEGORIES else "on"
        return f"{prep} {self.the(place_id)}"


    def to(self, place_id: str) -> str:
        """A destination phrase: "to the desk", "into the fridge", "to the kitchen"."""
        spec = self._specs[place_id]
        prep = "into" if spec.category in IN_CATEGORIES else "to"
        return f"{prep} {self.the(place_id)}"


def capitalise(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


def render_state(namer: Namer, entity_id: str, attrs: Mapping[str, str]) -> str:
    """A clause describing what the robot sees of an entity: place, open/on state, settings."""
    parts = []
    if attrs.get("location"):
        parts.append(namer.at(attrs["location"]))
    if attrs.get("state"):
        parts.append(f"({attrs['state']})")
    settings = [f"{k.split(':', 1)[1]} {v}" for k, v in sorted(attrs.items()) if k.startswith("setting:")]
    if settings:
        parts.append("with " + " and ".join(settings))
    return " ".join(parts)

"""How answers are worded: one sentence per (entity, attribute) value, the preposition a place
takes, and the answer type of a fact's value. Pure functions of records and display names."""
from __future__ import annotations

from obsmem_ros.core.records import Fact

from ..plan import QueryPlan


_CONTAINERS = ("fridge", "drawer", "cupboard", "cabinet", "box", "bag", "sink", "basket", "oven", "dishwasher",
               "microwave", "bin", "closet", "wardrobe", "pocket", "bowl", "jar", "pot", "pan", "room", "kitchen",
               "hall", "hallway", "garage", "office", "bathroom", "bedroom", "garden", "pantry", "cup", "mug", "study",
               "lounge", "den", "attic", "basement", "cellar", "porch", "balcony", "nursery", "laundry", "corridor")


def preposition(place_name: str) -> str:
    """"in" for rooms and containers, "on" for surfaces."""
    last = place_name.split()[-1] if place_name else ""
    return "in" if last in _CONTAINERS or last.endswith("room") else "on"


def describe(name: str, attribute: str, value: str, value_name: str) -> str:
    """One sentence stating (entity, attribute) = value, from the entity's and the value's
    display names."""
    if attribute == "location":
        return f"The {name} is {preposition(value_name)} the {value_name}."
    if attribute == "held_by":
        return f"{value_name.capitalize()} has the {name}."
    if attribute == "state":
        return f"The {name} is {value}."
    if attribute.startswith("setting:"):
        return f"The {name}'s {attribute.split(':', 1)[1]} is set to {value}."
    return f"The {name}'s {attribute} is {value_name}."


def what_asked(plan: QueryPlan) -> str:
    """The thing a question asks about, quoted (its targets, else the question)."""
    return repr(" / ".join(plan.targets) or plan.question)


def value_type_of(fact: Fact) -> str:
    kind = fact.value_type.value
    return {"bool": "bool", "int": "int", "float": "float", "time": "time", "entity": "entity"}.get(kind, "str")

"""Goals: what an instruction asks for, before any entity is bound to it.

A goal names objects by description (words a person used), never by entity id; the
grounding operator binds descriptions to remembered entities later. Goals serialise to
plain dicts (``to_spec`` / ``from_spec``) so the engine's task view can store them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Mapping

from .errors import ParseError


class GoalKind(str, Enum):
    """What a goal asks to make true."""

    PLACE = "place"          # target ends up on / in destination
    OPEN = "open"
    CLOSE = "close"
    TURN_ON = "turn_on"
    TURN_OFF = "turn_off"
    SET = "set"              # a device setting takes a value
    HAND_OVER = "hand_over"  # target ends up with a person
    SAY = "say"              # words said to a person


@dataclass(frozen=True)
class ObjectRef:
    """An object as a person described it: content words, and an owner when said ("my", "Bob's")."""

    words: tuple[str, ...]
    owner: str = ""
    preferred_by: str = ""   # "Alice's favourite mug": the one Alice prefers, by remembered preference

    @property
    def text(self) -> str:
        return " ".join(self.words)

    def to_spec(self) -> dict[str, Any]:
        return {"words": list(self.words), "owner": self.owner, "preferred_by": self.preferred_by}

    @classmethod
    def from_spec(cls, spec: Mapping[str, Any]) -> "ObjectRef":
        words = spec.get("words")
        if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
            raise ParseError(f"ObjectRef field 'words' must be a list of strings, got {words!r}")
        return cls(words=tuple(words), owner=str(spec.get("owner", "")),
                   preferred_by=str(spec.get("preferred_by", "")))


@dataclass(frozen=True)
class Condition:
    """A precondition on the world that gates a goal ("if the fridge has fruit")."""

    subject: ObjectRef       # the thing whose state is tested ("fruit")
    attribute: str           # "location" or "state"
    value: str               # for location: a place description; for state: open/closed/on/off
    value_ref: ObjectRef | None = None  # the place, when attribute is location
    negated: bool = False

    def describe(self) -> str:
        verb = "is not" if self.negated else "is"
        where = "in/on " if self.attribute == "location" else ""
        return f"{self.subject.text} {verb} {where}{self.value}"

    def to_spec(self) -> dict[str, Any]:
        return {"subject": self.subject.to_spec(), "attribute": self.attribute, "value": self.value,
                "value_ref": self.value_ref.to_spec() if self.value_ref else None, "negated": self.negated}

    @classmethod
    def from_spec(cls, spec: Mapping[str, Any]) -> "Condition":
        ref = spec.get("value_ref")
        return cls(subject=ObjectRef.from_spec(spec["subject"]), attribute=str(spec["attribute"]),
                   value=str(spec["value"]), value_ref=ObjectRef.from_spec(ref) if ref else None,
                   negated=bool(spec.get("negated", False)))


@dataclass(frozen=True)
class Goal:
    """One goal of an agenda."""

    kind: GoalKind
    target: ObjectRef
    destination: ObjectRef | None = None   # PLACE: the place; HAND_OVER: the person (words)
    value: str = ""                        # SET: the value; SAY: the words
    setting: str = ""                      # SET: the setting name ("timer"), empty when implied
    condition: Condition | None = None
    text: str = ""                         # the clause it came from
    constraints: Mapping[str, str] = field(default_factory=dict)   # attribute filters ({"color": "red"})
    value_from: Mapping[str, str] = field(default_factory=dict)    # SET with a remembered value:
    # {"source": "request" | "preference", "person": id}

    def describe(self) -> str:
        parts = [self.kind.value, self.target.text]
        if self.destination is not None:
            parts.append(f"-> {self.destination.text}")
        if self.value:
            parts.append(f"= {self.value}")
        return " ".join(parts)

    def to_spec(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "target": self.target.to_spec(),
                "destination": self.destination.to_spec() if self.destination else None,
                "value": self.value, "setting": self.setting,
                "condition": self.condition.to_spec() if self.condition else None,
                "text": self.text, "constraints": dict(self.constraints), "value_from": dict(self.value_from)}

    @classmethod
    def from_spec(cls, spec: Mapping[str, Any]) -> "Goal":
        try:
            kind = GoalKind(spec.get("kind"))
        except ValueError as err:
            known = ", ".join(k.value for k in GoalKind)
            raise ParseError(f"Goal field 'kind' is {spec.get('kind')!r}; known kinds: {known}") from err
        dest = spec.get("destination")
        cond = spec.get("condition")
        return cls(kind=kind, target=ObjectRef.from_spec(spec.get("target") or {}),
                   destination=ObjectRef.from_spec(dest) if dest else None,
                   value=str(spec.get("value", "")), setting=str(spec.get("setting", "")),
                   condition=Condition.from_spec(cond) if cond else None, text=str(spec.get("text", "")),
                   constraints={str(k): str(v) for k, v in (spec.get("constraints") or {}).items()},
                   value_from={str(k): str(v) for k, v in (spec.get("value_from") or {}).items()})

"""Plans: ordered abstract actions with preconditions, effects and the evidence behind them.

These mirror ``obsmem_interfaces/msg/Plan`` and ``PlanStep`` (``nodes/convert.py`` maps them).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Mapping

from .errors import PlanningError


class Action(str, Enum):
    """The abstract actions a controller executes (the simulator's vocabulary plus explore / ask)."""

    NAVIGATE = "navigate"
    OPEN = "open"
    CLOSE = "close"
    PICK = "pick"
    PLACE = "place"
    TOGGLE = "toggle"
    SET = "set"
    HAND_OVER = "hand_over"
    SAY = "say"
    EXPLORE = "explore"   # go to a place and look (searching, or verifying a stale belief)
    ASK = "ask"           # ask a person (ambiguous or unknown goal)

    @property
    def changes_world(self) -> bool:
        """Actions that change an object's state; they need an evidence-supported binding."""
        return self in (Action.OPEN, Action.CLOSE, Action.PICK, Action.PLACE, Action.TOGGLE, Action.SET,
                        Action.HAND_OVER)


@dataclass(frozen=True)
class StateCondition:
    """(entity, attribute) = value, as a precondition or an expected effect."""

    entity: str
    attribute: str
    value: str

    def to_dict(self) -> dict[str, str]:
        return {"entity": self.entity, "attribute": self.attribute, "value": self.value}


@dataclass(frozen=True)
class PlanStep:
    """One abstract action with its arguments, what must hold before it, what it should cause."""

    action: Action
    target: str
    source: str = ""
    destination: str = ""
    value: str = ""
    preconditions: tuple[StateCondition, ...] = ()
    effects: tuple[StateCondition, ...] = ()
    evidence_ids: tuple[str, ...] = ()
    grounded: bool = False
    note: str = ""
    goal_id: str = ""

    def __post_init__(self) -> None:
        if self.action.changes_world and not self.grounded:
            raise PlanningError(f"step {self.action.value} {self.target!r}: field 'grounded' is false; "
                                "a world-changing action needs an evidence-supported binding")

    def to_dict(self) -> dict[str, Any]:
        return {"action": self.action.value, "target": self.target, "source": self.source,
                "destination": self.destination, "value": self.value,
                "preconditions": [c.to_dict() for c in self.preconditions],
                "effects": [c.to_dict() for c in self.effects], "evidence_ids": list(self.evidence_ids),
                "grounded": self.grounded, "note": self.note, "goal_id": self.goal_id}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "PlanStep":
        try:
            action = Action(data["action"])
        except (KeyError, ValueError) as err:
            known = ", ".join(a.value for a in Action)
            raise PlanningError(f"PlanStep field 'action' is {data.get('action')!r}; known: {known}") from err
        conds = lambda key: tuple(StateCondition(**c) for c in data.get(key, ()))  # noqa: E731
        return cls(action=action, target=str(data.get("target", "")), source=str(data.get("source", "")),
                   destination=str(data.get("destination", "")), value=str(data.get("value", "")),
                   preconditions=conds("preconditions"), effects=conds("effects"),
                   evidence_ids=tuple(data.get("evidence_ids", ())), grounded=bool(data.get("grounded", False)),
                   note=str(data.get("note", "")), goal_id=str(data.get("goal_id", "")))

    def describe(self) -> str:
        parts = [self.action.value, self.target]
        if self.source:
            parts.append(f"from {self.source}")
        if self.destination:
            parts.append(f"to {self.destination}")
        if self.value:
            parts.append(f"= {self.value}")
        return " ".join(parts)


@dataclass(frozen=True)
class Plan:
    """Steps for an instruction, or a refusal with its reason."""

    id: str
    instruction: str
    goal_ids: tuple[str, ...]
    steps: tuple[PlanStep, ...]
    refusal: str = ""
    stamp_ns: int = 0

    @property
    def grounded(self) -> bool:
        return not self.refusal and all(s.grounded for s in self.steps if s.action.changes_world)

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "instruction": self.instruction, "goal_ids": list(self.goal_ids),
                "steps": [s.to_dict() for s in self.steps], "grounded": self.grounded, "refusal": self.refusal,
                "stamp_ns": self.stamp_ns}

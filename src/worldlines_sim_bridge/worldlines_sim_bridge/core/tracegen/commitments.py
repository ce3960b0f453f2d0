"""Commitments spoken in the home: requests, reminders, promises and schedules, with their due times.

A commitment is born in an utterance (its structured form rides in the event's
``extras["commitment"]``, its words in ``utterance``), may be rescheduled or cancelled by later
utterances, and is fulfilled by events whose ``extras["fulfils"]`` names it.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Dict, List, Tuple

from ..sim.clock import ns_to_iso


class CommitmentType(str, enum.Enum):
    REQUEST = "request"      # someone asks the robot to do something
    REMINDER = "reminder"    # the robot is to remind someone
    PROMISE = "promise"      # a person promises to do something
    SCHEDULE = "schedule"    # an appointment or household event at a time


@dataclass
class Commitment:
    """One commitment and where it stands."""

    id: str
    type: CommitmentType
    requester: str
    owner: str
    task: str
    due_ns: int
    due_text: str
    recurrence: str = ""          # "" | daily | weekdays | weekend
    goal: Tuple[Tuple[str, str, str], ...] = ()   # (entity, attribute, value) the task should bring about
    beneficiary: str = ""
    status: str = "open"          # open | fulfilled | cancelled
    replaces: str = ""
    fulfilled_by: List[str] = field(default_factory=list)

    def extras(self, action: str = "create") -> Dict[str, Any]:
        return {"id": self.id, "action": action, "type": self.type.value, "requester": self.requester,
                "owner": self.owner, "task": self.task, "due": ns_to_iso(self.due_ns), "due_text": self.due_text,
                "recurrence": self.recurrence, "beneficiary": self.beneficiary, "replaces": self.replaces,
                "goal": [{"entity": e, "attribute": a, "value": v} for e, a, v in self.goal]}


class CommitmentBook:
    """All commitments of a trace, by id, in creation order."""

    def __init__(self) -> None:
        self.items: Dict[str, Commitment] = {}

    def new(self, **fields: Any) -> Commitment:
        cid = f"c{len(self.items) + 1:04d}"
        item = Commitment(id=cid, **fields)
        self.items[cid] = item
        return item

    def open_items(self) -> List[Commitment]:
        return [c for c in self.items.values() if c.status == "open"]

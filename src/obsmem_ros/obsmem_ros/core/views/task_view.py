"""Task view: goal agendas, per-goal status, hand state, failed bindings, completion evidence.

The Task view of the memory (DESIGN.md, "One memory, several typed views"): written by the
planner and the controller, it answers what remains, what failed and what is held. It lives
in the home's store (SQLite or PostgreSQL) beside the other views, in its own ``task_*`` tables
(``store.task_rows``), created idempotently (so it survives a restart) with a schema version row
in ``task_meta``.

Goals are stored as opaque JSON specs: the view does not interpret what a goal asks, only
its place in the agenda and its lifecycle. Times are int nanoseconds since the epoch, UTC.
"""
from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Mapping, Sequence

from obsmem_ros.core.store import StoreDriver, TaskRows
from obsmem_ros.errors import ObsMemError

TASK_SCHEMA_VERSION = 1


class TaskViewError(ObsMemError):
    """A task-view request named an unknown record or carried a bad value."""


class GoalStatus(str, Enum):
    """Lifecycle of one goal of an agenda."""

    PENDING = "pending"
    ACTIVE = "active"
    DONE = "done"
    FAILED = "failed"
    REFUSED = "refused"

    @property
    def terminal(self) -> bool:
        return self in (GoalStatus.DONE, GoalStatus.FAILED, GoalStatus.REFUSED)


@dataclass(frozen=True)
class FailedBinding:
    """A binding that was tried for a goal and failed (the object was not where memory said)."""

    goal_id: str
    entity: str
    source: str       # where the entity was believed to be when the binding failed ("" if unknown)
    reason: str
    time_ns: int
    evidence_ids: tuple[str, ...] = ()


@dataclass(frozen=True)
class GoalRecord:
    """One stored goal: its place in the agenda, its spec and its lifecycle."""

    id: str
    agenda_id: str
    position: int
    description: str
    spec: Mapping[str, Any]
    status: GoalStatus
    reason: str
    updated_ns: int
    completion_evidence: tuple[str, ...] = ()


@dataclass(frozen=True)
class Agenda:
    """An instruction's ordered goals."""

    id: str
    instruction: str
    requester: str
    created_ns: int
    closed: bool
    goals: tuple[GoalRecord, ...] = field(default_factory=tuple)

    def next_goal(self) -> GoalRecord | None:
        """The first goal not yet in a terminal status (None when the agenda is finished)."""
        return next((g for g in self.goals if not g.status.terminal), None)


@dataclass(frozen=True)
class HandState:
    """What the robot holds ("" for an empty hand), since when."""

    robot: str
    entity: str
    since_ns: int

    @property
    def empty(self) -> bool:
        return not self.entity


class TaskView:
    """The Task view over the memory's store driver."""

    def __init__(self, store: StoreDriver) -> None:
        self._rows = TaskRows(store)
        version = self._rows.ensure_schema(TASK_SCHEMA_VERSION)
        if version > TASK_SCHEMA_VERSION:
            raise TaskViewError(f"task_meta schema_version is {version}; this code reads up to "
                                f"{TASK_SCHEMA_VERSION}: upgrade obsmem_ros")

    @property
    def schema_version(self) -> int:
        return self._rows.schema_version()

    # -- agendas and goals -------------------------------------------------------------------
    def create_agenda(self, instruction: str, requester: str, goals: Sequence[Mapping[str, Any]], now_ns: int,
                      descriptions: Sequence[str] | None = None) -> Agenda:
        """Store a new agenda with its goals (JSON-serialisable specs) in order, all pending."""
        if not isinstance(now_ns, int) or isinstance(now_ns, bool):
            raise TaskViewError(f"field 'now_ns' must be int nanoseconds, got {now_ns!r}")
        if descriptions is not None and len(descriptions) != len(goals):
            raise TaskViewError(f"field 'descriptions' has {len(descriptions)} items for {len(goals)} goals")
        agenda_id = f"agenda-{uuid.uuid4().hex[:12]}"
        rows = []
        for position, spec in enumerate(goals):
            try:
                spec_json = json.dumps(dict(spec), sort_keys=True)
            except (TypeError, ValueError) as err:
                raise TaskViewError(f"goal {position} field 'spec' is not JSON-serialisable: {err}") from err
            text = descriptions[position] if descriptions is not None else str(spec.get("text", ""))
            rows.append((f"{agenda_id}-g{position}", agenda_id, position, text, spec_json, GoalStatus.PENDING.value,
                         "", now_ns))
        self._rows.add_agenda((agenda_id, instruction, requester, now_ns), rows)
        return self.agenda(agenda_id)

    def agenda(self, agenda_id: str) -> Agenda:
        row = self._rows.agenda(agenda_id)
        if row is None:
            raise TaskViewError(f"field 'agenda_id' names no agenda: {agenda_id!r}")
        goals = tuple(self._goal(r) for r in self._rows.goals(agenda_id))
        return Agenda(id=row[0], instruction=row[1], requester=row[2], created_ns=row[3], closed=bool(row[4]),
                      goals=goals)

    def open_agendas(self) -> list[Agenda]:
        """Agendas not yet closed, oldest first (what remains after a restart)."""
        return [self.agenda(i) for i in self._rows.open_agenda_ids()]

    def close_agenda(self, agenda_id: str) -> None:
        self.agenda(agenda_id)
        self._rows.close_agenda(agenda_id)

    def goal(self, goal_id: str) -> GoalRecord:
        row = self._rows.goal(goal_id)
        if row is None:
            raise TaskViewError(f"field 'goal_id' names no goal: {goal_id!r}")
        return self._goal(row)

    def set_status(self, goal_id: str, status: GoalStatus | str, now_ns: int, reason: str = "") -> GoalRecord:
        """Move a goal to a status, with the reason (why refused / failed)."""
        try:
            status = GoalStatus(status)
        except ValueError as err:
            known = ", ".join(s.value for s in GoalStatus)
            raise TaskViewError(f"field 'status' is {status!r}; known: {known}") from err
        self.goal(goal_id)
        self._rows.set_status(goal_id, status.value, reason, now_ns)
        return self.goal(goal_id)

    def complete(self, goal_id: str, evidence_ids: Sequence[str], now_ns: int) -> GoalRecord:
        """Mark a goal done, keeping the events that show it was reached."""
        self.goal(goal_id)
        self._rows.complete(goal_id, GoalStatus.DONE.value, json.dumps(list(evidence_ids)), now_ns)
        return self.goal(goal_id)

    # -- hand state --------------------------------------------------------------------------
    def hand(self, robot: str = "robot") -> HandState:
        held = self._rows.hand(robot)
        return HandState(robot=robot, entity=held[0], since_ns=held[1]) if held else HandState(robot, "", 0)

    def set_hand(self, entity: str, now_ns: int, robot: str = "robot") -> HandState:
        """Record what the robot now holds ("" when it let go)."""
        self._rows.set_hand(robot, entity, now_ns)
        return self.hand(robot)

    # -- failed bindings ---------------------------------------------------------------------
    def add_failed_binding(self, goal_id: str, entity: str, source: str, reason: str, now_ns: int,
                           evidence_ids: Sequence[str] = ()) -> FailedBinding:
        self.goal(goal_id)
        self._rows.add_failed_binding((goal_id, entity, source, reason, now_ns, json.dumps(list(evidence_ids))))
        return FailedBinding(goal_id, entity, source, reason, now_ns, tuple(evidence_ids))

    def failed_bindings(self, goal_id: str) -> list[FailedBinding]:
        return [FailedBinding(r[0], r[1], r[2], r[3], r[4], tuple(json.loads(r[5])))
                for r in self._rows.failed_bindings(goal_id)]

    @staticmethod
    def _goal(row: tuple) -> GoalRecord:
        return GoalRecord(id=row[0], agenda_id=row[1], position=row[2], description=row[3],
                          spec=json.loads(row[4]), status=GoalStatus(row[5]), reason=row[6], updated_ns=row[7],
                          completion_evidence=tuple(json.loads(row[8])) if row[8] else ())

"""A simulated manipulator: executes plan steps against the WorldLines simulator's world.

Each step becomes a simulator action, checked against the action's preconditions (an unmet one
is a failed step with the simulator's reason, e.g. "the laptop is not in reach") and applied.
After every step the robot looks around: ``observations`` are the simulator's ``observe`` events
for everything visible in its room, so a failure always comes with what the robot then saw.
"""
from __future__ import annotations

from typing import Any, Mapping

from mimir_grounding.core import (Action, ControllerError, ControllerInfo, PlanStep, StepResult, StepStatus,
                                  register_controller)
from obsmem_ros import Event, EventKind, FactSpec, ValueType

from ...errors import UnknownEntityError
from ..sim.home import EntityKind
from ..sim.records import Action as SimAction
from ..sim.world import SimWorld

STEP_NS = 5_000_000_000  # simulated duration of one step


class SimController:
    """Runs steps in a ``SimWorld``; its clock starts at ``start_ns`` and advances 5 s a step."""

    def __init__(self, world: SimWorld, *, start_ns: int | None = None, session_id: str = "mimir",
                 id_prefix: str = "mimir") -> None:
        self.world = world
        self.robot = world.robot_id
        self.now_ns = int(start_ns if start_ns is not None else world.now_ns)
        self.session_id = session_id
        self.id_prefix = id_prefix
        self._count = 0

    @property
    def info(self) -> ControllerInfo:
        return ControllerInfo(robot_id=self.robot, rooms=tuple(self.world.home.rooms()),
                              capabilities=tuple(a.value for a in Action))

    def robot_room(self) -> str:
        return self.world.get(self.robot, "location")

    def _next_id(self) -> str:
        self._count += 1
        return f"{self.id_prefix}-{self._count:05d}"

    def _tick(self) -> int:
        self.now_ns += STEP_NS
        return self.now_ns

    def to_sim(self, step: PlanStep) -> SimAction:
        """The simulator action of a plan step (explore has none: it is pure perception)."""
        a, robot = step.action, self.robot
        if a in (Action.NAVIGATE, Action.OPEN, Action.CLOSE, Action.PICK, Action.TOGGLE):
            return SimAction(a.value, robot, (step.target,))
        if a in (Action.PLACE, Action.HAND_OVER):
            return SimAction(a.value, robot, (step.target, step.destination))
        if a is Action.SET:
            setting = next((e.attribute.split(":", 1)[1] for e in step.effects if e.attribute.startswith("setting:")),
                           "")
            return SimAction("set", robot, (step.target,), setting=setting, value=step.value)
        if a in (Action.SAY, Action.ASK):
            addressee = step.target if step.target in self.world.agents() else ""
            return SimAction("say", robot, (), utterance=step.value, addressee=addressee)
        raise ControllerError(f"step field 'action' is {a.value!r}: the simulated manipulator has no action for it")

    def observe(self) -> tuple[Mapping[str, Any], ...]:
        room = self.robot_room()
        seen = [*self.world.visible_in(room), *self.world.held_by(self.robot)]
        seen += [p for p in self.world.agents() if p != self.robot and self.world.get(p, "location") == room]
        when = self._tick()
        events = []
        for entity in dict.fromkeys(seen):
            if self.world.kind(entity) is EntityKind.PERSON:
                events.append(self._person_seen(entity, room, when))
                continue
            outcome = self.world.apply(SimAction("observe", self.robot, (entity,), first_sight=True), time_ns=when,
                                       event_id=self._next_id(), session_id=self.session_id)
            if outcome.ok and outcome.event is not None:
                events.append(outcome.event.to_json())
        return tuple(events)

    def _person_seen(self, person: str, room: str, when: int) -> dict[str, Any]:
        event = Event(id=self._next_id(), time_ns=when, kind=EventKind.OBSERVATION, actor=self.robot, verb="observe",
                      objects=(person,), location=room, observers=(self.robot,),
                      text=f"The robot saw {person} in the {room}.",
                      deltas=(FactSpec(person, "location", room, ValueType.ENTITY),), session_id=self.session_id,
                      source="sim")
        return event.to_json()

    def execute(self, step: PlanStep) -> StepResult:
        try:
            return self._execute(step)
        except UnknownEntityError as err:
            return self._failed(str(err), ("unknown_entity",))

    def _execute(self, step: PlanStep) -> StepResult:
        if step.action is Action.EXPLORE:
            return self._explore(step)
        action = self.to_sim(step)
        if step.action is Action.TOGGLE and step.value and self.world.get(step.target, "state") == step.value:
            return self._failed(f"{step.target} is already {step.value}", ("already_" + step.value,))
        when = self._tick()
        outcome = self.world.apply(action, time_ns=when, event_id=self._next_id(), session_id=self.session_id)
        if not outcome.ok:
            return self._failed(outcome.reason, tuple(v.code for v in outcome.violations))
        event = outcome.event.to_json() if outcome.event is not None else None
        return StepResult(StepStatus.DONE, event["text"] if event else step.describe(),
                          deltas=tuple(d.to_dict() for d in outcome.deltas), action_event=event,
                          observations=self.observe(), time_ns=when)

    def _explore(self, step: PlanStep) -> StepResult:
        room = self.robot_room()
        if self.world.room_of(step.target) != room and step.target != room:
            return self._failed(f"{step.target} is not in the {room} where the robot is", ("not_in_reach",))
        seen = self.observe()
        return StepResult(StepStatus.DONE, f"looked at {step.target}: saw {len(seen)} things", observations=seen,
                          time_ns=self.now_ns)

    def _failed(self, reason: str, codes: tuple[str, ...]) -> StepResult:
        return StepResult(StepStatus.FAILED, reason, violations=codes, observations=self.observe(),
                          time_ns=self.now_ns)


register_controller("sim", SimController)

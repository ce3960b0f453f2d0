"""Builds a goal's steps in order while tracking where the robot will be and what it will hold.

Every step carries the preconditions the planner checked against remembered state and the
effects it expects; world-changing steps carry the evidence of their binding.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .plan import Action, PlanStep, StateCondition
from .world_memory import WorldMemory


@dataclass
class StepBuilder:
    """Accumulates steps for one goal; ``room`` and ``holding`` follow the plan as it grows."""

    world: WorldMemory
    robot: str
    room: str
    holding: str
    goal_id: str
    steps: list[PlanStep] = field(default_factory=list)
    opened: dict[str, tuple[str, ...]] = field(default_factory=dict)   # container -> evidence it was opened on

    def _add(self, step: PlanStep) -> None:
        self.steps.append(step)

    def room_of(self, place: str) -> str:
        return self.world.room_of(place) or place

    def go(self, room: str, note: str = "") -> None:
        """Navigate unless the robot will already be there."""
        if not room or room == self.room:
            return
        self._add(PlanStep(Action.NAVIGATE, room, effects=(StateCondition(self.robot, "location", room),),
                           grounded=True, note=note or f"go to {room}", goal_id=self.goal_id))
        self.room = room

    def _at(self, place: str) -> StateCondition:
        return StateCondition(self.robot, "location", self.room_of(place))

    def remembered_state(self, entity: str) -> str:
        fact = self.world.facts(entity).get("state")
        return fact.value if fact else ""

    def open_if_closed(self, place: str, evidence: tuple[str, ...]) -> None:
        """Open a container remembered closed (precondition checked against memory)."""
        if self.remembered_state(place) != "closed" or place in self.opened:
            return
        self.go(self.room_of(place))
        self._add(PlanStep(Action.OPEN, place, preconditions=(StateCondition(place, "state", "closed"),
                                                              self._at(place)),
                           effects=(StateCondition(place, "state", "open"),), evidence_ids=evidence, grounded=True,
                           note=f"{place} was closed at last sighting", goal_id=self.goal_id))
        self.opened[place] = evidence

    def close(self, place: str, evidence: tuple[str, ...], note: str) -> None:
        self.go(self.room_of(place))
        self._add(PlanStep(Action.CLOSE, place, preconditions=(StateCondition(place, "state", "open"),
                                                               self._at(place)),
                           effects=(StateCondition(place, "state", "closed"),), evidence_ids=evidence,
                           grounded=True, note=note, goal_id=self.goal_id))

    def close_opened(self, keep_open: set[str]) -> None:
        """Close what this plan opened, except containers a goal wants open."""
        for place, evidence in list(self.opened.items()):
            if place not in keep_open:
                self.close(place, evidence, f"close {place}, opened by this plan")
            del self.opened[place]

    def pick(self, target: str, source: str, evidence: tuple[str, ...]) -> None:
        self.go(self.room_of(source))
        self.open_if_closed(source, evidence)
        pre = [StateCondition(target, "location", source), self._at(source),
               StateCondition(self.robot, "holding", "")]
        if source in self.opened or self.remembered_state(source) == "open":
            pre.append(StateCondition(source, "state", "open"))
        self._add(PlanStep(Action.PICK, target, source=source, preconditions=tuple(pre),
                           effects=(StateCondition(target, "held_by", self.robot),
                                    StateCondition(target, "location", self.robot)),
                           evidence_ids=evidence, grounded=True, note=f"memory: {target} at {source}",
                           goal_id=self.goal_id))
        self.holding = target

    def place(self, target: str, destination: str, evidence: tuple[str, ...]) -> None:
        self.go(self.room_of(destination))
        self.open_if_closed(destination, evidence)
        self._add(PlanStep(Action.PLACE, target, destination=destination,
                           preconditions=(StateCondition(target, "held_by", self.robot), self._at(destination)),
                           effects=(StateCondition(target, "location", destination),
                                    StateCondition(target, "held_by", "")),
                           evidence_ids=evidence, grounded=True, goal_id=self.goal_id))
        self.holding = ""

    def hand_over(self, target: str, person: str, person_room: str, evidence: tuple[str, ...]) -> None:
        self.go(person_room)
        self._add(PlanStep(Action.HAND_OVER, target, destination=person,
                           preconditions=(StateCondition(target, "held_by", self.robot),
                                          StateCondition(person, "location", person_room)),
                           effects=(StateCondition(target, "held_by", person),),
                           evidence_ids=evidence, grounded=True, goal_id=self.goal_id))
        self.holding = ""

    def device(self, action: Action, device: str, attribute: str, before: str, value: str,
               evidence: tuple[str, ...]) -> None:
        """Toggle a device to ``value`` or set one of its settings."""
        self.go(self.room_of(device))
        pre = [self._at(device)] + ([StateCondition(device, attribute, before)] if before else [])
        self._add(PlanStep(action, device, value=value, preconditions=tuple(pre),
                           effects=(StateCondition(device, attribute, value),), evidence_ids=evidence,
                           grounded=True, note=f"{attribute}: {before or '?'} -> {value}", goal_id=self.goal_id))

    def explore(self, place: str, note: str) -> None:
        """Go where the place is and look (opening a container remembered closed, then closing it)."""
        self.go(self.room_of(place), note=f"search: {note}")
        container = self.remembered_state(place) == "closed"
        if container:
            self.open_if_closed(place, self._evidence(place))
        self._add(PlanStep(Action.EXPLORE, place, grounded=False, note=note, goal_id=self.goal_id))
        if container:
            self.close_opened(set())

    def say(self, person: str, words: str, action: Action = Action.SAY) -> None:
        self._add(PlanStep(action, person, value=words, grounded=action is Action.SAY, goal_id=self.goal_id,
                           note="ask a person" if action is Action.ASK else ""))

    def _evidence(self, entity: str) -> tuple[str, ...]:
        return tuple(e for f in self.world.facts(entity).values() for e in f.evidence_ids)[:5]

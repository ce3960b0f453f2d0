"""GoalPlanner: one goal + remembered state -> grounded steps, or a refusal with a fallback.

Each goal is grounded first (``grounding.ground``); only a binding yields world-changing
steps, built with preconditions checked against remembered state (navigate first, open a
closed container before picking from it or placing into it, free the hand before a pick).
A refusal yields exploration steps (the likely places in order of past sightings) or a
question to a person, never a blind action.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from obsmem_ros import BeliefLabel

from .errors import ConfigError, PlanningError
from .goals import Condition, Goal, GoalKind, ObjectRef
from .grounding import GroundingRequest, GroundingResult, Refusal, Tried, ground
from .plan import Action, PlanStep
from .recall import recall
from .step_builder import StepBuilder
from .world_memory import WorldMemory


@dataclass(frozen=True)
class GoalPlannerConfig:
    """GoalPlanner settings (node parameters of the same names)."""

    robot_id: str = "robot"
    recall_k: int = 5
    close_opened: bool = True

    def __post_init__(self) -> None:
        if not self.robot_id:
            raise ConfigError("planner field 'robot_id' is empty")
        if not 1 <= self.recall_k <= 50:
            raise ConfigError(f"planner field 'recall_k' is {self.recall_k}; it must lie in [1, 50]")


@dataclass(frozen=True)
class RobotContext:
    """What the planner knows about the robot when it plans a goal."""

    room: str
    holding: str = ""
    rooms: tuple[str, ...] = ()
    tried: tuple[Tried, ...] = ()
    requester: str = ""
    keep_open: frozenset[str] = frozenset()


@dataclass(frozen=True)
class GoalPlan:
    """Steps for one goal: grounded actions, or (with a refusal) exploration / a question."""

    goal_id: str
    steps: tuple[PlanStep, ...]
    refusal: str = ""
    reason: Refusal | None = None
    grounding: GroundingResult | None = None
    satisfied: bool = False
    bindings: dict[str, str] = field(default_factory=dict)
    note: str = ""


def _is_time(value: str) -> bool:
    return bool(re.fullmatch(r"\d{1,2}:\d{2}", value))


class GoalPlanner:
    """Plans goals against a world memory."""

    def __init__(self, world: WorldMemory, config: GoalPlannerConfig | None = None) -> None:
        self.world = world
        self.config = config or GoalPlannerConfig()

    def ground(self, ref: ObjectRef, ctx: RobotContext, *, need_fresh: bool,
               constraints: dict[str, str] | None = None) -> GroundingResult:
        rooms = tuple(dict.fromkeys([r for r in (ctx.room, *ctx.rooms) if r in ctx.rooms]))
        request = GroundingRequest(ref=ref, constraints=constraints or {}, tried=ctx.tried, need_fresh=need_fresh,
                                   rooms=rooms, k=self.config.recall_k)
        return ground(self.world, request)

    def plan_goal(self, goal: Goal, goal_id: str, ctx: RobotContext) -> GoalPlan:
        """Steps that reach ``goal`` from the remembered state, or a refusal with a fallback."""
        builder = StepBuilder(self.world, self.config.robot_id, ctx.room, ctx.holding, goal_id)
        if goal.condition is not None:
            holds, verify = self.condition_holds(goal.condition, ctx)
            if verify is not None:
                return self.fallback(goal_id, verify, ctx, builder)
            if not holds:
                return GoalPlan(goal_id, (), satisfied=True, note=f"condition is false: {goal.condition.describe()}")
        handlers = {GoalKind.PLACE: self._place, GoalKind.HAND_OVER: self._hand_over,
                    GoalKind.OPEN: self._open_close, GoalKind.CLOSE: self._open_close,
                    GoalKind.TURN_ON: self._switch, GoalKind.TURN_OFF: self._switch, GoalKind.SET: self._set,
                    GoalKind.SAY: self._say}
        return handlers[goal.kind](goal, goal_id, ctx, builder)

    def condition_holds(self, cond: Condition, ctx: RobotContext) -> tuple[bool, GroundingResult | None]:
        """Whether a goal's condition holds in fresh memory; a verification fallback when memory is not fresh."""
        if cond.attribute == "location" and cond.value_ref is not None:
            place = self.ground(cond.value_ref, ctx, need_fresh=False)
            if not place.grounded or place.target is None:
                return False, place
            there = [c for c in recall(self.world, cond.subject, k=10) if c.parent == place.target.entity]
            if any(c.location is None or c.location.trust is not BeliefLabel.FRESH for c in there) and \
                    place.target.entity not in {t.place for t in ctx.tried}:
                return False, GroundingResult(False, Refusal.STALE, f"{cond.describe()}: verify first",
                                              explore=(place.target.entity,))
            return bool(there) != cond.negated, None
        subject = self.ground(cond.subject, ctx, need_fresh=False)
        if not subject.grounded or subject.target is None:
            return False, subject
        state = self.world.facts(subject.target.entity).get(cond.attribute)
        if (state is None or state.trust is not BeliefLabel.FRESH) and \
                subject.target.entity not in {t.place for t in ctx.tried}:
            return False, GroundingResult(False, Refusal.STALE, f"{cond.describe()}: verify first",
                                          explore=(subject.target.entity,))
        return (state is not None and state.value == cond.value) != cond.negated, None

    # -- refusals ------------------------------------------------------------------------------
    def fallback(self, goal_id: str, result: GroundingResult, ctx: RobotContext,
                 builder: StepBuilder | None = None, bindings: dict[str, str] | None = None) -> GoalPlan:
        """Exploration of the first likely place, or a question when nothing is left to search."""
        builder = builder or StepBuilder(self.world, self.config.robot_id, ctx.room, ctx.holding, goal_id)
        places = self._with_containers(result.explore, ctx)
        if result.reason is not Refusal.AMBIGUOUS and places:
            builder.explore(places[0], result.message)
        else:
            question = result.question or f"I could not find it ({result.message}). Where is it?"
            builder.say(ctx.requester or "requester", question, Action.ASK)
        return GoalPlan(goal_id, tuple(builder.steps), refusal=result.message, reason=result.reason,
                        grounding=result, bindings=bindings or {})

    def _with_containers(self, places: tuple[str, ...], ctx: RobotContext) -> tuple[str, ...]:
        """Places to search: the given order (sightings, then rooms), then closed containers in the rooms.
        A place in a room already looked at is skipped unless it is a closed container (not yet opened)."""
        searched = {t.place for t in ctx.tried}
        rooms = [r for r in ctx.rooms if r in searched] + [p for p in places if p in ctx.rooms]
        inside = [e for room in rooms for e in self.world.contents(room) if self._remembered_closed(e)]
        out: list[str] = []
        for place in (*places, *inside):
            seen_room = place not in ctx.rooms and self.world.room_of(place) in searched
            if place not in out and place not in searched and not (seen_room and not self._remembered_closed(place)):
                out.append(place)
        return tuple(out)

    def _remembered_closed(self, entity: str) -> bool:
        state = self.world.facts(entity).get("state")
        return state is not None and state.value == "closed"

    def _unlocated(self, places: tuple[str, ...], ctx: RobotContext) -> GroundingResult | None:
        """A refusal when memory cannot say which room a place is in (the robot could not go there)."""
        for place in places:
            room = place if place in ctx.rooms else self.world.room_of(place)
            if not room or (ctx.rooms and room not in ctx.rooms):
                searched = {t.place for t in ctx.tried}
                return GroundingResult(False, Refusal.NO_CANDIDATE, f"memory does not know which room {place} is in",
                                       explore=tuple(r for r in ctx.rooms if r not in searched),
                                       question=f"Where is the {place}?")
        return None

    def _bind_target(self, goal: Goal, ctx: RobotContext, need_fresh: bool) -> GroundingResult:
        return self.ground(goal.target, ctx, need_fresh=need_fresh, constraints=dict(goal.constraints))

    def _held_match(self, goal: Goal, ctx: RobotContext) -> GroundingResult | None:
        """When the robot already holds something matching the target, that is the binding."""
        if not ctx.holding:
            return None
        result = self._bind_target(goal, ctx, need_fresh=False)
        if result.grounded and result.target is not None and result.target.entity == ctx.holding:
            return result
        return None

    # -- goal kinds ----------------------------------------------------------------------------
    def _free_hand(self, builder: StepBuilder, keep: str) -> None:
        """Put down what the robot holds (back where it was last seen) before picking something else."""
        held = builder.holding
        if not held or held == keep:
            return
        places = [s for s in self.world.sightings(held) if s.place != self.config.robot_id]
        if not places:
            raise PlanningError(f"robot holds {held!r} and memory knows no place to put it down "
                                "(field 'holding')")
        held_fact = self.world.facts(held).get("location")
        evidence = places[0].evidence_ids + (held_fact.evidence_ids if held_fact else ())
        builder.place(held, places[0].place, evidence)

    def _place(self, goal: Goal, goal_id: str, ctx: RobotContext, builder: StepBuilder) -> GoalPlan:
        if goal.destination is None:
            raise PlanningError(f"goal {goal.text!r}: field 'destination' is empty for a place goal")
        dest = self.ground(goal.destination, ctx, need_fresh=False)
        if not dest.grounded or dest.target is None:
            return self.fallback(goal_id, dest, ctx, builder)
        held = self._held_match(goal, ctx)
        target = held or self._bind_target(goal, ctx, need_fresh=True)
        if not target.grounded or target.target is None:
            return self.fallback(goal_id, target, ctx, builder)
        entity, destination = target.target.entity, dest.target.entity
        unlocated = self._unlocated((destination,) if held else (target.target.parent, destination), ctx)
        if unlocated is not None:
            return self.fallback(goal_id, unlocated, ctx, builder)
        evidence = target.evidence_ids + dest.evidence_ids
        if held is None and target.target.parent == destination:
            return GoalPlan(goal_id, (), grounding=target, satisfied=True,
                            bindings={"target": entity, "destination": destination})
        if held is None:
            self._free_hand(builder, entity)
            builder.pick(entity, target.target.parent, target.evidence_ids)
            if self.config.close_opened:
                builder.close_opened(set(ctx.keep_open) | {destination})
        builder.place(entity, destination, evidence)
        return GoalPlan(goal_id, tuple(builder.steps), grounding=target,
                        bindings={"target": entity, "source": target.target.parent, "destination": destination})

    def _hand_over(self, goal: Goal, goal_id: str, ctx: RobotContext, builder: StepBuilder) -> GoalPlan:
        person = goal.destination.words[0] if goal.destination else ctx.requester
        where = self.world.facts(person).get("location")
        searched = {t.place for t in ctx.tried if t.entity == person and where and where.time_ns <= t.time_ns}
        if where is None or not where.value or where.value in searched:
            result = GroundingResult(False, Refusal.NO_CANDIDATE, f"no current remembered location for {person!r}",
                                     explore=tuple(r for r in ctx.rooms if r not in {t.place for t in ctx.tried}))
            return self.fallback(goal_id, result, ctx, builder, bindings={"person": person})
        held = self._held_match(goal, ctx)
        target = held or self._bind_target(goal, ctx, need_fresh=True)
        if not target.grounded or target.target is None:
            return self.fallback(goal_id, target, ctx, builder)
        entity = target.target.entity
        unlocated = self._unlocated(() if held else (target.target.parent,), ctx)
        if unlocated is not None:
            return self.fallback(goal_id, unlocated, ctx, builder)
        if held is None:
            self._free_hand(builder, entity)
            builder.pick(entity, target.target.parent, target.evidence_ids)
            if self.config.close_opened:
                builder.close_opened(set(ctx.keep_open))
        person_room = self.world.room_of(person) or where.value
        builder.hand_over(entity, person, person_room, target.evidence_ids + where.evidence_ids)
        return GoalPlan(goal_id, tuple(builder.steps), grounding=target,
                        bindings={"target": entity, "source": target.target.parent, "destination": person})

    def _device_binding(self, goal: Goal, ctx: RobotContext) -> GroundingResult:
        result = self._bind_target(goal, ctx, need_fresh=False)
        if result.grounded and result.target is not None:
            return self._unlocated((result.target.entity,), ctx) or result
        return result

    def _open_close(self, goal: Goal, goal_id: str, ctx: RobotContext, builder: StepBuilder) -> GoalPlan:
        target = self._device_binding(goal, ctx)
        if not target.grounded or target.target is None:
            return self.fallback(goal_id, target, ctx, builder)
        entity = target.target.entity
        wanted = "open" if goal.kind is GoalKind.OPEN else "closed"
        state = self.world.facts(entity).get("state")
        if state is not None and state.value == wanted and state.trust is BeliefLabel.FRESH:
            return GoalPlan(goal_id, (), grounding=target, satisfied=True, bindings={"target": entity})
        evidence = target.evidence_ids + (state.evidence_ids if state else ())
        if wanted == "open":
            builder.go(builder.room_of(entity))
            builder.open_if_closed(entity, evidence)
            builder.opened.clear()
            if not builder.steps or builder.steps[-1].action is not Action.OPEN:
                builder.device(Action.OPEN, entity, "state", "closed", "open", evidence)
        else:
            builder.close(entity, evidence, f"goal: close {entity}")
        return GoalPlan(goal_id, tuple(builder.steps), grounding=target, bindings={"target": entity})

    def _switch(self, goal: Goal, goal_id: str, ctx: RobotContext, builder: StepBuilder) -> GoalPlan:
        target = self._device_binding(goal, ctx)
        if not target.grounded or target.target is None:
            return self.fallback(goal_id, target, ctx, builder)
        entity = target.target.entity
        wanted = "on" if goal.kind is GoalKind.TURN_ON else "off"
        state = self.world.facts(entity).get("state")
        if state is None or state.trust is not BeliefLabel.FRESH:
            verify = GroundingResult(False, Refusal.STALE, f"state of {entity} is not freshly known: verify first",
                                     explore=(entity,) if (entity not in {t.place for t in ctx.tried}) else (),
                                     question=f"Is the {goal.target.text} {wanted}?")
            return self.fallback(goal_id, verify, ctx, builder)
        if state.value == wanted:
            return GoalPlan(goal_id, (), grounding=target, satisfied=True, bindings={"target": entity})
        builder.device(Action.TOGGLE, entity, "state", state.value, wanted, target.evidence_ids + state.evidence_ids)
        return GoalPlan(goal_id, tuple(builder.steps), grounding=target, bindings={"target": entity})

    def _setting_name(self, goal: Goal, entity: str) -> str:
        settings = sorted(a.split(":", 1)[1] for a in self.world.facts(entity) if a.startswith("setting:"))
        if goal.setting:
            return goal.setting
        if len(settings) == 1 or (goal.value_from and settings):
            return settings[0]
        timed = [s for s in settings if s in ("timer", "alarm")]
        if _is_time(goal.value) and timed:
            return timed[0]
        numeric = [s for s in settings if s in ("temperature", "volume", "brightness")]
        if goal.value.replace(".", "", 1).isdigit() and numeric:
            return numeric[0]
        raise PlanningError(f"goal {goal.text!r}: field 'setting' is empty and {entity} has settings {settings}; "
                            "say which one")

    def _remembered_value(self, goal: Goal, entity: str, attribute: str) -> tuple[str, tuple[str, ...]]:
        """The value to set: the instruction's, or the one a person asked for / prefers, from memory."""
        if goal.value or not goal.value_from:
            return goal.value, ()
        person = goal.value_from.get("person", "")
        if goal.value_from.get("source") == "request":
            fact = self.world.requested(person, entity, attribute)
        else:
            category = self.world.facts(entity).get("category")
            fact = self.world.preferred(person, category.value if category else attribute.split(":", 1)[-1])
        return fact.value, fact.evidence_ids

    def _set(self, goal: Goal, goal_id: str, ctx: RobotContext, builder: StepBuilder) -> GoalPlan:
        target = self._device_binding(goal, ctx)
        if not target.grounded or target.target is None:
            return self.fallback(goal_id, target, ctx, builder)
        entity = target.target.entity
        attribute = f"setting:{self._setting_name(goal, entity)}"
        value, value_evidence = self._remembered_value(goal, entity, attribute)
        if not value:
            person = goal.value_from.get("person", "")
            missing = GroundingResult(False, Refusal.NO_CANDIDATE, f"no remembered {goal.value_from.get('source')} "
                                      f"of {person} for {entity} {attribute}",
                                      question=f"What {attribute.split(':', 1)[-1]} should I set on the {goal.target.text}?")
            return self.fallback(goal_id, missing, ctx, builder)
        current = self.world.facts(entity).get(attribute)
        if current is not None and current.value == value and current.trust is BeliefLabel.FRESH:
            return GoalPlan(goal_id, (), grounding=target, satisfied=True, bindings={"target": entity})
        builder.device(Action.SET, entity, attribute, current.value if current else "", value,
                       target.evidence_ids + value_evidence)
        return GoalPlan(goal_id, tuple(builder.steps), grounding=target,
                        bindings={"target": entity, "setting": attribute, "value": value})

    def _say(self, goal: Goal, goal_id: str, ctx: RobotContext, builder: StepBuilder) -> GoalPlan:
        builder.say(goal.target.words[0], goal.value)
        return GoalPlan(goal_id, tuple(builder.steps), bindings={"target": goal.target.words[0]})

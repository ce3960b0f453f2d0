"""Projects -> ordered goals, composed from what memory holds about the household.

A project ("movie night for Bob", "the table for the four of us") is a recipe of goal *slots*;
memory fills every slot that is about people or habits, and nothing is guessed:

* preferences (Knowledge view, stated or shown): Bob's channel and temperature, Carol's mug, a
  person's drink; when memory holds none, the slot stays a remembered-value goal (``value_from``
  or ``preferred_by``), which the planner turns into a question instead of an action;
* routines (Knowledge view): which appliance makes a person's morning drink (the ``toggle`` of
  their make-coffee / make-tea routine), where this household puts cups away (the container
  opened before cups are placed in the robot's tidying routine);
* open requests (Commitment view): what a person asked the robot for and is still owed;
* speech heard during the task: a request made after the task began overrides a preference
  ("actually, put the music channel on").

Goals are then ordered by preconditions (``order_goals``): a cup goes under the machine before the
machine is switched on, a device is on before its setting is changed, things go into a container
before it is shut. Direct instructions ("bring the book to the desk") pass to ``inner``.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Callable, Optional, Sequence

from .errors import ParseError
from .goals import Goal, GoalKind, ObjectRef
from .instruction_parser import ParseContext
from .project_reader import ProjectKind, ProjectRequest, read_projects
from .world_memory import HeardRequest, WorldMemory

Inner = Callable[[str, ParseContext], list]
_DRINK_DEVICES = {"coffee": "coffee machine", "tea": "kettle"}
_ROUTINE_OF_DRINK = {"coffee": "make coffee", "tea": "make tea"}
_PLACING = frozenset({"place", "hand_over"})   # the reader's canonical verbs of taking a thing somewhere


@dataclass
class ProjectDecomposer:
    """Goals for the projects an instruction names, filled from ``world``; else ``inner``'s goals."""

    world: WorldMemory
    inner: Optional[Inner] = None
    robot_id: str = "robot"
    since_ns: int = 0                       # speech heard after this overrides remembered preferences
    last_projects: list[ProjectRequest] = field(default_factory=list)
    questions: list[tuple[str, str]] = field(default_factory=list)   # (person, question) memory cannot answer

    def decompose(self, instruction: str, ctx: ParseContext) -> list[Goal]:
        """Ordered goals; what memory cannot fill is left out of them and put in ``questions``."""
        projects = read_projects(instruction, ctx.people, ctx.requester)
        self.last_projects, self.questions = projects, []
        if not projects:
            if self.inner is None:
                raise ParseError(f"instruction {instruction!r} names no project I know")
            return self.inner(instruction, ctx)
        goals: list[Goal] = []
        for project in projects:
            for goal in RECIPES[project.kind](self, project, ctx):
                if goal_key(goal) not in {goal_key(g) for g in goals}:
                    goals.append(goal)
        if not goals and not self.questions and self.inner is not None:
            # a cue read as a project that composes nothing ("put the remote on the coffee table":
            # a table, but no one to lay it for) is a direct instruction after all
            return self.inner(instruction, ctx)
        return order_goals(goals)

    # -- slots filled from memory ---------------------------------------------------------------
    def preference(self, person: str, topic: str) -> str:
        return self.world.preferred(person, topic).value if person else ""

    def spoken_value(self, person: str, device: str, setting: str) -> str:
        """A value ``person`` asked for after the task began ("the music channel instead")."""
        if not self.since_ns or not person:
            return ""
        entity = self._entity(device)
        fact = self.world.requested(person, entity, f"setting:{setting}") if entity else None
        return fact.value if fact is not None and fact.time_ns > self.since_ns else ""

    def ask(self, person: str, question: str) -> list[Goal]:
        """No goal for a slot memory cannot fill: a question to ``person`` instead."""
        self.questions.append((person, question))
        return []

    def setting_goal(self, device: str, setting: str, person: str, text: str) -> list[Goal]:
        """The device's setting at the person's value: asked for during the task, else preferred; a
        question when memory knows neither."""
        value = self.spoken_value(person, device, setting) or self.preference(person, _TOPIC.get(setting, setting))
        if not value:
            return self.ask(person, f"Which {setting} would you like on the {device}?")
        return [Goal(GoalKind.SET, ObjectRef(tuple(device.split())), value=value, setting=setting, text=text)]

    def asked_goals(self, request: HeardRequest, ctx: ParseContext) -> list[Goal]:
        """Goals of an open request: a thing brought or put somewhere, as the memory's utterance reader
        recorded the deed (its verb and the things and place it linked); other deeds read from the
        words by ``inner``; [] for a request neither understands (left for a person, never guessed)."""
        known = [o for o in request.objects if self.world.facts(o).get("category") is not None]
        if request.verb in _PLACING and len(known) == 2 == len(request.objects):
            thing, where = known
            if where in ctx.people:
                return [Goal(GoalKind.HAND_OVER, ObjectRef((thing,)), ObjectRef((where,)), text=request.text)]
            return [Goal(GoalKind.PLACE, ObjectRef((thing,)), ObjectRef((where,)), text=request.text)]
        if self.inner is None:
            return []
        try:
            return self.inner(request.text, ctx)
        except ParseError:
            return []

    def mug_goal(self, person: str, place: ObjectRef, text: str) -> list[Goal]:
        """The person's own mug to ``place``; a question when memory knows no mug of theirs."""
        if not self.preference(person, "mug"):
            return self.ask(person, "Which mug is yours?")
        return [Goal(GoalKind.PLACE, ObjectRef(("mug",), preferred_by=person), place, text=text)]

    def _entity(self, words: str) -> str:
        found = self.world.candidates(ObjectRef(tuple(words.split())), k=3)
        best = [c for c in found if c.category.replace("_", " ") == words or c.name.lower() == words] or found
        return best[0].entity if best else ""

    def drink_device(self, person: str) -> str:
        """The appliance of a person's morning drink: the one their drink routine switches on, else
        the one their preferred drink needs; "" when memory knows neither."""
        for drink, routine in _ROUTINE_OF_DRINK.items():
            steps = self.world.routine_steps(routine, person)
            toggled = [s.split(" ", 1)[1] for s in steps if s.startswith("toggle ")]
            if toggled:
                return toggled[0]
        return _DRINK_DEVICES.get(self.preference(person, "drink"), "")

    def put_away_place(self, category: str) -> str:
        """Where this household's tidying routine puts things of ``category`` away: the container
        the robot opened before placing one; "" when no remembered routine shows it."""
        steps = self.world.routine_steps("tidy", self.robot_id) or self.world.routine_steps("patrol", self.robot_id)
        opened = ""
        for step in steps:
            verb, _, entity = step.partition(" ")
            if verb == "open":
                opened = entity
            elif verb == "place" and opened and self._category(entity) == category:
                return opened
        return ""

    def movable(self, category: str) -> ObjectRef:
        """The thing of ``category`` that people move about (seen at more than one place), by its id:
        "the bowl" for snacks is the one carried around, not the fixed fruit bowl."""
        found = [c for c in self.world.candidates(ObjectRef((category,)), k=10) if c.category == category]
        moved = [c.entity for c in found if len({s.place for s in self.world.sightings(c.entity)}) > 1]
        return ObjectRef(((moved or [c.entity for c in found] or [category])[0],))

    def _category(self, entity: str) -> str:
        fact = self.world.facts(entity).get("category")
        return fact.value if fact is not None else ""

    def mugs_out(self, place: str) -> list[str]:
        """Remembered mugs not already at ``place`` and not put away in a closed cupboard."""
        found = self.world.candidates(ObjectRef(("mug",)), k=10)
        return sorted(c.entity for c in found if c.category == "mug" and c.parent and c.parent != place
                      and self._category(c.parent) != "cupboard")


_TOPIC = {"channel": "channel", "temperature": "thermostat"}


def _movie_night(dec: ProjectDecomposer, project: ProjectRequest, ctx: ParseContext) -> list[Goal]:
    host = (project.people or (ctx.requester,))[0]
    text = project.text
    return [Goal(GoalKind.PLACE, dec.movable("bowl"), ObjectRef(("coffee", "table")), text=text),
            Goal(GoalKind.PLACE, ObjectRef(("remote",)), ObjectRef(("coffee", "table")), text=text),
            Goal(GoalKind.TURN_ON, ObjectRef(("tv",)), text=text),
            *dec.setting_goal("tv", "channel", host, text),
            *dec.setting_goal("thermostat", "temperature", host, text)]


def _diners(project: ProjectRequest, ctx: ParseContext) -> list[str]:
    if project.everyone or (project.count and project.count >= len(ctx.people)):
        return sorted(ctx.people)
    return list(project.people)


def _set_table(dec: ProjectDecomposer, project: ProjectRequest, ctx: ParseContext) -> list[Goal]:
    table = ObjectRef(("dining", "table"))
    return [g for p in _diners(project, ctx) for g in dec.mug_goal(p, table, project.text)]


def _tidy_mugs(dec: ProjectDecomposer, project: ProjectRequest, ctx: ParseContext) -> list[Goal]:
    place = dec.put_away_place("mug")
    if not place:   # memory shows no habit of where cups go: ask, do not guess
        return dec.ask(ctx.requester, "Where do the cups go?")
    ref = ObjectRef((place,))
    goals = [Goal(GoalKind.PLACE, ObjectRef((m,)), ref, text=project.text) for m in dec.mugs_out(place)]
    return goals + [Goal(GoalKind.CLOSE, ref, text=project.text)]


def _morning(dec: ProjectDecomposer, project: ProjectRequest, ctx: ParseContext) -> list[Goal]:
    person = (project.people or (ctx.requester,))[0]
    text = project.text
    device = dec.drink_device(person)
    goals = dec.mug_goal(person, ObjectRef(("counter",)), text)
    if device:
        goals.append(Goal(GoalKind.TURN_ON, ObjectRef(tuple(device.split())), text=text))
    else:
        dec.ask(person, "What would you like to drink in the morning?")
    return goals + dec.setting_goal("thermostat", "temperature", person, text)


def _promise(dec: ProjectDecomposer, project: ProjectRequest, ctx: ParseContext) -> list[Goal]:
    person = (project.people or (ctx.requester,))[0]
    goals: list[Goal] = []
    asked = ParseContext(person, ctx.people)
    for request in dec.world.open_requests(person):
        goals += [replace(g, text=f"{person} asked: {request.text}") for g in dec.asked_goals(request, asked)]
    goals += dec.mug_goal(person, ObjectRef(("dining", "table")), project.text)
    return goals + dec.setting_goal("thermostat", "temperature", person, project.text)


RECIPES: dict[ProjectKind, Callable[[ProjectDecomposer, ProjectRequest, ParseContext], list[Goal]]] = {
    ProjectKind.MOVIE_NIGHT: _movie_night, ProjectKind.SET_TABLE: _set_table, ProjectKind.TIDY_MUGS: _tidy_mugs,
    ProjectKind.MORNING: _morning, ProjectKind.PROMISE: _promise,
}


def goal_key(goal: Goal) -> str:
    """What a goal asks for, whatever clause it came from (two projects asking the same count once)."""
    spec = goal.to_spec()
    spec.pop("text")
    return json.dumps(spec, sort_keys=True)


def _rank(goal: Goal) -> int:
    """Precondition order: things placed first, then devices switched on, then their settings, then
    containers shut (a container is shut after everything that goes into it)."""
    if goal.kind in (GoalKind.PLACE, GoalKind.HAND_OVER, GoalKind.OPEN):
        return 0
    if goal.kind in (GoalKind.TURN_ON, GoalKind.TURN_OFF):
        return 1
    if goal.kind is GoalKind.SET:
        return 2
    return 3


def order_goals(goals: Sequence[Goal]) -> list[Goal]:
    """Goals in an order that respects their preconditions; stable otherwise (the order said)."""
    return [g for _, _, g in sorted(((_rank(g), i, g) for i, g in enumerate(goals)), key=lambda t: t[:2])]

"""Shared fixtures: a real ObsMem memory of a real simulated home, as the robot saw it.

The robot tours some rooms of Maple House in the WorldLines simulator; its action and
observation events are ingested by the ObsMem engine. Tests then plan against that memory and
execute in the same simulated world, so what memory says and what is true can be made to differ
by moving things while the robot is elsewhere.
"""
from __future__ import annotations

import pytest
from mimir_grounding.core import Action, ObsMemWorldMemory, PlanStep
from obsmem_ros import Memory

from worldlines_sim_bridge.core.planning import SimController
from worldlines_sim_bridge.core.sim.home import Home
from worldlines_sim_bridge.core.sim.records import Action as SimAction
from worldlines_sim_bridge.core.sim.world import SimWorld

T0 = 1_772_438_400_000_000_000  # 2026-03-02T08:00:00Z
TOUR = ("living_room", "study", "kitchen", "hallway")


class Home_:
    """A simulated home plus the robot's memory of it."""

    def __init__(self, tmp_path, tour=TOUR) -> None:
        self.world = SimWorld.from_home(Home.load("maple_house"))
        self.memory = Memory(str(tmp_path / "home.db"))
        self.sim = SimController(self.world, start_ns=T0, id_prefix="tour")
        self.rooms = tuple(self.world.home.rooms())
        for room in tour:
            self.walk(room)
        self.mind = ObsMemWorldMemory(self.memory)

    def walk(self, room: str) -> None:
        result = self.sim.execute(PlanStep(Action.NAVIGATE, room, grounded=True))
        self.memory.ingest([result.action_event, *result.observations])

    def unseen(self, verb: str, actor: str, *objects: str) -> None:
        """A person acts where the robot cannot see (the event never reaches memory)."""
        outcome = self.world.apply(SimAction(verb, actor, tuple(objects)), time_ns=self.sim.now_ns + 1)
        assert outcome.ok, outcome.reason

    def carried_unseen(self, actor: str, thing: str, room: str, to_room: str, onto: str) -> None:
        """`actor` goes into `room`, picks `thing` up, goes into `to_room` and puts it on `onto`, all
        where the robot cannot see (`unseen`)."""
        self.unseen("enter", actor, room)
        self.unseen("pick", actor, thing)
        self.unseen("enter", actor, to_room)
        self.unseen("place", actor, thing, onto)

    def controller(self, id_prefix: str) -> SimController:
        """A controller of the same world whose clock starts just after the tour's (its events'
        ids start with `id_prefix`)."""
        return SimController(self.world, start_ns=self.sim.now_ns + 10, id_prefix=id_prefix)

    def close(self) -> None:
        self.memory.close()


@pytest.fixture()
def home(tmp_path):
    h = Home_(tmp_path)
    yield h
    h.close()

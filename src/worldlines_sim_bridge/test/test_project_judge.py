"""The project judge on hand-built worlds: a task that succeeds, one reached out of order, an ungrounded step."""
from __future__ import annotations

import pytest
from mimir_grounding.core import Action, DataError, PlanStep, TraceStep

from worldlines_sim_bridge.core.planning.benchmark_data import GoalCondition
from worldlines_sim_bridge.core.planning.project_judge import judge_project, order_check, reference_steps
from worldlines_sim_bridge.core.planning.project_tasks import ProjectTask, SpeechChange
from worldlines_sim_bridge.core.sim.home import Home
from worldlines_sim_bridge.core.sim.records import Action as SimAction
from worldlines_sim_bridge.core.sim.world import SimWorld

START = 1_000
GOALS = (GoalCondition("remote_1", "location", "sofa_1"), GoalCondition("tv_1", "state", "on"),
         GoalCondition("tv_1", "setting:channel", "films"))
TASK = ProjectTask("t1", ("movie_night",), "Movie night, please.", "bob", GOALS, ((1, 2),), START)


def _world() -> SimWorld:
    return SimWorld.from_home(Home.load("maple_house"))


def _do(world: SimWorld, time_ns: int, verb: str, *objects: str, **kwargs: str) -> None:
    outcome = world.apply(SimAction(verb, "robot", objects, **kwargs), time_ns=time_ns)
    assert outcome.ok, outcome.reason


def _step(action: Action, target: str, *, evidence: tuple[str, ...] = ("e1",), destination: str = "") -> TraceStep:
    return TraceStep("g", PlanStep(action, target, destination=destination, grounded=True, evidence_ids=evidence),
                     True, "", (), (), START + 1)


def _movie_night(world: SimWorld, *, channel_first: bool) -> None:
    _do(world, START + 10, "navigate", "living_room")
    _do(world, START + 20, "pick", "remote_1")
    _do(world, START + 30, "place", "remote_1", "sofa_1")
    order = [("set", "films"), ("toggle", "")] if channel_first else [("toggle", ""), ("set", "films")]
    for offset, (verb, value) in zip((40, 50), order):
        _do(world, START + offset, verb, "tv_1", **({"setting": "channel", "value": value} if value else {}))


def test_a_task_whose_goals_hold_in_order_succeeds():
    world = _world()
    reference = reference_steps(TASK, world)
    _movie_night(world, channel_first=False)
    trace = [_step(Action.NAVIGATE, "living_room"), _step(Action.PICK, "remote_1"),
             _step(Action.PLACE, "remote_1", destination="sofa_1"), _step(Action.TOGGLE, "tv_1"),
             _step(Action.SET, "tv_1")]
    verdict = judge_project(TASK, world, trace, start_ns=START, reference=reference)
    assert verdict.success and verdict.goal_met == 3 and verdict.order_violations == 0 and verdict.order_checked == 1
    assert reference == 5 and verdict.to_dict()["step_ratio"] == 1.0   # go, pick, place, switch on, set
    assert verdict.ungrounded_actions == 0 and verdict.asks == 0 and verdict.asked_when_unknown is None


def test_goals_reached_out_of_order_fail_the_task_though_they_all_hold():
    world = _world()
    _movie_night(world, channel_first=True)
    verdict = judge_project(TASK, world, [], start_ns=START, reference=5)
    assert verdict.goal_met == 3 and verdict.order_violations == 1 and not verdict.success


def test_an_order_constraint_on_a_goal_true_before_the_task_is_not_judged():
    world = _world()
    _do(world, START - 50, "navigate", "living_room")
    _do(world, START - 40, "set", "tv_1", setting="channel", value="films")
    _do(world, START + 10, "toggle", "tv_1")
    assert order_check(world, GOALS, ((1, 2),), START) == (0, 0)


def test_a_world_changing_step_without_evidence_is_counted_ungrounded():
    world = _world()
    _movie_night(world, channel_first=False)
    trace = [_step(Action.PICK, "remote_1", evidence=()), _step(Action.ASK, "bob"), _step(Action.TOGGLE, "tv_1")]
    verdict = judge_project(TASK, world, trace, start_ns=START, reference=5)
    assert verdict.ungrounded_actions == 1 and verdict.asks == 1 and verdict.success


def test_a_missed_goal_and_an_unanswered_preference_are_reported():
    world = _world()
    task = ProjectTask("t2", ("morning",), "Bob's morning.", "bob", GOALS, (), START, unknown=(("bob", "mug"),))
    verdict = judge_project(task, world, [], start_ns=START, reference=5)
    assert not verdict.success and verdict.goal_met == 0 and verdict.asked_when_unknown is False


def test_project_tasks_round_trip_and_reject_bad_rows():
    task = ProjectTask("t3", ("movie_night",), "Movie night.", "bob", GOALS, ((1, 2),), START, moved=True,
                       change=SpeechChange(3, "bob", "Actually, films.", 2, "films", "news"))
    assert ProjectTask.from_json(task.to_json()) == task
    with pytest.raises(DataError, match="3 to 8"):
        ProjectTask.from_json({**task.to_json(), "goal": task.to_json()["goal"][:2]})
    with pytest.raises(DataError, match="field 'order'"):
        ProjectTask.from_json({**task.to_json(), "order": [[0, 9]]})

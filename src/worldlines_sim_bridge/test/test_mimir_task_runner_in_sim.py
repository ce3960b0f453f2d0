"""The grounding loop in the simulator: success, replanning after a failed step, ablations, delta sources."""
from __future__ import annotations

from mimir_grounding.core import DeltaSource, GoalPlanner, ParseContext, RunnerConfig, TaskRunner, parse_instruction


def run(home, instruction, *, tasks=True, deltas=DeltaSource.FEEDBACK, requester="alice"):
    controller = home.controller("run")
    runner = TaskRunner(home.mind, controller, GoalPlanner(home.mind), tasks=home.memory.tasks if tasks else None,
                        config=RunnerConfig(deltas=deltas))
    goals = parse_instruction(instruction, ParseContext(requester))
    outcome = runner.run(instruction, goals, requester=requester, now_ns=controller.now_ns)
    home.sim.now_ns = controller.now_ns  # the tour's clock continues after the task
    return outcome


def move_laptop_unseen(home):
    """Alice takes her laptop from the sofa to the bed while the robot is in the hallway (not in memory)."""
    home.carried_unseen("alice", "laptop_2", "living_room", "bedroom", "bed_1")
    home.unseen("enter", "alice", "hallway")


def test_grounded_plan_reaches_the_goal_and_task_memory_records_it(home):
    outcome = run(home, "please put my laptop on the desk")
    assert outcome.success and home.world.get("laptop_2", "location") == "desk_1"
    assert [t.step.action.value for t in outcome.trace] == ["navigate", "pick", "navigate", "place"]
    assert outcome.ungrounded_actions == 0 and outcome.replans == 0
    agenda = home.memory.tasks.agenda(outcome.agenda_id)
    assert agenda.closed and home.memory.tasks.open_agendas() == []
    assert agenda.goals[0].status.value == "done" and agenda.goals[0].completion_evidence
    assert home.memory.tasks.hand().empty


def test_failed_step_replans_from_the_observation_and_searches(home):
    move_laptop_unseen(home)
    outcome = run(home, "put my laptop on the desk")
    assert outcome.success and home.world.get("laptop_2", "location") == "desk_1"
    failed = [t for t in outcome.trace if not t.ok]
    assert failed[0].step.action.value == "pick" and failed[0].step.source == "sofa_1"
    assert outcome.replans >= 1 and any(t.step.action.value == "explore" for t in outcome.trace)
    assert outcome.ungrounded_actions == 0
    goal_id = outcome.goal_ids[0]
    assert ("laptop_2", "sofa_1") in {(f.entity, f.source) for f in home.memory.tasks.failed_bindings(goal_id)}


def test_without_task_memory_the_failed_binding_is_retried_and_the_goal_fails(home):
    move_laptop_unseen(home)
    outcome = run(home, "put my laptop on the desk", tasks=False)
    assert not outcome.success and home.world.get("laptop_2", "location") == "bed_1"
    picks = [t for t in outcome.trace if t.step.action.value == "pick"]
    assert len(picks) >= 2 and all(not t.ok and t.step.source == "sofa_1" for t in picks)
    assert outcome.ungrounded_actions == 0


def test_observation_deltas_update_memory_from_what_the_robot_sees(home):
    outcome = run(home, "put my laptop on the desk", deltas=DeltaSource.OBSERVATION)
    assert outcome.success
    fact = home.memory.state("laptop_2", "location").current
    assert fact.value == "desk_1" and fact.source_event_id.startswith("run-")
    assert home.memory.event(fact.source_event_id).kind.value == "observation"


def test_ambiguous_goal_asks_and_never_acts(home):
    outcome = run(home, "bring me the laptop")
    assert outcome.statuses == ["refused"] and "ambiguous" in outcome.reasons[0]
    assert [t.step.action.value for t in outcome.trace] == ["ask"]
    assert home.world.get("laptop_1", "location") == "desk_1" and home.world.get("laptop_2", "location") == "sofa_1"


def test_device_goals_and_sequences(home):
    outcome = run(home, "turn on the TV, then set the coffee machine timer to 6:30")
    assert outcome.success and home.world.get("tv_1", "state") == "on"
    assert home.world.get("coffee_machine_1", "setting:timer") == "06:30"
    assert outcome.done_order == outcome.goal_ids


def test_closed_container_is_opened_before_picking_and_closed_after(home):
    home.walk("kitchen")
    outcome = run(home, "open the cupboard, then close the cupboard")
    assert outcome.success and home.world.get("cupboard_1", "state") == "closed"
    home.walk("hallway")
    outcome = run(home, "put the popcorn bowl on the coffee table")
    actions = [t.step.action.value for t in outcome.trace]
    assert outcome.success and home.world.get("bowl_1", "location") == "coffee_table_1"
    assert actions.index("open") < actions.index("pick") < actions.index("close") < actions.index("place")
    assert home.world.get("cupboard_1", "state") == "closed"


def test_hand_over_reaches_the_person(home):
    outcome = run(home, "bring me the remote")
    assert outcome.success and home.world.get("remote_1", "held_by") == "alice"


def test_condition_gates_the_goal_on_remembered_state(home):
    home.walk("kitchen")
    outcome = run(home, "if the fruit bowl has apples, bring me the remote")
    assert outcome.success and home.world.get("remote_1", "held_by") == "alice"
    outcome = run(home, "if the fridge has bananas, put the book on the desk")
    assert outcome.statuses == ["done"] and "condition is false" in outcome.reasons[0]
    assert home.world.get("book_1", "location") == "bookshelf_1"
    assert [t.step.action.value for t in outcome.trace] in ([], ["navigate", "open", "explore", "close"])


def test_task_memory_survives_reopening_the_store(home, tmp_path):
    from obsmem_ros import Memory

    outcome = run(home, "turn on the TV")
    home.memory.close()
    reopened = Memory(str(tmp_path / "home.db"))
    try:
        agenda = reopened.tasks.agenda(outcome.agenda_id)
        assert [g.status.value for g in agenda.goals] == ["done"] and agenda.goals[0].completion_evidence
    finally:
        reopened.close()
    home.memory = Memory(str(tmp_path / "home.db"))

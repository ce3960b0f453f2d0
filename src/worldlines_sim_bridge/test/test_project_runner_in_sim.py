"""Projects run from memory in the simulator: a promise kept after an unseen move, a mind changed mid-task."""
from __future__ import annotations

from mimir_grounding.core import (GoalPlanner, ParseContext, ProjectDecomposer, ProjectRunner, RuleDecomposer)

from worldlines_sim_bridge.core.planning.project_runner import SpeakingController, WithoutKnowledge
from worldlines_sim_bridge.core.planning.project_tasks import SpeechChange
from worldlines_sim_bridge.core.sim.clock import ns_to_iso

PEOPLE = frozenset({"alice", "bob", "carol", "dan"})


def _said(home, event_id: str, person: str, words: str, claims=()) -> None:
    """``person`` speaks to the robot (the robot hears it: it enters memory through the observer gate)."""
    home.memory.ingest([{"id": event_id, "time": ns_to_iso(home.sim.now_ns + 1), "kind": "utterance",
                         "actor": person, "verb": "say", "addressee": "robot", "observers": [person, "robot"],
                         "location": "hallway", "utterance": words, "text": f'{person} said to the robot: "{words}"',
                         "claims": list(claims), "deltas": [], "objects": [], "session_id": "talk", "source": "sim"}])
    home.sim.now_ns += 2


def _runner(home, controller, world=None):
    world = world or home.mind
    decomposer = ProjectDecomposer(world, inner=RuleDecomposer().decompose)
    return ProjectRunner(world, controller, GoalPlanner(world), decomposer, tasks=home.memory.tasks)


def test_a_promise_heard_is_kept_after_its_object_was_moved_unseen(home):
    _said(home, "u1", "bob", "Please bring the remote to the sofa.")
    home.carried_unseen("carol", "remote_1", "living_room", "study", "desk_1")
    controller = home.controller("p")
    outcome = _runner(home, controller).run("Bob is back at 18:00, have everything ready like he asked.",
                                            ParseContext("alice", PEOPLE), now_ns=controller.now_ns)
    assert home.world.get("remote_1", "location") == "sofa_1"
    assert [g.describe() for g in outcome.goals] == ["place remote_1 -> sofa_1"]   # the reader's linked ids
    failed = [t for t in outcome.trace if not t.ok]
    assert failed and failed[0].step.action.value == "pick"      # memory was wrong: replanned from what it saw
    assert outcome.replans >= 1 and any(t.step.action.value == "explore" for t in outcome.trace)
    asked = [t.step.value for t in outcome.asked]
    assert asked == ["Which mug is yours?", "Which temperature would you like on the thermostat?"]
    assert not any(t.step.action.changes_world and not t.step.evidence_ids for t in outcome.trace)


def test_a_person_changing_their_mind_mid_task_is_heard_and_the_project_replanned(home):
    _said(home, "u2", "bob", "My favourite TV channel is sports.",
          [{"entity": "bob", "attribute": "preference:channel", "value": "sports", "value_type": "str"}])
    _said(home, "u3", "bob", "I like the thermostat at 19.",
          [{"entity": "bob", "attribute": "preference:thermostat", "value": "19", "value_type": "str"}])
    change = SpeechChange(2, "bob", "Actually, please set the TV channel to music instead.", 3, "music", "sports")
    inner = home.controller("m")
    controller = SpeakingController(inner, change, "hallway")
    outcome = _runner(home, controller).run("Get the living room ready for movie night, Bob chooses.",
                                            ParseContext("alice", PEOPLE), now_ns=inner.now_ns)
    assert outcome.speech_replans == 1
    assert home.world.get("tv_1", "state") == "on" and home.world.get("tv_1", "setting:channel") == "music"
    assert home.world.get("thermostat_1", "setting:temperature") == "19"
    assert home.world.get("remote_1", "location") == "coffee_table_1"


def test_an_answer_said_while_the_robot_asks_is_heard_and_the_project_replanned(home):
    change = SpeechChange(1, "bob", "And could you set the TV channel to music, please?", 3, "music", "")
    inner = home.controller("a")
    controller = SpeakingController(inner, change, "hallway")
    outcome = _runner(home, controller).run("Get the living room ready for movie night, Bob chooses.",
                                            ParseContext("alice", PEOPLE), now_ns=inner.now_ns)
    assert [t.step.value for t in outcome.asked][0] == "Which channel would you like on the tv?"
    assert outcome.speech_replans == 1 and controller.executed > 1
    assert home.world.get("tv_1", "state") == "on" and home.world.get("tv_1", "setting:channel") == "music"
    assert "set tv = music" in [g.describe() for g in outcome.goals]


def test_without_knowledge_the_robot_asks_for_preferences_instead_of_guessing(home):
    _said(home, "u4", "bob", "I like the thermostat at 19.",
          [{"entity": "bob", "attribute": "preference:thermostat", "value": "19", "value_type": "str"}])
    controller = home.controller("k")
    outcome = _runner(home, controller, WithoutKnowledge(home.mind)).run(
        "Get Bob's morning ready.", ParseContext("alice", PEOPLE), now_ns=controller.now_ns)
    assert home.world.get("thermostat_1", "setting:temperature") == "20"
    assert [t.step.value for t in outcome.asked] == [
        "Which mug is yours?", "What would you like to drink in the morning?",
        "Which temperature would you like on the thermostat?"]
    assert outcome.goals == [] and not outcome.success


def test_a_request_heard_is_read_for_its_setting_value_and_a_statement_is_not(home):
    _said(home, "u5", "bob", "Actually, could you set the thermostat temperature to 22 instead?")
    _said(home, "u6", "carol", "Actually, please set the TV channel to music instead.")
    _said(home, "u7", "dan", "The TV channel was on news all morning.")
    temperature = home.mind.requested("bob", "thermostat_1", "setting:temperature")
    assert (temperature.value, temperature.evidence_ids) == ("22", ("u5",))
    assert home.mind.requested("carol", "tv_1", "setting:channel").value == "music"
    assert home.mind.requested("dan", "tv_1", "setting:channel").value == ""       # said, never asked for
    assert home.mind.requested("bob", "tv_1", "setting:channel").value == ""       # bob asked about the thermostat


def test_a_polite_request_the_words_do_not_read_as_an_instruction_is_read_from_the_readers_deed(home):
    _said(home, "u8", "alice", "And could you set the TV channel to cartoons, please?")
    asked = home.mind.requested("alice", "tv_1", "setting:channel")
    assert (asked.value, asked.evidence_ids) == ("cartoons", ("u8",))


def test_a_change_of_mind_is_spoken_within_half_the_reference_plan(home):
    change = SpeechChange(5, "bob", "Actually, could you set the thermostat temperature to 22 instead?", 2, "22", "19")
    inner = home.controller("w")
    assert SpeakingController(inner, change, "hallway", within=3).speak_at == 3
    assert SpeakingController(inner, change, "hallway", within=0).speak_at == 1
    assert SpeakingController(inner, change, "hallway").speak_at == 5
    assert SpeakingController(inner, None, "hallway", within=3).speak_at == 0


def test_a_thing_memory_holds_at_its_goal_place_is_searched_for_once_seen_gone_and_then_placed(home):
    assert home.world.get("remote_1", "location") == "coffee_table_1"     # true when the robot last looked
    home.carried_unseen("carol", "remote_1", "living_room", "study", "desk_1")
    controller = home.controller("v")
    outcome = _runner(home, controller).run("Get the living room ready for movie night, Bob chooses.",
                                            ParseContext("alice", PEOPLE), now_ns=controller.now_ns)
    picks = [(t.step.target, t.step.source) for t in outcome.trace if t.step.action.value == "pick" and t.ok]
    assert ("remote_1", "desk_1") in picks                               # then searched for and found
    assert home.world.get("remote_1", "location") == "coffee_table_1"
    assert not any(t.step.action.changes_world and not t.step.evidence_ids for t in outcome.trace)


def test_a_thing_memory_freshly_holds_at_its_goal_place_is_searched_for_when_the_robot_does_not_see_it_there(home):
    home.walk("living_room")                                             # memory: the laptop on the sofa, fresh
    home.walk("hallway")
    home.carried_unseen("carol", "laptop_2", "living_room", "study", "desk_1")
    controller = home.controller("f")
    outcome = _runner(home, controller).run("Put the black laptop on the sofa, then turn on the TV.",
                                            ParseContext("alice", PEOPLE), now_ns=controller.now_ns)
    first = outcome.rounds[0]
    assert [g.describe() for g in first.goals] == ["place black laptop -> sofa", "turn_on tv"]
    assert first.statuses[0] == "done" and first.goal_ids[0] not in {t.goal_id for t in first.trace}
    assert first.looked["living_room"] > 0 and len(outcome.rounds) == 2  # not seen there: searched for, then placed
    picks = [(t.step.target, t.step.source) for t in outcome.trace if t.step.action.value == "pick" and t.ok]
    assert picks == [("laptop_2", "desk_1")]
    assert home.world.get("laptop_2", "location") == "sofa_1" and home.world.get("tv_1", "state") == "on"
    assert not any(t.step.action.changes_world and not t.step.evidence_ids for t in outcome.trace)

"""LanguageDecomposer: instructions (written for this test) -> goals through the language layer,
linked against what memory knows; not understood -> no goal and the parser's reason."""
from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from obsmem_ros.core import LLMSettings

from mimir_grounding.core import (ConfigError, GoalKind, LanguageDecomposer, ParseContext, ParseError,
                                  RuleDecomposer, decomposer_from_settings, make_decomposer)
from mimir_grounding.core.language_decomposer import clause_segments, shared_parser

ROWS = [
    {"id": "mug_blue_1", "name": "mug", "category": "mug", "color": "blue", "location": "cupboard_1"},
    {"id": "mug_red_1", "name": "mug", "category": "mug", "color": "red", "location": "counter_1"},
    {"id": "notebook_1", "name": "notebook", "category": "notebook", "owner": "dan", "location": "desk_1"},
    {"id": "kettle_1", "name": "kettle", "category": "kettle", "location": "counter_1"},
    {"id": "fridge_1", "name": "fridge", "category": "fridge", "location": "kitchen"},
    {"id": "oven_1", "name": "oven", "category": "oven", "location": "kitchen", "settings": {"temperature": "180"}},
    {"id": "thermostat_1", "name": "thermostat", "category": "thermostat", "location": "hallway",
     "settings": {"temperature": "20"}},
    {"id": "dining_table_1", "name": "dining table", "category": "table", "location": "kitchen"},
    {"id": "nightstand_1", "name": "nightstand", "category": "nightstand", "location": "bedroom"},
    {"id": "desk_1", "name": "desk", "category": "desk", "location": "study"},
    {"id": "counter_1", "name": "kitchen counter", "category": "counter", "location": "kitchen"},
    {"id": "cupboard_1", "name": "cupboard", "category": "cupboard", "location": "kitchen"},
    {"id": "bowl_1", "name": "popcorn bowl", "category": "bowl", "location": "counter_1"},
    {"id": "kitchen", "name": "kitchen", "kind": "room"},
]
CTX = ParseContext("alice", frozenset({"alice", "bob", "carol", "dan"}))


@pytest.fixture(scope="module")
def decomposer() -> LanguageDecomposer:
    return LanguageDecomposer(entities=lambda: ROWS)


def kinds(goals):
    return [g.kind for g in goals]


def test_place_links_colour_and_furniture_in_memory_words(decomposer):
    (goal,) = decomposer.decompose("Could you move the blue mug over to the dining table?", CTX)
    assert goal.kind is GoalKind.PLACE
    assert goal.target.words == ("mug",) and dict(goal.constraints) == {"color": "blue"}
    assert goal.destination.words == ("dining", "table")


def test_owner_from_a_statement_of_need(decomposer):
    (goal,) = decomposer.decompose("Dan wants his notebook on the nightstand.", CTX)
    assert (goal.kind, goal.target.words, goal.target.owner) == (GoalKind.PLACE, ("notebook",), "dan")
    assert goal.destination.words == ("nightstand",)


def test_sequence_is_split_on_the_parse_and_states_decide_the_device_goal(decomposer):
    goals = decomposer.decompose("Switch the kettle on, then open the fridge.", CTX)
    assert kinds(goals) == [GoalKind.TURN_ON, GoalKind.OPEN]
    assert [g.target.words for g in goals] == [("kettle",), ("fridge",)]


def test_pronoun_of_a_later_step_names_the_earlier_place(decomposer):
    goals = decomposer.decompose("Put the red mug in the cupboard and shut it.", CTX)
    assert kinds(goals) == [GoalKind.PLACE, GoalKind.CLOSE]
    assert goals[1].target.words == ("cupboard",)
    goals = decomposer.decompose("Open the fridge, then put the red mug in it.", CTX)
    assert kinds(goals) == [GoalKind.OPEN, GoalKind.PLACE]
    assert goals[1].destination.words == ("fridge",)


def test_pick_up_then_leave_it_is_one_goal(decomposer):
    goals = decomposer.decompose("Pick up the popcorn bowl and leave it on the desk.", CTX)
    assert kinds(goals) == [GoalKind.PLACE]
    assert (goals[0].target.words, goals[0].destination.words) == (("popcorn", "bowl"), ("desk",))


def test_hand_over_to_a_person_or_the_asker(decomposer):
    (goal,) = decomposer.decompose("Carry the popcorn bowl to Carol.", CTX)
    assert (goal.kind, goal.destination.words) == (GoalKind.HAND_OVER, ("carol",))
    (goal,) = decomposer.decompose("Fetch me the notebook.", CTX)
    assert (goal.kind, goal.destination.words) == (GoalKind.HAND_OVER, ("alice",))


def test_setting_said_and_setting_from_memory(decomposer):
    (goal,) = decomposer.decompose("Set the oven to 200 degrees.", CTX)
    assert (goal.kind, goal.target.words, goal.value) == (GoalKind.SET, ("oven",), "200")
    (goal,) = decomposer.decompose("Set the thermostat to whatever Carol asked for.", CTX)
    assert goal.value == "" and dict(goal.value_from) == {"source": "request", "person": "carol"}
    (goal,) = decomposer.decompose("Carol will be back later, so get the thermostat the way she likes it.", CTX)
    assert goal.target.words == ("thermostat",)
    assert dict(goal.value_from) == {"source": "preference", "person": "carol"}


def test_condition_comes_from_the_if_clause(decomposer):
    (goal,) = decomposer.decompose("If the fridge is open, close it.", CTX)
    assert goal.kind is GoalKind.CLOSE and goal.target.words == ("fridge",)
    condition = goal.condition
    assert (condition.subject.words, condition.attribute, condition.value) == (("fridge",), "state", "open")


@pytest.mark.parametrize("text", ["Flibber the wozzle quickly", "请把杯子放在桌子上",
                                  "Stell die Tasse auf den Tisch.", "!!! ???"])
def test_not_understood_gives_no_goal_and_a_reason(decomposer, text):
    with pytest.raises(ParseError, match="not understood|did not understand|no goal"):
        decomposer.decompose(text, CTX)


def test_clause_segments_follow_the_dependency_tree():
    parser = shared_parser()
    text = "Switch the kettle on, then open the fridge."
    assert clause_segments(text, parser.parse(text, asker="alice")) == ["Switch the kettle on", "open the fridge."]


def test_registry_and_settings_choose_the_language_decomposer():
    assert isinstance(make_decomposer("language", entities=lambda: ROWS), LanguageDecomposer)
    chosen = decomposer_from_settings(LLMSettings(), offline="language", entities=lambda: ROWS)
    assert isinstance(chosen, LanguageDecomposer)
    assert isinstance(decomposer_from_settings(LLMSettings()), LanguageDecomposer)  # the default
    assert isinstance(decomposer_from_settings(LLMSettings(), offline="rules"), RuleDecomposer)
    with pytest.raises(ConfigError, match="field 'offline'"):
        decomposer_from_settings(LLMSettings(), offline="magic")


def test_a_project_expands_through_the_rules_projects_when_the_parse_gives_no_goal():
    decomposer = decomposer_from_settings(LLMSettings(), offline="language", entities=lambda: ROWS,
                                          routines=lambda words, person: ["turn on kettle", "open fridge"])
    goals = decomposer.decompose("Get the kitchen ready for breakfast.", CTX)
    assert [g.kind for g in goals] == [GoalKind.TURN_ON, GoalKind.OPEN]
    assert all(g.text.startswith("routine: ") for g in goals)


def test_a_reduced_relative_clause_of_preference_names_whose_favourite(decomposer):
    (goal,) = decomposer.decompose("Move the mug Dan prefers onto the desk.", CTX)
    assert (goal.target.words, goal.target.preferred_by) == (("mug",), "dan")
    assert goal.destination.words == ("desk",)


@pytest.mark.parametrize("said,liker", [("Can you take the mug Bob usually uses to the desk?", "bob"),
                                         ("Put the mug Carol always drinks from on the nightstand.", "carol")])
def test_a_habit_clause_after_the_thing_names_whose_it_is(decomposer, said, liker):
    (goal,) = decomposer.decompose(said, CTX)
    assert (goal.kind, goal.target.words, goal.target.preferred_by) == (GoalKind.PLACE, ("mug",), liker)


@pytest.mark.parametrize("said,target,place", [
    ("Could Dan's notebook end up on the nightstand?", ("notebook",), ("nightstand",)),
    ("Would the popcorn bowl go on the dining table?", ("popcorn", "bowl"), ("dining", "table"))])
def test_a_modal_question_about_where_a_thing_goes_is_a_task(decomposer, said, target, place):
    (goal,) = decomposer.decompose(said, CTX)
    assert (goal.kind, goal.target.words, goal.destination.words) == (GoalKind.PLACE, target, place)


@pytest.mark.parametrize("said", ["Could the kettle have ended up on the counter?", "Where is Dan's notebook?",
                                  "Could Dan's notebook be on the nightstand?"])
def test_a_question_about_what_happened_or_where_a_thing_is_stays_a_question(decomposer, said):
    with pytest.raises(ParseError, match="read as a question"):
        decomposer.decompose(said, CTX)


def test_a_leading_statement_is_context_for_the_step_after_it(decomposer):
    (goal,) = decomposer.decompose("Carol is on her way; set the oven the way Carol likes it.", CTX)
    assert (goal.kind, goal.target.words) == (GoalKind.SET, ("oven",))
    assert dict(goal.value_from) == {"source": "preference", "person": "carol"}


class _ChatServer(ThreadingHTTPServer):
    """A chat-completions endpoint on localhost replying with `reply` (HTTP `status`)."""

    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _ChatHandler)
        self.reply: object = {}
        self.status = 200
        self.bodies: list = []


class _ChatHandler(BaseHTTPRequestHandler):
    def log_message(self, *args) -> None:
        return

    def do_POST(self) -> None:
        self.server.bodies.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
        content = json.dumps(self.server.reply)
        data = json.dumps({"choices": [{"message": {"role": "assistant", "content": content}}]}).encode()
        self.send_response(self.server.status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@pytest.fixture()
def chat_server():
    srv = _ChatServer()
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield srv
    srv.shutdown()
    srv.server_close()


def test_decomposer_llm_reads_the_instruction_through_the_endpoints_parse(chat_server):
    chat_server.reply = {"kind": "instruction", "intent": "place", "confidence": 0.9,
                         "mentions": [{"text": "die rote Tasse", "head": "mug", "colour": "red"},
                                      {"text": "den Schreibtisch", "head": "desk", "role": "place"}]}
    settings = LLMSettings(url=f"http://127.0.0.1:{chat_server.server_address[1]}", model="tiny")
    decomposer = decomposer_from_settings(settings, offline="llm", entities=lambda: ROWS)
    (goal,) = decomposer.decompose("Stell die rote Tasse auf den Schreibtisch.", CTX)  # offline: not understood
    assert (goal.kind, goal.target.words, goal.destination.words) == (GoalKind.PLACE, ("mug",), ("desk",))
    assert chat_server.bodies[0]["response_format"]["type"] == "json_schema"


def test_decomposer_llm_without_a_working_endpoint_decomposes_offline(chat_server):
    chat_server.status = 503
    text = "Pop the red mug on the desk."
    offline = decomposer_from_settings(LLMSettings(), offline="language", entities=lambda: ROWS).decompose(text, CTX)
    for settings in (LLMSettings(), LLMSettings(url=f"http://127.0.0.1:{chat_server.server_address[1]}", model="m")):
        goals = decomposer_from_settings(settings, offline="llm", entities=lambda: ROWS).decompose(text, CTX)
        assert [(g.kind, g.target, g.destination) for g in goals] == [(g.kind, g.target, g.destination) for g in offline]
    assert len(chat_server.bodies) == 1


def test_the_decomposer_shares_the_memorys_parser():
    from obsmem_ros.core import shared_parser as memory_parser

    assert shared_parser() is memory_parser()
    assert decomposer_from_settings(LLMSettings(), entities=lambda: ROWS).parser is memory_parser()

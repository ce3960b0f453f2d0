"""Decomposers: projects from templates and remembered routines; the LLM backend over a local endpoint."""
from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest

from mimir_grounding.core.decomposer import LlmDecomposer, RuleDecomposer, decomposer_from_settings, make_decomposer
from mimir_grounding.core.errors import ConfigError, DecomposerError, ParseError
from mimir_grounding.core.goals import GoalKind
from mimir_grounding.core.instruction_parser import ParseContext
from mimir_grounding.core.language_decomposer import LanguageDecomposer
from obsmem_ros.core import LLMSettings

CTX = ParseContext(requester="alice")


def test_project_expands_through_its_template():
    goals = RuleDecomposer().decompose("Prepare the living room for movie night", CTX)
    assert [g.describe() for g in goals] == ["place popcorn bowl -> coffee table", "place remote -> coffee table",
                                            "turn_on tv"]
    assert all(g.text.startswith("template movie_night") for g in goals)


def test_remembered_routine_wins_over_template_and_skips_non_goal_steps():
    asked = []

    def routines(words, person):
        asked.append((words, person))
        return ["take mug", "put the mug on the kitchen counter", "turn on kettle"]

    goals = RuleDecomposer(routines=routines).decompose("make tea", CTX)
    assert asked == [("tea", "alice")]
    assert [g.kind for g in goals] == [GoalKind.PLACE, GoalKind.TURN_ON]


def test_direct_instruction_is_parsed_not_expanded():
    goals = RuleDecomposer(routines=lambda w, p: ["turn on kettle"]).decompose("open the fridge", CTX)
    assert [g.kind for g in goals] == [GoalKind.OPEN]


def test_unknown_project_raises_the_parse_error():
    with pytest.raises(ParseError, match="juggle"):
        RuleDecomposer().decompose("juggle the oranges", CTX)


def test_unknown_decomposer_lists_known_ones():
    with pytest.raises(ConfigError, match="known: language, llm, rules"):
        make_decomposer("oracle")


class _Endpoint(BaseHTTPRequestHandler):
    reply = ""
    requests: list = []

    def do_POST(self):  # noqa: N802 - http.server's naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _Endpoint.requests.append((self.path, body))
        payload = json.dumps({"choices": [{"message": {"role": "assistant", "content": _Endpoint.reply}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args):
        pass


@pytest.fixture()
def endpoint():
    server = HTTPServer(("127.0.0.1", 0), _Endpoint)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    _Endpoint.requests = []
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


def test_llm_decomposer_speaks_the_chat_completions_protocol(endpoint):
    _Endpoint.reply = ('Here you go: {"goals": [{"kind": "open", "target": "the fridge"}, '
                       '{"kind": "hand_over", "target": "my red mug", "destination": "me"}, '
                       '{"kind": "set", "target": "coffee machine", "setting": "timer", "value": "7 am"}]}')
    goals = LlmDecomposer(url=endpoint, model="tiny").decompose("open the fridge and so on", CTX)
    path, body = _Endpoint.requests[0]
    assert path == "/v1/chat/completions" and body["model"] == "tiny" and body["messages"][0]["role"] == "system"
    assert [(g.kind, g.target.words) for g in goals] == [
        (GoalKind.OPEN, ("fridge",)), (GoalKind.HAND_OVER, ("red", "mug")), (GoalKind.SET, ("coffee", "machine"))]
    assert goals[1].target.owner == "alice" and goals[1].destination.words == ("alice",)
    assert (goals[2].setting, goals[2].value) == ("timer", "07:00")


def test_llm_decomposer_rejects_a_malformed_reply(endpoint):
    _Endpoint.reply = '{"goals": [{"kind": "dance", "target": "floor"}]}'
    with pytest.raises(DecomposerError, match="'kind' is 'dance'"):
        LlmDecomposer(url=endpoint, model="tiny").decompose("dance", CTX)
    _Endpoint.reply = "I cannot help with that."
    with pytest.raises(DecomposerError, match="not the goals JSON"):
        LlmDecomposer(url=endpoint, model="tiny").decompose("x", CTX)


def test_llm_decomposer_unreachable_endpoint_is_an_error():
    with pytest.raises(DecomposerError, match="no usable chat reply"):
        LlmDecomposer(url="http://127.0.0.1:9", model="m", timeout_s=2).decompose("open the fridge", CTX)


def test_llm_decomposer_validates_its_settings():
    with pytest.raises(ConfigError, match="'url'"):
        LlmDecomposer(url="ftp://x", model="m")


def test_decomposer_from_settings_defaults_to_the_language_layer_and_keeps_the_rules_with_routines():
    routines = lambda words, person: ["turn on kettle"]  # noqa: E731
    default = decomposer_from_settings(LLMSettings(), routines=routines)
    assert isinstance(default, LanguageDecomposer) and default.projects.__self__.routines is routines
    decomposer = decomposer_from_settings(LLMSettings(), routines=routines, offline="rules")
    assert isinstance(decomposer, RuleDecomposer) and decomposer.routines is routines


def test_decomposer_from_settings_speaks_to_the_configured_endpoint(endpoint, monkeypatch):
    monkeypatch.setenv("PLANNER_TEST_KEY", "sekrit")
    settings = LLMSettings(backend="openai", url=endpoint.removesuffix("/v1"), model="tiny", api_key_env="PLANNER_TEST_KEY",
                           timeout_s=5.0)
    decomposer = decomposer_from_settings(settings)
    assert (decomposer.url, decomposer.model, decomposer.timeout_s, decomposer.api_key) == (endpoint, "tiny", 5.0, "sekrit")
    _Endpoint.reply = '{"goals": [{"kind": "open", "target": "the fridge"}]}'
    assert [g.kind for g in decomposer.decompose("open the fridge", CTX)] == [GoalKind.OPEN]
    assert _Endpoint.requests[0][0] == "/v1/chat/completions"

"""The LLM backend's protocol, against a local OpenAI-compatible HTTP server started by the test.

The server (`chat_server`, conftest.py) checks the request shape (path, method, JSON body,
model, messages, JSON response format, bearer key) and answers each stage (planner / selector /
answerer) with JSON content, or with the failure a test asks for.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from obsmem_ros.core.query import Intent, LLMBackend, LLMConfig, LLMError, LLMSettings, QueryEngine
from obsmem_ros.errors import ConfigError

from .factories import remembered

STORY = [json.loads(line) for line in (Path(__file__).parent / "data" / "laptop_story.jsonl").read_text().splitlines()]


@pytest.fixture(scope="module")
def memory():
    yield from remembered(STORY)


PLAN = {"intent": "source", "targets": ["laptop"], "places": ["desk"], "persons": [], "attribute": "location",
        "expected": None, "verbs": ["say"], "time": {"relation": "none"}, "keywords": ["laptop", "desk"], "yes_no": False}


def test_llm_takes_over_planning_selection_and_answering(chat_server, memory, monkeypatch):
    monkeypatch.setenv("TEST_LLM_KEY", "sekrit")
    chat_server.replies = {"planner": PLAN, "selector": {"ids": ["d001-e000007"]},
                      "answerer": {"answer": "Bob said so.", "value": "bob", "value_type": "person", "known": True}}
    llm = LLMBackend(LLMConfig(url=chat_server.url, model="tiny-test", api_key_env="TEST_LLM_KEY", timeout_s=5))
    answer = QueryEngine(memory, llm=llm).answer("Who claimed the portable computer sat on the desk?")
    assert (answer.answer, answer.value, answer.intent) == ("Bob said so.", "bob", Intent.SOURCE)
    assert [e.id for e in answer.evidence] == ["d001-e000007"]
    assert [r["body"]["model"] for r in chat_server.requests] == ["tiny-test"] * 3
    assert all(r["headers"]["Authorization"] == "Bearer sekrit" for r in chat_server.requests)
    assert chat_server.problems == []
    assert "d001-e000007" in chat_server.requests[1]["body"]["messages"][1]["content"]


def test_url_ending_in_v1_is_accepted(chat_server):
    chat_server.replies = {"planner": "```json\n" + json.dumps(PLAN) + "\n```"}
    plan = LLMBackend(LLMConfig(url=chat_server.url + "/v1", model="m")).plan("Who said it?")
    assert plan.intent is Intent.SOURCE and plan.places == ("desk",)
    assert chat_server.requests[0]["path"] == "/v1/chat/completions"


@pytest.mark.parametrize("reply,match", [
    ({"targets": []}, "field 'intent' is missing"),
    ({**PLAN, "intent": "astrology"}, "field 'intent'='astrology' is not one of"),
    ({**PLAN, "targets": "laptop"}, "field 'targets'='laptop' must be list"),
    ({**PLAN, "time": {"relation": "none", "clock": "7 o'clock"}}, "time.clock"),
    ("not json at all", "message content is not JSON"),
    ((500, "overloaded"), "HTTP 500: overloaded"),
    ((200, "{\"choices\": []}"), "not a chat completion"),
])
def test_invalid_planner_replies_raise_clear_errors(chat_server, reply, match):
    chat_server.replies = {"planner": reply}
    with pytest.raises(LLMError, match=match):
        LLMBackend(LLMConfig(url=chat_server.url, model="m")).plan("Where is the laptop?")


def test_selector_may_not_invent_ids_or_exceed_k(chat_server, memory):
    llm = LLMBackend(LLMConfig(url=chat_server.url, model="m"))
    from obsmem_ros.core.query import Evidence, View

    offered = [Evidence(id=f"e{i}", view=View.EVENT, time_ns=i, text=f"t{i}") for i in range(4)]
    chat_server.replies = {"selector": {"ids": ["e1", "nope"]}}
    with pytest.raises(LLMError, match="not offered: \\['nope'\\]"):
        llm.select("q", offered, 2)
    chat_server.replies = {"selector": {"ids": ["e0", "e1", "e2"]}}
    with pytest.raises(LLMError, match="budget is k=2"):
        llm.select("q", offered, 2)


def test_answerer_reply_must_be_consistent(chat_server):
    llm = LLMBackend(LLMConfig(url=chat_server.url, model="m"))
    chat_server.replies = {"answerer": {"answer": "?", "value": "sofa_1", "value_type": "entity", "known": False}}
    with pytest.raises(LLMError, match="known=false but field 'value'"):
        llm.answer("q", [], intent=Intent.CURRENT_STATE, draft="")


def test_rules_fallback_answers_when_the_endpoint_fails(chat_server, memory):
    chat_server.replies = {stage: (503, "down") for stage in ("planner", "selector", "answerer")}
    llm = LLMBackend(LLMConfig(url=chat_server.url, model="m", fallback="rules"))
    answer = QueryEngine(memory, llm=llm).answer("Who said the laptop was on the desk?")
    assert (answer.value, answer.intent) == ("bob", Intent.SOURCE)
    assert len(chat_server.requests) == 3


def test_raise_policy_propagates_endpoint_failures(chat_server, memory):
    chat_server.replies = {"planner": (503, "down")}
    llm = LLMBackend(LLMConfig(url=chat_server.url, model="m", fallback="raise"))
    with pytest.raises(LLMError, match="HTTP 503"):
        QueryEngine(memory, llm=llm).answer("Where is the laptop?")


def test_unreachable_endpoint_times_out_with_a_clear_error(closed_endpoint_url):
    url = closed_endpoint_url
    with pytest.raises(LLMError, match="could not reach"):
        LLMBackend(LLMConfig(url=url, model="m", timeout_s=2)).plan("Where is the laptop?")


def test_config_is_validated():
    with pytest.raises(ConfigError, match="url"):
        LLMConfig(url="localhost:8000", model="m")
    with pytest.raises(ConfigError, match="fallback"):
        LLMConfig(url="http://127.0.0.1:1", model="m", fallback="pray")
    with pytest.raises(ConfigError, match="model is empty"):
        LLMConfig(url="http://127.0.0.1:1", model="")


def test_llm_settings_default_to_the_offline_rules():
    assert LLMSettings().query_backend() is None


def test_llm_settings_build_the_endpoint_backend(chat_server, memory):
    settings = LLMSettings(backend="openai", url=chat_server.url, model="tiny", timeout_s=5.0, fallback="raise")
    backend = settings.query_backend()
    assert (backend.config.endpoint, backend.config.model, backend.config.fallback) == (
        chat_server.url + "/v1/chat/completions", "tiny", "raise")
    chat_server.replies = {"planner": PLAN}
    assert QueryEngine(memory, llm=backend).plan("Who said it?").intent is Intent.SOURCE


def test_llm_settings_reject_unknown_backends_and_bad_endpoints():
    with pytest.raises(ConfigError, match=r"LLMSettings.backend='gpt'.*known backends \['rules', 'openai'\]"):
        LLMSettings(backend="gpt")
    with pytest.raises(ConfigError, match="LLMConfig.url=''"):
        LLMSettings(backend="openai", model="m")
    with pytest.raises(ConfigError, match="LLMConfig.model is empty"):
        LLMSettings(backend="openai", url="http://127.0.0.1:8000")


@pytest.mark.parametrize("node, config", [("memory", "memory.yaml"), ("planner", "planner.yaml")])
def test_node_configs_set_every_llm_setting_to_its_default(node, config):
    import dataclasses

    import yaml

    path = Path(__file__).resolve().parents[3] / "config" / config
    llm = yaml.safe_load(path.read_text())[node]["ros__parameters"]["llm"]
    assert llm == {f.name: f.default for f in dataclasses.fields(LLMSettings)}
    LLMSettings(**llm)

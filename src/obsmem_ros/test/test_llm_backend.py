"""The LLM backend's protocol, against a local OpenAI-compatible HTTP server started by the test.

The server checks the request shape (path, method, JSON body, model, messages, JSON response
format, bearer key) and answers each stage (planner / selector / answerer) with JSON content,
or with the failure a test asks for.
"""
from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query import Intent, LLMBackend, LLMConfig, LLMError, QueryEngine
from obsmem_ros.errors import ConfigError

STORY = [json.loads(line) for line in (Path(__file__).parent / "data" / "laptop_story.jsonl").read_text().splitlines()]


class ChatServer(ThreadingHTTPServer):
    """Records requests; `replies` maps a stage to the content (or an (HTTP status, body) pair)."""

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), ChatHandler)
        self.requests: list = []
        self.problems: list = []
        self.replies: dict = {}

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class ChatHandler(BaseHTTPRequestHandler):
    def log_message(self, *args) -> None:
        return

    def do_POST(self) -> None:
        server: ChatServer = self.server
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        server.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
        if self.path != "/v1/chat/completions":
            server.problems.append(f"path {self.path}")
        if self.headers.get("Content-Type") != "application/json":
            server.problems.append("content type")
        if [m["role"] for m in body.get("messages", [])] != ["system", "user"]:
            server.problems.append("roles")
        if body.get("response_format") != {"type": "json_object"} or body.get("temperature") != 0.0:
            server.problems.append("format")
        system = body["messages"][0]["content"]
        stage = "planner" if "query planner" in system else "selector" if "select evidence" in system else "answerer"
        reply = server.replies.get(stage)
        if isinstance(reply, tuple):
            status, payload = reply
            self._send(status, payload.encode())
            return
        content = reply if isinstance(reply, str) else json.dumps(reply)
        self._send(200, json.dumps({"id": "x", "object": "chat.completion", "model": body["model"],
                                    "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                                                 "finish_reason": "stop"}]}).encode())

    def _send(self, status: int, payload: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)


@pytest.fixture()
def server():
    srv = ChatServer()
    thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield srv
    srv.shutdown()
    srv.server_close()


@pytest.fixture(scope="module")
def memory():
    with Memory(":memory:") as mem:
        mem.ingest(STORY)
        yield mem


PLAN = {"intent": "source", "targets": ["laptop"], "places": ["desk"], "persons": [], "attribute": "location",
        "expected": None, "verbs": ["say"], "time": {"relation": "none"}, "keywords": ["laptop", "desk"], "yes_no": False}


def test_llm_takes_over_planning_selection_and_answering(server, memory, monkeypatch):
    monkeypatch.setenv("TEST_LLM_KEY", "sekrit")
    server.replies = {"planner": PLAN, "selector": {"ids": ["d001-e000007"]},
                      "answerer": {"answer": "Bob said so.", "value": "bob", "value_type": "person", "known": True}}
    llm = LLMBackend(LLMConfig(url=server.url, model="tiny-test", api_key_env="TEST_LLM_KEY", timeout_s=5))
    answer = QueryEngine(memory, llm=llm).answer("Who claimed the portable computer sat on the desk?")
    assert (answer.answer, answer.value, answer.intent) == ("Bob said so.", "bob", Intent.SOURCE)
    assert [e.id for e in answer.evidence] == ["d001-e000007"]
    assert [r["body"]["model"] for r in server.requests] == ["tiny-test"] * 3
    assert all(r["headers"]["Authorization"] == "Bearer sekrit" for r in server.requests)
    assert server.problems == []
    assert "d001-e000007" in server.requests[1]["body"]["messages"][1]["content"]


def test_url_ending_in_v1_is_accepted(server):
    server.replies = {"planner": "```json\n" + json.dumps(PLAN) + "\n```"}
    plan = LLMBackend(LLMConfig(url=server.url + "/v1", model="m")).plan("Who said it?")
    assert plan.intent is Intent.SOURCE and plan.places == ("desk",)
    assert server.requests[0]["path"] == "/v1/chat/completions"


@pytest.mark.parametrize("reply,match", [
    ({"targets": []}, "field 'intent' is missing"),
    ({**PLAN, "intent": "astrology"}, "field 'intent'='astrology' is not one of"),
    ({**PLAN, "targets": "laptop"}, "field 'targets'='laptop' must be list"),
    ({**PLAN, "time": {"relation": "none", "clock": "7 o'clock"}}, "time.clock"),
    ("not json at all", "message content is not JSON"),
    ((500, "overloaded"), "HTTP 500: overloaded"),
    ((200, "{\"choices\": []}"), "not a chat completion"),
])
def test_invalid_planner_replies_raise_clear_errors(server, reply, match):
    server.replies = {"planner": reply}
    with pytest.raises(LLMError, match=match):
        LLMBackend(LLMConfig(url=server.url, model="m")).plan("Where is the laptop?")


def test_selector_may_not_invent_ids_or_exceed_k(server, memory):
    llm = LLMBackend(LLMConfig(url=server.url, model="m"))
    from obsmem_ros.core.query import Evidence, View

    offered = [Evidence(id=f"e{i}", view=View.EVENT, time_ns=i, text=f"t{i}") for i in range(4)]
    server.replies = {"selector": {"ids": ["e1", "nope"]}}
    with pytest.raises(LLMError, match="not offered: \\['nope'\\]"):
        llm.select("q", offered, 2)
    server.replies = {"selector": {"ids": ["e0", "e1", "e2"]}}
    with pytest.raises(LLMError, match="budget is k=2"):
        llm.select("q", offered, 2)


def test_answerer_reply_must_be_consistent(server):
    llm = LLMBackend(LLMConfig(url=server.url, model="m"))
    server.replies = {"answerer": {"answer": "?", "value": "sofa_1", "value_type": "entity", "known": False}}
    with pytest.raises(LLMError, match="known=false but field 'value'"):
        llm.answer("q", [], intent=Intent.CURRENT_STATE, draft="")


def test_rules_fallback_answers_when_the_endpoint_fails(server, memory):
    server.replies = {stage: (503, "down") for stage in ("planner", "selector", "answerer")}
    llm = LLMBackend(LLMConfig(url=server.url, model="m", fallback="rules"))
    answer = QueryEngine(memory, llm=llm).answer("Who said the laptop was on the desk?")
    assert (answer.value, answer.intent) == ("bob", Intent.SOURCE)
    assert len(server.requests) == 3


def test_raise_policy_propagates_endpoint_failures(server, memory):
    server.replies = {"planner": (503, "down")}
    llm = LLMBackend(LLMConfig(url=server.url, model="m", fallback="raise"))
    with pytest.raises(LLMError, match="HTTP 503"):
        QueryEngine(memory, llm=llm).answer("Where is the laptop?")


def test_unreachable_endpoint_times_out_with_a_clear_error():
    closed = ChatServer()
    url = closed.url
    closed.server_close()
    with pytest.raises(LLMError, match="could not reach"):
        LLMBackend(LLMConfig(url=url, model="m", timeout_s=2)).plan("Where is the laptop?")


def test_config_is_validated():
    with pytest.raises(ConfigError, match="url"):
        LLMConfig(url="localhost:8000", model="m")
    with pytest.raises(ConfigError, match="fallback"):
        LLMConfig(url="http://127.0.0.1:1", model="m", fallback="pray")
    with pytest.raises(ConfigError, match="model is empty"):
        LLMConfig(url="http://127.0.0.1:1", model="")

"""The optional LLM actor, against a local HTTP server speaking the chat-completions protocol."""
from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from worldlines_sim_bridge.core.tracegen.config import GeneratorConfig
from worldlines_sim_bridge.core.tracegen.director import generate_trace
from worldlines_sim_bridge.core.tracegen.llm_actor import LLMActor, LLMActorConfig
from worldlines_sim_bridge.errors import GeneratorConfigError, LLMActorError

PLAN = {"steps": [{"verb": "enter", "objects": ["kitchen"]}, {"verb": "open", "objects": ["fridge_1"]},
                  {"verb": "say", "utterance": "We are out of milk.", "addressee": "robot"},
                  {"verb": "teleport", "objects": ["moon_1"]}, {"verb": "close", "objects": ["fridge_1"]}]}


class _ChatHandler(BaseHTTPRequestHandler):
    requests: list = []
    reply: str = json.dumps(PLAN)

    def do_POST(self):  # noqa: N802 (http.server naming)
        length = int(self.headers["Content-Length"])
        type(self).requests.append((self.path, json.loads(self.rfile.read(length))))
        body = json.dumps({"choices": [{"message": {"role": "assistant", "content": type(self).reply}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        return None


@pytest.fixture()
def endpoint():
    _ChatHandler.requests = []
    _ChatHandler.reply = json.dumps(PLAN)
    server = ThreadingHTTPServer(("127.0.0.1", 0), _ChatHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


def test_llm_sessions_run_through_the_executor_and_drop_invalid_steps(endpoint):
    llm = LLMActorConfig(base_url=endpoint, model="tiny-test")
    trace = generate_trace(GeneratorConfig(seed=3, days=2, llm=llm))
    proposed = [e for e in trace.events if dict(e.extras).get("activity") == "llm session"]
    assert {e.verb for e in proposed} <= {"enter", "open", "say", "close"}
    assert any(e.utterance == "We are out of milk." for e in proposed)
    path, body = _ChatHandler.requests[0]
    assert path == "/v1/chat/completions" and body["model"] == "tiny-test" and body["temperature"] == 0
    assert "fridge_1" in body["messages"][1]["content"]


def test_an_answer_that_is_not_a_plan_raises(endpoint):
    _ChatHandler.reply = "I would rather not."
    with pytest.raises(LLMActorError, match="no usable session plan"):
        LLMActor(LLMActorConfig(base_url=endpoint, model="m")).propose("situation", seed=1)


def test_llm_config_needs_an_http_url():
    with pytest.raises(GeneratorConfigError, match="not an http"):
        LLMActorConfig(base_url="localhost:8000", model="m")

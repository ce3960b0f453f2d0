"""Suite-wide test settings and shared fixtures.

ROS discovery stays on loopback, and each run gets its own domain. A local OpenAI-compatible chat
endpoint (`chat_server`, and `closed_endpoint_url` where nothing answers), used by the engine's
LLM backend tests and by the cross-process memory node test: it checks the request shape (path,
method, JSON body, model, messages, JSON response format, bearer key) and answers each stage of
the read path (planner / selector / answerer) with the JSON content in its `replies`, or with the
failure a test asks for. `reply_server` is the plain one: every request is recorded in `bodies`
and answered with one chat completion whose content is its `reply` (a string as is, else JSON).
"""
from __future__ import annotations

import json
import os
import random
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

os.environ.setdefault("ROS_AUTOMATIC_DISCOVERY_RANGE", "LOCALHOST")
os.environ.setdefault("ROS_DOMAIN_ID", str(random.Random(os.getpid()).randint(1, 100)))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


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


class ReplyServer(ThreadingHTTPServer):
    """Answers every chat-completions request with `reply`; the request bodies land in `bodies`."""

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), ReplyHandler)
        self.reply: object = {}
        self.bodies: list = []

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class ReplyHandler(BaseHTTPRequestHandler):
    def log_message(self, *args) -> None:
        return

    def do_POST(self) -> None:
        server: ReplyServer = self.server
        server.bodies.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
        content = server.reply if isinstance(server.reply, str) else json.dumps(server.reply)
        data = json.dumps({"choices": [{"message": {"role": "assistant", "content": content}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


def _serving(srv: ThreadingHTTPServer):
    thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield srv
    srv.shutdown()
    srv.server_close()


@pytest.fixture()
def chat_server():
    yield from _serving(ChatServer())


@pytest.fixture()
def reply_server():
    yield from _serving(ReplyServer())


@pytest.fixture()
def closed_endpoint_url():
    """The URL of an endpoint that was bound and closed again: nothing answers there."""
    closed = ChatServer()
    url = closed.url
    closed.server_close()
    return url

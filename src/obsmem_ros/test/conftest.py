"""Shared fixtures of the engine's tests.

- A throwaway PostgreSQL cluster started by the test run (`postgres_server`, `postgres_database`).
  Where the server binaries are missing the PostgreSQL tests skip with the reason, except in CI
  (environment variable ``CI`` set to a true value, as CI services do): there the server is
  installed by ``.ci/run``, so a missing one fails the run instead of hiding its tests.
- A local OpenAI-compatible chat endpoint (`chat_server`): it checks the request shape (path, method,
  JSON body, model, messages, JSON response format, bearer key) and answers each stage of the read
  path (planner / selector / answerer) with the JSON content in its `replies`, or with the failure a
  test asks for.
"""
from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import tempfile
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Iterator

import pytest


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def unavailable(reason: str) -> None:
    """Skip a test that needs PostgreSQL, or fail it in CI, where every test must run."""
    if in_ci():
        pytest.fail(f"{reason}; in CI (CI={os.environ['CI']!r}) the PostgreSQL tests must run: "
                    "install the server with scripts/install_test_services.sh", pytrace=False)
    pytest.skip(reason)


def _binary(name: str) -> str:
    found = shutil.which(name)
    if found:
        return found
    for root in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True):
        if (root / name).exists():
            return str(root / name)
    return ""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """A libpq connection string to the ``postgres`` database of a fresh cluster."""
    initdb, pg_ctl = _binary("initdb"), _binary("pg_ctl")
    if not (initdb and pg_ctl):
        unavailable("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    try:
        import psycopg  # noqa: F401
    except ImportError:
        unavailable("psycopg (the PostgreSQL client) is not installed")
    prefix: list = []
    folder = Path(tempfile.mkdtemp(prefix="obsmem-pg-"))
    if os.geteuid() == 0:  # the server refuses to run as root: run it as the postgres user
        if not shutil.which("runuser") or subprocess.run(["id", "postgres"], capture_output=True).returncode:
            unavailable("running as root without a postgres user to start the server")
        prefix = ["runuser", "-u", "postgres", "--"]
        folder.chmod(0o755)
        shutil.chown(folder, "postgres")
    data, port = folder / "data", _free_port()
    run = lambda *args: subprocess.run([*prefix, *args], check=True, capture_output=True, timeout=60)  # noqa: E731
    run(initdb, "-D", str(data), "-A", "trust", "-U", "obsmem", "--no-sync")
    run(pg_ctl, "-D", str(data), "-w", "-l", str(folder / "log"), "-o",
        f"-k {folder} -p {port} -c listen_addresses='' -c fsync=off", "start")
    try:
        yield f"host={folder} port={port} user=obsmem dbname=postgres"
    finally:
        run(pg_ctl, "-D", str(data), "-m", "immediate", "stop")
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture()
def postgres_database(postgres_server: str) -> Iterator[str]:
    """A connection string to a new, empty database of the session's cluster (one per test)."""
    import psycopg

    name = f"home_{os.getpid()}_{_free_port()}"
    with psycopg.connect(postgres_server, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    yield postgres_server.replace("dbname=postgres", f"dbname={name}")


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
def chat_server():
    srv = ChatServer()
    thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield srv
    srv.shutdown()
    srv.server_close()


@pytest.fixture()
def closed_endpoint_url():
    """The URL of an endpoint that was bound and closed again: nothing answers there."""
    closed = ChatServer()
    url = closed.url
    closed.server_close()
    return url

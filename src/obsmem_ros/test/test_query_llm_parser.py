"""The question parser "llm": the language layer's parse from a local OpenAI-compatible server, on
the read path (`QueryEngine`, `obsmem ask --parser llm`, `Memory(parse_endpoint=...)`), with the
real offline language parser answering (and saying why) when the endpoint is missing, fails,
times out or returns invalid JSON. Sentences are written for this test."""
from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner

from obsmem_ros.cli import cli
from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.language import Kind, LanguageParser, LLMParser, Lexicon, parse_schema
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query import Intent, LLMConfig, LLMSettings, QueryConfig, QueryEngine
from obsmem_ros.errors import LLMError

STORY = Path(__file__).parent / "data" / "laptop_story.jsonl"
WHERE_LAPTOP = {"kind": "question", "intent": "where_is", "confidence": 0.95,
                "mentions": [{"text": "Laptop", "head": "laptop", "role": "target"}], "attributes": ["location"]}
LEX = Lexicon.from_entities([{"id": "laptop_1", "name": "laptop", "category": "laptop"},
                             {"id": "sofa_1", "name": "sofa", "category": "sofa"}])


class ChatServer(ThreadingHTTPServer):
    """A chat-completions endpoint on localhost: replies with `reply` (JSON object or raw text)
    after `delay_s`, or with HTTP `status` when it is not 200; records every request body."""

    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.reply: object = WHERE_LAPTOP
        self.status = 200
        self.delay_s = 0.0
        self.bodies: list = []

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class _Handler(BaseHTTPRequestHandler):
    def log_message(self, *args) -> None:
        return

    def do_POST(self) -> None:
        srv = self.server
        srv.bodies.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
        time.sleep(srv.delay_s)
        content = srv.reply if isinstance(srv.reply, str) else json.dumps(srv.reply)
        data = (json.dumps({"choices": [{"message": {"role": "assistant", "content": content}}]})
                if srv.status == 200 else "model overloaded").encode()
        try:
            self.send_response(srv.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (timeout test)


@pytest.fixture()
def server():
    srv = ChatServer()
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield srv
    srv.shutdown()
    srv.server_close()


@pytest.fixture(scope="module")
def offline() -> LanguageParser:
    return LanguageParser()


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("llm_parse") / "home.db"
    with Memory(str(path)) as memory:
        memory.ingest([json.loads(line) for line in STORY.read_text().splitlines()])
    return path


def endpoint(server: ChatServer, **options) -> LLMConfig:
    return LLMConfig(url=server.url, model="tiny", **{"timeout_s": 5.0, **options})


def test_the_endpoint_is_asked_for_the_parse_under_its_json_schema(server, offline):
    p = LLMParser(endpoint(server), offline).parse("Wo ist der Laptop?", lexicon=LEX)
    assert (p.kind, p.intent, p.understood, p.reason) == (Kind.QUESTION, "where_is", True, "")
    assert p.mentions[0].entity == "laptop_1" and p.mentions[0].span.start == 11
    assert p.embedding is not None and len(p.embedding) == 384  # the offline MiniLM vector, for retrieval
    form = server.bodies[0]["response_format"]
    assert form["type"] == "json_schema" and form["json_schema"]["schema"] == parse_schema()


@pytest.mark.parametrize("case, reason", [
    ("missing", "parsed offline: no LLM endpoint is configured"),
    ("http", "parsed offline: the LLM endpoint failed (language parse: http://127.0.0.1:"),
    ("timeout", "parsed offline: the LLM endpoint timed out (language parse: http://127.0.0.1:"),
    ("not json", "parsed offline: the LLM endpoint returned invalid JSON (language parse: message content is not JSON"),
    ("off schema", "parsed offline: the LLM endpoint returned invalid JSON (language parse: the reply does not match"),
])
def test_the_offline_parser_answers_and_the_reason_says_why(server, offline, case, reason):
    config = None if case == "missing" else endpoint(server, timeout_s=0.5 if case == "timeout" else 5.0)
    server.status = 500 if case == "http" else 200
    server.delay_s = 2.0 if case == "timeout" else 0.0
    server.reply = {"not json": "sure, the laptop!", "off schema": {"kind": "question", "intent": "where_is"}}.get(
        case, WHERE_LAPTOP)
    text = "Where did the laptop end up?"
    p = LLMParser(config, offline).parse(text, lexicon=LEX)
    expected = offline.parse(text, lexicon=LEX)
    assert p.reason.startswith(reason)
    assert (p.kind, p.intent, p.understood, p.mentions) == (expected.kind, expected.intent, True, expected.mentions)
    assert p.mentions[0].entity == "laptop_1"


def test_a_fallback_that_does_not_understand_keeps_the_offline_reason_first(offline):
    p = LLMParser(None, offline).parse("Blorft the zingle wabbit quorpy?", lexicon=LEX)
    assert not p.understood
    assert p.reason.startswith("did not understand") and p.reason.endswith("parsed offline: no LLM endpoint is "
                                                                            "configured (llm.url, llm.model)")


def test_raise_policy_raises_instead_of_parsing_offline(server, offline):
    server.status = 500
    with pytest.raises(LLMError, match="HTTP 500"):
        LLMParser(endpoint(server, fallback="raise"), offline).parse("Where is the laptop?", lexicon=LEX)


def test_the_read_path_answers_from_the_endpoints_parse(server, db):
    with Memory(str(db)) as memory:
        by_llm = QueryEngine.open(memory, db, config=QueryConfig(parser="llm"), parse_endpoint=endpoint(server))
        answer = by_llm.answer("Wo ist der Laptop?")  # the offline parser does not read German
        offline = QueryEngine.open(memory, db, config=QueryConfig(parser="language")).answer("Wo ist der Laptop?")
        reference = QueryEngine.open(memory, db, config=QueryConfig(parser="language")).answer("Where is the laptop?")
    assert not offline.known  # offline, German is no question about the laptop
    assert (answer.known, answer.intent, answer.plan.targets) == (True, Intent.CURRENT_STATE, ("laptop_1",))
    assert answer.value == reference.value and answer.plan.reason == ""
    assert len(server.bodies) == 1


def test_the_memory_and_its_settings_choose_the_llm_parser(server, db):
    settings = LLMSettings(url=server.url, model="tiny")  # backend "rules": the endpoint only parses
    assert settings.query_backend() is None and settings.parse_endpoint() == settings.endpoint_config()
    assert LLMSettings().parse_endpoint() is None
    with Memory(str(db), config=EngineConfig(parser="llm"), parse_endpoint=settings.parse_endpoint()) as memory:
        answer = memory.ask("Wo ist der Laptop?")
    assert answer.known and answer.plan.targets == ("laptop_1",) and len(server.bodies) == 1


def test_a_memory_without_an_endpoint_parses_offline_and_says_so(db):
    with Memory(str(db), config=EngineConfig(parser="llm")) as memory:
        answer = memory.ask("Where is the laptop?")
    assert answer.known and answer.plan.reason.startswith("parsed offline: no LLM endpoint is configured")


def test_obsmem_ask_parser_llm_parses_through_the_endpoint_only(server, db):
    args = ["ask", "--db", str(db), "--json", "--parser", "llm", "--llm-url", server.url, "--llm-model", "tiny",
            "Wo ist der Laptop?"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["known"] is True and data["intent"] == "current_state"
    assert [b["response_format"]["type"] for b in server.bodies] == ["json_schema"]  # no selector, no answerer call

"""The LLM parse: the same Parse from a local OpenAI-compatible server, validated, with the offline fallback."""
from __future__ import annotations

import json

import numpy as np
import pytest

from obsmem_ros.core.language import Kind, LLMParser, Lexicon, Role, parse_schema
from obsmem_ros.core.query.llm import LLMConfig
from obsmem_ros.errors import LLMError

LEX = Lexicon.from_entities([
    {"id": "lamp_3", "kind": "device", "name": "floor lamp", "category": "light"},
    {"id": "chair_2", "kind": "furniture", "name": "armchair", "category": "armchair"},
    {"id": "mo", "kind": "person", "name": "Mo"},
])
GOOD = {"kind": "instruction", "intent": "place", "confidence": 0.9,
        "mentions": [{"text": "the standard lamp", "head": "lamp", "role": "target"},
                     {"text": "the armchair", "head": "armchair", "role": "place"}],
        "people": [{"id": "mo", "role": "asker"}], "times": ["tomorrow morning"]}


class OfflineStub:
    """Stands in for the offline parser: records fallbacks, embeds as a fixed vector."""

    def __init__(self) -> None:
        self.fallbacks = 0

    def embed(self, text: str):
        return np.ones(4, dtype=np.float32)

    def parse(self, text: str, **kw):
        from obsmem_ros.core.language import Parse

        self.fallbacks += 1
        return Parse(text=text, kind=Kind.UNKNOWN, intent="", confidence=0.0, understood=False, reason="offline")


@pytest.fixture()
def server(reply_server):
    reply_server.reply = GOOD
    return reply_server


def make(server, fallback="rules"):
    offline = OfflineStub()
    return LLMParser(LLMConfig(url=server.url, model="tiny", timeout_s=5.0, fallback=fallback), offline), offline


def test_the_reply_fills_a_parse_with_spans_links_and_times(server):
    parser, offline = make(server)
    text = "Mo here: put the standard lamp by the armchair tomorrow morning"
    p = parser.parse(text, asker="mo", now_ns=1_900_000_000 * 10**9, lexicon=LEX)
    assert (p.kind, p.intent, p.understood, offline.fallbacks) == (Kind.INSTRUCTION, "place", True, 0)
    lamp, chair = p.mentions
    assert text[lamp.span.start:lamp.span.end] == "the standard lamp" and lamp.entity == "lamp_3"
    assert chair.role == "place" and chair.entity == "chair_2"
    assert p.person_with(Role.ASKER) == "mo" and p.times[0].text == "tomorrow morning"
    assert p.times[0].end_ns - p.times[0].start_ns == 7 * 3600 * 10**9 and p.embedding == (1.0, 1.0, 1.0, 1.0)
    system = server.bodies[0]["messages"][0]["content"]
    assert json.dumps(parse_schema()) in system and "floor lamp" in server.bodies[0]["messages"][1]["content"]


@pytest.mark.parametrize("reply", ["not json", {"kind": "question", "intent": "dance", "confidence": 0.5},
                                   {"kind": "question", "intent": "where_is", "confidence": 7}])
def test_an_invalid_reply_falls_back_to_the_offline_parser(server, reply):
    server.reply = reply
    parser, offline = make(server)
    p = parser.parse("where is the lamp", lexicon=LEX)
    assert offline.fallbacks == 1 and p.reason.startswith(
        "offline; parsed offline: the LLM endpoint returned invalid JSON (language parse: ")  # the offline reason, then why


def test_raise_policy_names_the_field(server):
    server.reply = {"kind": "question", "intent": "dance", "confidence": 0.5}
    parser, _ = make(server, fallback="raise")
    with pytest.raises(LLMError, match="field 'intent' is 'dance'"):
        parser.parse("where is the lamp")

"""The LLM utterance reader: the same reading from a local OpenAI-compatible server, validated,
with the offline reader as fallback."""
from __future__ import annotations

import json

import pytest

from obsmem_ros.core.language import LLMUtteranceReader, UtteranceReader, utterance_schema
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query.llm import LLMConfig
from obsmem_ros.errors import LLMError

NOW_NS = 1_772_784_000 * 1_000_000_000  # 2026-03-06 08:00 UTC
KNOWN = {"laptop": "laptop_1", "desk": "desk_1", "fridge": "fridge_1", "living room": "living_room"}
GOOD = {
    "claims": [{"thing": "my laptop", "attribute": "location", "value": "the desk", "hedged": True},
               {"thing": "some grapes", "attribute": "location", "value": "the fridge", "negated": False}],
    "undertakings": [{"kind": "promise", "owner": "robot", "beneficiary": "carol", "action": "have the grapes washed",
                      "due": "by 8:30", "things": ["grapes"]},
                     {"kind": "request", "owner": "robot", "beneficiary": "bob", "action": "bring my laptop",
                      "due": "when I'm back", "things": ["laptop"]}],
    "preferences": [{"person": "bob", "topic": "coffee", "value": "ready at 08:30", "condition": "on weekends"}],
    "new_things": ["grapes"],
}


@pytest.fixture()
def server(reply_server):
    reply_server.reply = GOOD
    return reply_server


def make(server, fallback="rules"):
    return LLMUtteranceReader(LLMConfig(url=server.url, model="tiny", timeout_s=5.0, fallback=fallback),
                              UtteranceReader(robot_id="robot"))


def test_the_reply_fills_a_reading_with_links_and_resolved_times(server):
    reading = make(server).read("whatever the words", speaker="bob", addressee="robot", now_ns=NOW_NS,
                                event_id="u1", resolve=KNOWN.get, people=("bob", "carol"))
    laptop, grapes = reading.claims
    assert (laptop.entity, laptop.value, laptop.confidence < 1.0) == ("laptop_1", "desk_1", True)
    assert (grapes.entity, grapes.value) == ("grapes", "fridge_1")
    promise, request = reading.undertakings
    assert promise.kind is CommitmentKind.PROMISE and promise.due_ns == NOW_NS + 30 * 60 * 10 ** 9
    assert request.due_ns is None and request.due_text == "when I'm back" and request.objects == ("laptop_1",)
    assert [(t.id, t.location) for t in reading.things] == [("grapes", "fridge_1")]
    assert reading.preferences[0].condition == "on weekends"
    system, user = (m["content"] for m in server.bodies[0]["messages"])
    assert json.dumps(utterance_schema()) in system and json.loads(user)["speaker"] == "bob"


@pytest.mark.parametrize("reply", ["not json", {"claims": [{"thing": "x", "attribute": "colour", "value": "red"}]},
                                   {"undertakings": [{"kind": "wish", "owner": "", "action": "x"}]}])
def test_an_invalid_reply_falls_back_to_the_offline_reader(server, reply):
    server.reply = reply
    words = "I moved my laptop to the desk."
    reading = make(server).read(words, speaker="bob", now_ns=NOW_NS, resolve=KNOWN.get)
    offline = UtteranceReader(robot_id="robot").read(words, speaker="bob", now_ns=NOW_NS, resolve=KNOWN.get)
    assert reading == offline and [(c.entity, c.value) for c in reading.claims] == [("laptop_1", "desk_1")]


def test_raise_policy_names_the_schema(server):
    server.reply = {"undertakings": [{"kind": "wish", "owner": "", "action": "x"}]}
    with pytest.raises(LLMError, match="utterance schema"):
        make(server, fallback="raise").read("I will wish", speaker="bob", now_ns=NOW_NS)


def test_memory_reads_heard_words_through_the_endpoint(server, tmp_path):
    utterance = {"id": "u1", "time": "2026-03-06T08:00:00Z", "kind": "utterance", "actor": "robot",
                 "addressee": "carol", "verb": "say", "utterance": "I'll get the grapes washed by 8:30.",
                 "observers": ["robot"]}
    with Memory(tmp_path / "home.db", reader=make(server)) as memory:
        memory.ingest([utterance])
        assert [(c.kind.value, c.action, c.due_ns) for c in memory.commitments()][0] == (
            "promise", "have the grapes washed", NOW_NS + 30 * 60 * 10 ** 9)
        assert memory.preferences(person="bob")[0].evidence_ids == ("u1",)


def test_settings_choose_the_endpoint_reader_or_the_offline_default(server):
    from obsmem_ros.core.hearing import reader_from_settings
    from obsmem_ros.core.query import LLMSettings

    args = dict(robot_id="robot", timezone="UTC", meal_clock={"dinner": "19:00"})
    assert reader_from_settings(LLMSettings(), **args) is None
    assert reader_from_settings(LLMSettings(backend="openai", url=server.url, model="tiny"), **args) is None
    reader = reader_from_settings(LLMSettings(backend="openai", url=server.url, model="tiny", read_speech=True), **args)
    assert isinstance(reader, LLMUtteranceReader) and reader.offline.meal_clock == {"dinner": "19:00"}


def test_a_correction_names_the_utterance_it_corrects_and_a_stated_confidence_is_kept(server):
    server.reply = {"claims": [{"thing": "my laptop", "attribute": "location", "value": "the fridge",
                                "correction": True, "confidence": 0.9}]}
    reader = make(server)
    before = reader.offline.read("My laptop is on the desk.", speaker="bob", now_ns=NOW_NS, event_id="u7",
                                 resolve=KNOWN.get)
    (claim,) = reader.read("Actually no, it's in the fridge.", speaker="bob", now_ns=NOW_NS + 10 ** 9,
                           event_id="u8", resolve=KNOWN.get, previous=before).claims
    assert (claim.entity, claim.value, claim.correction, claim.corrects, claim.confidence) == (
        "laptop_1", "fridge_1", True, "u7", 0.9)


def test_a_confidence_outside_zero_to_one_is_rejected_and_the_offline_reader_answers(server):
    server.reply = {"claims": [{"thing": "my laptop", "attribute": "location", "value": "the desk", "confidence": 1.5}]}
    with pytest.raises(LLMError, match="utterance schema"):
        make(server, fallback="raise").read("My laptop is on the desk.", speaker="bob", now_ns=NOW_NS)
    (claim,) = make(server).read("I think my laptop is on the desk.", speaker="bob", now_ns=NOW_NS,
                                 resolve=KNOWN.get).claims
    assert (claim.entity, claim.value, claim.confidence) == ("laptop_1", "desk_1", 0.6)


def test_a_relayed_claim_keeps_the_origin_the_reply_names_and_the_speakers_own_has_none(server):
    server.reply = {"claims": [{"thing": "my laptop", "attribute": "location", "value": "the desk", "origin": "Uncle Ray"},
                               {"thing": "the grapes", "attribute": "location", "value": "the fridge", "origin": "Bob"}]}
    relayed, own = make(server).read("Uncle Ray says my laptop's on the desk.", speaker="bob", now_ns=NOW_NS,
                                     resolve=KNOWN.get).claims
    assert (relayed.entity, relayed.origin) == ("laptop_1", "uncle_ray") and own.origin == ""


@pytest.mark.parametrize("origin", ["Ray; DROP TABLE facts", "42", "r" * 80])
def test_an_origin_that_is_not_a_name_is_rejected_and_the_offline_reader_answers(server, origin):
    server.reply = {"claims": [{"thing": "my laptop", "attribute": "location", "value": "the desk", "origin": origin}]}
    with pytest.raises(LLMError, match="utterance schema"):
        make(server, fallback="raise").read("Ray says my laptop is on the desk.", speaker="bob", now_ns=NOW_NS)
    (claim,) = make(server).read("Ray says my laptop is on the desk.", speaker="bob", now_ns=NOW_NS,
                                 resolve=KNOWN.get, people=("bob", "ray")).claims
    assert (claim.entity, claim.origin) == ("laptop_1", "ray")

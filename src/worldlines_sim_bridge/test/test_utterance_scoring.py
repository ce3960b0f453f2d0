"""Scoring the utterance reader on hand-written single utterances: matching, tallies, the CLI."""
from __future__ import annotations

import json

from click.testing import CliRunner

from worldlines_sim_bridge.cli import cli
from worldlines_sim_bridge.core.evaluation.utterance_scoring import head, score_file

_EMPTY = {"claims": [], "requests": [], "promises": [], "preferences": [], "new_things": [], "schedules": []}


def _line(uid: str, text: str, kinds, **expect) -> dict:
    return {"id": uid, "split": "dev", "speaker": "bob", "addressee": "robot", "said_at": "2026-05-04T08:00:00+00:00",
            "text": text, "kinds": kinds, "expect": {**_EMPTY, **expect}}


def _write(tmp_path, lines):
    path = tmp_path / "utterances.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def test_head_is_the_last_word_without_a_plural_s():
    assert head("the car keys") == "key" and head("Mia's phone") == "phone" and head("remote_1") == "remote"
    assert head("the glass") == "glass" and head("") == ""
    assert head("a sleepover at Noor's") == "noor" and head("Ravi\u2019s") == "ravi" and head("Tomás's bike") == "bike"


def test_found_missed_and_spurious_are_tallied(tmp_path):
    remote = {"entity": "the remote", "attribute": "location", "value": "the cushion", "negated": False, "hedged": False}
    wrong = {**remote, "entity": "the kettle"}
    path = _write(tmp_path, [_line("u1", "The remote is under the cushion.", ["claim"], claims=[remote]),
                             _line("u2", "The remote is under the cushion.", ["claim"], claims=[wrong]),
                             _line("u3", "Morning! Lovely weather today.", ["chit_chat"])])
    result = score_file(path)
    assert (result.expected["claims"], result.found["claims"]) == (2, 1)
    assert result.missed == ["u2"] and result.chit_chat == 1 and result.spurious == 0
    assert result.recall()["claims"] == 0.5 and result.recall()["requests"] is None


def test_a_negated_claim_must_be_read_as_negated(tmp_path):
    denial = {"entity": "the keys", "attribute": "location", "value": "the bowl", "negated": True, "hedged": False}
    path = _write(tmp_path, [_line("u1", "The keys aren't in the bowl.", ["negated_claim"], claims=[denial]),
                             _line("u2", "The keys are in the bowl.", ["claim"], claims=[denial])])
    assert score_file(path).missed == ["u2"]


def test_cli_scores_a_split_as_json(tmp_path):
    path = _write(tmp_path, [_line("u1", "The remote is under the cushion.", ["claim"],
                                   claims=[{"entity": "remote", "attribute": "location", "value": "cushion",
                                            "negated": False, "hedged": False}])])
    result = CliRunner().invoke(cli, ["utterances", "--file", str(path), "--split", "dev", "--json"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.output)
    assert payload["recall"]["claims"] == 1.0 and payload["split"] == "dev" and payload["overall_recall"] == 1.0


def test_due_times_and_clocks_are_scored_as_slots_at_the_exact_time(tmp_path):
    soon = {"from": "bob", "to": "robot", "action": "empty the bins", "object": "the bins", "target": None}
    walk = {"person": "bob", "about": "walking the dog", "value": "21:00", "condition": "every evening"}
    path = _write(tmp_path, [
        _line("u1", "Could you empty the bins by half ten?", ["request"], requests=[{**soon, "due": "2026-05-04T10:30:00+00:00"}]),
        _line("u2", "Could you empty the bins by half ten?", ["request"], requests=[{**soon, "due": "2026-05-04T22:30:00+00:00"}]),
        _line("u3", "I always walk the dog at nine every evening.", ["routine"], preferences=[walk])])
    result = score_file(path).to_json()
    assert result["found"]["requests"] == 2
    assert result["slots"] == {"due_times": {"expected": 2, "found": 1}, "clocks": {"expected": 1, "found": 1}}


def _reading(text: str, *undertakings, claims=()):
    from obsmem_ros.core import UtteranceReading
    return UtteranceReading(text=text, speaker="bob", undertakings=tuple(undertakings), claims=tuple(claims))


def _owed(kind: str, action: str, *objects: str):
    from obsmem_ros.core import CommitmentKind, Undertaking
    return Undertaking(kind=CommitmentKind(kind), owner="robot", beneficiary="bob", action=action,
                       objects=tuple(objects), verb=action.split()[0])


def test_a_missed_undertaking_is_put_down_to_the_stage_that_lost_it():
    from obsmem_ros.core import Claim
    from worldlines_sim_bridge.core.evaluation.utterance_scoring import miss_stage

    text = "The kite is in the shed, fetch the string for it."
    want = {"action": "fetch", "object": "the kite string"}
    assert miss_stage("requests", want, _reading(text, _owed("request", "fetch the string", "string_1"))) == ""
    kite = {"action": "fly", "object": "the kite"}
    assert miss_stage("requests", kite, _reading(text, _owed("request", "fetch the string", "string_1"))) == "field_said"
    outing = {"action": "plan", "object": "the outing"}
    assert miss_stage("requests", outing, _reading(text, _owed("request", "fetch it"))) == "field_unsaid"
    assert miss_stage("requests", kite, _reading(text, _owed("promise", "fly the kite", "kite_1"))) == "wrong_kind"
    assert miss_stage("requests", kite, _reading(text, _owed("schedule", "go out"))) == "other_undertaking"
    shed = Claim(entity="kite_1", attribute="location", value="shed_1")
    assert miss_stage("requests", kite, _reading(text, claims=[shed])) == "other_family"
    assert miss_stage("requests", kite, _reading(text)) == "nothing"
    assert miss_stage("claims", {"entity": "the kite"}, _reading(text)) == ""


def test_the_json_tallies_undertakings_missed_by_stage(tmp_path):
    line = _line("u1", "Lovely weather for it, isn't it?", ["request"],
                 requests=[{"from": "bob", "to": "robot", "action": "open", "object": "the skylight", "due": None}])
    misses = score_file(_write(tmp_path, [line])).to_json()["undertaking_misses"]
    assert sum(misses.values()) == 1 and misses["field_said"] == misses["field_unsaid"] == 0

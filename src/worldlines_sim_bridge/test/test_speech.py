"""Varied speech in the generator (--speech varied): words only in the trace, meaning kept in the truth files."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from worldlines_sim_bridge.cli import cli
from worldlines_sim_bridge.core.formats import SAMPLES_FILE, TRACE_FILE, WORLD_FILE, read_jsonl, validate
from worldlines_sim_bridge.core.miner.benchmark_folder import load_index
from worldlines_sim_bridge.core.miner.leakage import check_samples
from worldlines_sim_bridge.core.sim.home import known_homes
from worldlines_sim_bridge.core.tracegen.config import GeneratorConfig
from worldlines_sim_bridge.core.tracegen.director import generate_trace
from worldlines_sim_bridge.core.tracegen.speech import restore_meaning, speak
from worldlines_sim_bridge.core.tracegen.speech_pool import SPEECH_POOLS
from worldlines_sim_bridge.errors import GeneratorConfigError, SpeechError

SMALL = ["--seed", "3", "--days", "8", "--qa", "40", "--plans", "4"]


@pytest.fixture(scope="module")
def trace():
    return generate_trace(GeneratorConfig(seed=5, days=12))


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    out = {}
    for style in ("templates", "varied"):
        folder = tmp_path_factory.mktemp(style)
        result = CliRunner().invoke(cli, ["generate", *SMALL, "--speech", style, "--out", str(folder)])
        assert result.exit_code == 0, result.output
        out[style] = folder
    return out


def _spoken_by_people(events, robot="robot"):
    return [e for e in events if e.kind.value == "utterance" and e.actor != robot]


def test_templates_speech_leaves_the_trace_as_simulated(trace):
    spoken = speak(trace.events, trace.home, 5, "templates")
    assert spoken.events == trace.events and spoken.meant == []


def test_varied_speech_carries_the_words_only(trace):
    spoken = speak(trace.events, trace.home, 5, "varied")
    people = _spoken_by_people(spoken.events)
    assert len(spoken.meant) >= 30
    assert all(not e.claims and "commitment" not in e.extras and "activity" not in e.extras for e in people)
    heard = {e.id: e for e in spoken.events}
    for row in spoken.meant:
        event = heard[row["event"]]
        assert event.utterance != row["template"]
        assert f'"{event.utterance}"' in event.text
        assert row["claims"] or "commitment" in row["extras"]


def test_varied_speech_changes_nothing_but_the_words_of_people(trace):
    spoken = speak(trace.events, trace.home, 5, "varied")
    changed = {row["event"] for row in spoken.meant}
    assert len(spoken.events) == len(trace.events)
    for before, after in zip(trace.events, spoken.events):
        assert before.id == after.id and before.time_ns == after.time_ns
        if before.id not in changed:
            assert after == before and dict(after.extras) == dict(before.extras)
        else:
            assert (after.actor, after.addressee, after.observers, after.location) == \
                   (before.actor, before.addressee, before.observers, before.location)


def test_restore_meaning_puts_back_the_simulated_claims_and_commitments(trace):
    spoken = speak(trace.events, trace.home, 5, "varied")
    restored = restore_meaning(spoken.events, spoken.meant)
    for before, after in zip(trace.events, restored):
        assert after.claims == before.claims
        assert dict(after.extras) == dict(before.extras)


def test_varied_speech_is_reproducible_and_depends_on_the_seed(trace):
    first = speak(trace.events, trace.home, 5, "varied")
    again = speak(trace.events, trace.home, 5, "varied")
    other = speak(trace.events, trace.home, 6, "varied")
    assert [e.utterance for e in first.events] == [e.utterance for e in again.events]
    differ = sum(a.utterance != b.utterance for a, b in zip(first.events, other.events))
    assert differ >= len(first.meant) // 2


def test_phrasings_vary_within_one_kind_of_thing_said(trace):
    spoken = speak(trace.events, trace.home, 5, "varied")
    heard = {e.id: e.utterance for e in spoken.events}
    reports = [heard[r["event"]] for r in spoken.meant if [c["attribute"] for c in r["claims"]] == ["location"]]
    openings = Counter(" ".join(words.split()[:2]) for words in reports)
    assert len(reports) >= 10 and len(openings) >= 5
    assert max(openings.values()) <= len(reports) // 2


def test_every_pool_holds_at_least_eight_distinct_phrasings():
    for kind, pool in SPEECH_POOLS.items():
        assert len(set(pool)) >= 8, kind


@pytest.mark.parametrize("home", known_homes())
def test_every_kind_of_thing_said_in_a_month_has_a_varied_phrasing(home):
    month = generate_trace(GeneratorConfig(seed=7, days=30, home=home))
    spoken = speak(month.events, month.home, 7, "varied")
    meant = {row["event"] for row in spoken.meant}
    people = _spoken_by_people(month.events)
    assert meant == {e.id for e in people if e.claims or "commitment" in e.extras}
    kinds = {(c["type"], c["action"]) for e in people if (c := e.extras.get("commitment"))}
    assert {("request", "create"), ("reminder", "create"), ("schedule", "create"), ("promise", "create")} <= kinds


def test_unknown_speech_style_is_refused(trace):
    with pytest.raises(GeneratorConfigError, match="speech = 'mumbled'"):
        GeneratorConfig(speech="mumbled")
    with pytest.raises(SpeechError, match="mumbled"):
        speak(trace.events, trace.home, 5, "mumbled")


def test_generated_folders_keep_the_truth_and_differ_only_in_words(folders):
    plain, varied = folders["templates"], folders["varied"]
    assert (plain / SAMPLES_FILE).read_bytes() == (varied / SAMPLES_FILE).read_bytes()
    world_plain, world_varied = (json.loads((f / WORLD_FILE).read_text()) for f in (plain, varied))
    validate(world_varied, "world")
    speech = world_varied.pop("speech")
    assert world_plain == world_varied and "speech" not in world_plain and len(speech) > 10
    assert json.loads((varied / "benchmark.json").read_text())["speech"] == "varied"
    assert "speech" not in json.loads((plain / "benchmark.json").read_text())
    trace = list(read_jsonl(varied / TRACE_FILE))
    assert not any(row["claims"] for row in trace)
    assert not any("commitment" in row["extras"] for row in trace)


def test_leakage_checker_passes_on_a_varied_folder_read_back(folders):
    varied: Path = folders["varied"]
    rows = list(read_jsonl(varied / SAMPLES_FILE))
    assert check_samples(rows, load_index(varied)) == []

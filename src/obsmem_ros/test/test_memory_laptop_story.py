"""The laptop story end to end, through the library and through the `obsmem` CLI."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from obsmem_ros.cli import cli
from obsmem_ros.core.reader import MemoryReader
from obsmem_ros.core.records import BeliefLabel, Provenance
from obsmem_ros.core.store import LATEST_VERSION
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import remembered

STORY = Path(__file__).with_name("data") / "laptop_story.jsonl"


def at(clock: str) -> int:
    return parse_iso_ns(f"2026-03-02T{clock}+00:00")


@pytest.fixture()
def memory(tmp_path):
    yield from remembered((json.loads(line) for line in STORY.read_text().splitlines()), str(tmp_path / "home.db"))


def test_memory_implements_reader_protocol(memory):
    assert isinstance(memory, MemoryReader)


def test_robot_placing_laptop_on_sofa_is_observed_and_fresh(memory):
    snap = memory.state("laptop_1", "location", as_of_ns=at("09:01:00"))
    assert snap.current.value == "sofa_1"
    assert snap.current.provenance is Provenance.OBSERVED
    assert memory.belief("laptop_1", "location", as_of_ns=at("09:01:00")).label is BeliefLabel.FRESH


def test_bobs_report_is_kept_apart_and_does_not_replace_the_observation(memory):
    snap = memory.state("laptop_1", "location", as_of_ns=at("09:12:00"))
    assert snap.primary.value == "sofa_1"
    assert (snap.reported.value, snap.reported.reporter, snap.reported.provenance) == ("desk_1", "bob", Provenance.REPORTED)
    belief = memory.belief("laptop_1", "location", as_of_ns=at("09:12:00"))
    assert belief.label is BeliefLabel.STALE
    assert belief.evidence_ids == ("d001-e000007",)


def test_bob_entering_the_living_room_while_robot_is_away_makes_belief_uncertain(memory):
    belief = memory.belief("laptop_1", "location", as_of_ns=at("09:15:00"))
    assert belief.label is BeliefLabel.UNCERTAIN
    assert belief.intervening_events == 2
    assert belief.intervening_actors == ("bob",)
    assert set(belief.evidence_ids) == {"d001-e000007", "d001-e000008"}


def test_seeing_laptop_on_table_updates_state_and_keeps_history(memory):
    snap = memory.state("laptop_1", "location")
    assert snap.current.value == "table_1" and snap.reported is None
    assert memory.belief("laptop_1", "location").label is BeliefLabel.FRESH
    trail = [(f.value, f.provenance.value) for f in memory.history("laptop_1", "location")]
    assert trail == [("robot", "observed"), ("sofa_1", "observed"), ("desk_1", "reported"), ("table_1", "observed")]
    sofa = memory.history("laptop_1", "location")[1]
    assert (sofa.valid_until_ns, sofa.superseded_by) == (at("09:30:10"), "d001-e000010#0")
    assert memory.state("laptop_1", "location", at_ns=at("09:20:00")).primary.value == "sofa_1"


def test_who_said_it_was_on_the_desk_links_report_to_utterance(memory):
    (report,) = memory.reports(entity="laptop_1", attribute="location", value="desk_1")
    assert report.reporter == "bob"
    utterance = memory.event(report.source_event_id)
    assert utterance.utterance == "The laptop is on the desk." and utterance.actor == "bob"
    assert memory.facts_from_event(utterance.id) == [report]
    assert memory.belief_of(report).label is BeliefLabel.CONTRADICTED


def test_event_the_robot_did_not_perceive_is_not_stored(memory):
    assert memory.stored_ids(["d001-e000006"]) == set()
    assert memory.history("keys_1") == []


def test_names_resolve_to_entity_ids_and_room_is_found(memory):
    assert memory.resolve_entity("the laptop") == ["laptop_1"]
    assert memory.resolve_entity("desk") == ["desk_1"]
    assert memory.room_of("laptop_1") == "living_room"
    assert [s.entity for s in memory.located_in("table_1")] == ["laptop_1"]


def test_cli_tells_the_story(tmp_path):
    db = str(tmp_path / "home.db")
    runner = CliRunner()
    result = runner.invoke(cli, ["ingest", "--db", db, str(STORY)])
    assert result.exit_code == 0, result.output
    assert "10 accepted, 0 rejected" in result.output
    uncertain = json.loads(runner.invoke(cli, ["state", "--db", db, "--json", "--at", "2026-03-02T09:20:00+00:00",
                                               "laptop", "location"]).output)
    (state,) = uncertain["states"]
    assert (state["value"], state["belief"]["label"], state["reported"]["reporter"]) == ("sofa_1", "uncertain", "bob")
    now = runner.invoke(cli, ["state", "--db", db, "laptop", "location"])
    assert "laptop_1.location = table_1  [fresh" in now.output
    history = json.loads(runner.invoke(cli, ["history", "--db", db, "--json", "laptop_1", "location"]).output)
    assert [h["value"] for h in history["history"]] == ["robot", "sofa_1", "desk_1", "table_1"]
    assert history["history"][2]["evidence_ids"] == ["d001-e000007"]
    who = json.loads(runner.invoke(cli, ["ask", "--db", db, "--json", "who said the laptop was on the desk?"]).output)
    assert who["value"] == "bob" and "d001-e000007" in [e["id"] for e in who["evidence"]]
    again = runner.invoke(cli, ["ingest", "--db", db, "--json", str(STORY)])
    assert json.loads(again.output)["duplicates"] == 10
    stats = json.loads(runner.invoke(cli, ["stats", "--db", db, "--json"]).output)
    assert (stats["events"], stats["entities"], stats["schema_version"]) == (10, 4, LATEST_VERSION)


def test_cli_reports_errors_in_one_line_without_traceback(tmp_path):
    runner = CliRunner()
    result = runner.invoke(cli, ["state", "--db", str(tmp_path / "none.db"), "laptop"])
    assert result.exit_code != 0 and "no such memory file" in result.output
    assert "Traceback" not in result.output

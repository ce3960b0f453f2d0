"""Deferred derivation (core/derivation.py): ingest stores events and queues the batch; every read
derives first, so what memory answers is what deriving at write time gave, and queued work
survives a crash, a failed derivation and a forget."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Dict, List

import pytest

from obsmem_ros.bench.household import HouseholdTrace
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.records import Event, EventKind
from obsmem_ros.core.views.episode_view import EpisodeView

STORY = Path(__file__).with_name("data") / "forget_story.jsonl"
QUESTIONS = ("Where is the laptop?", "Who said the vase was on the windowsill?", "What does Zephyrine need to be "
             "reminded of?", "Where is the glockenspiel?")


def _batches(seed: int = 7, batches: int = 8, size: int = 250) -> List[List[Event]]:
    trace = HouseholdTrace(seed)
    return [list(trace.events(size)) for _ in range(batches)]


def _picture(memory: Memory) -> Dict[str, Any]:
    """Everything the derived views hold, through the public reads."""
    entities = memory.entities()
    return {
        "stats": memory.stats().__dict__ | {"db_bytes": 0},
        "entities": [(e.id, e.name, e.location, e.observations) for e in entities],
        "states": {e.id: [(s.attribute, s.current and (s.current.value, s.current.provenance.value, s.current.id))
                          for s in memory.states(e.id)] for e in entities},
        "history": {e.id: [(f.id, f.value, f.reporter) for f in memory.history(e.id)] for e in entities},
        "commitments": [(c.id, c.status.value, c.owner, c.action) for c in memory.commitments()],
        "episodes": [(c.id, c.start_ns, c.end_ns, c.summary) for c in memory.episodes()],
        "preferences": [(p.person, p.statement) for p in memory.preferences()],
    }


def test_reads_after_deferred_ingest_match_deriving_each_batch_at_once(tmp_path):
    batches = _batches()
    assert sum(e.kind is EventKind.UTTERANCE for b in batches for e in b) > 50  # speech is read too
    with Memory(str(tmp_path / "eager.db")) as eager, Memory(str(tmp_path / "deferred.db")) as deferred:
        for batch in batches:
            accepted = eager.ingest(batch).accepted
            assert (eager.catch_up().events, eager.pending()) == (accepted, 0)
            deferred.ingest(batch)
        assert deferred.pending() == deferred.event_count() > 800
        assert _picture(deferred) == _picture(eager)
        assert deferred.pending() == 0
        names = [name for _id, name in HouseholdTrace(7).thing_names()][:6]
        for name in names:
            assert deferred.ask(f"Where is the {name}?").value_text == eager.ask(f"Where is the {name}?").value_text


def test_the_report_and_a_catch_up_say_how_much_waits(tmp_path):
    with Memory(str(tmp_path / "home.db")) as memory:
        report = memory.ingest(json.loads(line) for line in STORY.read_text().splitlines())
        assert report.pending == report.accepted == memory.pending() == 24
        done = memory.catch_up()
        assert (done.batches, done.events, memory.pending()) == (1, 24, 0)
        assert done.facts == memory.stats().facts > 0
        assert memory.catch_up().events == 0


def test_read_after_write_sees_the_batch_just_ingested(tmp_path):
    with Memory(str(tmp_path / "home.db")) as memory:
        memory.ingest(json.loads(line) for line in STORY.read_text().splitlines())
        assert memory.state("laptop_1", "location").current.value == "table_1"
        assert memory.pending() == 0
        assert [f.value for f in memory.reports(reporter="bob")] == ["windowsill_1"]


_KILLED_WRITER = """
import json, os, sys
from obsmem_ros.core.memory import Memory
memory = Memory(sys.argv[1])
memory.ingest(json.loads(line) for line in open(sys.argv[2]).read().splitlines())
print(memory.pending(), flush=True)
os._exit(0)  # killed: no close, nothing derived
"""


def test_pending_work_survives_a_killed_writer_and_is_derived_after_restart(tmp_path):
    db = tmp_path / "home.db"
    done = subprocess.run([sys.executable, "-c", _KILLED_WRITER, str(db), str(STORY)], capture_output=True,
                          text=True, check=True, timeout=120)
    assert done.stdout.strip() == "24"
    with Memory(str(tmp_path / "reference.db")) as reference:
        reference.ingest(json.loads(line) for line in STORY.read_text().splitlines())
        expected = _picture(reference)
        answers = [reference.ask(q).value_text for q in QUESTIONS]
    with Memory(str(db)) as restarted:
        assert restarted.pending() == 24 and restarted.event_count() == 24
        assert _picture(restarted) == expected
        assert [restarted.ask(q).value_text for q in QUESTIONS] == answers


def test_a_failed_derivation_keeps_its_batch_queued(tmp_path, monkeypatch):
    with Memory(str(tmp_path / "reference.db")) as reference:
        reference.ingest(json.loads(line) for line in STORY.read_text().splitlines())
        expected = _picture(reference)
    with Memory(str(tmp_path / "home.db")) as memory:
        memory.ingest(json.loads(line) for line in STORY.read_text().splitlines())
        real = EpisodeView.observe

        def broken(self: EpisodeView, event: Event) -> None:
            if event.id == "f3-004":
                raise OSError("disk gone mid-derivation")
            real(self, event)

        monkeypatch.setattr(EpisodeView, "observe", broken)
        with pytest.raises(OSError, match="disk gone"):
            memory.state("laptop_1", "location")
        assert memory.pending() == 24
        monkeypatch.setattr(EpisodeView, "observe", real)
        assert _picture(memory) == expected


def test_forgetting_a_person_whose_events_wait_for_derivation_leaves_nothing_of_them(tmp_path):
    with Memory(str(tmp_path / "home.db")) as memory:
        memory.ingest(json.loads(line) for line in STORY.read_text().splitlines())
        assert memory.pending() == 24
        report = memory.forget(person="zephyrine", requested_by="parent_app")
        assert memory.pending() == 0 and report.events_removed == 3 * 3 + 3
        assert (report.removed["facts"], report.removed["commitments"], report.removed["people"]) == (3, 1, 1)
        assert memory.commitments() == [] and memory.resolve_entity("glockenspiel") == []
        assert [memory.ask(q).known for q in QUESTIONS[2:]] == [False, False]
        assert memory.ask("Where is the laptop?").value == "table_1"


def test_conflicts_and_quarantine_are_decided_at_ingest_while_derivation_waits(tmp_path):
    lines = [json.loads(line) for line in STORY.read_text().splitlines()]
    with Memory(str(tmp_path / "home.db")) as memory:
        memory.ingest(lines[:10])
        changed = dict(lines[3], text="someone else's words")
        future = dict(lines[-1], id="far-future", time="2126-03-05T09:00:00+00:00")
        report = memory.ingest([changed, future, *lines[10:]])
        assert report.conflicts == (lines[3]["id"],) and report.quarantined == ("far-future",)
        assert memory.pending() == 24
        assert memory.event(lines[3]["id"]).text == lines[3].get("text", "")
        assert memory.quarantined()[0]["id"] == "far-future" and memory.pending() == 24
        assert memory.stats().events == 24 and memory.pending() == 0

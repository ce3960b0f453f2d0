"""Forgetting (``Memory.forget``, ``obsmem forget``): no trace of what was forgotten survives in the
store's files or the index files, what was not forgotten still answers, the audit keeps no
content, replays of forgotten events are dropped and counted, and a crash mid-forget leaves the
old or the new memory."""
from __future__ import annotations

import hashlib
import hmac
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Dict, List

import pytest
from click.testing import CliRunner

from obsmem_ros.cli import cli
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.timefmt import format_iso
from obsmem_ros.core.trace_ingest import ingest_trace
from obsmem_ros.errors import ForgetError

STORY = Path(__file__).with_name("data") / "forget_story.jsonl"
FORGOTTEN = (b"zephyrine", b"saxifrage", b"glockenspiel", b"kumquat")  # the person's name and her words
CONTROL = b"periwinkle"  # Bob's words: never forgotten
DAY3 = 1772442000 * 10**9 + 3 * 86400 * 10**9  # the story day, 09:00 UTC
ABOUT_HER = ("Who put the quokkaphone on the shelf?", "What does Zephyrine need to be reminded of?")


def _lines() -> List[dict]:
    return [json.loads(line) for line in STORY.read_text().splitlines()]


def _home(path: Path) -> Memory:
    """The story in memory, consolidated, with its text index built and saved beside the store."""
    memory = Memory(str(path))
    memory.ingest(_lines())
    memory.consolidate()
    memory.query_engine.text_index.sync(memory)
    memory.query_engine.text_index.save()
    return memory


def _files(path: Path) -> List[Path]:
    """The store, its -wal / -shm, and every index file beside it."""
    return sorted(p for p in path.parent.iterdir() if p.name.startswith(path.name))


def _found(path: Path) -> Dict[bytes, List[str]]:
    """Which of the forgotten and control strings occur (case-insensitively) in which files."""
    hits: Dict[bytes, List[str]] = {}
    for file in _files(path):
        data = file.read_bytes().lower()
        for needle in (*FORGOTTEN, CONTROL):
            if needle in data:
                hits.setdefault(needle, []).append(file.name)
    return hits


def test_forgetting_a_person_leaves_no_byte_of_them_in_the_store_or_the_index_files(tmp_path):
    db = tmp_path / "home.db"
    memory = _home(db)
    try:
        before = _found(db)
        assert set(before) == {*FORGOTTEN, CONTROL}  # the search sees them before: the test can fail
        assert {"home.db.textindex.texts.json", "home.db.faiss"} <= {p.name for p in _files(db)}
        assert all(memory.ask(q).known for q in ABOUT_HER)
        report = memory.forget(person="zephyrine", requested_by="parent_app")
        assert report.compacted and report.events_removed == 3 * 3 + 3
        removed = report.removed
        assert (removed["facts"], removed["commitments"], removed["people"]) == (3, 1, 1)
        assert removed["observers_scrubbed"] == 1
        assert removed["knowledge_before"] > removed["knowledge_after"] > 0  # her tea routine mined again away
        assert removed["text_index_documents"] == 12
        assert _found(db) == {CONTROL: sorted(["home.db", "home.db.textindex.texts.json"])}
        assert os.path.getsize(f"{db}-wal") == 0
        assert [memory.ask(q).known for q in ABOUT_HER] == [False, False]
        laptop = memory.ask("Where is the laptop?")
        assert laptop.known and laptop.value == "table_1"
        assert [f.value for f in memory.reports(reporter="bob")] == ["windowsill_1"]
        assert memory.routines(person="zephyrine") == [] and memory.routines(person="bob")
        assert memory.commitments() == [] and "zephyrine" not in memory.event("f3-005").observers
        assert [h.id for h in memory.query_engine.text_index.search("periwinkle vase", k=1)] == ["f3-006"]
    finally:
        memory.close()
    assert _found(db) == {CONTROL: sorted(["home.db", "home.db.textindex.texts.json"])}
    with Memory(str(db)) as reopened:
        assert reopened.stats().forgets == 1 and reopened.event_count() == 24 - 12
        assert [reopened.ask(q).known for q in ABOUT_HER] == [False, False]


def test_forgetting_an_entity_removes_its_record_names_events_facts_and_episode_text(tmp_path):
    db = tmp_path / "home.db"
    with _home(db) as memory:
        assert memory.resolve_entity("quokkaphone") == ["quokkaphone_1"]
        report = memory.forget(entity="quokkaphone_1", requested_by="bob")
        assert report.events_removed == 1 and report.removed["entities"] == 1
        assert memory.resolve_entity("quokkaphone") == [] and memory.history("quokkaphone_1") == []
        assert not any("quokkaphone" in card.summary.lower() for card in memory.episodes())
        assert memory.event_count() == 23 and memory.ask("Where is the laptop?").value == "table_1"
    for file in _files(db):
        assert b"quokkaphone" not in file.read_bytes().lower(), file.name
    assert CONTROL in (tmp_path / "home.db").read_bytes()


def test_selectors_combine_with_and(tmp_path):
    with _home(tmp_path / "home.db") as memory:
        report = memory.forget(person="zephyrine", between=(DAY3, DAY3 + 86400 * 10**9))
        assert report.events_removed == 3 and report.removed["people"] == 0  # her story day only
        assert len(memory.events_about("zephyrine")) == 9  # the tea mornings stay
        assert memory.routines(person="zephyrine")
        only_window = memory.forget(between=(DAY3 - 86400 * 10**9, DAY3 - 1))
        assert only_window.events_removed == 6 and memory.event_count() == 24 - 3 - 6
        assert [e.id for e in memory.events_about("zephyrine")][:1] == ["f0-010"]


@pytest.mark.parametrize("selectors, message", [
    ({}, "set at least one of person, entity or between"),
    ({"between": (5, 4)}, "ends before it starts"),
    ({"between": (1, "2")}, "two integers"),
    ({"person": "robot"}, "is the robot itself"),
    ({"person": "a\nb"}, "control characters"),
])
def test_a_bad_forget_request_is_rejected_and_changes_nothing(tmp_path, selectors, message):
    with _home(tmp_path / "home.db") as memory:
        with pytest.raises(ForgetError, match=message):
            memory.forget(**selectors)
        assert memory.event_count() == 24 and memory.forget_audits() == []


def test_the_audit_keeps_hashes_counts_and_the_requester_never_the_content(tmp_path):
    db = tmp_path / "home.db"
    with _home(db) as memory:
        report = memory.forget(person="zephyrine", requested_by="parent_app")
        (audit,) = memory.forget_audits()
        salt = memory.store.query_one("SELECT value FROM meta WHERE key = 'forget_salt'")[0]
    assert audit.id == report.audit_id and audit.requested_by == "parent_app" and audit.compacted
    assert audit.person_hash == hmac.new(salt.encode(), b"person:zephyrine", hashlib.sha256).hexdigest()
    assert audit.entity_hash == "" and audit.window is None and audit.events_removed == 12
    assert audit.removed == {k: v for k, v in report.removed.items() if k != "text_index_documents"}
    assert b"zephyrine" not in json.dumps(audit.to_dict()).encode()


def test_a_replayed_forgotten_event_is_dropped_and_counted_never_stored_again(tmp_path):
    db = tmp_path / "home.db"
    trace = tmp_path / "story.jsonl"
    trace.write_text(STORY.read_text())
    with _home(db) as memory:
        memory.forget(person="zephyrine")
        again = memory.ingest(_lines())
        assert (again.accepted, again.duplicates, again.forgotten) == (0, 12, 12)
        replay = ingest_trace(memory, trace)
        assert (replay.forgotten, replay.duplicates, replay.rejected) == (12, 12, [])
        later = {"id": "f4-001", "time": format_iso(DAY3 + 86400 * 10**9), "kind": "action", "actor": "zephyrine",
                 "verb": "open", "objects": ["window_1"], "observers": ["robot"], "source": "sim"}
        assert memory.ingest([later]).accepted == 1  # a forget removes what was, it does not bar the person
    for needle in FORGOTTEN[1:]:
        assert needle not in db.read_bytes().lower()


def test_a_commitment_closed_by_a_forgotten_event_is_open_again(tmp_path):
    with Memory(str(tmp_path / "home.db")) as memory:
        said = {"id": "c1", "time": format_iso(DAY3), "kind": "utterance", "actor": "bob", "verb": "say",
                "addressee": "robot", "utterance": "Can you bring the laptop to the sofa?",
                "observers": ["robot", "bob"], "objects": [], "source": "sim"}
        done = {"id": "c2", "time": format_iso(DAY3 + 60 * 10**9), "kind": "action", "actor": "robot",
                "verb": "place", "objects": ["laptop_1", "sofa_1"], "observers": ["robot", "zephyrine"],
                "text": "The robot brings the laptop to the sofa for zephyrine.", "source": "sim"}
        memory.ingest([said, done])
        assert [c.status.value for c in memory.commitments()] == ["done"]
        assert memory.forget(person="zephyrine").events_removed == 1
        (commitment,) = memory.commitments()
        assert commitment.status.value == "open" and commitment.closed_by == ""


def test_task_agendas_asked_by_or_naming_the_forgotten_go_with_their_goals(tmp_path):
    with _home(tmp_path / "home.db") as memory:
        hers = memory.tasks.create_agenda("water my saxifrage", "zephyrine", [{"text": "water plant_1"}], now_ns=DAY3)
        about = memory.tasks.create_agenda("fetch the quokkaphone", "bob", [{"text": "pick quokkaphone_1"}],
                                           now_ns=DAY3)
        his = memory.tasks.create_agenda("bring the laptop", "bob", [{"text": "pick laptop_1"}], now_ns=DAY3)
        goal = memory.tasks.agenda(his.id).goals[0].id
        memory.tasks.add_failed_binding(goal, "quokkaphone_1", "shelf_1", "not there", DAY3)
        memory.tasks.set_hand("quokkaphone_1", DAY3)
        assert memory.forget(person="zephyrine").removed["task_agendas"] == 1
        assert hers.id not in [a.id for a in memory.tasks.open_agendas()]
        assert [a.id for a in memory.tasks.open_agendas()] == [about.id, his.id]
        report = memory.forget(entity="quokkaphone_1")
        assert (report.removed["task_agendas"], report.removed["task_rows"]) == (1, 2)
        assert [a.id for a in memory.tasks.open_agendas()] == [his.id]
        assert memory.tasks.failed_bindings(goal) == [] and memory.tasks.hand().empty


_KILL = """
import os, sys
sys.path[:0] = {paths!r}
from obsmem_ros.core import forget
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.store import ForgetRows
if sys.argv[2] == "in-transaction":
    ForgetRows.recount_events = lambda self: os._exit(9)
else:
    forget.finish_compaction = lambda store: os._exit(9)
memory = Memory(sys.argv[1])
memory.forget(person="zephyrine")
"""


@pytest.mark.parametrize("moment, events_left", [("in-transaction", 24), ("before-compaction", 12)])
def test_a_process_killed_mid_forget_leaves_the_old_or_the_new_memory(tmp_path, moment, events_left):
    db = tmp_path / "home.db"
    _home(db).close()
    script = _KILL.format(paths=[p for p in sys.path if "obsmem_ros" in p or "src" in p])
    run = subprocess.run([sys.executable, "-c", script, str(db), moment], capture_output=True, timeout=300,
                         env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert run.returncode == 9, run.stderr.decode()[-2000:]
    with Memory(str(db)) as memory:  # opening finishes a compaction cut short
        assert memory.store.integrity_ok() and memory.event_count() == events_left
        assert [a.compacted for a in memory.forget_audits()] == ([True] if events_left == 12 else [])
        hits = _found(db)
        assert set(hits) == ({CONTROL} if events_left == 12 else {*FORGOTTEN, CONTROL})
        assert memory.ask("Where is the laptop?").value == "table_1"
        memory.query_engine.text_index.sync(memory)  # the index files were removed first: rebuilt from the store
        assert len(memory.query_engine.text_index) == events_left


def test_forget_command_prints_the_audit_and_stats_count_forgets(tmp_path):
    db = str(tmp_path / "home.db")
    _home(Path(db)).close()
    runner = CliRunner()
    done = runner.invoke(cli, ["forget", "--db", db, "--person", "zephyrine", "--between", format_iso(DAY3),
                               format_iso(DAY3 + 3600 * 10**9), "--requested-by", "parent_app", "--json"])
    assert done.exit_code == 0, done.output
    audit = json.loads(done.output)
    assert audit["events_removed"] == 3 and audit["requested_by"] == "parent_app" and audit["compacted"]
    assert audit["window"] == [format_iso(DAY3), format_iso(DAY3 + 3600 * 10**9)] and "zephyrine" not in done.output
    text = runner.invoke(cli, ["forget", "--db", db, "--entity", "quokkaphone_1"])
    assert text.exit_code == 0 and text.output.startswith("forgot 0 events")
    assert json.loads(runner.invoke(cli, ["stats", "--db", db, "--json"]).output)["forgets"] == 2
    empty = runner.invoke(cli, ["forget", "--db", db])
    assert empty.exit_code == 2 and "set at least one of person, entity or between" in empty.output
    bad = runner.invoke(cli, ["forget", "--db", db, "--between", "yesterday", "today"])
    assert bad.exit_code == 2 and "--between" in bad.output


def test_forgetting_a_person_removes_their_quarantined_future_dated_events_too(tmp_path):
    db = tmp_path / "home.db"
    memory = _home(db)
    try:
        held = {**_lines()[0], "id": "f9-999", "time": "2200-01-01T00:00:00+00:00",
                "text": "Zephyrine hums a glockenspiel tune."}
        other = {**held, "id": "f9-998", "actor": "bob", "observers": ["robot", "bob"], "extras": {},
                 "text": "Bob waters the periwinkle."}
        assert len(memory.ingest([held, other]).quarantined) == 2
        report = memory.forget(person="zephyrine", requested_by="parent_app")
        assert report.removed["quarantine"] == 1
        assert [row["id"] for row in memory.quarantined()] == ["f9-998"]
    finally:
        memory.close()
    assert set(_found(db)) == {CONTROL}

"""Hostile input on the file-ingest path (issue 12): each case feeds the input, then checks the
clear error and what memory holds afterwards."""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import threading
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from click.testing import CliRunner

from obsmem_ros.cli import cli
from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.trace_ingest import ingest_trace
from obsmem_ros.errors import QueryError, StoreError

T0 = datetime(2026, 3, 2, 7, 0, tzinfo=timezone.utc)


def _event(event_id: str, at: datetime, **fields) -> dict:
    base = {"id": event_id, "time": at.isoformat(), "kind": "action", "actor": "robot", "verb": "place",
            "objects": ["cup_1"], "location": "kitchen", "observers": ["robot"], "session_id": "d1", "source": "sim"}
    return {**base, **fields}


def _trace(path: Path, lines) -> Path:
    path.write_text("".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines))
    return path


def _ingest(db: Path, trace: Path, *extra: str):
    return CliRunner().invoke(cli, [*extra, "ingest", "--db", str(db), "--json", str(trace)])


def test_a_line_nested_deeper_than_the_limit_is_rejected_and_the_lines_around_it_go_in(tmp_path):
    deep = '{"id": "deep", "extras": ' + "[" * 5000 + "]" * 5000 + "}"
    trace = _trace(tmp_path / "t.jsonl", [_event("g1", T0), deep, _event("g2", T0 + timedelta(minutes=1))])
    result = _ingest(tmp_path / "home.db", trace)
    report = json.loads(result.output)
    assert result.exit_code == 1 and (report["accepted"], report["rejected"]) == (2, 1)
    assert report["rejections"][0] == {"line": 2, "error": "line 2: field '<json>' nests 5001 levels deep; the limit "
                                       "is 64 (EngineConfig.max_json_depth); not decoded."}
    with Memory(str(tmp_path / "home.db")) as memory:
        assert memory.stored_ids(["g1", "g2", "deep"]) == {"g1", "g2"}


@pytest.mark.parametrize("when", ["1600-01-01T00:00:00+00:00", "2300-01-01T00:00:00+00:00"])
def test_a_time_outside_1677_to_2262_is_rejected_naming_the_field(tmp_path, when):
    trace = _trace(tmp_path / "t.jsonl", [_event("g1", T0), {**_event("bad", T0), "time": when}])
    report = json.loads(_ingest(tmp_path / "home.db", trace).output)
    (rejection,) = report["rejections"]
    assert rejection["error"].startswith(f"line 2: event 'bad': field 'time'={when!r} is not a valid time")
    assert "outside the times memory can hold" in rejection["error"]
    assert report["accepted"] == 1
    asked = CliRunner().invoke(cli, ["ask", "--db", str(tmp_path / "home.db"), "--at", when, "where is the cup"])
    assert asked.exit_code == 2 and "--at" in asked.output and "outside the times memory can hold" in asked.output


def test_a_far_future_event_is_quarantined_and_never_blocks_its_stream(tmp_path):
    now = datetime.now(timezone.utc)
    trace = _trace(tmp_path / "t.jsonl", [
        _event("live-1", now - timedelta(minutes=2)),
        _event("from-2200", datetime(2200, 1, 1, tzinfo=timezone.utc)),
        _event("live-2", now - timedelta(minutes=1)),
        _event("live-3", now + timedelta(minutes=1)),  # within the default 300 s skew: a clock slightly ahead
    ])
    result = _ingest(tmp_path / "home.db", trace)
    report = json.loads(result.output)
    assert result.exit_code == 1 and (report["accepted"], report["quarantined"], report["rejected"]) == (3, 1, 0)
    assert "line 2: event 'from-2200': quarantined: field 'time'=2200-01-01T00:00:00+00:00 is" in \
        report["notices"][0]["notice"]
    with Memory(str(tmp_path / "home.db")) as memory:
        assert memory.stored_ids(["live-1", "from-2200", "live-2", "live-3"]) == {"live-1", "live-2", "live-3"}
        assert memory.last_stored("sim")[1] == "live-3"
    stats = json.loads(CliRunner().invoke(cli, ["stats", "--db", str(tmp_path / "home.db"), "--json"]).output)
    assert stats["quarantined"] == 1 and stats["quarantine"][0]["id"] == "from-2200"
    assert "max_future_skew_s" in stats["quarantine"][0]["reason"]


def test_replaying_a_trace_from_the_past_is_never_quarantined(tmp_path):
    trace = _trace(tmp_path / "t.jsonl", [_event(f"old-{i}", datetime(2020, 5, 1, tzinfo=timezone.utc)
                                                 + timedelta(hours=i)) for i in range(5)])
    result = _ingest(tmp_path / "home.db", trace)
    assert result.exit_code == 0 and json.loads(result.output)["accepted"] == 5


def test_the_clock_guard_skew_is_configurable_and_zero_turns_it_off(tmp_path):
    soon = datetime.now(timezone.utc) + timedelta(hours=2)
    with Memory(str(tmp_path / "a.db"), config=EngineConfig(max_future_skew_s=3 * 3600)) as memory:
        assert memory.ingest([_event("soon", soon)]).accepted == 1
    with Memory(str(tmp_path / "b.db"), config=EngineConfig(max_future_skew_s=3600)) as memory:
        report = memory.ingest([_event("soon", soon)])
        assert (report.accepted, report.quarantined) == (0, ("soon",))
        assert memory.stats().quarantined == 1 and memory.last_stored("sim") == (-1, "")
    with Memory(str(tmp_path / "c.db"), config=EngineConfig(max_future_skew_s=0)) as memory:
        assert memory.ingest([_event("far", datetime(2200, 1, 1, tzinfo=timezone.utc))]).accepted == 1


def test_a_stored_id_with_different_content_is_a_conflict_not_already_stored(tmp_path):
    db = tmp_path / "home.db"
    first = _trace(tmp_path / "a.jsonl", [_event("e1", T0), _event("e2", T0 + timedelta(minutes=1))])
    assert _ingest(db, first).exit_code == 0
    again = _ingest(db, first)
    assert again.exit_code == 0 and json.loads(again.output)["duplicates"] == 2
    changed = _trace(tmp_path / "b.jsonl", [_event("e1", T0, verb="open"), _event("e2", T0 + timedelta(minutes=1))])
    result = _ingest(db, changed)
    report = json.loads(result.output)
    assert result.exit_code == 1 and (report["conflicts"], report["duplicates"], report["accepted"]) == (1, 1, 0)
    assert report["notices"] == [{"line": 1, "notice": "line 1: event 'e1': conflict: already stored with different "
                                                        "content; the stored version was kept"}]
    with Memory(str(db)) as memory:
        assert memory.event("e1").verb == "place"


def test_a_repeated_id_with_different_content_inside_one_batch_is_a_conflict(tmp_path):
    with Memory(str(tmp_path / "home.db")) as memory:
        report = memory.ingest([_event("e1", T0), _event("e1", T0, verb="open"), _event("e1", T0)])
        assert (report.accepted, report.duplicates, report.conflicts) == (1, 1, ("e1",))
        assert memory.event("e1").verb == "place"


def test_two_ingests_of_one_file_at_once_both_finish_without_duplicates(tmp_path):
    trace = _trace(tmp_path / "t.jsonl", [_event(f"e{i}", T0 + timedelta(seconds=i), objects=[f"cup_{i % 7}"])
                                          for i in range(3000)])
    db = tmp_path / "home.db"
    command = [sys.executable, "-c", "import sys; from obsmem_ros.cli import main; main(sys.argv[1:])", "ingest", "--db", str(db), "--json", str(trace)]
    runs = [subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    reports = []
    for run in runs:
        out, err = run.communicate(timeout=240)
        assert run.returncode == 0, err
        reports.append(json.loads(out))
    assert sum(r["accepted"] for r in reports) == 3000
    assert all(r["accepted"] + r["duplicates"] == 3000 and not r["rejected"] for r in reports)
    with Memory(str(db)) as memory:
        assert memory.event_count() == 3000 and memory.store.integrity_ok()


def test_ingest_reads_stored_ids_under_the_write_lock(tmp_path):
    """A second writer that stores the same ids between the first one's checks and its write
    waits for the lock, then finds them stored (before the fix: UNIQUE constraint failed)."""
    events = [_event(f"e{i}", T0 + timedelta(seconds=i)) for i in range(20)]
    db = str(tmp_path / "home.db")
    Memory(db).close()
    with Memory(db) as first, Memory(db) as second:
        results = {}
        other = threading.Thread(target=lambda: results.setdefault("second", second.ingest(events)))
        known_ids = first._events.known_ids

        def race(ids):
            found = known_ids(ids)
            if not other.is_alive() and "second" not in results:
                other.start()
                other.join(0.5)  # the second writer gets half a second to slip in
            return found

        first._events.known_ids = race
        results["first"] = first.ingest(events)
        other.join(30)
        assert results["first"].accepted + results["second"].accepted == 20
        assert all(r.accepted + r.duplicates == 20 for r in results.values())
        assert first.event_count() == 20


def test_an_entitys_sessions_do_not_depend_on_where_an_ingest_restarted(tmp_path):
    events = [_event(f"e{i}", T0 + timedelta(minutes=i), objects=[f"cup_{i % 5}"], session_id=f"s{i // 12}")
              for i in range(40)]
    with Memory(str(tmp_path / "whole.db")) as memory:
        memory.ingest(events)
    for cut in (7, 13, 30):
        path = str(tmp_path / f"cut{cut}.db")
        with Memory(path) as memory:
            memory.ingest(events[:cut])
        with Memory(path) as memory:
            memory.ingest(events[cut:])
    with Memory(str(tmp_path / "whole.db")) as whole:
        expected = {f"cup_{i}": whole.entity(f"cup_{i}").sessions for i in range(5)}
    assert expected["cup_0"] == ["s0", "s1", "s2"]
    for cut in (7, 13, 30):
        with Memory(str(tmp_path / f"cut{cut}.db")) as memory:
            assert {e: memory.entity(e).sessions for e in expected} == expected, cut


def _hold_write_lock(db: str, seconds: float) -> threading.Thread:
    held = threading.Event()

    def hold() -> None:
        connection = sqlite3.connect(db, isolation_level=None)
        connection.execute("BEGIN IMMEDIATE")
        held.set()
        time.sleep(seconds)
        connection.execute("ROLLBACK")
        connection.close()

    thread = threading.Thread(target=hold)
    thread.start()
    held.wait(10)
    return thread


@pytest.mark.slow
def test_file_ingest_waits_out_a_busy_store_and_reports_the_retries(tmp_path):
    db = str(tmp_path / "home.db")
    Memory(db).close()
    trace = _trace(tmp_path / "t.jsonl", [_event(f"e{i}", T0 + timedelta(seconds=i)) for i in range(10)])
    holder = _hold_write_lock(db, 6.0)  # longer than the 5 s busy timeout
    with Memory(db) as memory:
        report = ingest_trace(memory, trace)
        holder.join()
        assert report.busy_retries >= 1 and report.accepted == 10
        assert memory.event_count() == 10


def test_a_question_longer_than_the_limit_is_refused_before_parsing(tmp_path):
    with Memory(str(tmp_path / "home.db"), config=EngineConfig(max_question_chars=500)) as memory:
        memory.ingest([_event("e1", T0, deltas=[{"entity": "cup_1", "attribute": "location", "value": "shelf_1"}])])
        with pytest.raises(QueryError, match=r"is 1000000 characters long; the limit is 500 \(max_question_chars\)"):
            memory.ask(("where is the cup? " * 60_000)[:1_000_000])
        assert memory.ask("where is the cup").value == "shelf_1"


def test_a_read_only_copy_of_a_memory_can_be_queried(tmp_path):
    source = tmp_path / "home.db"
    with Memory(str(source)) as memory:
        memory.ingest([_event("e1", T0, deltas=[{"entity": "cup_1", "attribute": "location", "value": "shelf_1"}])])
    folder = tmp_path / "copy"
    folder.mkdir()
    copy = folder / "home.db"
    copy.write_bytes(source.read_bytes())
    _make_read_only(copy, folder)
    try:
        with Memory(str(copy)) as memory:
            assert memory.store.read_only
            assert memory.ask("where is the cup").value == "shelf_1"
            with pytest.raises(StoreError, match="readonly"):
                memory.ingest([_event("e2", T0 + timedelta(minutes=1))])
        assert sorted(os.listdir(folder)) == ["home.db"]
    finally:
        _make_writable(copy, folder)


def _make_read_only(path: Path, folder: Path) -> None:
    """Take write permission away; root ignores modes, so there the immutable attribute does it."""
    path.chmod(0o444)
    folder.chmod(0o555)
    if os.access(path, os.W_OK):
        done = subprocess.run(["chattr", "+i", str(path), str(folder)], capture_output=True)
        if done.returncode != 0 or os.access(path, os.W_OK):
            _make_writable(path, folder)
            pytest.skip(f"cannot make a file read-only here (running as root, chattr: {done.stderr!r})")


def _make_writable(path: Path, folder: Path) -> None:
    subprocess.run(["chattr", "-i", str(path), str(folder)], capture_output=True)
    folder.chmod(0o755)
    path.chmod(0o644)

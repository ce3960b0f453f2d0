"""The store: migrations, one transaction per batch, crash safety, idempotent ingest, backend registry."""
from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from datetime import datetime, timezone

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.store import LATEST_VERSION, SQLiteDriver, open_store
from obsmem_ros.errors import InvalidEventError, StoreError, UnknownBackendError

BASE = 1772442000


def trace_line(i: int) -> str:
    stamp = datetime.fromtimestamp(BASE + i, timezone.utc).isoformat()
    return json.dumps({"id": f"e{i:07d}", "time": stamp, "kind": "action", "actor": "robot", "verb": "place",
                       "objects": [f"mug_{i % 50}", f"shelf_{i % 7}"], "location": "kitchen", "observers": ["robot"],
                       "text": f"The robot puts mug {i % 50} on shelf {i % 7}.", "session_id": f"s{i // 5000}",
                       "source": "sim", "deltas": [{"entity": f"mug_{i % 50}", "attribute": "location",
                                                    "value": f"shelf_{i % 7}", "value_type": "entity"}]})


def test_new_store_is_at_latest_schema_in_wal_mode(tmp_path):
    driver = SQLiteDriver(str(tmp_path / "s.db"))
    assert driver.schema_version() == LATEST_VERSION
    assert driver.query_one("PRAGMA journal_mode")[0] == "wal"
    assert driver.integrity_ok()
    driver.close()


def test_older_schema_file_opens_and_migrates_keeping_its_data(tmp_path):
    path = str(tmp_path / "old.db")
    old = SQLiteDriver(path, target_version=1)
    assert old.schema_version() == 1
    old.execute("INSERT INTO events (id, time_ns, kind, actor, verb, location, session_id, source, text, utterance, "
                "addressee, objects_json, observers_json, deltas_json, claims_json, extras_json) VALUES "
                "('old-1', 5, 'action', 'robot', 'place', 'kitchen', 's', 'sim', 'kept', '', '', '[]', '[\"robot\"]', "
                "'[]', '[]', '{}')")
    old.close()
    with Memory(path) as memory:
        assert memory.store.schema_version() == LATEST_VERSION
        assert memory.event("old-1").text == "kept" and memory.event_count() == 1
        assert memory.commitments() == []  # a version-2 table exists now
    versions = [r[0] for r in sqlite3.connect(path).execute("SELECT version FROM schema_version ORDER BY version")]
    assert versions == list(range(1, LATEST_VERSION + 1))


STORY = os.path.join(os.path.dirname(__file__), "data", "laptop_story.jsonl")
_V3_FACT_COLUMNS = "id, entity, attribute, value, value_type, time_ns, provenance, layer, reporter, session_id"


def _version_2_fact_rows(rows: list) -> list:
    """Facts as schema version 2 stored them: evidence as JSON, each closed by the next fact of its trail."""
    trails: dict = {}
    for row in sorted(rows, key=lambda r: (r[1], r[2], r[7], r[5], r[0])):
        trails.setdefault((row[1], row[2], row[7]), []).append(row)
    closed = []
    for trail in trails.values():
        for row, successor in zip(trail, trail[1:] + [None]):
            event_id = row[0].rsplit("#", 1)[0]
            closed.append((*row[:9], json.dumps([event_id]), row[9], successor[5] if successor else None,
                           successor[0] if successor else "", event_id))
    return closed


def test_version_2_store_migrates_to_3_and_reads_the_same_facts(tmp_path):
    with Memory(":memory:") as fresh:
        fresh.ingest(json.loads(line) for line in open(STORY, encoding="utf-8").read().splitlines())
        fresh.catch_up()  # the raw tables below hold derived rows: write them now (no read did)
        v2_facts = _version_2_fact_rows(fresh.store.query(f"SELECT {_V3_FACT_COLUMNS} FROM facts"))
        events = fresh.store.query("SELECT * FROM events")
        snapshot = fresh.store.query("SELECT * FROM snapshot")
    path = str(tmp_path / "v2.db")
    old = SQLiteDriver(path, target_version=2)
    with old.transaction():
        old.executemany(f"INSERT INTO events VALUES ({','.join('?' * len(events[0]))})", events)
        old.executemany("INSERT INTO snapshot VALUES (?, ?, ?, ?, ?, ?)", snapshot)
        old.executemany("INSERT INTO facts (id, entity, attribute, value, value_type, time_ns, provenance, layer, "
                        "reporter, evidence_json, session_id, valid_until_ns, superseded_by, event_id) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", v2_facts)
    old.close()
    assert any(row[11] is not None for row in v2_facts)  # the story has closed facts to carry over
    with Memory(path) as memory:
        assert memory.store.schema_version() == LATEST_VERSION
        columns = {row[1] for row in memory.store.query("PRAGMA table_info(facts)")}
        assert not {"evidence_json", "valid_until_ns", "superseded_by", "event_id"} & columns
        read = {f.id: f for entity in {row[1] for row in v2_facts} for f in memory.history(entity)}
        by_event = {f.id: f for event_id in {row[13] for row in v2_facts} for f in memory.facts_from_event(event_id)}
    assert by_event == read
    assert sorted(read) == sorted(row[0] for row in v2_facts)
    for row in v2_facts:
        fact = read[row[0]]
        assert (fact.entity, fact.attribute, fact.value, fact.time_ns, fact.reporter, list(fact.evidence_ids),
                fact.session_id, fact.valid_until_ns, fact.superseded_by) == \
               (row[1], row[2], row[3], row[5], row[8], json.loads(row[9]), row[10], row[11], row[12])


def test_store_newer_than_the_code_is_refused(tmp_path):
    path = str(tmp_path / "new.db")
    SQLiteDriver(path).close()
    connection = sqlite3.connect(path)
    connection.execute("INSERT INTO schema_version (version, applied_ns) VALUES (99, 0)")
    connection.commit()
    connection.close()
    with pytest.raises(StoreError, match="schema version 99, newer than"):
        SQLiteDriver(path)


def test_unknown_backend_lists_the_known_ones():
    with pytest.raises(UnknownBackendError, match="Unknown storage backend 'oracle'; known backends: postgres, sqlite"):
        open_store("oracle", "x")


def test_transaction_rolls_back_everything_on_error(tmp_path):
    driver = SQLiteDriver(str(tmp_path / "t.db"))
    with pytest.raises(RuntimeError):
        with driver.transaction():
            driver.execute("INSERT INTO rooms (id) VALUES ('kitchen')")
            raise RuntimeError("boom")
    assert driver.query("SELECT id FROM rooms") == []


def test_the_write_counter_moves_with_every_change_and_not_with_reads(tmp_path):
    driver = SQLiteDriver(str(tmp_path / "w.db"))
    driver.execute("CREATE TABLE w (x INTEGER)")
    start = driver.writes()
    driver.executemany("INSERT INTO w (x) VALUES (?)", [(1,), (2,)])
    assert driver.writes() == start + 2
    assert driver.query("SELECT x FROM w ORDER BY x") == [(1,), (2,)] and driver.writes() == start + 2
    driver.execute("DELETE FROM w WHERE x = 1")
    assert driver.writes() == start + 3
    driver.close()


def test_ingest_is_idempotent_by_event_id(tmp_path):
    events = [json.loads(trace_line(i)) for i in range(20)]
    with Memory(str(tmp_path / "i.db")) as memory:
        first = memory.ingest(events[:15])
        second = memory.ingest(events)
        assert (first.accepted, second.accepted, second.duplicates) == (15, 5, 15)
        assert memory.event_count() == 20 and memory.stats().facts == 20


def test_failed_batch_leaves_caches_consistent_for_the_next_batch(tmp_path):
    good = [json.loads(trace_line(i)) for i in range(3)]
    with Memory(str(tmp_path / "c.db")) as memory:
        memory.ingest(good[:1])
        with pytest.raises(InvalidEventError):
            memory.ingest([good[1], {**good[2], "kind": "bogus"}])
        memory.ingest(good[1:])
        assert [f.value for f in memory.history("mug_1", "location")] == ["shelf_1"]
        assert memory.event_count() == 3


def test_sigkill_mid_ingest_loses_at_most_the_batch_in_flight(tmp_path):
    trace, db = tmp_path / "big.jsonl", tmp_path / "crash.db"
    total, batch = 12_000, 500
    trace.write_text("\n".join(trace_line(i) for i in range(total)) + "\n")
    script = "import sys; from obsmem_ros.cli import main; main(sys.argv[1:])"
    proc = subprocess.Popen([sys.executable, "-c", script, "ingest", "--db", str(db), str(trace)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and _stored(db) < 3 * batch and proc.poll() is None:
            time.sleep(0.02)
        assert proc.poll() is None, "ingest finished before it could be killed; make the trace bigger"
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait(timeout=30)
    with Memory(str(db)) as memory:
        assert memory.store.integrity_ok()
        stored = memory.event_count()
        assert stored >= 3 * batch and stored % batch == 0  # whole batches only: the one in flight is gone
        ids = {e.id for _, e in memory.iter_events()}
        assert ids == {f"e{i:07d}" for i in range(stored)}
        facts = memory.stats().facts
        assert facts == stored
    script_ok = subprocess.run([sys.executable, "-c", script, "ingest", "--db", str(db), "--json", str(trace)],
                               capture_output=True, text=True, timeout=300)
    report = json.loads(script_ok.stdout)
    assert (report["duplicates"], report["accepted"], report["rejected"]) == (stored, total - stored, 0)
    with Memory(str(db)) as memory:
        assert memory.event_count() == total and memory.store.integrity_ok()


def _stored(db) -> int:
    if not os.path.exists(db):
        return 0
    try:
        connection = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1)
        try:
            return connection.execute("SELECT COUNT(*) FROM events").fetchone()[0]
        finally:
            connection.close()
    except sqlite3.Error:
        return 0


def test_locked_store_raises_store_error_naming_the_file(tmp_path):
    path = str(tmp_path / "locked.db")
    driver = SQLiteDriver(path, busy_timeout_ms=50)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(StoreError, match=r"locked\.db: database is locked \(in: BEGIN IMMEDIATE\)"):
            with driver.transaction():
                driver.execute("INSERT INTO rooms (id) VALUES ('x')")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    with driver.transaction():
        driver.execute("INSERT INTO rooms (id) VALUES ('x')")
    assert driver.query("SELECT id FROM rooms") == [("x",)]


def test_background_checkpoint_copies_committed_batches_into_the_database_file(tmp_path):
    path = tmp_path / "w.db"
    with Memory(str(path)) as memory:
        for start in range(0, 600, 200):
            memory.ingest([json.loads(trace_line(i)) for i in range(start, start + 200)])
        frames, copied = memory.store.checkpointer.checkpoint()
        assert frames > 0 and copied == frames
        # ``immutable`` reads the database file alone, ignoring the WAL: the batches are in the file itself.
        main_file = sqlite3.connect(f"file:{path}?immutable=1", uri=True)
        try:
            assert main_file.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 600
        finally:
            main_file.close()


def test_closing_the_store_stops_its_checkpoint_thread_and_folds_the_wal_away(tmp_path):
    path = tmp_path / "c.db"
    memory = Memory(str(path))
    memory.ingest([json.loads(trace_line(i)) for i in range(50)])
    checkpointer = memory.store.checkpointer
    assert checkpointer.running and os.path.exists(f"{path}-wal")
    memory.close()
    assert not checkpointer.running and not os.path.exists(f"{path}-wal")
    with Memory(str(path)) as reopened:
        assert reopened.event_count() == 50 and reopened.store.checkpointer.failures == 0

"""The PostgreSQL backend against a real server started by the test run (``conftest.postgres_server``)."""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.records import BeliefLabel
from obsmem_ros.core.store.postgres import ddl_to_postgres, to_postgres
from obsmem_ros.errors import InvalidEventError, StoreError

STORY = Path(__file__).with_name("data") / "laptop_story.jsonl"


def test_sql_is_translated_to_postgres_dialect():
    assert to_postgres("INSERT OR IGNORE INTO rooms (id) VALUES (?)") == \
        "INSERT INTO rooms (id) VALUES (%s) ON CONFLICT DO NOTHING"
    assert ddl_to_postgres("CREATE TABLE t (seq INTEGER PRIMARY KEY, x REAL NOT NULL)") == \
        "CREATE TABLE t (seq BIGSERIAL PRIMARY KEY, x DOUBLE PRECISION NOT NULL)"


def test_laptop_story_on_postgres(postgres_database):
    with Memory(postgres_database, config=EngineConfig(backend="postgres")) as memory:
        memory.ingest(json.loads(line) for line in STORY.read_text().splitlines())
        assert memory.store.integrity_ok()
        assert memory.state("laptop_1", "location").current.value == "table_1"
        assert memory.belief("laptop_1", "location", as_of_ns=memory.event("d001-e000008").time_ns).label \
            is BeliefLabel.UNCERTAIN
        (report,) = memory.reports(value="desk_1")
        assert report.reporter == "bob" and memory.facts_from_event("d001-e000007") == [report]
        assert memory.resolve_entity("laptop") == ["laptop_1"]
        again = memory.ingest(json.loads(line) for line in STORY.read_text().splitlines())
        assert again.duplicates == 11 - 1 and again.accepted == 0
        agenda = memory.tasks.create_agenda("bring the laptop", "bob", [{"text": "pick up laptop_1"}], now_ns=1)
        assert memory.tasks.open_agendas() == [agenda]


def test_the_write_counter_moves_with_every_change_on_postgres(postgres_database):
    with Memory(postgres_database, config=EngineConfig(backend="postgres")) as memory:
        start = memory.store.writes()
        memory.ingest(json.loads(line) for line in STORY.read_text().splitlines())
        stored = memory.store.writes()
        assert stored > start
        memory.store.query("SELECT COUNT(*) FROM events")
        assert memory.store.writes() == stored
        memory.store.execute("DELETE FROM quarantine")
        memory.store.execute("INSERT INTO rooms (id) VALUES ('porch')")
        assert memory.store.writes() == stored + 1


def test_every_view_reads_the_same_on_postgres_as_on_sqlite(postgres_database, tmp_path):
    lines = [json.loads(line) for line in STORY.read_text().splitlines()]
    with Memory(postgres_database, config=EngineConfig(backend="postgres")) as pg, \
            Memory(str(tmp_path / "home.db")) as lite:
        for memory in (pg, lite):
            memory.ingest(lines)
            memory.consolidate()
        span = lite.time_span()
        assert pg.time_span() == span
        assert [e.id for e in pg.events_between(*span)] == [e.id for e in lite.events_between(*span)]
        assert ([e.id for e in pg.events_between(*span, limit=3, newest=True)]
                == [e.id for e in lite.events_between(*span, limit=3, newest=True)])
        assert pg.events_about("laptop_1") == lite.events_about("laptop_1")
        walk = lambda m: list(m.newest_events_by("robot", ["place", "look", "navigate"]))  # noqa: E731
        assert walk(pg) == walk(lite) and len(walk(lite)) > 2  # what someone last did with a verb
        pair_reports = lambda m: m.reports(entity="laptop_1", attribute="location")  # noqa: E731
        assert pair_reports(pg) == pair_reports(lite)
        assert pg.history("laptop_1") == lite.history("laptop_1")
        pair = lambda b: (b.entity, b.attribute)  # noqa: E731  (ties of equal time have no defined order)
        assert sorted(pg.beliefs(), key=pair) == sorted(lite.beliefs(), key=pair)
        assert pg.commitments() == lite.commitments()
        assert pg.episodes() == lite.episodes()
        assert pg.entities() == lite.entities() and pg.resolve_entity("laptop") == lite.resolve_entity("laptop")
        assert (pg.routines(), pg.preferences(), pg.habits()) == (lite.routines(), lite.preferences(), lite.habits())
        pg_stats, lite_stats = pg.stats(), lite.stats()
        assert dataclasses.replace(pg_stats, db_bytes=0) == dataclasses.replace(lite_stats, db_bytes=0)


def test_bad_batch_leaves_nothing_on_postgres(postgres_database):
    good = json.loads(STORY.read_text().splitlines()[1])
    with Memory(postgres_database, config=EngineConfig(backend="postgres")) as memory:
        with pytest.raises(InvalidEventError, match="field 'kind'"):
            memory.ingest([good, {**good, "id": "x2", "kind": "bogus"}])
        assert memory.event_count() == 0
        quoted = {**good, "text": "it's \"fine\"; DROP TABLE events; -- 100%"}
        memory.ingest([quoted])
        assert memory.event(good["id"]).text == quoted["text"]


def test_unreachable_server_is_a_store_error():
    with pytest.raises(StoreError, match="Could not open PostgreSQL store"):
        Memory("host=/nonexistent port=1 user=x dbname=y connect_timeout=1",
               config=EngineConfig(backend="postgres"))


FORGET_STORY = Path(__file__).with_name("data") / "forget_story.jsonl"


def test_forget_on_postgres_removes_the_same_rows_as_on_sqlite(postgres_database, tmp_path):
    lines = [json.loads(line) for line in FORGET_STORY.read_text().splitlines()]
    with Memory(postgres_database, config=EngineConfig(backend="postgres")) as pg, \
            Memory(str(tmp_path / "home.db")) as lite:
        reports = []
        for memory in (pg, lite):
            memory.ingest(lines)
            memory.consolidate()
            reports.append(memory.forget(person="zephyrine", requested_by="parent_app"))
        assert reports[0].removed == reports[1].removed and reports[0].events_removed == 12
        assert reports[0].compacted  # VACUUM FULL
        assert pg.event_count() == lite.event_count() == 12
        assert pg.events_about("zephyrine") == [] and pg.commitments() == lite.commitments() == []
        assert pg.history("laptop_1") == lite.history("laptop_1") and pg.episodes() == lite.episodes()
        assert (pg.routines(), pg.preferences()) == (lite.routines(), lite.preferences())
        assert pg.ingest(lines).forgotten == 12 and pg.stats().forgets == 1
        (audit,) = pg.forget_audits()
        assert audit.requested_by == "parent_app" and audit.events_removed == 12 and audit.compacted
        rows = pg.store.query("SELECT COUNT(*) FROM events WHERE LOWER(text) LIKE '%zephyrine%'")
        assert rows[0][0] == 0


def test_derivation_queued_on_postgres_survives_a_lost_process_and_is_derived_on_reopen(postgres_database):
    lines = [json.loads(line) for line in STORY.read_text().splitlines()]
    config = EngineConfig(backend="postgres")
    lost = Memory(postgres_database, config=config)
    lost.ingest(lines[:6])
    lost.ingest(lines[6:])
    assert lost.pending() == lost.event_count() == 10  # one of the 11 was not perceived
    lost.store.close()  # the process is gone: no close(), nothing derived
    with Memory(postgres_database, config=config) as reopened:
        assert reopened.pending() == 10
        assert reopened.state("laptop_1", "location").current.value == "table_1"
        assert [f.reporter for f in reopened.reports(value="desk_1")] == ["bob"]
        assert reopened.pending() == 0 and reopened.last_catch_up.batches == 2

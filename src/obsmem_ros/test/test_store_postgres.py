"""The PostgreSQL backend against a real server started by the test (skipped where none is installed)."""
from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.records import BeliefLabel
from obsmem_ros.core.store.postgres import ddl_to_postgres, to_postgres
from obsmem_ros.errors import InvalidEventError, StoreError

STORY = Path(__file__).with_name("data") / "laptop_story.jsonl"


def _binary(name: str) -> str:
    found = shutil.which(name)
    if found:
        return found
    for root in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True):
        if (root / name).exists():
            return str(root / name)
    return ""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def server():
    initdb, pg_ctl = _binary("initdb"), _binary("pg_ctl")
    if not (initdb and pg_ctl):
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    prefix: list = []
    folder = Path(tempfile.mkdtemp(prefix="obsmem-pg-"))
    if os.geteuid() == 0:  # the server refuses to run as root: run it as the postgres user
        if not shutil.which("runuser") or subprocess.run(["id", "postgres"], capture_output=True).returncode:
            pytest.skip("running as root without a postgres user to start the server")
        prefix = ["runuser", "-u", "postgres", "--"]
        folder.chmod(0o755)
        shutil.chown(folder, "postgres")
    data, port = folder / "data", _free_port()
    run = lambda *args: subprocess.run([*prefix, *args], check=True, capture_output=True, timeout=60)  # noqa: E731
    run(initdb, "-D", str(data), "-A", "trust", "-U", "obsmem", "--no-sync")
    run(pg_ctl, "-D", str(data), "-w", "-l", str(folder / "log"), "-o",
        f"-k {folder} -p {port} -c listen_addresses='' -c fsync=off", "start")
    try:
        yield f"host={folder} port={port} user=obsmem dbname=postgres"
    finally:
        run(pg_ctl, "-D", str(data), "-m", "immediate", "stop")
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture()
def database(server):
    import psycopg

    name = f"home_{os.getpid()}_{_free_port()}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    yield server.replace("dbname=postgres", f"dbname={name}")


def test_sql_is_translated_to_postgres_dialect():
    assert to_postgres("INSERT OR IGNORE INTO rooms (id) VALUES (?)") == \
        "INSERT INTO rooms (id) VALUES (%s) ON CONFLICT DO NOTHING"
    assert ddl_to_postgres("CREATE TABLE t (seq INTEGER PRIMARY KEY, x REAL NOT NULL)") == \
        "CREATE TABLE t (seq BIGSERIAL PRIMARY KEY, x DOUBLE PRECISION NOT NULL)"


def test_laptop_story_on_postgres(database):
    with Memory(database, config=EngineConfig(backend="postgres")) as memory:
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
        with pytest.raises(StoreError, match="Task view needs the sqlite backend"):
            memory.tasks


def test_bad_batch_leaves_nothing_on_postgres(database):
    good = json.loads(STORY.read_text().splitlines()[1])
    with Memory(database, config=EngineConfig(backend="postgres")) as memory:
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

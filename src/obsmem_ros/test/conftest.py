"""Shared fixtures of the engine's tests.

- The offline utterance reader (`reader`), one a test module: it learns who calls whom what as it
  reads, so a module's sentences share what it learnt, as they did with a reader of their own.
- A throwaway PostgreSQL cluster started by the test run (`postgres_server`, `postgres_database`).
  Where the server binaries are missing the PostgreSQL tests skip with the reason, except in CI
  (environment variable ``CI`` set to a true value, as CI services do): there the server is
  installed by ``.ci/run``, so a missing one fails the run instead of hiding its tests.

The local OpenAI-compatible chat endpoint (`chat_server`) lives in the workspace's root
``conftest.py``: the cross-process memory node test in ``test/`` uses it too.
"""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from pathlib import Path
from typing import Iterator

import pytest


@pytest.fixture(scope="module")
def reader():
    """The offline `UtteranceReader` of a robot called "robot"."""
    from obsmem_ros.core.language import UtteranceReader

    return UtteranceReader(robot_id="robot")


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def unavailable(reason: str) -> None:
    """Skip a test that needs PostgreSQL, or fail it in CI, where every test must run."""
    if in_ci():
        pytest.fail(f"{reason}; in CI (CI={os.environ['CI']!r}) the PostgreSQL tests must run: "
                    "install the server with scripts/install_test_services.sh", pytrace=False)
    pytest.skip(reason)


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


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """A libpq connection string to the ``postgres`` database of a fresh cluster."""
    initdb, pg_ctl = _binary("initdb"), _binary("pg_ctl")
    if not (initdb and pg_ctl):
        unavailable("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    try:
        import psycopg  # noqa: F401
    except ImportError:
        unavailable("psycopg (the PostgreSQL client) is not installed")
    prefix: list = []
    folder = Path(tempfile.mkdtemp(prefix="obsmem-pg-"))
    if os.geteuid() == 0:  # the server refuses to run as root: run it as the postgres user
        if not shutil.which("runuser") or subprocess.run(["id", "postgres"], capture_output=True).returncode:
            unavailable("running as root without a postgres user to start the server")
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
def postgres_database(postgres_server: str) -> Iterator[str]:
    """A connection string to a new, empty database of the session's cluster (one per test)."""
    import psycopg

    name = f"home_{uuid.uuid4().hex}"  # never reused (a free port number can come round again)
    with psycopg.connect(postgres_server, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    yield postgres_server.replace("dbname=postgres", f"dbname={name}")

"""Processes that create the same new store at once (memory node and planner) all succeed."""
from __future__ import annotations

import multiprocessing

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.store.schema import LATEST_VERSION


def _open_and_close(path: str) -> None:
    Memory(path).close()


def test_simultaneous_first_opens_apply_each_migration_once(tmp_path):
    path = str(tmp_path / "home.db")
    context = multiprocessing.get_context("spawn")
    procs = [context.Process(target=_open_and_close, args=(path,)) for _ in range(4)]
    for proc in procs:
        proc.start()
    for proc in procs:
        proc.join(timeout=120)
    assert [p.exitcode for p in procs] == [0, 0, 0, 0]
    with Memory(path) as memory:
        versions = [r[0] for r in memory.store.query("SELECT version FROM schema_version ORDER BY version")]
    assert versions == list(range(1, LATEST_VERSION + 1))

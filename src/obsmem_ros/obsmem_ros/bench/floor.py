"""The floor under the ingest figure: the same event rows put into a bare SQLite table.

The engine's ingest rate means little on its own on a shared machine whose speed varies from
run to run; the ratio to this floor, measured in the same run, does not. The floor is what
SQLite alone costs for the event log: the stored rows of the memory, read back, inserted the way
the store inserts rows (``store.multi_row``: multi-row ``INSERT`` statements, so the engine's
insert method does not count in its favour) in the engine's batches, one transaction each, into
a fresh file with the ``events`` table and indexes of the store's schema, in WAL mode with the
same ``synchronous`` setting. No validation, gate, views or entity editing: no engine logic.
"""
from __future__ import annotations

import sqlite3
import statistics
import time
from pathlib import Path
from typing import Sequence

from obsmem_ros.core.store.event_rows import EVENT_COLUMNS
from obsmem_ros.core.store.multi_row import multi_row_insert
from obsmem_ros.core.store.schema import MIGRATIONS


def event_schema() -> list[str]:
    """The statements of the store's schema that create the ``events`` table and its indexes."""
    return [sql for script in MIGRATIONS for sql in script
            if sql.startswith("CREATE TABLE events ") or (sql.startswith("CREATE INDEX") and " ON events " in sql)]


def bare_insert_rate(path: Path, rows: Sequence[tuple], batches: Sequence[int], *, synchronous: str,
                     repeats: int = 3) -> float:
    """Events per second of inserting ``rows`` in transactions of ``batches`` rows into a new file:
    the median of ``repeats`` runs (one run is short, so one stall on a shared machine would skew it)."""
    return statistics.median(_insert_once(path, rows, batches, synchronous) for _ in range(repeats))


def _insert_once(path: Path, rows: Sequence[tuple], batches: Sequence[int], synchronous: str) -> float:
    for stale in path.parent.glob(f"{path.name}*"):
        stale.unlink()
    connection = sqlite3.connect(str(path), isolation_level=None)
    try:
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute(f"PRAGMA synchronous={synchronous}")
        for sql in event_schema():
            connection.execute(sql)
        write = multi_row_insert(
            f"INSERT INTO events ({EVENT_COLUMNS}) VALUES ({','.join('?' * len(EVENT_COLUMNS.split(',')))})")
        start, spent = 0, 0.0
        for size in batches:
            chunk = rows[start:start + size]
            start += size
            began = time.perf_counter()
            connection.execute("BEGIN IMMEDIATE")
            write(connection, chunk)
            connection.execute("COMMIT")
            spent += time.perf_counter() - began
    finally:
        connection.close()
    for done in path.parent.glob(f"{path.name}*"):
        done.unlink()
    return len(rows) / spent if spent > 0 else 0.0

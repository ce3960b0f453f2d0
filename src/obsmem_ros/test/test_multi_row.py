"""Multi-row INSERTs store exactly what one statement per row stores."""
from __future__ import annotations

import sqlite3

import pytest

from obsmem_ros.core.store.multi_row import MAX_VARIABLES, multi_row_insert
from obsmem_ros.core.store.sqlite import SQLiteDriver
from obsmem_ros.errors import StoreError

SCHEMA = "CREATE TABLE t (k TEXT PRIMARY KEY, n INTEGER NOT NULL, note TEXT NOT NULL)"
PLAIN = "INSERT INTO t (k, n, note) VALUES (?, ?, ?)"
IGNORE = "INSERT OR IGNORE INTO t (k, n, note) VALUES (?, ?, ?)"
UPSERT = "INSERT INTO t (k, n, note) VALUES (?, ?, ?) ON CONFLICT (k) DO UPDATE SET n = excluded.n, note = t.note || '+'"


def _table(sql: str, rows: list, *, multi: bool) -> list:
    connection = sqlite3.connect(":memory:", isolation_level=None)
    connection.execute(SCHEMA)
    if multi:
        multi_row_insert(sql)(connection, iter(rows))  # any iterable, as executemany takes
    else:
        connection.executemany(sql, rows)
    return connection.execute("SELECT k, n, note FROM t ORDER BY rowid").fetchall()


@pytest.mark.parametrize("count", [0, 1, 127, 333, 334, 1000])
def test_plain_insert_stores_every_row_in_order_whatever_the_chunking(count):
    rows = [(f"k{i:05d}", i, "x") for i in range(count)]
    assert _table(PLAIN, rows, multi=True) == _table(PLAIN, rows, multi=False) == rows


def test_conflict_clauses_apply_row_by_row_within_one_statement():
    # the same key twice in one chunk and across chunks: OR IGNORE keeps the first, the upsert
    # applies every later row in order, as one statement per row does
    rows = [(f"k{i % 50}", i, f"r{i}") for i in range(400)]
    for sql in (IGNORE, UPSERT):
        assert _table(sql, rows, multi=True) == _table(sql, rows, multi=False)
    assert _table(UPSERT, rows, multi=True)[0] == ("k0", 350, "r0" + "+" * 7)


def test_statement_stays_under_the_smallest_variable_limit():
    wide = "INSERT INTO w VALUES (" + ", ".join("?" * 16) + ")"
    assert multi_row_insert(wide).rows_per_statement * 16 <= MAX_VARIABLES
    assert multi_row_insert(IGNORE).rows_per_statement * 3 <= MAX_VARIABLES


def test_statements_other_than_insert_values_are_left_alone():
    assert multi_row_insert("UPDATE t SET n = ? WHERE k = ?") is None
    assert multi_row_insert("INSERT INTO t SELECT k, n, note FROM t") is None


def test_driver_reports_a_failed_multi_row_insert_naming_the_statement(tmp_path):
    store = SQLiteDriver(str(tmp_path / "m.db"))
    try:
        with pytest.raises(StoreError, match="UNIQUE constraint failed: rooms.id.*INSERT INTO rooms"):
            with store.transaction():
                store.executemany("INSERT INTO rooms (id) VALUES (?)", [("kitchen",), ("hall",), ("kitchen",)])
        assert store.query("SELECT id FROM rooms") == []  # the transaction rolled back whole
    finally:
        store.close()

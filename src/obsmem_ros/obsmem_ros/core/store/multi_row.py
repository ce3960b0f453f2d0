"""Multi-row ``INSERT`` for SQLite: one statement per chunk of rows instead of one per row.

``executemany`` steps one prepared statement per parameter row; for the narrow rows ingest writes
(event-entity links, facts, episode links) that per-row overhead (reset, step start-up, the
Python call around each) cost about a fifth of each insert. ``multi_row_insert`` rewrites an
``INSERT ... VALUES (?, ...)`` into ``VALUES (?, ...), (?, ...), ...`` over fixed-size chunks:
the same rows in the same order under the same conflict clause, which SQLite applies row by row,
so the stored result is what one statement per row gives.
"""
from __future__ import annotations

import functools
import itertools
import re
import sqlite3
from typing import Any, Iterable, Optional, Sequence

MAX_VARIABLES = 999  # the smallest SQLITE_MAX_VARIABLE_NUMBER a SQLite build may have (before 3.32)
MAX_ROWS = 128  # rows per statement: past this the gain is flat and the statement text grows
_INSERT = re.compile(r"^(\s*INSERT\b.*?\bVALUES\s*)(\(\s*\?(?:\s*,\s*\?)*\s*\))(.*)$", re.IGNORECASE | re.DOTALL)


class MultiRowInsert:
    """One ``INSERT`` statement, run over rows in chunks of ``rows_per_statement``."""

    def __init__(self, head: str, row: str, tail: str) -> None:
        columns = row.count("?")
        self.rows_per_statement = max(1, min(MAX_ROWS, MAX_VARIABLES // columns))
        self.chunk_sql = head + ",".join([row] * self.rows_per_statement) + tail
        self.row_sql = head + row + tail

    def __call__(self, connection: sqlite3.Connection, rows: Iterable[Sequence[Any]]) -> None:
        rows = rows if isinstance(rows, list) else list(rows)
        per = self.rows_per_statement
        whole = len(rows) - len(rows) % per
        if whole:
            flat = itertools.chain.from_iterable
            connection.executemany(self.chunk_sql, [tuple(flat(rows[i:i + per])) for i in range(0, whole, per)])
        if whole < len(rows):
            connection.executemany(self.row_sql, rows[whole:])


@functools.lru_cache(maxsize=256)
def multi_row_insert(sql: str) -> Optional[MultiRowInsert]:
    """The multi-row form of an ``INSERT ... VALUES (?, ...) [tail]`` statement; ``None`` for
    any other statement."""
    match = _INSERT.match(sql)
    return MultiRowInsert(*match.groups()) if match else None

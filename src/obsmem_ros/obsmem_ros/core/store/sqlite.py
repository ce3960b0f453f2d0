"""SQLite backend: one file per home in WAL mode.

Durability: WAL with ``synchronous=NORMAL`` by default. A commit appends the batch to the WAL;
with NORMAL the WAL is fsynced at checkpoints rather than at every commit; checkpoints run on a
background thread (``checkpoint.WalCheckpointer``), off the write path. Consequences:
a killed process (SIGKILL, crash) loses nothing that was committed, and only the batch in flight
is rolled back on the next open; a power cut never corrupts the file either, but may roll back
the last few committed batches (since the last checkpoint). ``FULL`` (configurable) fsyncs at
every commit, so committed batches also survive power cuts; on this class of disk that fsync
cost about 15 ms per commit, which at 500-event batches halved ingest throughput. Replays are
idempotent by event id, so a rolled-back batch is simply re-ingested.

A file this process may not write (a read-only copy, a read-only medium) is opened read-only
(``_open_read_only``): every read works, no migration or checkpoint runs, and a write fails
with a ``StoreError`` naming the store.
"""
from __future__ import annotations

import contextlib
import os
import sqlite3
import time
import weakref
from pathlib import Path
from typing import Any, Iterable, Iterator, List, Optional, Sequence
from urllib.parse import quote

from obsmem_ros.core.store.checkpoint import BACKSTOP_PAGES, WalCheckpointer
from obsmem_ros.core.store.driver import Row, register_backend
from obsmem_ros.core.store.migration import migrate
from obsmem_ros.core.store.multi_row import multi_row_insert
from obsmem_ros.core.store.schema import LATEST_VERSION
from obsmem_ros.errors import StoreBusyError, StoreError

SYNCHRONOUS_MODES = ("OFF", "NORMAL", "FULL", "EXTRA")

# Connection tuning (durability is ``synchronous`` above, never these):
# - cache_size: SQLite's default page cache is 2 MiB. Every batch inserts into secondary indexes
#   keyed by entity, place, actor, session or value (event_entities, facts_pair, facts_value,
#   events_*), whose touched leaves spread over the whole key space, so the working set grows with
#   the entities and days in memory; 64 MiB keeps it (and the readers' upper b-tree levels)
#   resident up to memories of a few million events instead of re-reading pages through the OS.
#   It is a ceiling, filled as pages are used, so a small memory stays small.
# - temp_store=MEMORY: sorts for DISTINCT / GROUP BY / ORDER BY reads never touch a temp file.
# - mmap stays off: pages already live in this process's cache, and mapped pages would add to the
#   process's RSS (a benchmark figure) and turn a disk I/O error into SIGBUS.
# - secure_delete=FAST: deleted cell content is zeroed where that costs no extra I/O, so a forgotten
#   row (``core/forget.py``) leaves no bytes in its page even before the VACUUM that follows.
_TUNING = ("PRAGMA cache_size=-65536", "PRAGMA temp_store=MEMORY", "PRAGMA secure_delete=FAST")


def _patiently(connection: sqlite3.Connection, sql: str, busy_timeout_ms: int) -> None:
    """Run a setup statement, waiting out another process opening the same file: two writers
    opening a new file at once can find it locked while the other sets its journal mode, and
    SQLite may answer that at once, without its busy handler ("database is locked")."""
    deadline = time.monotonic() + busy_timeout_ms / 1000
    while True:
        try:
            connection.execute(sql)
            return
        except sqlite3.OperationalError as err:
            if "locked" not in str(err) or time.monotonic() >= deadline:
                raise
            time.sleep(0.02)


class SQLiteDriver:
    """A ``StoreDriver`` over one SQLite file (``":memory:"`` for a throw-away store)."""

    backend = "sqlite"

    def __init__(self, location: str, *, synchronous: str = "NORMAL", target_version: int = LATEST_VERSION,
                 busy_timeout_ms: int = 5000) -> None:
        if synchronous.upper() not in SYNCHRONOUS_MODES:
            raise StoreError(f"synchronous={synchronous!r} is not one of {', '.join(SYNCHRONOUS_MODES)}.")
        self.location = str(location)
        self.read_only = self.location != ":memory:" and os.path.exists(self.location) \
            and not os.access(self.location, os.W_OK)
        if self.location != ":memory:" and not self.read_only:
            Path(self.location).parent.mkdir(parents=True, exist_ok=True)
        try:
            self.connection = _open_read_only(self.location) if self.read_only else sqlite3.connect(
                self.location, isolation_level=None, check_same_thread=False)
            self.connection.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
            journal = () if self.read_only else ("PRAGMA journal_mode=WAL",)
            for pragma in (*journal, f"PRAGMA synchronous={synchronous.upper()}", "PRAGMA foreign_keys=ON", *_TUNING):
                _patiently(self.connection, pragma, busy_timeout_ms)
        except sqlite3.DatabaseError as err:
            raise StoreError(f"Could not open SQLite store at {self.location}: {err}.") from err
        self._depth = 0
        self._busy_timeout_ms = int(busy_timeout_ms)
        self._checkpointer: Optional[WalCheckpointer] = None
        if self.read_only:
            self._check_read_only_version(target_version)
            return
        migrate(self, target_version)
        if self.location != ":memory:":
            try:
                self.connection.execute(f"PRAGMA wal_autocheckpoint={BACKSTOP_PAGES}")
                self._checkpointer = WalCheckpointer(self.location, synchronous=synchronous.upper(),
                                                     busy_timeout_ms=self._busy_timeout_ms)
                # A driver dropped without close() still stops its thread when it is collected.
                weakref.finalize(self, self._checkpointer.close)
            except sqlite3.Error as err:
                raise StoreError(f"Could not start WAL checkpoints for SQLite store {self.location}: {err}.") from err

    def _check_read_only_version(self, target_version: int) -> None:
        version = self.schema_version()
        if version != target_version:
            raise StoreError(f"SQLite store {self.location} is read-only and at schema version {version}, not "
                             f"{target_version}; open a writable copy once to migrate it.")

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        if self._depth:
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
            return
        self.execute("BEGIN IMMEDIATE")
        self._depth = 1
        try:
            yield
        except BaseException:
            self._depth = 0
            self.execute("ROLLBACK")
            raise
        self._depth = 0
        self.execute("COMMIT")

    def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        try:
            return self.connection.execute(sql, tuple(params)).rowcount
        except sqlite3.Error as err:
            raise _store_error(self.location, sql, err) from err

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """An ``INSERT ... VALUES (?, ...)`` runs as multi-row inserts (see ``multi_row_insert``);
        any other statement once per row."""
        try:
            insert = multi_row_insert(sql)
            if insert is None:
                self.connection.executemany(sql, rows)
            else:
                insert(self.connection, rows)
        except sqlite3.Error as err:
            raise _store_error(self.location, sql, err) from err

    def query(self, sql: str, params: Sequence[Any] = ()) -> List[Row]:
        try:
            return self.connection.execute(sql, tuple(params)).fetchall()
        except sqlite3.Error as err:
            raise _store_error(self.location, sql, err) from err

    def query_iter(self, sql: str, params: Sequence[Any] = ()) -> Iterator[Row]:
        try:
            yield from self.connection.execute(sql, tuple(params))
        except sqlite3.Error as err:
            raise _store_error(self.location, sql, err) from err

    def query_one(self, sql: str, params: Sequence[Any] = ()) -> Optional[Row]:
        try:
            return self.connection.execute(sql, tuple(params)).fetchone()
        except sqlite3.Error as err:
            raise _store_error(self.location, sql, err) from err

    def schema_version(self) -> int:
        exists = self.query_one("SELECT 1 FROM sqlite_master WHERE type='table' AND name='schema_version'")
        if exists is None:
            return 0
        row = self.query_one("SELECT MAX(version) FROM schema_version")
        return int(row[0] or 0) if row else 0

    def size_bytes(self) -> int:
        if self.location == ":memory:":
            page_count = self.query_one("PRAGMA page_count")[0]
            return int(page_count) * int(self.query_one("PRAGMA page_size")[0])
        return sum(os.path.getsize(p) for p in (self.location, self.location + "-wal") if os.path.exists(p))

    def integrity_ok(self) -> bool:
        return self.query_one("PRAGMA integrity_check")[0] == "ok"

    def external_changes(self) -> int:
        """SQLite's ``data_version``: it changes when another connection commits, never for our own."""
        return int(self.query_one("PRAGMA data_version")[0])

    def writes(self) -> int:
        return int(self.connection.total_changes)

    def compact(self, *, vacuum: bool = True) -> bool:
        """Rewrite the file without free pages (``VACUUM``) and fold the WAL into it, truncating the
        WAL to zero bytes, so deleted rows survive neither in free pages nor in old WAL frames;
        ``vacuum=False`` only truncates the WAL. Returns whether the WAL was fully truncated
        (false while another connection keeps reading an older snapshot past the busy timeout)."""
        if self._depth:
            raise StoreError(f"SQLite store {self.location}: compact() inside a transaction.")
        if vacuum:
            self._truncate_wal()
            self.execute("VACUUM")
        return self._truncate_wal()

    def _truncate_wal(self) -> bool:
        """``wal_checkpoint(TRUNCATE)``, retried while the background checkpointer (or another
        process) holds the checkpoint lock, up to the busy timeout."""
        if self.location == ":memory:":
            return True
        deadline = time.monotonic() + self._busy_timeout_ms / 1000
        pause = 0.01
        while int(self.query_one("PRAGMA wal_checkpoint(TRUNCATE)")[0]) != 0:
            if time.monotonic() >= deadline:
                return False
            time.sleep(pause)
            pause = min(pause * 2, 0.5)
        return True

    @property
    def checkpointer(self) -> Optional[WalCheckpointer]:
        """The background WAL checkpointer (``None`` for an in-memory store)."""
        return self._checkpointer

    def close(self) -> None:
        if self._checkpointer is not None:  # first, so the last connection's close can fold the WAL away
            self._checkpointer.close()
        self.connection.close()


def _open_read_only(location: str) -> sqlite3.Connection:
    """A connection to a file this process may not write (a read-only copy of a memory, a file on
    a read-only medium): ``mode=ro`` where SQLite can still share the WAL index beside it, else
    ``immutable=1`` (no locks and no WAL: the file as it lies, which is what a copy holds)."""
    uri = f"file:{quote(os.path.abspath(location))}"
    try:
        connection = sqlite3.connect(f"{uri}?mode=ro", uri=True, isolation_level=None, check_same_thread=False)
        connection.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
        return connection
    except sqlite3.OperationalError:
        return sqlite3.connect(f"{uri}?immutable=1", uri=True, isolation_level=None, check_same_thread=False)


def _store_error(location: str, sql: str, err: Exception) -> StoreError:
    """SQLite's error as the library's own, naming the store and the statement (``StoreBusyError``
    when another connection held the lock past the busy timeout)."""
    statement = " ".join(sql.split())[:80]
    busy = isinstance(err, sqlite3.OperationalError) and ("locked" in str(err) or "busy" in str(err))
    return (StoreBusyError if busy else StoreError)(f"SQLite store {location}: {err} (in: {statement}).")


register_backend("sqlite", SQLiteDriver)

"""PostgreSQL backend (psycopg 3), for fleets and multi-year homes: the same schema and views.

``location`` is a libpq connection string (``"host=/run/pg dbname=home_3 user=obsmem"``), one
database per home. The store's ``*_rows`` modules write portable SQL with ``?`` placeholders;
``to_postgres`` translates it: ``%s`` placeholders, ``INSERT OR IGNORE`` as ``ON CONFLICT DO
NOTHING``, and in DDL ``INTEGER PRIMARY KEY`` row ids as ``BIGSERIAL``. Commits are durable
(``synchronous_commit=on``) unless ``synchronous="OFF"``. Every view runs here, Task included.
"""
from __future__ import annotations

import contextlib
import re
from typing import Any, Iterable, Iterator, List, Optional, Sequence

from obsmem_ros.core.store.driver import Row, register_backend
from obsmem_ros.core.store.migration import migrate
from obsmem_ros.core.store.schema import LATEST_VERSION
from obsmem_ros.errors import StoreError

_OR_IGNORE = re.compile(r"^\s*INSERT OR IGNORE INTO", re.IGNORECASE)
_ROWID_PK = re.compile(r"\b(\w+) INTEGER PRIMARY KEY\b(?!\s*\()")


def to_postgres(sql: str) -> str:
    """Portable SQL (as the views write it) in PostgreSQL's dialect."""
    translated = sql.replace("%", "%%").replace("?", "%s")
    if _OR_IGNORE.match(translated):
        translated = _OR_IGNORE.sub("INSERT INTO", translated) + " ON CONFLICT DO NOTHING"
    return translated


def ddl_to_postgres(statement: str) -> str:
    """Schema statements: SQLite row-id keys become BIGSERIAL, REAL becomes DOUBLE PRECISION, and
    ``WITHOUT ROWID`` (a SQLite storage hint) is dropped."""
    statement = _ROWID_PK.sub(lambda m: f"{m.group(1)} BIGSERIAL PRIMARY KEY", statement)
    return statement.replace(" REAL ", " DOUBLE PRECISION ").replace(" WITHOUT ROWID", "")


class PostgresDriver:
    """A ``StoreDriver`` over one PostgreSQL database."""

    backend = "postgres"
    read_only = False

    def __init__(self, location: str, *, synchronous: str = "NORMAL", target_version: int = LATEST_VERSION,
                 connect_timeout_s: int = 10) -> None:
        try:
            import psycopg
        except ImportError as err:
            raise StoreError("The postgres backend needs psycopg 3: pip install 'psycopg[binary]'.") from err
        self.location = location
        self._errors = psycopg.Error
        self._writes = 0
        try:
            self.connection = psycopg.connect(location, autocommit=True, connect_timeout=connect_timeout_s)
            self.connection.execute("SET synchronous_commit = " + ("off" if synchronous.upper() == "OFF" else "on"))
        except psycopg.Error as err:
            raise StoreError(f"Could not open PostgreSQL store {location!r}: {err}.") from err
        migrate(self, target_version, ddl=ddl_to_postgres)

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        if self.connection.info.transaction_status != 0:  # already inside one: join it
            yield
            return
        with self.connection.transaction():
            yield

    def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        with self._translated(sql):
            changed = self.connection.execute(to_postgres(sql), tuple(params)).rowcount
        self._writes += max(changed, 0)
        return changed

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        rows = [tuple(r) for r in rows]
        if rows:
            with self._translated(sql), self.connection.cursor() as cursor:
                cursor.executemany(to_postgres(sql), rows)
            self._writes += len(rows)

    def writes(self) -> int:
        return self._writes

    def query(self, sql: str, params: Sequence[Any] = ()) -> List[Row]:
        with self._translated(sql):
            return self.connection.execute(to_postgres(sql), tuple(params)).fetchall()

    def query_iter(self, sql: str, params: Sequence[Any] = ()) -> Iterator[Row]:
        with self._translated(sql):
            yield from self.connection.execute(to_postgres(sql), tuple(params))

    def query_one(self, sql: str, params: Sequence[Any] = ()) -> Optional[Row]:
        with self._translated(sql):
            return self.connection.execute(to_postgres(sql), tuple(params)).fetchone()

    @contextlib.contextmanager
    def _translated(self, sql: str) -> Iterator[None]:
        """psycopg's errors as ``StoreError`` naming the store and the statement."""
        try:
            yield
        except self._errors as err:
            raise StoreError(f"PostgreSQL store {self.location!r}: {err} (in: {' '.join(sql.split())[:80]}).") from err

    def schema_version(self) -> int:
        if self.query_one("SELECT to_regclass('schema_version')")[0] is None:
            return 0
        row = self.query_one("SELECT MAX(version) FROM schema_version")
        return int(row[0] or 0)

    def size_bytes(self) -> int:
        return int(self.query_one("SELECT pg_database_size(current_database())")[0])

    def external_changes(self) -> int:
        """PostgreSQL offers no cheap change counter; fleets run one writer per home's store."""
        return 0

    def integrity_ok(self) -> bool:
        """Every table of the schema is readable and the schema is at a version this code knows."""
        try:
            tables = [r[0] for r in self.query("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")]
            for table in tables:
                self.query_one(f'SELECT COUNT(*) FROM "{table}"')
        except StoreError:
            return False
        return 0 < self.schema_version() <= LATEST_VERSION

    def compact(self, *, vacuum: bool = True) -> bool:
        """``VACUUM FULL``: rewrite every table without the dead row versions that deletions leave
        (they keep the bytes until rewritten). PostgreSQL's own WAL segments are recycled by the
        server; archived WAL is outside this store (see docs/forgetting.md)."""
        if vacuum:
            with self._translated("VACUUM FULL"):
                self.connection.execute("VACUUM FULL")
        return True

    def close(self) -> None:
        self.connection.close()


register_backend("postgres", PostgresDriver)

"""The storage driver Protocol and the typed registry of backends.

Views never hold SQL: they call the typed methods of a ``<view>_rows`` class of this package, which
talks to a ``StoreDriver`` only: portable SQL with ``?`` placeholders, one ``transaction()``
context manager, and schema migration on open. ``sqlite`` (a file per home,
WAL) is the default; other backends register a factory under their name.
"""
from __future__ import annotations

from typing import Any, Callable, ContextManager, Dict, Iterable, Iterator, List, Optional, Protocol, Sequence, Tuple

from obsmem_ros.errors import UnknownBackendError

Row = Tuple[Any, ...]


class StoreDriver(Protocol):
    """One open store. Statements outside ``transaction()`` run in their own implicit transaction."""

    backend: str
    location: str  # file path or connection string, for messages
    read_only: bool  # opened without write access: reads only (no migration, no derivation)

    def transaction(self) -> ContextManager[None]:
        """Everything inside commits together or not at all; nested calls join the outer one."""

    def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; returns the number of rows changed."""

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement for every parameter row."""

    def query(self, sql: str, params: Sequence[Any] = ()) -> List[Row]:
        """All rows of a query."""

    def query_iter(self, sql: str, params: Sequence[Any] = ()) -> Iterator[Row]:
        """Rows of a query, lazily."""

    def query_one(self, sql: str, params: Sequence[Any] = ()) -> Optional[Row]:
        """The first row of a query, ``None`` when there is none."""

    def schema_version(self) -> int:
        """The schema version the store is at."""

    def size_bytes(self) -> int:
        """Bytes the store occupies (files or relation sizes)."""

    def integrity_ok(self) -> bool:
        """Whether the backend's own consistency check passes."""

    def external_changes(self) -> int:
        """A counter that moves whenever another connection or process commits to the store
        (so cached views know to reload); constant where the backend cannot tell."""

    def writes(self) -> int:
        """A counter that moves whenever this connection changes rows (inserts, updates, deletes,
        rolled back or not): with ``external_changes``, what a cache of derived reads keys on."""

    def compact(self, *, vacuum: bool = True) -> bool:
        """Reclaim the space of deleted rows so their bytes do not survive (after a forget);
        returns whether every trace left the backend's files (``vacuum=False``: only the log)."""

    def close(self) -> None:
        """Flush and release the store."""


DriverFactory = Callable[..., StoreDriver]
_BACKENDS: Dict[str, DriverFactory] = {}


ID_CHUNK = 500  # values per ``IN (...)`` statement: well under every backend's bound-parameter limit


def placeholders(count: int) -> str:
    """The ``?,?,...`` placeholders of ``count`` bound parameters (the inside of ``IN (...)``)."""
    return ",".join("?" * count)


def in_chunks(values: Sequence[Any]) -> Iterator[Tuple[str, List[Any]]]:
    """``values`` in runs of ``ID_CHUNK``, each one ``IN (...)`` statement's placeholders and
    parameters: ``for marks, chunk in in_chunks(ids): query(f"... IN ({marks})", chunk)``."""
    values = list(values)
    for start in range(0, len(values), ID_CHUNK):
        chunk = values[start:start + ID_CHUNK]
        yield placeholders(len(chunk)), chunk


def register_backend(name: str, factory: DriverFactory) -> None:
    """Make ``open_store(name, ...)`` build drivers with ``factory(location, **options)``."""
    _BACKENDS[name] = factory


def known_backends() -> List[str]:
    return sorted(_BACKENDS)


def open_store(backend: str, location: str, **options: Any) -> StoreDriver:
    """Open (creating and migrating as needed) a store of the named backend."""
    try:
        factory = _BACKENDS[backend]
    except KeyError:
        raise UnknownBackendError(
            f"Unknown storage backend {backend!r}; known backends: {', '.join(known_backends())}.") from None
    return factory(location, **options)

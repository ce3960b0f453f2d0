"""Opening a SQLite store waits out another process that holds the file while it sets its journal
mode ("database is locked" answered at once, without the busy handler), and fails on anything else."""
from __future__ import annotations

import sqlite3

import pytest

from obsmem_ros.core.store.sqlite import _patiently


class _Flaky:
    """A connection whose statements fail `times` times with `message`, then run."""

    def __init__(self, times: int, message: str = "database is locked") -> None:
        self.left, self.message, self.tries = times, message, 0

    def execute(self, sql: str) -> None:
        self.tries += 1
        if self.left:
            self.left -= 1
            raise sqlite3.OperationalError(self.message)


def test_a_locked_file_is_waited_for():
    connection = _Flaky(times=3)
    _patiently(connection, "PRAGMA journal_mode=WAL", busy_timeout_ms=2000)
    assert connection.tries == 4


def test_a_lock_that_outlasts_the_busy_timeout_is_an_error():
    with pytest.raises(sqlite3.OperationalError, match="locked"):
        _patiently(_Flaky(times=10 ** 6), "PRAGMA journal_mode=WAL", busy_timeout_ms=60)


def test_any_other_error_is_raised_at_once():
    connection = _Flaky(times=1, message="disk I/O error")
    with pytest.raises(sqlite3.OperationalError, match="disk"):
        _patiently(connection, "PRAGMA journal_mode=WAL", busy_timeout_ms=2000)
    assert connection.tries == 1

"""Backoff for writes that found the store's write lock held past its busy timeout.

A write that meets ``StoreBusyError`` (another process held SQLite's write lock longer than the
driver's busy timeout) is retried after ``backoff_s(attempt)`` seconds: doubling from
``FIRST_S`` up to ``MAX_S``. The memory node keeps its buffer and retries on its flush timer
without sleeping in a callback (``IngestBuffer``); ``obsmem ingest`` sleeps between attempts
(``trace_ingest``) and gives up with the error after ``FILE_ATTEMPTS``.
"""
from __future__ import annotations

__all__ = ["FILE_ATTEMPTS", "FIRST_S", "MAX_S", "backoff_s"]

FIRST_S = 0.1
MAX_S = 5.0
FILE_ATTEMPTS = 12  # with a 5 s busy timeout each, about two minutes of waiting before a file ingest fails


def backoff_s(attempt: int) -> float:
    """Seconds to wait before retry number ``attempt`` (1-based)."""
    return min(MAX_S, FIRST_S * 2 ** max(0, attempt - 1))

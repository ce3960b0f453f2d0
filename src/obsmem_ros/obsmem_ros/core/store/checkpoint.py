"""WAL checkpoints beside the write path, on their own thread and connection.

Why: with ``synchronous=NORMAL`` SQLite fsyncs only when it checkpoints (copies committed WAL
frames into the database file: one fsync of the WAL, one of the file). By default that happens
inside the ``COMMIT`` that pushes the WAL past 1000 pages, so a bulk ingest stops for both fsyncs
every few batches; on the development VM's disk they were about 40% of ingest wall time
(measured against ``synchronous=OFF`` as the no-fsync reference). Here a passive checkpoint runs
every ``interval_s`` on a second connection while ingest keeps appending (in WAL mode a
checkpoint and a writer do not block each other, and ``sqlite3`` releases the GIL while SQLite
copies and syncs). During sustained ingest the WAL cannot restart while frames are still being
appended, so it grows up to ``BACKSTOP_PAGES``, where the writer's own automatic checkpoint (four
times rarer than SQLite's default, and with little left to copy) lets it restart; when ingest
pauses, the thread's checkpoint completes and the next write restarts the WAL. The WAL file is
removed when the store is closed.

Durability is unchanged or better: a checkpoint is the same operation at the same
``synchronous`` level, now at least every ``interval_s`` (before: every 1000 pages), so a power
cut can roll back only batches committed since the last one; a killed process loses nothing
committed, as before.
"""
from __future__ import annotations

import sqlite3
import threading
from typing import Tuple

BACKSTOP_PAGES = 4000  # 16 MiB of WAL at 4 KiB pages before the writer checkpoints on its own
INTERVAL_S = 0.2


class WalCheckpointer:
    """A daemon thread running ``PRAGMA wal_checkpoint(PASSIVE)`` on one SQLite file."""

    def __init__(self, location: str, *, synchronous: str, busy_timeout_ms: int,
                 interval_s: float = INTERVAL_S) -> None:
        self.interval_s = interval_s
        self.failures = 0  # checkpoints that raised (a later one copies what they did not)
        self.last_error = ""
        self._connection = sqlite3.connect(location, isolation_level=None, check_same_thread=False,
                                           timeout=busy_timeout_ms / 1000)
        # synchronous is per connection: this one's checkpoints sync as the writer's would.
        self._connection.execute(f"PRAGMA synchronous={synchronous}")
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"wal-checkpoint:{location}", daemon=True)
        self._thread.start()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def checkpoint(self) -> Tuple[int, int]:
        """One passive checkpoint now; returns (frames in the WAL, frames copied into the file)."""
        _busy, frames, copied = self._connection.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
        return int(frames), int(copied)

    def _run(self) -> None:
        while not self._stop.wait(self.interval_s):
            try:
                self.checkpoint()
            except sqlite3.Error as err:  # e.g. the file is being closed or locked: retry next tick
                self.failures += 1
                self.last_error = str(err)

    def close(self) -> None:
        """Stop the thread (waiting for a checkpoint in progress) and release its connection; idempotent."""
        if self._stop.is_set():
            return
        self._stop.set()
        if threading.current_thread() is not self._thread:  # a finalizer may run on this thread
            self._thread.join()
        self._connection.close()

"""Buffered ingest for streams (the memory node's topics): take each event on arrival (an
``Event`` the node's conversion already validated, or a trace-form record validated here),
write batches through ``Memory.ingest`` (one transaction each), count everything.

A record that fails validation is rejected alone (counted, reported through ``log``) and never
reaches the store. If a batch fails as a whole (for example one event older than its stream's
last stored event), it is retried record by record so only the bad record is lost. A record whose
id is stored with different content (a conflict) or that the clock guard quarantined is counted
as rejected and logged. When the store's write lock is held past its busy timeout by another
process (``StoreBusyError``), or the store fails to write, the batch goes back to the front of the
buffer and the next flush waits ``busy_retry.backoff_s`` seconds (no sleep: flushes before then
return at once); ``contention`` counts those waits. Nothing is lost and the caller never sees the
error.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Dict, List, Mapping, Optional, Union

from obsmem_ros.core.busy_retry import backoff_s
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.reader import MemoryReader
from obsmem_ros.core.records import Event, IngestReport
from obsmem_ros.errors import InvalidEventError, StoreError


class IngestBuffer:
    """Pending events of one stream consumer, with counters for monitoring and replay barriers."""

    def __init__(self, memory: Memory, *, batch_size: int, log: Optional[Any] = None) -> None:
        self.memory = memory
        self.batch_size = batch_size
        self._warn: Callable[[str], None] = log.warning if log is not None else (lambda text: None)
        self.pending: List[Event] = []
        self.received = self.ingested = self.duplicates = self.unobserved = self.rejected = self.segments = 0
        self.last_event_id = ""
        self.contention = 0  # flushes put off because the store was busy or failed to write
        self.conflicts = self.quarantined = 0  # of the rejected: stored with other content / held by the clock guard
        self.forgotten = 0  # of the duplicates: forgotten on request and sent again
        self._failures = 0  # consecutive failed flushes (the backoff's attempt number)
        self._retry_at = 0.0  # time.monotonic() before which flush() writes nothing

    def add(self, record: Union[Event, Mapping[str, Any]], *, event_id: str, counted: bool = True) -> None:
        """Queue one event, validating a trace-form record first (``counted``: it arrived on a topic)."""
        if counted:
            self.arrived(event_id)
        try:
            self.pending.append(record if isinstance(record, Event) else self.memory.validate(record))
        except InvalidEventError as err:
            self.reject(event_id, str(err))

    def arrived(self, event_id: str) -> None:
        """Count one record that arrived on a topic."""
        self.received += 1
        self.last_event_id = event_id

    def reject(self, event_id: str, reason: str) -> None:
        self.rejected += 1
        self._warn(f"rejected event {event_id!r}: {reason}")

    def full(self) -> bool:
        return len(self.pending) >= self.batch_size

    def flush(self) -> List[Event]:
        """Write what is pending; returns the events of the flushed batch."""
        if not self.pending or time.monotonic() < self._retry_at:
            return []
        batch, self.pending = self.pending, []
        try:
            self._write(batch)
        except StoreError as err:  # busy past the timeout, or a failed write: keep the batch, retry later
            self.pending[:0] = batch
            self._failures += 1
            self.contention += 1
            delay = backoff_s(self._failures)
            self._retry_at = time.monotonic() + delay
            self._warn(f"store busy or failing ({err}); keeping {len(self.pending)} pending events, "
                       f"retrying in {delay:.1f} s (contention {self.contention})")
            return []
        self._failures, self._retry_at = 0, 0.0
        return batch

    def _write(self, batch: List[Event]) -> None:
        try:
            self._count(self.memory.ingest(batch))
        except InvalidEventError:
            for event in batch:
                try:
                    self._count(self.memory.ingest([event]))
                except InvalidEventError as err:
                    self.reject(event.id, str(err))

    def _count(self, report: IngestReport) -> None:
        self.ingested += report.accepted
        self.duplicates += report.duplicates
        self.unobserved += report.unobserved
        self.conflicts += len(report.conflicts)
        self.quarantined += len(report.quarantined)
        self.forgotten += report.forgotten
        for event_id in report.conflicts:
            self.reject(event_id, "conflict: this id is already stored with different content; the stored "
                                  "version was kept")
        for event_id in report.quarantined:
            self.reject(event_id, "quarantined: dated more than max_future_skew_s ahead of the receiving clock "
                                  "(see obsmem stats)")
        if report.forgotten:  # counted as duplicates in MemoryStats, and said out loud
            self.duplicates += report.forgotten
            self._warn(f"{report.forgotten} events were forgotten on request; sent again, they are not stored")

    def counts(self) -> Dict[str, Any]:
        """Counters as the ``MemoryStats`` service reports them."""
        return {"received": self.received, "ingested": self.ingested, "duplicates": self.duplicates,
                "unobserved": self.unobserved, "rejected": self.rejected, "conflicts": self.conflicts,
                "quarantined": self.quarantined, "forgotten": self.forgotten, "contention": self.contention,
                "pending": len(self.pending),
                "segments": self.segments, "last_event_id": self.last_event_id}


def touched_entities(reader: MemoryReader, events: List[Event]) -> List[str]:
    """Entities whose belief may have changed with ``events``: those they name (objects, deltas,
    claims) and those placed in the rooms where they happened (two levels down: on the furniture
    and in the containers there), since a person acting in a room makes its contents uncertain."""
    named = {e for event in events for e in (*event.objects, *(d.entity for d in event.deltas),
                                              *(c.entity for c in event.claims))}
    frontier = {event.location for event in events if event.location}
    for _ in range(2):
        frontier = {snap.entity for place in frontier for snap in reader.located_in(place)}
        named |= frontier
    return sorted(named)

"""Ingest of a trace file (``trace.jsonl``, ``docs/formats.md``) with per-record rejection.

Each line is validated on its own (JSON nesting depth checked before decoding); a bad line is
rejected with its line number and reason and the rest of the file still goes in, the good lines
before it included: ingest is per line, not atomic per file (``docs/formats.md``). A line whose
id is already stored with different content is reported as a conflict (the stored version
stays); a line dated too far ahead of the wall clock is quarantined (``Memory.hold_future``).
Each batch is checked and written under the store's write lock, so two ingests of one file at
once both finish without storing an event twice; a batch that finds the lock held past the busy
timeout is retried with backoff (``busy_retry``). The valid events are written in batches of
``EngineConfig.batch_size``, one transaction each, so a crash loses at most the batch in flight
and a re-run skips what is already stored (ingest is idempotent by event id). An admitted event
older than the last stored event of its ``source`` stream is rejected here, before the batch is
written, so one late event does not cost its batch. When the file is in, the derived views are
brought up to date (``Memory.catch_up``), so the file's facts are counted and its time includes them.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, Callable, Dict, Iterator, List, Optional, Tuple

from obsmem_ros.core.busy_retry import FILE_ATTEMPTS, backoff_s
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.observer_gate import admits
from obsmem_ros.core.records import Event, IngestReport
from obsmem_ros.core.validation import decode_line
from obsmem_ros.errors import InvalidEventError, ObsMemError, StoreBusyError

Progress = Callable[[int], None]


@dataclass
class TraceIngestReport:
    """What one file ingest did; ``rejected`` holds ``(line, message)`` pairs."""

    lines: int = 0
    accepted: int = 0
    duplicates: int = 0
    unobserved: int = 0
    forgotten: int = 0  # lines whose event was forgotten on request: dropped, never stored again
    facts: int = 0  # facts derived when the file was in (``Memory.catch_up``)
    conflicts: int = 0
    quarantined: int = 0
    busy_retries: int = 0
    seconds: float = 0.0
    rejected: List[Tuple[int, str]] = field(default_factory=list)
    notices: List[Tuple[int, str]] = field(default_factory=list)  # (line, message) of conflicts and quarantines

    @property
    def rate(self) -> float:
        """Lines processed per second."""
        return self.lines / self.seconds if self.seconds > 0 else 0.0

    def to_dict(self) -> Dict[str, object]:
        return {"lines": self.lines, "accepted": self.accepted, "duplicates": self.duplicates,
                "unobserved": self.unobserved, "forgotten": self.forgotten, "rejected": len(self.rejected),
                "conflicts": self.conflicts, "quarantined": self.quarantined, "busy_retries": self.busy_retries,
                "facts": self.facts,
                "seconds": round(self.seconds, 3), "rate_per_s": round(self.rate, 1),
                "rejections": [{"line": line, "error": message} for line, message in self.rejected[:100]],
                "notices": [{"line": line, "notice": message} for line, message in self.notices[:100]]}

    @property
    def complete(self) -> bool:
        """Whether every line went in or was already stored as it is (no rejection, conflict or quarantine)."""
        return not (self.rejected or self.conflicts or self.quarantined)


def ingest_trace(memory: Memory, path: "str | Path", *, progress: Optional[Progress] = None) -> TraceIngestReport:
    """Ingest a JSONL trace file into ``memory``; ``progress`` receives bytes read since the last call."""
    try:
        handle = open(path, "rb")
    except OSError as err:
        raise ObsMemError(f"Could not read trace {path}: {err.strerror}.") from err
    report = TraceIngestReport()
    started = time.perf_counter()
    with handle:
        for batch in _batches(handle, memory, report, progress):
            _write_batch(memory, batch, report)
    report.facts = memory.catch_up().facts
    report.seconds = time.perf_counter() - started
    return report


def _batches(handle: BinaryIO, memory: Memory, report: TraceIngestReport,
             progress: Optional[Progress]) -> Iterator[List[Tuple[int, Event]]]:
    batch: List[Tuple[int, Event]] = []
    for number, raw in enumerate(handle, start=1):
        if progress is not None:
            progress(len(raw))
        if not raw.strip():
            continue
        report.lines += 1
        try:
            batch.append((number, decode_line(raw.rstrip(b"\r\n"), line=number, config=memory.config)))
        except InvalidEventError as err:
            report.rejected.append((number, str(err)))
        if len(batch) >= memory.config.batch_size:
            yield batch
            batch = []
    if batch:
        yield batch


def _write_batch(memory: Memory, batch: List[Tuple[int, Event]], report: TraceIngestReport) -> None:
    """Write one batch, retrying with backoff while another process holds the write lock."""
    attempt = 0
    while True:
        try:
            with memory.store.transaction():  # checks and write see one state of the store (a concurrent ingest)
                outcome = _write_locked(memory, batch)
            break
        except StoreBusyError:
            attempt += 1
            if attempt >= FILE_ATTEMPTS:
                raise
            report.busy_retries += 1
            time.sleep(backoff_s(attempt))
    result, rejected, held = outcome
    lines = {e.id: number for number, e in batch}
    report.rejected += rejected
    report.accepted += result.accepted
    report.duplicates += result.duplicates
    report.unobserved += result.unobserved
    report.forgotten += result.forgotten
    report.conflicts += len(result.conflicts)
    report.quarantined += len(held) + len(result.quarantined)
    report.notices += [(lines[i], f"line {lines[i]}: event {i!r}: conflict: already stored with different content; "
                        "the stored version was kept") for i in result.conflicts]
    report.notices += [(lines[i], f"line {lines[i]}: event {i!r}: quarantined: {reason}") for i, reason in held]


def _write_locked(memory: Memory, batch: List[Tuple[int, Event]]
                  ) -> Tuple[IngestReport, List[Tuple[int, str]], List[Tuple[str, str]]]:
    """One batch under the write lock: the clock guard first (a far-future event never reaches the
    stream check), then the per-record stream check, then ``Memory.ingest``."""
    kept, held = memory.hold_future([e for _, e in batch])
    keep_ids = {id(e) for e in kept}
    kept_ids = [e.id for e in kept]
    stored = memory.stored_ids(kept_ids) | memory.forgotten_ids(kept_ids)  # neither is checked against its stream
    clock = memory.stream_clock()
    keep: List[Event] = []
    rejected: List[Tuple[int, str]] = []
    robot = memory.robot_id
    for number, event in batch:
        if id(event) not in keep_ids:
            continue
        if event.id not in stored and admits(event, robot):
            try:
                clock.advance(event)
            except InvalidEventError as err:
                rejected.append((number, f"line {number}: {err}"))
                continue
        keep.append(event)
    return memory.ingest(keep), rejected, held

"""What one forget costs (``python -m obsmem_ros.bench.forget_cost --events 100000 --db /tmp/f.db``).

Builds a memory from the synthetic household trace, consolidates it, then forgets its first
person and prints one JSON row: events removed and observer-scrubbed, forget seconds (selection,
deletions, re-mining, text-index pruning, VACUUM and WAL truncation), database bytes before and
after, whether compaction finished, and the seconds to replay 2,000 already seen events (the
tombstone check on the ingest path).
"""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

import click

from obsmem_ros.bench.household import PEOPLE, HouseholdTrace
from obsmem_ros.core.memory import Memory


@click.command()
@click.option("--events", default=100_000, show_default=True, help="Events in the memory.")
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path), required=True, help="Store to (re)create.")
@click.option("--seed", default=7, show_default=True)
def forget_cost(events: int, db: Path, seed: int) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    trace = list(HouseholdTrace(seed=seed).events(events))
    with Memory(str(db)) as memory:
        for start in range(0, events, 2000):
            memory.ingest(trace[start:start + 2000])
        memory.consolidate()
        before = memory.stats().db_bytes
        started = time.perf_counter()
        report = memory.forget(person=PEOPLE[0], requested_by="bench")
        seconds = time.perf_counter() - started
        started = time.perf_counter()
        memory.ingest(trace[:2000])
        replay = time.perf_counter() - started
        row = {"events": events, "removed": report.events_removed,
               "observers_scrubbed": report.removed["observers_scrubbed"], "forget_s": round(seconds, 2),
               "compacted": report.compacted, "db_bytes_before": before, "db_bytes_after": memory.stats().db_bytes,
               "replay_2000_s": round(replay, 3), "cpus": os.cpu_count()}
    click.echo(json.dumps(row))


if __name__ == "__main__":
    forget_cost()

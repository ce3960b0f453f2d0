"""What a derived batch pays to read where people go (``python -m obsmem_ros.bench.visit_counts
--sizes 10000,100000 --db /tmp/v.db``).

Builds a memory of each size from the synthetic household trace, then times, in the same run and
on the same store, the two ways a derived batch reads the visits (``EventRows.visits``): ``old``,
the ``GROUP BY`` over every located event up to the batch that ran before the running counts, and
``new``, the counts (``store.visit_rows``) less the located events after the batch. Two batches:
the newest (derivation at write time: nothing after it) and one with ``--behind`` events queued
after it (a catch-up). Prints one JSON row per size: the median milliseconds of each read over
``--repeats`` reads, old / new, whether both read the same visits, and how many (actor, place)
pairs there are.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict

import click

from obsmem_ros.bench.household import HouseholdTrace
from obsmem_ros.bench.stats import median_ms
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.store import EventRows

# the visits read as it was: a count over the whole log per derived batch
OLD_SQL = ("SELECT actor, location, COUNT(*) FROM events WHERE actor != '' AND location != '' AND time_ns <= ? "
           "GROUP BY actor, location")
BATCH = 2000  # events per ingest call, as the other bench commands feed memory


@click.command()
@click.option("--sizes", default="10000,100000", show_default=True, help="Events in each memory, comma-separated.")
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path), required=True, help="Store to (re)create.")
@click.option("--behind", default=BATCH, show_default=True, help="Events after the catch-up batch.")
@click.option("--repeats", default=21, show_default=True, help="Reads timed per figure (the median is printed).")
@click.option("--seed", default=7, show_default=True)
def visit_counts(sizes: str, db: Path, behind: int, repeats: int, seed: int) -> None:
    for size in (int(s) for s in sizes.split(",")):
        click.echo(json.dumps(_row(size, db, behind, repeats, seed)))


def _row(size: int, db: Path, behind: int, repeats: int, seed: int) -> Dict[str, Any]:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    trace = list(HouseholdTrace(seed=seed).events(size))
    row: Dict[str, Any] = {"events": size}
    with Memory(str(db)) as memory:
        for start in range(0, size, BATCH):
            memory.ingest(trace[start:start + BATCH])
        rows = EventRows(memory.store)
        row["pairs"] = len(rows.visits(trace[-1].time_ns))   # (actor, place) pairs read
        for name, hi in (("newest", trace[-1].time_ns), ("catch_up", trace[max(0, size - behind - 1)].time_ns)):
            old = lambda: sorted((r[0], r[1], int(r[2])) for r in rows.store.query(OLD_SQL, (hi,)))  # noqa: E731
            new = lambda: rows.visits(hi)  # noqa: E731
            old_ms, new_ms = median_ms(old, repeats), median_ms(new, repeats)
            row.update({f"{name}_old_ms": round(old_ms, 3), f"{name}_new_ms": round(new_ms, 3),
                        f"{name}_old_vs_new": round(old_ms / new_ms, 1) if new_ms else None,
                        f"{name}_same": old() == new()})
    return row



if __name__ == "__main__":
    visit_counts()

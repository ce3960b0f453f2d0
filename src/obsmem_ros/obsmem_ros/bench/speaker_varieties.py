"""What a preference question pays to read the varieties of English each speaker has shown
(``python -m obsmem_ros.bench.speaker_varieties --db /tmp/sv.db [--trace trace.jsonl]``).

Builds a memory from a trace file (a generated household's ``trace.jsonl``) or, without one, from
the synthetic household trace, then times, on the same store, the two ways a question reads
them (``query/retrieval/heard_varieties.py``): ``old``, the walk over every utterance up to the
cutoff that marks each one's varieties, as before the ``speaker_varieties`` table; ``new``, the
table read as of the cutoff (``Memory.speaker_varieties``). Two cutoffs: the newest event and the
middle of the memory's time span. Prints one JSON row: the median milliseconds of each read over ``--repeats`` reads,
old / new, and whether both read the same varieties.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, FrozenSet, List, Optional

import click

from obsmem_ros.bench.household import HouseholdTrace
from obsmem_ros.bench.stats import median_ms
from obsmem_ros.core.language.varieties import varieties_marked
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.records import EventKind

BATCH = 2000  # events per ingest call, as the other bench commands feed memory


@click.command()
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path), required=True, help="Store to (re)create.")
@click.option("--trace", type=click.Path(exists=True, dir_okay=False, path_type=Path), default=None,
              help="Trace lines (JSONL) to build the memory from; the synthetic household without.")
@click.option("--size", default=10000, show_default=True, help="Synthetic events, without --trace.")
@click.option("--repeats", default=21, show_default=True, help="Reads timed per figure (the median is printed).")
@click.option("--seed", default=7, show_default=True)
def speaker_varieties(db: Path, trace: Optional[Path], size: int, repeats: int, seed: int) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    lines = _lines(trace) if trace else list(HouseholdTrace(seed=seed).events(size))
    with Memory(str(db)) as memory:
        for start in range(0, len(lines), BATCH):
            memory.ingest(lines[start:start + BATCH])
        memory.catch_up()
        first, last = memory.time_span() or (0, 0)
        row: Dict[str, Any] = {"events": memory.event_count(),
                               "utterances": len(memory.events_between(first, last, kinds=[EventKind.UTTERANCE]))}
        for name, cutoff in (("newest", last), ("middle", (first + last) // 2)):
            old_ms = median_ms(lambda: walked(memory, cutoff), repeats)  # noqa: B023
            new_ms = median_ms(lambda: memory.speaker_varieties(cutoff), repeats)  # noqa: B023
            row.update({f"{name}_old_ms": round(old_ms, 3), f"{name}_new_ms": round(new_ms, 3),
                        f"{name}_old_vs_new": round(old_ms / new_ms, 1) if new_ms else None,
                        f"{name}_same": walked(memory, cutoff) == memory.speaker_varieties(cutoff)})
    click.echo(json.dumps(row))


def _lines(trace: Path) -> List[dict]:
    return [json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines() if line.strip()]


def walked(memory: Memory, cutoff: int) -> Dict[str, FrozenSet[str]]:
    """The varieties as a question read them before the table: every utterance up to the cutoff."""
    spoken: Dict[str, FrozenSet[str]] = {}
    for event in memory.events_between(0, cutoff, kinds=[EventKind.UTTERANCE]):
        if event.actor and event.utterance:
            spoken[event.actor] = spoken.get(event.actor, frozenset()) | varieties_marked(event.utterance)
    return {speaker: marked for speaker, marked in spoken.items() if marked}



if __name__ == "__main__":
    speaker_varieties()

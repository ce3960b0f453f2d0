"""``obsmem ingest``: load a trace file into a memory, with a progress bar and a summary."""
from __future__ import annotations

from pathlib import Path
from typing import List, Tuple

import click
from tqdm import tqdm

from obsmem_ros.cli.common import db_option, emit_json, json_option, open_memory
from obsmem_ros.core.trace_ingest import ingest_trace


@click.command("ingest")
@db_option
@json_option
@click.argument("events", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.pass_context
def ingest_command(ctx: click.Context, db: Path, as_json: bool, events: Path) -> None:
    """Ingest EVENTS (trace JSONL, docs/formats.md) into the memory at --db (created if missing).

    Ingest is per line: bad lines are rejected one by one (the rest goes in, before and after
    them). Rejections, conflicts (an id already stored with different content) and quarantined
    lines (dated too far ahead of the clock) make the exit status 1."""
    with open_memory(ctx, db, must_exist=False) as memory:
        with tqdm(total=events.stat().st_size, unit="B", unit_scale=True, desc="ingest", disable=None,
                  leave=False) as bar:
            report = ingest_trace(memory, events, progress=bar.update)
    if as_json:
        emit_json(report.to_dict())
        ctx.exit(0 if report.complete else 1)
    click.echo(f"{report.accepted} accepted, {len(report.rejected)} rejected, {report.duplicates} already stored, "
               f"{report.unobserved} not perceived by the robot (not stored), {report.conflicts} conflicts, "
               f"{report.quarantined} quarantined; "
               + (f"{report.forgotten} forgotten on request (not stored again); " if report.forgotten else "")
               + f"{report.facts} facts; "
               f"{report.lines} lines in {report.seconds:.2f} s ({report.rate:,.0f} events/s)")
    if report.busy_retries:
        click.echo(f"  the store was busy (another writer held its lock): {report.busy_retries} retries", err=True)
    _list("rejected", report.rejected)
    _list("warning", report.notices)
    ctx.exit(0 if report.complete else 1)


def _list(label: str, items: List[Tuple[int, str]]) -> None:
    for _, message in items[:20]:
        click.echo(f"  {label}: {message}", err=True)
    if len(items) > 20:
        click.echo(f"  ... and {len(items) - 20} more", err=True)

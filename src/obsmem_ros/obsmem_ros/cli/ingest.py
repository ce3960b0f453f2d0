"""``obsmem ingest``: load a trace file into a memory, with a progress bar and a summary."""
from __future__ import annotations

from pathlib import Path

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

    Bad lines are rejected one by one (the rest goes in) and make the exit status 1."""
    with open_memory(ctx, db, must_exist=False) as memory:
        with tqdm(total=events.stat().st_size, unit="B", unit_scale=True, desc="ingest", disable=None,
                  leave=False) as bar:
            report = ingest_trace(memory, events, progress=bar.update)
    if as_json:
        emit_json(report.to_dict())
        ctx.exit(1 if report.rejected else 0)
    click.echo(f"{report.accepted} accepted, {len(report.rejected)} rejected, {report.duplicates} already stored, "
               f"{report.unobserved} not perceived by the robot (not stored); "
               + (f"{report.forgotten} forgotten on request (not stored again); " if report.forgotten else "")
               + f"{report.facts} facts; "
               f"{report.lines} lines in {report.seconds:.2f} s ({report.rate:,.0f} events/s)")
    for line, message in report.rejected[:20]:
        click.echo(f"  rejected: {message}", err=True)
    if len(report.rejected) > 20:
        click.echo(f"  ... and {len(report.rejected) - 20} more rejections", err=True)
    ctx.exit(1 if report.rejected else 0)

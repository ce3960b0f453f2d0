"""``obsmem consolidate`` and ``obsmem stats``."""
from __future__ import annotations

from pathlib import Path

import click

from obsmem_ros.cli.common import db_option, emit_json, json_option, open_memory
from obsmem_ros.core.timefmt import format_iso


@click.command("consolidate")
@db_option
@json_option
@click.pass_context
def consolidate_command(ctx: click.Context, db: Path, as_json: bool) -> None:
    """Mine routines, preferences and habits from the stored events."""
    with open_memory(ctx, db) as memory:
        counts = memory.consolidate()
    if as_json:
        emit_json(counts)
        return
    click.echo(", ".join(f"{count} {name}" for name, count in counts.items()))


@click.command("stats")
@db_option
@json_option
@click.pass_context
def stats_command(ctx: click.Context, db: Path, as_json: bool) -> None:
    """Sizes: events, facts, entities, edit operations, compression ratio, database bytes, and the
    events the clock guard quarantined (the latest five with their reasons)."""
    with open_memory(ctx, db) as memory:
        stats = memory.stats()
        held = memory.quarantined(limit=5) if stats.quarantined else []
    document = {"events": stats.events, "facts": stats.facts, "entities": stats.entities, "edit_ops": stats.edit_ops,
                "compression_ratio": round(stats.compression_ratio, 3), "commitments": stats.commitments,
                "episodes": stats.episodes, "knowledge": stats.knowledge, "db_bytes": stats.db_bytes,
                "bytes_per_event": round(stats.db_bytes / stats.events, 1) if stats.events else None,
                "schema_version": stats.schema_version, "forgets": stats.forgets,
                "first_event": format_iso(stats.time_span[0]) if stats.time_span else None,
                "last_event": format_iso(stats.time_span[1]) if stats.time_span else None,
                "quarantined": stats.quarantined}
    if as_json:
        emit_json({**document, "quarantine": held})
        return
    for key, value in document.items():
        click.echo(f"{key}: {value}")
    for row in held:
        click.echo(f"  quarantined {row['id']} (source {row['source'] or '-'}, received {row['received']}): {row['reason']}")

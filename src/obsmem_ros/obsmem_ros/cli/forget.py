"""``obsmem forget``: remove every trace of a person, an entity or a time span (household privacy)."""
from __future__ import annotations

from pathlib import Path
from typing import Optional, Tuple

import click

from obsmem_ros.cli.common import db_option, emit_json, json_option, open_memory
from obsmem_ros.core.timefmt import parse_iso_ns


@click.command("forget")
@db_option
@json_option
@click.option("--person", default="", metavar="ID", help="Person id: their events, claims, commitments, knowledge.")
@click.option("--entity", default="", metavar="ID", help="Entity id (object, place): its record, events and facts.")
@click.option("--between", nargs=2, default=None, metavar="START END",
              help="ISO 8601 times with offset: only events in this window (inclusive).")
@click.option("--requested-by", "requested_by", default="", metavar="WHO",
              help="Who asked (kept in the audit record; give a role or account, not the forgotten name).")
@click.pass_context
def forget_command(ctx: click.Context, db: Path, as_json: bool, person: str, entity: str,
                   between: Optional[Tuple[str, str]], requested_by: str) -> None:
    """Forget what --person, --entity and --between select (all given ones must match): the events,
    facts, claims, commitments, episode text, derived knowledge and index entries; then compact the
    store. Prints the audit record, which keeps counts and salted hashes, never the content."""
    window = None
    if between is not None:
        try:
            window = (parse_iso_ns(between[0]), parse_iso_ns(between[1]))
        except ValueError as err:
            raise click.BadParameter(str(err), param_hint="--between") from None
    with open_memory(ctx, db) as memory:
        report = memory.forget(person=person, entity=entity, between=window, requested_by=requested_by)
    if as_json:
        emit_json(report.to_dict())
        return
    removed = ", ".join(f"{count} {name}" for name, count in report.removed.items() if count)
    click.echo(f"forgot {report.events_removed} events (audit {report.audit_id}); removed: {removed or 'nothing'}; "
               f"store {'compacted' if report.compacted else 'NOT yet compacted (retried at next open)'}")

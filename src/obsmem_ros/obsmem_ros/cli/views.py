"""Reading commands: ``state``, ``history``, ``beliefs``, ``commitments``, ``episodes``."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import click

from obsmem_ros.cli.common import at_option, db_option, emit_json, json_option, open_memory, parse_at
from obsmem_ros.core.record_json import belief_json, commitment_json, episode_json, fact_json, snapshot_json
from obsmem_ros.core.records import CommitmentStatus, Fact
from obsmem_ros.core.timefmt import format_iso


def _fact_line(fact: Fact) -> str:
    said = f" (reported by {fact.reporter})" if fact.reporter else f" ({fact.provenance.value})"
    return f"{format_iso(fact.time_ns)}  {fact.entity}.{fact.attribute} = {fact.value}{said}  [{fact.id}]"


def _entity_id(memory, mention: str) -> str:
    found = memory.resolve_entity(mention, limit=1)
    return found[0] if found else mention


@click.command("state")
@db_option
@at_option
@json_option
@click.argument("entity")
@click.argument("attribute", required=False)
@click.pass_context
def state_command(ctx: click.Context, db: Path, at: Optional[str], as_json: bool, entity: str,
                  attribute: Optional[str]) -> None:
    """Current (or --at) value of ENTITY's ATTRIBUTE (all attributes when omitted), with its belief."""
    at_ns = parse_at(at)
    with open_memory(ctx, db) as memory:
        entity = _entity_id(memory, entity)
        snapshots = ([memory.state(entity, attribute, at_ns=at_ns)] if attribute
                     else memory.states(entity, at_ns=at_ns))
        rows = [(s, memory.belief(s.entity, s.attribute, as_of_ns=at_ns) if s.known else None) for s in snapshots]
    if as_json:
        emit_json({"entity": entity, "states": [snapshot_json(s, b) for s, b in rows]})
        return
    if not any(s.known for s, _ in rows):
        click.echo(f"{entity}{'.' + attribute if attribute else ''}: not known")
        return
    for snapshot, belief in rows:
        if not snapshot.known:
            continue
        click.echo(f"{entity}.{snapshot.attribute} = {snapshot.current.value}  [{belief.label.value}: {belief.reason}]")
        if snapshot.primary is not None and snapshot.reported is not None:
            click.echo(f"  reported since: {_fact_line(snapshot.reported)}")


@click.command("history")
@db_option
@json_option
@click.argument("entity")
@click.argument("attribute", required=False)
@click.pass_context
def history_command(ctx: click.Context, db: Path, as_json: bool, entity: str, attribute: Optional[str]) -> None:
    """Every value ENTITY's ATTRIBUTE (or every attribute) ever had, observed and reported, oldest first."""
    with open_memory(ctx, db) as memory:
        entity = _entity_id(memory, entity)
        facts = memory.history(entity, attribute)
    if as_json:
        emit_json({"entity": entity, "attribute": attribute, "history": [fact_json(f) for f in facts]})
        return
    if not facts:
        click.echo(f"{entity}: no history")
    for fact in facts:
        click.echo(_fact_line(fact))


@click.command("beliefs")
@db_option
@at_option
@json_option
@click.option("--entity", default=None, help="Only this entity.")
@click.option("--limit", default=50, show_default=True, type=int, help="Most recently verified pairs shown.")
@click.pass_context
def beliefs_command(ctx: click.Context, db: Path, at: Optional[str], as_json: bool, entity: Optional[str],
                    limit: int) -> None:
    """Belief (fresh / stale / uncertain / contradicted) of every tracked fact, as of --at."""
    with open_memory(ctx, db) as memory:
        beliefs = memory.beliefs(as_of_ns=parse_at(at), entity=entity and _entity_id(memory, entity), limit=limit)
    if as_json:
        emit_json({"beliefs": [belief_json(b) for b in beliefs]})
        return
    for belief in beliefs:
        click.echo(f"{belief.entity}.{belief.attribute} = {belief.value}  {belief.label.value}: {belief.reason}")


@click.command("commitments")
@db_option
@at_option
@json_option
@click.option("--status", type=click.Choice([s.value for s in CommitmentStatus]), default=None)
@click.pass_context
def commitments_command(ctx: click.Context, db: Path, at: Optional[str], as_json: bool,
                        status: Optional[str]) -> None:
    """Requests, reminders, promises and schedules, with their status as of --at."""
    with open_memory(ctx, db) as memory:
        found = memory.commitments(as_of_ns=parse_at(at), status=CommitmentStatus(status) if status else None)
    if as_json:
        emit_json({"commitments": [commitment_json(c) for c in found]})
        return
    for c in found:
        due = f" due {format_iso(c.due_ns)}" if c.due_ns is not None else ""
        again = f" ({c.recurrence})" if c.recurrence else ""
        click.echo(f"[{c.status.value}] {c.kind.value}: {c.owner} -> {c.beneficiary or '-'}: {c.action}{due}{again}"
                   f"  [{c.source_event_id}]")


@click.command("episodes")
@db_option
@json_option
@click.option("--limit", default=20, show_default=True, type=int, help="Most recent episodes shown.")
@click.pass_context
def episodes_command(ctx: click.Context, db: Path, as_json: bool, limit: int) -> None:
    """Episode cards, oldest first."""
    with open_memory(ctx, db) as memory:
        cards = memory.episodes(limit=limit)
    if as_json:
        emit_json({"episodes": [episode_json(c) for c in cards]})
        return
    for card in cards:
        click.echo(f"{card.id} [{card.boundary}] {card.summary}")

"""Shared pieces of the ``obsmem`` commands: options, opening memory, output."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Optional

import click

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.timefmt import parse_iso_ns

db_option = click.option("--db", "db", required=True, type=click.Path(dir_okay=False, path_type=Path),
                         help="SQLite memory file of the home.")
json_option = click.option("--json", "as_json", is_flag=True, help="Print one JSON document instead of text.")
at_option = click.option("--at", "at", default=None, metavar="TIME",
                         help="ISO 8601 time with offset: answer as memory stood then.")


def engine_config(ctx: click.Context) -> EngineConfig:
    """The engine config chosen with the group's ``--config`` (defaults otherwise)."""
    path = (ctx.find_root().params or {}).get("config_path")
    return EngineConfig.from_yaml(path) if path else EngineConfig()


def open_memory(ctx: click.Context, db: Path, *, must_exist: bool = True) -> Memory:
    if must_exist and not db.exists():
        raise click.UsageError(f"--db {db}: no such memory file (create it with `obsmem ingest`).")
    return Memory(str(db), config=engine_config(ctx))


def parse_at(at: Optional[str]) -> Optional[int]:
    if at is None:
        return None
    try:
        return parse_iso_ns(at)
    except ValueError as err:
        raise click.BadParameter(str(err), param_hint="--at") from None


def emit_json(document: Any) -> None:
    click.echo(json.dumps(document, indent=2, ensure_ascii=False))

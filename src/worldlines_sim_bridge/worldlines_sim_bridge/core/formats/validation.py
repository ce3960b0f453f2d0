"""JSON-schema validation of the benchmark files (schemas ship beside this module)."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any, Dict, Iterable

from worldlines_sim_bridge.errors import SchemaValidationError

SCHEMAS = {"trace_event": "trace_event.schema.json", "sample": "sample.schema.json", "world": "world.schema.json"}


@lru_cache(maxsize=None)
def load_schema(name: str) -> Dict[str, Any]:
    """A schema by name (trace_event, sample, world)."""
    if name not in SCHEMAS:
        raise SchemaValidationError(f"Unknown schema {name!r}; known schemas: {', '.join(sorted(SCHEMAS))}.")
    text = resources.files(__package__).joinpath("schemas", SCHEMAS[name]).read_text()
    return json.loads(text)


@lru_cache(maxsize=None)
def _validator(name: str):
    from jsonschema import Draft202012Validator
    schema = load_schema(name)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def validate(document: Any, name: str, *, where: str = "") -> None:
    """Raise SchemaValidationError naming the first violation of ``document`` against schema ``name``."""
    errors = sorted(_validator(name).iter_errors(document), key=lambda e: list(e.absolute_path))
    if errors:
        first = errors[0]
        path = "/".join(str(p) for p in first.absolute_path) or "(root)"
        raise SchemaValidationError(f"{where or name}: field {path!r} is invalid: {first.message}.")


def validate_rows(rows: Iterable[Dict[str, Any]], name: str, *, where: str = "") -> int:
    """Validate every row (JSONL); returns the count."""
    count = 0
    for count, row in enumerate(rows, start=1):
        validate(row, name, where=f"{where or name} row {count} (id {row.get('id', '?')!r})")
    return count

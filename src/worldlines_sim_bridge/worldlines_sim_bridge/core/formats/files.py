"""Readers and writers of trace.jsonl, samples.jsonl and world.json, byte-stable for a seed.

JSON is written with sorted keys, fixed separators and ASCII escapes off; nothing in the files
depends on the wall clock, hashing or set order, so equal inputs give byte-identical files.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, Iterable, Iterator, List

from obsmem_ros import EngineConfig, Event, InvalidEventError, event_from_json
from worldlines_sim_bridge.errors import BenchmarkFormatError

TRACE_FILE, WORLD_FILE, SAMPLES_FILE, META_FILE = "trace.jsonl", "world.json", "samples.jsonl", "benchmark.json"


def dumps(document: Any) -> str:
    """The one JSON rendering used for every file line."""
    return json.dumps(document, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def write_jsonl(path: Path, rows: Iterable[Dict[str, Any]]) -> int:
    count = 0
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        for row in rows:
            handle.write(dumps(row) + "\n")
            count += 1
    return count


def read_jsonl(path: Path) -> Iterator[Dict[str, Any]]:
    try:
        handle = open(path, encoding="utf-8")
    except OSError as err:
        raise BenchmarkFormatError(f"Could not open {path}: {err}.") from err
    with handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                yield json.loads(line)
            except json.JSONDecodeError as err:
                raise BenchmarkFormatError(f"{path} line {number} is not JSON: {err}.") from err


def write_json(path: Path, document: Any) -> None:
    Path(path).write_text(json.dumps(document, sort_keys=True, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def read_json(path: Path) -> Any:
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as err:
        raise BenchmarkFormatError(f"Could not read JSON from {path}: {err}.") from err


def write_trace(path: Path, events: Iterable[Event]) -> int:
    return write_jsonl(path, (e.to_json() for e in events))


def read_trace(path: Path) -> List[Event]:
    """Events of a trace.jsonl file, in file order."""
    out, config = [], EngineConfig()
    for raw in read_jsonl(path):
        try:
            out.append(event_from_json(raw, config))
        except InvalidEventError as err:  # it names the field and the reason
            raise BenchmarkFormatError(f"{path}: event {raw.get('id', '?')!r} is malformed: {err}") from err
    return out


def read_samples(path: Path) -> List[Dict[str, Any]]:
    return list(read_jsonl(path))

"""Benchmark file formats: JSON schemas (``schemas/*.json``), validation, readers and writers.

Files of a generated benchmark folder: ``trace.jsonl`` (one event per line, the WorldEvent fields;
what ``obsmem ingest`` reads), ``world.json`` (home, final state, per-entity timelines),
``samples.jsonl`` (Memory-QA and planning samples), ``benchmark.json`` (settings and counts),
and ``bag/`` (rosbag2, mcap) written by ``worldlines bag``.
"""
from .files import (META_FILE, SAMPLES_FILE, TRACE_FILE, WORLD_FILE, dumps, read_json, read_jsonl, read_samples,
                    read_trace, write_json, write_jsonl, write_trace)
from .validation import SCHEMAS, load_schema, validate, validate_rows

__all__ = ["META_FILE", "SAMPLES_FILE", "TRACE_FILE", "WORLD_FILE", "dumps", "read_json", "read_jsonl", "read_samples",
           "read_trace", "write_json", "write_jsonl", "write_trace", "SCHEMAS", "load_schema", "validate",
           "validate_rows"]

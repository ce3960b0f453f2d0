"""Persisting segment records into the suite's memory engine (obsmem_ros `Memory`, SQLite by default).

Each record becomes trace events through the engine's own `segment_to_events`, so it passes the
engine's validation, observer gate, entity editing and state trail like any other event; the
engine's consolidation then mines routines, preferences and habits into the same store. The memory
node serves the typed tools from that store.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Dict, Iterable

from ..errors import DataError
from .records import SegmentRecord


def segment_payload(record: SegmentRecord) -> Dict[str, Any]:
    """A record in the form `obsmem_ros.core.segments.segment_to_events` reads (times as int ns)."""
    data = record.to_dict()
    data.update(start_ns=record.start_ns, end_ns=record.end_ns)
    data["actions"] = [{**a.to_dict(), "start_ns": a.start_ns, "end_ns": a.end_ns} for a in record.actions]
    data["utterances"] = [{**u.to_dict(), "start_ns": u.start_ns, "end_ns": u.end_ns} for u in record.utterances]
    return data


def write_engine_store(records: Iterable[SegmentRecord], path: Path, participant: str, *, batch: int = 200) -> Dict[str, Any]:
    """Ingest records (in time order) into the engine store at `path`, consolidate, and return its stats."""
    from obsmem_ros import ObsMemError
    from obsmem_ros.core import EngineConfig, Memory, segment_to_events

    try:
        with Memory(str(path), config=EngineConfig(participant=participant)) as memory:
            robot = memory.robot_id
            pending = []
            for record in records:
                pending.extend(segment_to_events(segment_payload(record), robot_id=robot))
                if len(pending) >= batch:
                    memory.ingest(pending)
                    pending = []
            if pending:
                memory.ingest(pending)
            knowledge = memory.consolidate()
            stats = memory.stats()
    except ObsMemError as err:
        raise DataError(f"engine store {path} could not be written: {err}") from err
    return {"path": str(path), "events": stats.events, "entities": stats.entities, "edit_ops": dict(stats.edit_ops),
            "compression_ratio": round(stats.compression_ratio, 4), "knowledge": knowledge}

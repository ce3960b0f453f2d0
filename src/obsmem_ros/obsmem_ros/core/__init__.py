"""ROS-free core of obsmem_ros: plain Python; never imports rclpy or generated message modules.

The engine's entry points, re-exported here: ``Memory`` (one home's memory: write path and
every read view; implements ``MemoryReader``), ``EngineConfig``, the typed records, and
``ingest_trace`` (trace files with per-line rejection), ``event_from_json`` (the JSON edge: one
trace-form record validated into an ``Event``) and ``validate_event`` (the same rules for an
``Event`` built in code from untrusted data). Subpackages: ``store`` (drivers and
migrations), ``query`` (read path), ``entities`` (online entity editor), ``knowledge`` (miners).
"""
from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.memory import Memory, MemoryStats
from obsmem_ros.core.reader import MemoryReader
from obsmem_ros.core.records import (Belief, BeliefLabel, Commitment, CommitmentKind, CommitmentStatus, EpisodeCard,
                                     Event, EventKind, Fact, FactSpec, IngestReport, Provenance, Snapshot, ValueType)
from obsmem_ros.core.trace_ingest import TraceIngestReport, ingest_trace
from obsmem_ros.core.validation import event_from_json, validate_event

__all__ = [
    "Belief", "BeliefLabel", "Commitment", "CommitmentKind", "CommitmentStatus", "EngineConfig", "EpisodeCard",
    "Event", "EventKind", "Fact", "FactSpec", "IngestReport", "Memory", "MemoryReader", "MemoryStats", "Provenance",
    "Snapshot", "TraceIngestReport", "ValueType", "event_from_json", "ingest_trace", "validate_event",
]

"""ROS-free core of obsmem_ros: plain Python; never imports rclpy or generated message modules.

The engine's entry points, re-exported here: ``Memory`` (one home's memory: write path and
every read view; implements ``MemoryReader``), ``EngineConfig``, the typed records, and
``ingest_trace`` (trace files with per-line rejection). Subpackages: ``store`` (drivers and
migrations), ``query`` (read path), ``views`` (the seven views and their helpers).
"""
from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.memory import Memory, MemoryStats
from obsmem_ros.core.reader import MemoryReader
from obsmem_ros.core.records import (Belief, BeliefLabel, Commitment, CommitmentKind, CommitmentStatus, EpisodeCard,
                                     Event, EventKind, Fact, FactSpec, IngestReport, Provenance, Snapshot, ValueType)
from obsmem_ros.core.trace_ingest import TraceIngestReport, ingest_trace

__all__ = [
    "Belief", "BeliefLabel", "Commitment", "CommitmentKind", "CommitmentStatus", "EngineConfig", "EpisodeCard",
    "Event", "EventKind", "Fact", "FactSpec", "IngestReport", "Memory", "MemoryReader", "MemoryStats", "Provenance",
    "Snapshot", "TraceIngestReport", "ValueType", "ingest_trace",
]

"""obsmem_ros: the memory engine and its node; see README.md and docs/.

The face of the package: the one event record (``Event``), the fact records (``Fact`` of the
State view, ``FactSpec`` of an event's deltas and claims), ``EventKind``, ``ValueType``, the
belief labels (``BeliefLabel``), the ``Memory`` facade with its ``EngineConfig``, and the JSON
edge (``event_from_json``, raising ``InvalidEventError``), re-exported from ``obsmem_ros.core``.
"""
from obsmem_ros.core import (BeliefLabel, EngineConfig, Event, EventKind, Fact, FactSpec, Memory, ValueType,
                             event_from_json)
from obsmem_ros.errors import InvalidEventError

__all__ = ["BeliefLabel", "EngineConfig", "Event", "EventKind", "Fact", "FactSpec", "InvalidEventError", "Memory",
           "ValueType", "event_from_json"]

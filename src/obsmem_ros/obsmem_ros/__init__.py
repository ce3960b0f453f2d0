"""obsmem_ros: the memory engine and its node; see README.md and docs/.

The face of the package: the one event record (``Event``) and fact records (``Fact`` of the
State view, ``FactSpec`` of an event's deltas and claims), ``EventKind``, the belief labels
(``BeliefLabel``) and the ``Memory`` facade, re-exported from ``obsmem_ros.core``.
"""
from obsmem_ros.core import BeliefLabel, Event, EventKind, Fact, FactSpec, Memory, ValueType, event_from_json

__all__ = ["BeliefLabel", "Event", "EventKind", "Fact", "FactSpec", "Memory", "ValueType", "event_from_json"]

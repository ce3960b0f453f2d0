"""obsmem_ros: the ObsMem memory engine and the memory node; see README.md and docs/.

The face of the package, so every other package uses the one record: the event record
(``Event``), the fact records (``Fact`` of the State view, ``FactSpec`` of an event's deltas and
claims), ``EventKind``, ``ValueType``, the belief labels (``BeliefLabel``), the ``Memory`` facade
with its ``EngineConfig``, the JSON edge (``event_from_json``, raising ``InvalidEventError``) and
the package's base error (``ObsMemError``), re-exported from ``obsmem_ros.core`` and
``obsmem_ros.errors``. ``core`` is the ROS-free engine (its ``__init__`` lists the full public
API); ``nodes`` holds the memory node, the message conversions and the rclpy helpers other
packages' nodes share.
"""
from obsmem_ros.core import (BeliefLabel, EngineConfig, Event, EventKind, Fact, FactSpec, Memory, ValueType,
                             event_from_json)
from obsmem_ros.errors import InvalidEventError, ObsMemError

__all__ = ["BeliefLabel", "EngineConfig", "Event", "EventKind", "Fact", "FactSpec", "InvalidEventError", "Memory",
           "ObsMemError", "ValueType", "event_from_json"]

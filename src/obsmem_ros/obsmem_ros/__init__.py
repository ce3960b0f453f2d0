"""obsmem_ros: the ObsMem memory engine and the memory node; see README.md and docs/.

The suite's shared records and the memory facade, exported here so every other package uses the
one ``Event``, ``Fact``, ``EventKind`` and ``BeliefLabel`` and the ``Memory`` facade. ``core`` is
the ROS-free engine (its ``__init__`` lists the full public API); ``nodes`` holds the memory node,
the message conversions and the rclpy helpers other packages' nodes share.
"""
from obsmem_ros.core import BeliefLabel, EngineConfig, Event, EventKind, Fact, Memory
from obsmem_ros.errors import ObsMemError

__all__ = ["BeliefLabel", "EngineConfig", "Event", "EventKind", "Fact", "Memory", "ObsMemError"]

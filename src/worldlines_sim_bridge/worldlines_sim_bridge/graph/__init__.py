"""The suite's node graph: one description (``config/graph.yaml``), two ways to start it.

- :mod:`.spec` loads and validates the description and builds each node's ``--ros-args``;
- :mod:`.launchgen` renders the standard ``launch/*.launch.py`` files for real ROS 2 installs;
- :mod:`.processes` starts nodes here as separate processes (tests and the local runner);
- :mod:`.ros_latency` is the ROS `Query` latency probe ``obsmem bench --ros`` loads as a plug-in.
- :mod:`.permissions` and :mod:`.keystore` turn ``config/security.yaml`` into an SROS2 keystore
  (``worldlines-graph security create``);
- :mod:`.soak` streams events and queries through the memory node (``worldlines-graph soak``).

The rclpy-side waits and calls live in ``obsmem_ros.nodes`` (one helper, every wait bounded).

``spec``, ``launchgen``, ``processes``, ``permissions`` and ``keystore`` never import rclpy.
"""
from .config_paths import config_dir
from .errors import GraphError
from .spec import GraphSpec, NodeSpec, Profile, load_graph

__all__ = ["GraphError", "GraphSpec", "NodeSpec", "Profile", "config_dir", "load_graph"]

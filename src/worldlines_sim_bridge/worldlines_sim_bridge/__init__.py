"""worldlines_sim_bridge: the WorldLines simulator, benchmark and every harness that drives it.

- ``core``: plain Python: the household simulator (``sim``), trace generator (``tracegen``), sample
  miner (``miner``), formats and bags, the Memory-QA evaluator (``evaluation``) and Mimir's planning
  evaluation (``planning``);
- ``nodes``: the bag replay node, the simulated manipulator node and the ROS-backed evaluator;
- ``graph``: the suite's node graph (``config/graph.yaml``): launch-file rendering and the
  process runner, re-exported here for the workspace's cross-process tests;
- ``cli`` / ``graph_cli`` / ``demo``: the ``worldlines`` and ``worldlines-graph`` commands.
"""
from worldlines_sim_bridge.graph import GraphError, GraphSpec, NodeSpec, Profile, config_dir, load_graph
from worldlines_sim_bridge.graph.launchgen import render_profile
from worldlines_sim_bridge.graph.processes import NodeProcess, ProcessGraph

__all__ = ["GraphError", "GraphSpec", "NodeProcess", "NodeSpec", "ProcessGraph", "Profile", "config_dir",
           "load_graph", "render_profile"]

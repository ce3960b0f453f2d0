"""ROS-free core of worldlines_sim_bridge: plain Python; never imports rclpy or generated message modules.

Subpackages, each with its own public API in its ``__init__``: ``sim`` (the household simulator:
``SimWorld``, ``Home``, actions), ``tracegen`` (multi-day traces), ``miner`` (samples with cutoffs,
leakage checks), ``formats`` (files and schemas), ``evaluation`` (memory systems on Memory-QA,
judge, plug-in metrics, reports) and ``planning`` (Mimir's plans executed in the simulator, the
simulated manipulator, planning metrics as plug-ins). No other suite package imports this one.
"""
__all__: list[str] = []

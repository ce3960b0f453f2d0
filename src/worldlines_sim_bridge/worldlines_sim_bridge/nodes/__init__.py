"""ROS 2 nodes of worldlines_sim_bridge: thin adapters over the core (the only place rclpy is imported)."""

"""ROS 2 nodes of mimir_grounding: thin adapters over the core (the only place rclpy is imported)."""

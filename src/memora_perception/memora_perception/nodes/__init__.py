"""ROS 2 nodes of memora_perception: thin adapters over the core (the only place rclpy is imported)."""

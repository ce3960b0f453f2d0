"""ROS 2 nodes of obsmem_ros: thin adapters over the core (the only place rclpy is imported)."""

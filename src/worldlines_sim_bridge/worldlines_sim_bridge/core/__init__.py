"""ROS-free core of worldlines_sim_bridge: plain Python; never imports rclpy or generated message modules."""

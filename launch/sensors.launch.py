# Generated from config/graph.yaml by `worldlines-graph generate-launch`; do not edit.
"""Launch the `sensors` profile: sensor bag replay -> perception (RGB-D + microphone) -> memory, with the planner's Ground."""
import os

from ament_index_python.packages import get_package_share_directory
from launch import LaunchDescription
from launch_ros.actions import Node


def _config(name):
    """A parameter file of the suite's config folder (installed with worldlines_sim_bridge)."""
    return os.path.join(get_package_share_directory("worldlines_sim_bridge"), "config", name)


def generate_launch_description():
    return LaunchDescription([
        Node(
            package='obsmem_ros',
            executable='memory_node',
            name='memory',
            output="screen",
            parameters=[_config('obsmem.yaml'), _config('memory.yaml')],
            remappings=[],
            ros_arguments=["--enclave", "/memory"],
        ),
        Node(
            package='mimir_grounding',
            executable='planner_node',
            name='planner',
            output="screen",
            parameters=[_config('planner.yaml')],
            remappings=[],
            ros_arguments=["--enclave", "/planner"],
        ),
        Node(
            package='memora_perception',
            executable='perception_node',
            name='perception',
            output="screen",
            parameters=[_config('perception.yaml'), _config('sensor_graph.yaml')],
            remappings=[('segments', 'memora/segments')],
            ros_arguments=["--enclave", "/perception"],
        ),
        Node(
            package='worldlines_sim_bridge',
            executable='sensor_replay_node',
            name='sensor_replay',
            output="screen",
            parameters=[_config('sensor_replay.yaml')],
            remappings=[],
            ros_arguments=["--enclave", "/sensor_replay"],
        ),
    ])

# Generated from config/graph.yaml by `worldlines-graph generate-launch`; do not edit.
"""Launch the `sim` profile: memory + planner + simulated manipulator (WorldLines benchmark, planning in simulation)."""
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
            package='worldlines_sim_bridge',
            executable='sim_controller_node',
            name='sim_controller',
            output="screen",
            parameters=[_config('sim_controller.yaml')],
            remappings=[],
            ros_arguments=["--enclave", "/sim_controller"],
        ),
    ])

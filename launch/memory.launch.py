# Generated from config/graph.yaml by `worldlines-graph generate-launch`; do not edit.
"""Launch the `memory` profile: the memory node alone (benchmark replay, other stacks querying memory)."""
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
    ])

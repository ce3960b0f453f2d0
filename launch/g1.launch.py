# Generated from config/graph.yaml by `worldlines-graph generate-launch`; do not edit.
"""Launch the `g1` profile: a Unitree G1 at home - perception, memory, planner, G1 controller, microphone relay."""
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
            package='memora_perception',
            executable='perception_node',
            name='perception',
            output="screen",
            parameters=[_config('perception.yaml'), _config('robots/g1.yaml')],
            remappings=[('segments', 'memora/segments')],
            ros_arguments=["--enclave", "/perception"],
        ),
        Node(
            package='obsmem_ros',
            executable='memory_node',
            name='memory',
            output="screen",
            parameters=[_config('obsmem.yaml'), _config('memory.yaml'), _config('robots/g1.yaml')],
            remappings=[],
            ros_arguments=["--enclave", "/memory"],
        ),
        Node(
            package='mimir_grounding',
            executable='planner_node',
            name='planner',
            output="screen",
            parameters=[_config('planner.yaml'), _config('robots/g1.yaml')],
            remappings=[],
            ros_arguments=["--enclave", "/planner"],
        ),
        Node(
            package='mimir_grounding',
            executable='g1_controller_node',
            name='g1_controller',
            output="screen",
            parameters=[_config('g1_controller.yaml'), _config('robots/g1.yaml')],
            remappings=[],
            ros_arguments=["--enclave", "/g1_controller"],
        ),
        Node(
            package='memora_perception',
            executable='mic_relay_node',
            name='mic_relay',
            output="screen",
            parameters=[_config('mic_relay.yaml'), _config('robots/g1.yaml')],
            remappings=[],
            ros_arguments=["--enclave", "/mic_relay"],
        ),
    ])

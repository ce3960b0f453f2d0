"""Render the standard ``launch/<profile>.launch.py`` files from the graph description.

The files are committed (a real ROS 2 install needs no generator) and a test checks that they
are exactly what this module renders from ``config/graph.yaml``, so the two never drift apart.
"""
from __future__ import annotations

from pathlib import Path

from .spec import GraphSpec, NodeSpec

HEADER = "# Generated from config/graph.yaml by `worldlines-graph generate-launch`; do not edit.\n"

_PREAMBLE = '''import os

from ament_index_python.packages import get_package_share_directory
from launch import LaunchDescription
from launch_ros.actions import Node


def _config(name):
    """A parameter file of the suite's config folder (installed with worldlines_sim_bridge)."""
    return os.path.join(get_package_share_directory("worldlines_sim_bridge"), "config", name)
'''


def _node_block(node: NodeSpec, extra: tuple[str, ...]) -> str:
    params = ", ".join(f"_config({f!r})" for f in (*node.params, *extra))
    remaps = ", ".join(f"({s!r}, {d!r})" for s, d in node.remappings)
    return (
        "        Node(\n"
        f"            package={node.package!r},\n"
        f"            executable={node.executable!r},\n"
        f"            name={node.name!r},\n"
        "            output=\"screen\",\n"
        f"            parameters=[{params}],\n"
        f"            remappings=[{remaps}],\n"
        f"            ros_arguments=[\"--enclave\", \"/{node.name}\"],\n"
        "        ),\n"
    )


def render_profile(graph: GraphSpec, profile: str) -> str:
    """The launch file text for one profile."""
    prof = graph.profile(profile)
    blocks = "".join(_node_block(node, extra) for node, extra in graph.profile_nodes(profile))
    doc = f'"""Launch the `{profile}` profile: {prof.description or ", ".join(prof.nodes)}."""\n'
    return (
        HEADER + doc + _PREAMBLE + "\n\ndef generate_launch_description():\n"
        "    return LaunchDescription([\n" + blocks + "    ])\n"
    )


def write_launch_files(graph: GraphSpec, out: Path) -> list[Path]:
    """Write one launch file per profile into ``out``; returns the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name in sorted(graph.profiles):
        path = out / f"{name}.launch.py"
        path.write_text(render_profile(graph, name))
        written.append(path)
    return written

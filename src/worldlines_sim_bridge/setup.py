"""Build script for worldlines_sim_bridge (ament_python; also pip-installable). The version lives in package.xml."""
import re
from glob import glob
from pathlib import Path

from setuptools import find_packages, setup

PACKAGE = "worldlines_sim_bridge"
VERSION = re.search(r"<version>([^<]+)</version>", Path(__file__).with_name("package.xml").read_text()).group(1)

setup(
    name=PACKAGE,
    version=VERSION,
    packages=find_packages(exclude=["test", "test.*"]),
    include_package_data=True,
    package_data={PACKAGE: ["**/*.json", "**/*.yaml", "**/*.md", "**/*.csv", "**/*.sql", "**/*.jsonl"]},
    data_files=[
        ("share/ament_index/resource_index/packages", [f"resource/{PACKAGE}"]),
        (f"share/{PACKAGE}", ["package.xml"]),
        (f"share/{PACKAGE}/launch", glob("../../launch/*.launch.py")),
        (f"share/{PACKAGE}/config", glob("../../config/*.yaml")),
        (f"share/{PACKAGE}/config/robots", glob("../../config/robots/*.yaml")),
        (f"share/{PACKAGE}/config/homes", glob("../../config/homes/*.yaml")),
    ],
    install_requires=["setuptools"],
    zip_safe=True,
    maintainer="ObsMem maintainers",
    maintainer_email="maintainers@obsmem.invalid",
    description=re.search(r"<description>([^<]+)</description>", Path(__file__).with_name("package.xml").read_text()).group(1),
    license="Apache-2.0",
    extras_require={"test": ["pytest"]},
    entry_points={
        "console_scripts": [
            "worldlines = worldlines_sim_bridge.cli:main",
            "worldlines-graph = worldlines_sim_bridge.graph_cli:main",
            "bag_replay_node = worldlines_sim_bridge.nodes.bag_replay_node:main",
            "sim_controller_node = worldlines_sim_bridge.nodes.sim_controller_node:main",
            "sensor_replay_node = worldlines_sim_bridge.nodes.sensor_replay_node:main",
        ],
        # obsmem's benchmark finds its `--ros` probe here (obsmem_ros never imports this package)
        "obsmem_ros.bench": ["ros_latency = worldlines_sim_bridge.graph.ros_latency:ros_query_latency"],
        # `mimir run` finds the simulator harness of project tasks here (mimir_grounding never imports this package)
        "mimir_grounding.run": ["projects = worldlines_sim_bridge.cli.projects:projects_command"],
    },
)

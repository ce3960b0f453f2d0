"""Build script for memora_perception (ament_python; also pip-installable). The version lives in package.xml."""
import re
from glob import glob
from pathlib import Path

from setuptools import find_packages, setup

PACKAGE = "memora_perception"
VERSION = re.search(r"<version>([^<]+)</version>", Path(__file__).with_name("package.xml").read_text()).group(1)

setup(
    name=PACKAGE,
    version=VERSION,
    packages=find_packages(exclude=["test", "test.*"]),
    include_package_data=True,
    package_data={PACKAGE: ["**/*.json", "**/*.yaml", "**/*.md", "**/*.csv", "**/*.sql"]},
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
    entry_points={"console_scripts": [
        "memora = memora_perception.cli:main",
        "perception_node = memora_perception.nodes.perception_node:main",
        "mic_relay_node = memora_perception.nodes.mic_relay_node:main",
    ]},
)

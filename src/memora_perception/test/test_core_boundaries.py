"""The core never imports ROS; the CLI imports only the core."""
import ast
from pathlib import Path

import memora_perception

PACKAGE = Path(memora_perception.__file__).parent
FORBIDDEN = ("rclpy", "obsmem_interfaces", "sensor_msgs", "builtin_interfaces")


def _imports(path: Path):
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            yield ("." * node.level) + (node.module or "")


def test_core_modules_import_no_ros_package():
    offenders = [(p.name, name) for p in (PACKAGE / "core").rglob("*.py") for name in _imports(p)
                 if name.split(".")[0] in FORBIDDEN]
    assert offenders == []


def test_cli_imports_only_core_and_errors_from_the_package():
    local = [name for name in _imports(PACKAGE / "cli.py") if name.startswith(".")]
    assert local and all(name.startswith((".core", ".errors")) for name in local)

"""The core never imports rclpy or generated messages; the CLI imports only the core."""
from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "mimir_grounding"
FORBIDDEN = ("rclpy", "obsmem_interfaces", "builtin_interfaces", "mimir_grounding.nodes")


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_core_and_cli_import_no_ros():
    files = sorted((PACKAGE / "core").glob("*.py")) + [PACKAGE / "cli.py"]
    offenders = {f.name: sorted(n for n in _imports(f) if n.split(".")[0] in {x.split(".")[0] for x in FORBIDDEN}
                                and any(n == x or n.startswith(x + ".") for x in FORBIDDEN))
                 for f in files}
    assert {k: v for k, v in offenders.items() if v} == {}
    assert len(files) > 10

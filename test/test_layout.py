"""The workspace has the layout DESIGN.md names, and every core stays free of rclpy and generated messages."""
from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PY_PACKAGES = ["obsmem_ros", "memora_perception", "mimir_grounding", "worldlines_sim_bridge"]
FORBIDDEN_IN_CORE = ("rclpy", "obsmem_interfaces", "launch", "launch_ros", "builtin_interfaces", "sensor_msgs")


def test_top_level_folders_exist():
    for name in ("launch", "config", "docker", "src/obsmem_interfaces", "README.md", ".ci/run"):
        assert (ROOT / name).exists(), name


@pytest.mark.parametrize("pkg", PY_PACKAGES)
def test_ament_python_package_has_required_files(pkg):
    base = ROOT / "src" / pkg
    for name in ("package.xml", "setup.py", "setup.cfg", "pyproject.toml", f"resource/{pkg}", "test"):
        assert (base / name).exists(), f"{pkg}: missing {name}"
    assert '<package format="3">' in (base / "package.xml").read_text()
    assert f"script_dir=$base/lib/{pkg}" in (base / "setup.cfg").read_text()
    assert (base / pkg / "core" / "__init__.py").is_file()
    assert (base / pkg / "nodes" / "__init__.py").is_file()


@pytest.mark.parametrize("pkg", PY_PACKAGES)
def test_setup_py_version_comes_from_package_xml(pkg):
    base = ROOT / "src" / pkg
    version = re.search(r"<version>([^<]+)</version>", (base / "package.xml").read_text()).group(1)
    out = subprocess.run([sys.executable, "setup.py", "--version"], cwd=base, capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == version


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("pkg", PY_PACKAGES)
def test_core_never_imports_rclpy_or_messages(pkg):
    core = ROOT / "src" / pkg / pkg / "core"
    offenders = {
        str(path.relative_to(ROOT)): sorted(_imports(path) & set(FORBIDDEN_IN_CORE))
        for path in core.rglob("*.py")
        if _imports(path) & set(FORBIDDEN_IN_CORE)
    }
    assert offenders == {}


@pytest.mark.parametrize("pkg", PY_PACKAGES)
def test_importing_the_core_loads_no_rclpy(pkg):
    code = (
        "import importlib, pkgutil, sys\n"
        f"import {pkg}.core as core\n"
        "for m in pkgutil.walk_packages(core.__path__, core.__name__ + '.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('rclpy', 'obsmem_interfaces')]\n"
        "print(bad)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().splitlines()[-1] == "[]"

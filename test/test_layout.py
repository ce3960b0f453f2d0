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


# --- package dependencies: one way, through faces, declared -------------------------------------

# Which suite package may import which: obsmem_ros <- memora_perception, mimir_grounding <- worldlines_sim_bridge.
ALLOWED_DEPENDENCIES = {
    "obsmem_ros": set(),
    "memora_perception": {"obsmem_ros"},
    "mimir_grounding": {"obsmem_ros"},
    "worldlines_sim_bridge": {"obsmem_ros", "memora_perception", "mimir_grounding"},
}
SUITE_PACKAGES = set(PY_PACKAGES) | {"obsmem_interfaces"}
ROS_PACKAGES = {"rclpy", "rcl_interfaces", "builtin_interfaces", "std_msgs", "sensor_msgs", "geometry_msgs",
                "action_msgs", "obsmem_interfaces", "ament_index_python", "launch", "launch_ros"}
RUN_DEPENDS = ("depend", "exec_depend", "build_depend")
TEST_DEPENDS = (*RUN_DEPENDS, "test_depend")


def _faces(pkg: str) -> set[str]:
    return {pkg, f"{pkg}.core", f"{pkg}.nodes"}


def _imported_modules(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module) of every import statement in a file (relative imports are intra-package)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
    return found


def _owner(path: Path) -> str | None:
    """The suite package a file belongs to (its tests included); None for the workspace's own test/."""
    parts = path.relative_to(ROOT).parts
    return parts[1] if parts[0] == "src" and parts[1] in PY_PACKAGES else None


def _python_files() -> list[Path]:
    return sorted(p for folder in ("src", "test") for p in (ROOT / folder).rglob("*.py"))


def _declared(pkg: str, tags: tuple[str, ...]) -> set[str]:
    text = (ROOT / "src" / pkg / "package.xml").read_text()
    return {name for tag in tags for name in re.findall(rf"<{tag}>\s*([\w-]+)\s*</{tag}>", text)}


def _edges() -> dict[str, set[str]]:
    """Package -> suite packages it imports (any file, tests included) or declares in package.xml."""
    edges = {pkg: _declared(pkg, TEST_DEPENDS) & set(PY_PACKAGES) for pkg in PY_PACKAGES}
    for path in _python_files():
        owner = _owner(path)
        if owner is not None:
            edges[owner] |= {m.split(".")[0] for _, m in _imported_modules(path)} & set(PY_PACKAGES) - {owner}
    return edges


def test_other_packages_are_imported_only_through_their_faces():
    offenders = [
        f"{path.relative_to(ROOT)}:{line}: {module}"
        for path in _python_files()
        for line, module in _imported_modules(path)
        if (top := module.split(".")[0]) in PY_PACKAGES and top != _owner(path) and module not in _faces(top)
    ]
    assert offenders == [], "import another package only from its root, core or nodes:\n" + "\n".join(offenders)


def test_package_dependencies_run_only_in_the_allowed_direction():
    wrong = {pkg: sorted(deps - ALLOWED_DEPENDENCIES[pkg]) for pkg, deps in _edges().items()
             if deps - ALLOWED_DEPENDENCIES[pkg]}
    assert wrong == {}


def test_package_dependency_graph_has_no_cycle():
    edges, state = _edges(), {}

    def visit(pkg: str, path: tuple[str, ...]) -> tuple[str, ...]:
        if state.get(pkg) == "open":
            return (*path, pkg)
        if state.get(pkg) == "done":
            return ()
        state[pkg] = "open"
        for dep in sorted(edges[pkg]):
            cycle = visit(dep, (*path, pkg))
            if cycle:
                return cycle
        state[pkg] = "done"
        return ()

    cycles = [" -> ".join(c) for pkg in PY_PACKAGES if (c := visit(pkg, ()))]
    assert cycles == []


@pytest.mark.parametrize("pkg", PY_PACKAGES)
def test_package_xml_declares_every_suite_and_ros_package_imported(pkg):
    missing = set()
    for path in sorted((ROOT / "src" / pkg).rglob("*.py")):
        in_tests = path.relative_to(ROOT / "src" / pkg).parts[0] == "test"
        declared = _declared(pkg, TEST_DEPENDS if in_tests else RUN_DEPENDS)
        tops = {m.split(".")[0] for _, m in _imported_modules(path)}
        missing |= {f"{name} (in {path.relative_to(ROOT)})" for name in (tops & (SUITE_PACKAGES | ROS_PACKAGES))
                    - declared - {pkg}}
    assert sorted(missing) == []


def test_dependency_checks_catch_a_reach_into_internals_a_cycle_and_an_undeclared_import(tmp_path):
    """The helpers above see what they must: an internal-module import, a back edge, a missing depend."""
    module = tmp_path / "m.py"
    module.write_text("from obsmem_ros.core.memory import Memory\nimport rclpy\nfrom . import sibling\n")
    imported = _imported_modules(module)
    assert imported == [(1, "obsmem_ros.core.memory"), (2, "rclpy")]
    assert "obsmem_ros.core.memory" not in _faces("obsmem_ros") and "obsmem_ros.core" in _faces("obsmem_ros")
    assert "worldlines_sim_bridge" not in ALLOWED_DEPENDENCIES["mimir_grounding"]

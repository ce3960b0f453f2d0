"""The read path keeps the shape DESIGN.md draws: only the view retrievers read memory, the
answerers word what they return, and no module of the query package imports itself back."""
from __future__ import annotations

import ast
import inspect
from pathlib import Path
from typing import Dict, Set

import pytest

QUERY = Path(__file__).resolve().parents[1] / "obsmem_ros" / "core" / "query"
PACKAGE = "obsmem_ros.core.query"


def _module_name(path: Path) -> str:
    parts = path.relative_to(QUERY).with_suffix("").parts
    return ".".join((PACKAGE,) + tuple(p for p in parts if p != "__init__"))


def _imports(path: Path) -> Set[str]:
    """Modules of the query package that `path` imports (relative imports resolved)."""
    module = _module_name(path)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found: Set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.startswith(PACKAGE):
                found.add(target)
                found.update(f"{target}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith(PACKAGE))
    return found


def _graph() -> Dict[str, Set[str]]:
    modules = {_module_name(p): p for p in QUERY.rglob("*.py")}
    return {name: {m for m in _imports(path) if m in modules and m != name} for name, path in modules.items()}


def _reads_memory(path: Path) -> bool:
    tree = ast.parse(path.read_text())
    return any(isinstance(n, ast.Attribute) and n.attr == "reader" for n in ast.walk(tree)) or any(
        isinstance(n, ast.ImportFrom) and (n.module or "").startswith(("obsmem_ros.core.memory", "obsmem_ros.core.store"))
        for n in ast.walk(tree))


@pytest.mark.parametrize("path", sorted(QUERY.rglob("*.py")), ids=lambda p: str(p.relative_to(QUERY)))
def test_only_view_retrievers_read_memory(path):
    allowed = path.parent.name == "retrieval" or path.name in ("engine.py", "text_index.py")
    assert allowed or not _reads_memory(path), f"{path.relative_to(QUERY)} reads memory outside query/retrieval/"


def test_retrievers_never_import_answerers_or_the_engine():
    for name, imported in _graph().items():
        if ".retrieval" in name:
            assert not {m for m in imported if ".answerers" in m or m.endswith((".engine", ".llm"))}, name


def test_query_modules_import_no_circle():
    graph = _graph()
    done: Set[str] = set()

    def visit(name: str, trail: tuple) -> None:
        if name in trail:
            pytest.fail(f"import circle: {' -> '.join(trail[trail.index(name):] + (name,))}")
        if name in done:
            return
        for other in sorted(graph[name]):
            if not other.startswith(name + "."):  # a package importing its own submodules is no circle
                visit(other, trail + (name,))
        done.add(name)

    for module in sorted(graph):
        visit(module, ())


ANSWERERS = QUERY / "answerers"
_READS = (f"{PACKAGE}.retrieval", "obsmem_ros.core.reader", "obsmem_ros.core.memory", "obsmem_ros.core.store")


def _foreign_reads(path: Path) -> Set[str]:
    """What an answerer imports of the retrieval package, the reader, the memory or the store, and
    whether it names the query context."""
    found = {m for m in _imports(path) if m.startswith(_READS)}
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(_READS[1:]):
            found.add(node.module)
        if isinstance(node, ast.Name) and node.id in ("QueryContext", "MemoryReader"):
            found.add(node.id)
    return found


@pytest.mark.parametrize("path", sorted(ANSWERERS.glob("*.py")), ids=lambda p: p.name)
def test_answerers_import_neither_retrieval_nor_the_reader(path):
    assert not _foreign_reads(path), f"answerers/{path.name} reaches memory: {sorted(_foreign_reads(path))}"


def test_answerers_take_the_plan_and_typed_readings():
    from obsmem_ros.core.query.answerers import ANSWERERS as TABLE
    from obsmem_ros.core.query.plan import Intent

    assert set(TABLE) == set(Intent)
    for intent, answerer in TABLE.items():
        params = list(inspect.signature(answerer).parameters)
        assert params[:1] == ["plan"] and len(params) == 2, f"{intent.value}: answerer({', '.join(params)})"

"""Layout rules of the engine's core: SQL lives in ``core/store`` only, and the views and the
store sit on no import cycle (checked on the source with ``ast``, so nothing is imported)."""
from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Dict, Iterator, List, Set, Tuple

ROOT = Path(__file__).resolve().parents[1]  # src/obsmem_ros
CORE = ROOT / "obsmem_ros" / "core"
STORE = CORE / "store"

# A string that starts like an SQL statement: a keyword followed by what that statement needs.
SQL = re.compile(r"^\s*(SELECT\b.*\bFROM\b|INSERT\s+(OR\s+\w+\s+)?INTO\b|UPDATE\s+\w+\s+SET\b|DELETE\s+FROM\b|"
                 r"CREATE\s+(TABLE|(UNIQUE\s+)?INDEX|VIEW|TRIGGER)\b|ALTER\s+TABLE\b|DROP\s+(TABLE|INDEX)\b|"
                 r"WITH\s+(RECURSIVE\s+)?\w+\s+AS\b|PRAGMA\s+\w+|REPLACE\s+INTO\b)", re.DOTALL)


def _modules() -> Dict[str, Path]:
    found = {}
    for path in CORE.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _strings(tree: ast.AST) -> Iterator[Tuple[int, str]]:
    """Every string literal (adjacent literals joined, f-strings with their literal parts)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            yield node.lineno, "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.lineno, node.value


def _imports(name: str, path: Path, modules: Dict[str, Path]) -> Set[str]:
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: Set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)  # ``from pkg import module``
    return {m for m in found if m in modules and m != name}


def _cycles(graph: Dict[str, Set[str]]) -> List[List[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    stack: List[str] = []
    on_stack: Set[str] = set()
    found: List[List[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            step = next(successors, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(sorted(graph[step]))))
                elif step in on_stack:
                    low[node] = min(low[node], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_sql_statements_live_only_in_the_store_package():
    outside = []
    for path in sorted(CORE.rglob("*.py")):
        if STORE in path.parents:
            continue
        for line, text in _strings(ast.parse(path.read_text())):
            if SQL.match(text):
                outside.append(f"{path.relative_to(ROOT)}:{line}: {' '.join(text.split())[:60]}")
    assert outside == [], "SQL outside obsmem_ros/core/store:\n" + "\n".join(outside)


def test_the_sql_detector_sees_statements_and_not_prose():
    for statement in ("SELECT id FROM events", "INSERT OR IGNORE INTO rooms (id) VALUES (?)",
                      "UPDATE entities SET x = 1", "DELETE FROM knowledge", "CREATE TABLE IF NOT EXISTS t (x)",
                      "  WITH recent AS (SELECT 1) SELECT * FROM recent", "PRAGMA data_version"):
        assert SQL.match(statement), statement
    for prose in ("Update the snapshot", "DELETE", "select the best", "Add / Update / Delete / Noop"):
        assert not SQL.match(prose), prose


def test_views_and_store_sit_on_no_import_cycle():
    modules = _modules()
    graph = {name: _imports(name, path, modules) for name, path in modules.items()}
    assert "obsmem_ros.core.views.event_view" in graph["obsmem_ros.core.views.knowledge_view"]  # the scan sees imports
    ours = ("obsmem_ros.core.views", "obsmem_ros.core.store")
    cycles = [c for c in _cycles(graph) if any(m.startswith(ours) for m in c)]
    assert cycles == []


def test_the_cycle_finder_finds_cycles():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []

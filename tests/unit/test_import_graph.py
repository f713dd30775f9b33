"""The runtime's import graph: no circles, and no road from the runtime into ``evaluation``.

Imports inside functions count too: a circle broken only by a deferred import is
still a circle a reader has to keep in mind.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("pipeline", "assets", "checks")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {
        _module_name(path): path for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py"))
    }


def _imported(module: str, path: Path, known: set[str]) -> set[str]:
    """Every module ``module`` names in an import, at any depth of its code.

    ``from a.b import c`` names ``a.b.c`` when that is a module, else ``a.b``; names
    outside the project are kept as written so that a test can look for them.
    """
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                found.add(f"{source}.{alias.name}" if f"{source}.{alias.name}" in known else source)
    return found


def import_graph() -> dict[str, set[str]]:
    """Project module -> the modules it imports (project modules and outside names alike)."""
    modules = _modules()
    known = set(modules)
    return {module: _imported(module, path, known) - {module} for module, path in modules.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle among the graph's own modules, as a path that ends where it starts, or None."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(module: str) -> list[str] | None:
        path.append(module)
        on_path.add(module)
        for target in sorted(graph[module]):
            if target not in graph or target in done:
                continue
            if target in on_path:
                return path[path.index(target) :] + [target]
            if (cycle := visit(target)) is not None:
                return cycle
        path.pop()
        on_path.discard(module)
        done.add(module)
        return None

    for module in sorted(graph):
        if module not in done and (cycle := visit(module)) is not None:
            return cycle
    return None


def test_the_graph_sees_imports_inside_functions():
    graph = import_graph()
    assert "pipeline.extract.parse" in graph["pipeline.extract"]  # get_extractor imports it when asked
    assert "evaluation.attribution" in graph["pipeline.cli.eval"]


def test_the_runtime_imports_form_no_circle():
    cycle = find_cycle(import_graph())
    assert cycle is None, "import circle: " + " -> ".join(cycle)


def test_only_the_command_line_imports_evaluation():
    offenders = {
        module: sorted(name for name in imports if name == "evaluation" or name.startswith("evaluation."))
        for module, imports in import_graph().items()
        if not (module == "pipeline.cli" or module.startswith("pipeline.cli."))
    }
    assert {module: names for module, names in offenders.items() if names} == {}


def test_a_circle_is_found_and_named():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "os"}, "b": set()}) is None

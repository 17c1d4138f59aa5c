"""A name imported from a project module that no longer defines it fails here, at once,
in the fast tier, read from the sources (nothing is imported): not minutes later in a
slow test or in CI, and not never, in a script nobody runs. Found so: a test imported
`minimap_dock` from the module it had moved out of (tests/test_rotating_xvfb.py, caught
only by CI).

For every Python file in tests/, bench/ and tools/ (mypy checks the package's own, and
only those): each `from M import a, b` and `import M` of a project module (the
`quiver` package, or a helper module of tests/, bench/ or tools/), and each `alias.name`
read through a name bound only by importing a project module, must name something the
module binds at its top level (a def, a class, an assignment, an import) or a submodule.
Strings naming a dotted path for `monkeypatch.setattr("quiver.x.name", ...)` and
`mock.patch("quiver.x.name")` are checked the same way."""

from __future__ import annotations

import ast
import functools
import importlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HELPER_FOLDERS = ("tests", "bench", "tools")  # a bare `import x` finds x.py in one of these
MODULE_ATTRIBUTES = {"__file__", "__name__", "__path__", "__spec__", "__dict__", "__doc__", "__package__"}
# monkeypatch.setattr("a.b.c", ...), mock.patch("a.b.c")
PATCHERS = {"setattr", "delattr", "patch", "setitem"}


@functools.cache
def module_file(name: str, near: Path) -> Path | None:
    """The source of project module `name` as seen from a file in folder `near`, or None
    when it is not a project module (the standard library, a dependency)."""
    parts = name.split(".")
    if parts[:2] == ["quiver", "assets"]:  # pyproject's package-dir: quiver.assets is assets/
        parts = ["assets", *parts[2:]]
    if parts[0] in ("quiver", "assets"):
        base = ROOT.joinpath(*parts)
        for candidate in (base.with_suffix(".py"), base / "__init__.py"):
            if candidate.is_file():
                return candidate
        return base  # a quiver module that is not there: reported by the caller
    if len(parts) == 1:
        for folder in (near, *(ROOT / f for f in HELPER_FOLDERS)):
            if (folder / f"{name}.py").is_file():
                return folder / f"{name}.py"
    if parts[0] == "tests" and len(parts) == 2:
        return ROOT / "tests" / f"{parts[1]}.py"
    return None


def _bound(body: list[ast.stmt], path: Path) -> set[str]:
    names: set[str] = set()

    def targets(node: ast.AST) -> None:
        for n in ast.walk(node):
            if isinstance(n, ast.Name):
                names.add(n.id)

    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            for t in node.targets:
                targets(t)
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            targets(node.target)
        elif isinstance(node, ast.Import):
            names.update(a.asname or a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            for a in node.names:
                if a.name == "*":
                    source = module_file(absolute(node, path), path.parent)
                    names.update(defined(source) if source and source.is_file() else {"*"})
                else:
                    names.add(a.asname or a.name)
        elif isinstance(node, (ast.For, ast.AsyncFor)):
            targets(node.target)
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            for item in node.items:
                if item.optional_vars is not None:
                    targets(item.optional_vars)
        for block in ("body", "orelse", "finalbody"):  # if / try / for / while / with
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names |= _bound(getattr(node, block, []) or [], path)
        for handler in getattr(node, "handlers", []) or []:
            names |= _bound(handler.body, path)
    return names


@functools.cache
def defined(path: Path) -> frozenset[str]:
    """The names a module binds at its top level; `*` when it answers any name (a module
    `__getattr__`)."""
    names = _bound(parsed(path).body, path)
    if "__getattr__" in names:
        names.add("*")
    return frozenset(names)


def absolute(node: ast.ImportFrom, path: Path) -> str:
    if not node.level:
        return node.module or ""
    parts = path.relative_to(ROOT).with_suffix("").parts[:-1]  # the file's package
    base = ".".join(parts[: len(parts) - node.level + 1])
    return f"{base}.{node.module}" if node.module else base


def is_module(name: str, near: Path) -> bool:
    source = module_file(name, near)
    return source is not None and source.is_file()


def has(module: str, name: str, near: Path) -> bool:
    """Whether project module `module` (its file exists) has `name`: a submodule, or for
    the package an attribute of the imported module (imported from its cached bytecode,
    far quicker than parsing it), for a helper a name its source binds at the top level."""
    source = module_file(module, near)
    assert source is not None and source.is_file()
    if source.name == "__init__.py" and is_module(f"{module}.{name}", near):
        return True
    if module.split(".")[0] == "quiver":
        return hasattr(importlib.import_module(module), name)
    names = defined(source)
    return name in names or "*" in names or name in MODULE_ATTRIBUTES


@functools.cache
def parsed(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def problems_in(path: Path) -> list[str]:
    tree = parsed(path)
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
    found: list[str] = []
    aliases: dict[str, str] = {}  # local name -> project module, for `alias.name`
    rebound: set[str] = set()

    def check_module(name: str, line: int) -> bool:
        source = module_file(name, path.parent)
        if source is not None and not source.is_file():
            found.append(f"{where}:{line}: no module {name}")
            return False
        return source is not None

    def check_dotted(dotted: str, line: int) -> None:
        """`quiver.a.b.name`: the longest prefix that is a module must have the next name."""
        parts = dotted.split(".")
        for cut in range(len(parts) - 1, 0, -1):
            module = ".".join(parts[:cut])
            if is_module(module, path.parent):
                if not has(module, parts[cut], path.parent):
                    found.append(f"{where}:{line}: {module} has no {parts[cut]}")
                return
        found.append(f"{where}:{line}: no module for {dotted}")

    reads: list[ast.Attribute] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            if isinstance(node.ctx, ast.Load):
                reads.append(node)
        elif isinstance(node, ast.ImportFrom):
            module = absolute(node, path)
            if not check_module(module, node.lineno):
                continue
            for a in node.names:
                if a.name == "*":
                    continue
                if not has(module, a.name, path.parent):
                    found.append(f"{where}:{node.lineno}: {module} has no {a.name}")
                elif is_module(f"{module}.{a.name}", path.parent):
                    aliases[a.asname or a.name] = f"{module}.{a.name}"
                else:
                    rebound.add(a.asname or a.name)
        elif isinstance(node, ast.Import):
            for a in node.names:
                if check_module(a.name, node.lineno):
                    if a.asname:
                        aliases[a.asname] = a.name
                    else:  # `import quiver.x.y` binds `quiver`; `quiver.x.y.name` is checked below
                        aliases.setdefault(a.name.split(".")[0], a.name.split(".")[0])
                else:
                    rebound.add(a.asname or a.name.split(".")[0])
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            rebound.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            rebound.add(node.name)
            if not isinstance(node, ast.ClassDef):
                args = node.args
                rebound.update(a.arg for a in (*args.args, *args.kwonlyargs, *args.posonlyargs))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in PATCHERS
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
            and node.args[0].value.startswith("quiver.")
        ):
            check_dotted(node.args[0].value, node.lineno)

    for node in reads:  # `alias.name` (and `quiver.a.b.name`) through an imported module
        chain: list[str] = []
        head: ast.expr = node
        while isinstance(head, ast.Attribute):
            chain.insert(0, head.attr)
            head = head.value
        if not isinstance(head, ast.Name) or head.id not in aliases or head.id in rebound:
            continue
        dotted = [aliases[head.id], *chain]
        # walk down while the path is a module; the first name past the modules must exist
        module = dotted[0]
        for name in dotted[1:]:
            if not has(module, name, path.parent):
                found.append(f"{where}:{node.lineno}: {module} has no {name}")
                break
            if not is_module(f"{module}.{name}", path.parent):
                break
            module = f"{module}.{name}"
    return sorted(set(found))


def sources() -> list[Path]:
    return [p for folder in HELPER_FOLDERS for p in sorted((ROOT / folder).rglob("*.py"))]


def test_every_imported_project_name_still_exists() -> None:
    stale = [line for path in sources() for line in problems_in(path)]
    assert stale == [], "names imported from modules that no longer have them:\n" + "\n".join(stale)


def test_the_check_sees_a_moved_name(tmp_path: Path) -> None:
    """The check itself: a name moved out of a module, a module gone, a dotted patch target
    and an attribute read through a module alias are all reported; real ones are not."""
    probe = tmp_path / "probe.py"  # not in tests/: the other test, on another worker, would read it
    probe.write_text(
        "from quiver.engine import rng\n"
        "from quiver.engine.rng import no_such_function, Rng\n"
        "import quiver.no_such_module\n"
        "from quiver.scenes import area2d as a2\n"
        "a2.no_such_name\n"
        "rng.no_such_either\n"
        "def t(monkeypatch):\n"
        "    monkeypatch.setattr('quiver.engine.rng.gone', 1)\n"
        "    monkeypatch.setattr('quiver.engine.rng.Rng', 1)\n"
    )
    found = problems_in(probe)
    said = "\n".join(found)
    assert len(found) == 5, said
    for bit in (
        "rng has no no_such_function",
        "no module quiver.no_such_module",
        "area2d has no no_such_name",
        "rng has no no_such_either",
        "rng has no gone",
    ):
        assert bit in said, said

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
`mock.patch("quiver.x.name")` are checked the same way.

What each file says (its imports and reads, or the names it binds) is kept between runs
in the system's temporary folder, by the file's size and time: parsing every file takes
1.8 s of CPU, reading the kept facts 0.17 s. A checkout with none kept yet starts from a
sibling checkout's (another worktree of this machine), whose facts stand for a file whose
content is the same (4-8 s of CPU on a fresh worktree's first run, s395)."""

from __future__ import annotations

import ast
import contextlib
import functools
import hashlib
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
HELPER_FOLDERS = ("tests", "bench", "tools")  # a bare `import x` finds x.py in one of these
MODULE_ATTRIBUTES = {"__file__", "__name__", "__path__", "__spec__", "__dict__", "__doc__", "__package__"}
# monkeypatch.setattr("a.b.c", ...), mock.patch("a.b.c")
PATCHERS = {"setattr", "delattr", "patch", "setitem"}
DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)

# -- the facts kept between runs -------------------------------------------------------------
FACTS_VERSION = 3  # raise when what is kept changes
_checkout = hashlib.sha1(str(ROOT).encode()).hexdigest()[:10]
CACHE = Path(tempfile.gettempdir()) / f"quiver-stale-imports-{os.getuid()}-{_checkout}.json"
_used: set[str] = set()


def _facts_in(path: Path) -> dict[str, Any] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data["facts"] if data.get("version") == FACTS_VERSION else None


@functools.cache
def _kept() -> dict[str, Any]:
    """This checkout's kept facts; none yet: the newest sibling checkout's (each fact
    stands only for a file of the same content, `remembered`)."""
    own = _facts_in(CACHE)
    if own is not None:
        return own
    others = sorted(CACHE.parent.glob(f"quiver-stale-imports-{os.getuid()}-*.json"), key=_age)
    return next((f for f in map(_facts_in, others) if f is not None), {})


def _age(path: Path) -> float:
    with contextlib.suppress(OSError):
        return -path.stat().st_mtime
    return 0.0


def digest(path: Path) -> str:
    return hashlib.sha1(path.read_bytes()).hexdigest()


def remembered(kind: str, path: Path, read: Callable[[Path], Any]) -> Any:
    """read(path), or what it gave last time for this file at this size and time, or
    for a file of this content (a sibling checkout's, or a file touched but not changed)."""
    if not path.is_relative_to(ROOT):  # a test's probe: never kept
        return read(path)
    st = path.stat()
    key, stamp = f"{kind}:{path.relative_to(ROOT)}", [st.st_mtime_ns, st.st_size]
    _used.add(key)
    entry = _kept().get(key)
    if entry is None or entry[0] != stamp:
        content = digest(path)
        if entry is None or entry[2] != content:
            entry = [stamp, read(path), content]
        _kept()[key] = entry = [stamp, entry[1], content]
    return entry[1]


def keep() -> None:
    """Write the facts this run used (those of files gone or unread are dropped)."""
    facts = {k: v for k, v in _kept().items() if k in _used}
    tmp = CACHE.with_name(f"{CACHE.name}.{os.getpid()}")
    try:
        tmp.write_text(json.dumps({"version": FACTS_VERSION, "facts": facts}), encoding="utf-8")
        os.replace(tmp, CACHE)  # whole, even with another worker writing beside it
    except OSError:
        pass


# -- where a module is, and what it binds ----------------------------------------------------
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


def is_module(name: str, near: Path) -> bool:
    source = module_file(name, near)
    return source is not None and source.is_file()


def absolute(node: ast.ImportFrom, path: Path) -> str:
    if not node.level:
        return node.module or ""
    parts = path.relative_to(ROOT).with_suffix("").parts[:-1]  # the file's package
    base = ".".join(parts[: len(parts) - node.level + 1])
    return f"{base}.{node.module}" if node.module else base


def _bound(body: list[ast.stmt], path: Path) -> set[str]:
    """The names statements bind, into if / try / for / while / with blocks but not into
    functions or classes; `*:M` for `from M import *`."""
    names: set[str] = set()

    def targets(node: ast.AST) -> None:
        names.update(n.id for n in ast.walk(node) if isinstance(n, ast.Name))

    for node in body:
        if isinstance(node, DEFS):
            names.add(node.name)
            continue
        if isinstance(node, ast.Assign):
            for t in node.targets:
                targets(t)
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign, ast.For, ast.AsyncFor)):
            targets(node.target)
        elif isinstance(node, ast.Import):
            names.update(a.asname or a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            names.update(
                f"*:{absolute(node, path)}" if a.name == "*" else a.asname or a.name for a in node.names
            )
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            for item in node.items:
                if item.optional_vars is not None:
                    targets(item.optional_vars)
        for block in ("body", "orelse", "finalbody"):
            names |= _bound(getattr(node, block, []) or [], path)
        for handler in getattr(node, "handlers", []) or []:
            names |= _bound(handler.body, path)
    return names


def _bindings(path: Path) -> list[str]:
    """What a module binds at its top level, and the names its functions declare `global`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = _bound(tree.body, path)
    names.update(n for node in ast.walk(tree) if isinstance(node, ast.Global) for n in node.names)
    return sorted(names)


@functools.cache
def defined(path: Path) -> frozenset[str]:
    """The names a module binds at its top level (a star import's too); `*` when it
    answers any name (a module `__getattr__`, a star import of no project module)."""
    names: set[str] = set()
    for name in remembered("binds", path, _bindings):
        if name.startswith("*:"):
            source = module_file(name[2:], path.parent)
            names |= defined(source) if source is not None and source.is_file() else {"*"}
        else:
            names.add(name)
    if "__getattr__" in names:
        names.add("*")
    return frozenset(names)


def has(module: str, name: str, near: Path) -> bool:
    """Whether project module `module` (its file exists) has `name`: bound, or a submodule."""
    source = module_file(module, near)
    assert source is not None and source.is_file()
    if source.name == "__init__.py" and is_module(f"{module}.{name}", near):
        return True
    names = defined(source)
    return name in names or "*" in names or name in MODULE_ATTRIBUTES


# -- what a file imports and reads -----------------------------------------------------------
def _patch_target(node: ast.AST) -> str | None:
    """ "quiver.x.name" of `monkeypatch.setattr("quiver.x.name", ...)` and the like."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
        return None
    if node.func.attr not in PATCHERS or not node.args or not isinstance(node.args[0], ast.Constant):
        return None
    value = node.args[0].value
    return value if isinstance(value, str) and value.startswith("quiver.") else None


def _facts(path: Path) -> dict[str, Any]:
    """A file's imports (line, module, [name, as]), the names it binds otherwise, its patch
    targets (line, dotted) and its attribute reads through an imported name (line, head,
    chain), each once."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    froms, imports, patches, rebound = [], [], [], set()
    reads: list[ast.Attribute] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            if isinstance(node.ctx, ast.Load) and isinstance(node.value, (ast.Name, ast.Attribute)):
                reads.append(node)
        elif isinstance(node, ast.ImportFrom):
            froms.append(
                [node.lineno, absolute(node, path), [[a.name, a.asname or a.name] for a in node.names]]
            )
        elif isinstance(node, ast.Import):
            imports += [[node.lineno, a.name, a.asname] for a in node.names]
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            rebound.add(node.id)
        elif isinstance(node, DEFS):
            rebound.add(node.name)
            if not isinstance(node, ast.ClassDef):
                a = node.args
                rebound.update(x.arg for x in (*a.args, *a.kwonlyargs, *a.posonlyargs))
        elif (target := _patch_target(node)) is not None:
            patches.append([node.lineno, target])
    imported = {name for _, _, names in froms for _, name in names}
    imported |= {asname or name.split(".")[0] for _, name, asname in imports}
    chains = set()
    for node in reads:
        chain: list[str] = []
        head: ast.expr = node
        while isinstance(head, ast.Attribute):
            chain.insert(0, head.attr)
            head = head.value
        if isinstance(head, ast.Name) and head.id in imported:
            chains.add((node.lineno, head.id, tuple(chain)))
    return {
        "froms": froms,
        "imports": imports,
        "rebound": sorted(rebound),
        "patches": patches,
        "reads": sorted([line, head, list(chain)] for line, head, chain in chains),
    }


def problems_in(path: Path) -> list[str]:
    facts = remembered("facts", path, _facts)
    near = path.parent
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
    found: list[str] = []
    aliases: dict[str, str] = {}  # local name -> the project module it is, for `alias.name`
    rebound = set(facts["rebound"])

    def project_module(name: str, line: int) -> bool:
        source = module_file(name, near)
        if source is not None and not source.is_file():
            found.append(f"{where}:{line}: no module {name}")
            return False
        return source is not None

    def down(line: int, module: str, names: list[str]) -> None:
        """`module.a.b...`: walk down while the path is a module; the name past the modules
        must be there."""
        for name in names:
            if not has(module, name, near):
                found.append(f"{where}:{line}: {module} has no {name}")
                return
            if not is_module(f"{module}.{name}", near):
                return
            module = f"{module}.{name}"

    for line, module, names in facts["froms"]:
        if not project_module(module, line):
            continue
        for name, local in names:
            if name == "*":
                continue
            if not has(module, name, near):
                found.append(f"{where}:{line}: {module} has no {name}")
            elif is_module(f"{module}.{name}", near):
                aliases[local] = f"{module}.{name}"
            else:
                rebound.add(local)
    for line, name, asname in facts["imports"]:
        if project_module(name, line):
            if asname:
                aliases[asname] = name
            else:  # `import quiver.x.y` binds `quiver`: reads go down from it
                aliases.setdefault(name.split(".")[0], name.split(".")[0])
        else:
            rebound.add(asname or name.split(".")[0])
    for line, dotted in facts["patches"]:
        parts = dotted.split(".")
        cut = next((k for k in range(len(parts) - 1, 0, -1) if is_module(".".join(parts[:k]), near)), 0)
        if cut:
            down(line, ".".join(parts[:cut]), [parts[cut]])
        else:
            found.append(f"{where}:{line}: no module for {dotted}")
    for line, head, chain in facts["reads"]:
        if head in aliases and head not in rebound:
            down(line, aliases[head], chain)
    return sorted(set(found))


def sources() -> list[Path]:
    return [p for folder in HELPER_FOLDERS for p in sorted((ROOT / folder).rglob("*.py"))]


def test_every_imported_project_name_still_exists() -> None:
    stale = [line for path in sources() for line in problems_in(path)]
    keep()
    assert stale == [], "names imported from modules that no longer have them:\n" + "\n".join(stale)


def test_the_check_sees_a_moved_name(tmp_path: Path) -> None:
    """The check itself: a name moved out of a module, a module gone, a dotted patch target
    and an attribute read through a module alias are all reported; real ones are not."""
    probe = tmp_path / "probe.py"  # not in tests/: the other test, on another worker, would read it
    probe.write_text(
        "from quiver.engine import rng\n"
        "from quiver.engine.rng import no_such_function, Rng\n"
        "import quiver.no_such_module\n"
        "import quiver.engine.rng as r\n"
        "from quiver.scenes import area2d as a2\n"
        "a2.no_such_name\n"
        "rng.no_such_either, r.Rng, rng.Rng.__init__, quiver.engine.rng.Rng\n"
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

"""Which engine and generator modules run: the mypyc-compiled ones or the pure-Python ones.

`tools/build_compiled.py` may have built extension modules next to the sources in
`quiver/engine` and `quiver/generator`; Python's import system prefers them to the `.py`
files. `guard()` (called once by `quiver/__init__.py`, before either package is
imported) keeps them from running when they do not match their sources, or when
`QUIVER_PURE=1` asks for the pure-Python modules: it then puts a finder first on
`sys.meta_path` that loads the `.py` files. Costs a `stat` and a look at one folder when nothing is compiled.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent
GROUP = "quiver.native"  # mypyc's shared library: quiver/native__mypyc.<abi>.so
MANIFEST = HERE / "native_build.json"
PACKAGES = ("engine", "generator")
_PREFIXES = tuple(f"quiver.{p}." for p in PACKAGES)


def compiled_files() -> list[Path]:
    """The extension modules built in place (and mypyc's shared library)."""
    out = [p for p in HERE.glob("native__mypyc.*") if p.suffix in (".so", ".pyd")]
    for package in PACKAGES:
        out += [p for p in (HERE / package).glob("*.*") if p.suffix in (".so", ".pyd")]
    return sorted(out)


def _digest(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


def record(sources: list[str]) -> None:
    """Write the manifest: each compiled source's size, time and hash (the build tool)."""
    import json

    root = HERE.parent
    entries = {}
    for rel in sources:
        path = root / rel
        st = path.stat()
        entries[rel] = [st.st_size, st.st_mtime_ns, _digest(path)]
    MANIFEST.write_text(json.dumps({"sources": entries}, indent=1, sort_keys=True) + "\n")


def stale_sources() -> list[str]:
    """The compiled sources that changed since the build (all of them if the manifest is
    missing or unreadable); an empty list when the build is current."""
    import json

    root = HERE.parent
    try:
        entries: dict[str, Any] = json.loads(MANIFEST.read_text())["sources"]
    except (OSError, ValueError, KeyError, TypeError):
        return ["native_build.json"]
    out = []
    for rel, (size, mtime, digest) in entries.items():
        path = root / rel
        try:
            st = path.stat()
        except OSError:
            out.append(rel)
            continue
        if st.st_size != size or (st.st_mtime_ns != mtime and _digest(path) != digest):
            out.append(rel)
    return out


def active() -> bool:
    """True when the compiled engine is what runs (for the benches and tests)."""
    import quiver.engine.peeling as peeling

    return not (peeling.__file__ or "").endswith(".py")


class _PureFinder:
    """Loads `quiver.engine.*` and `quiver.generator.*` from their `.py` files."""

    def find_spec(self, name: str, path: Any = None, target: ModuleType | None = None) -> ModuleSpec | None:
        if not name.startswith(_PREFIXES):
            return None
        _, package, module = name.split(".", 2)
        source = HERE / package / (module.replace(".", "/") + ".py")
        if not source.exists():
            return None
        return importlib.util.spec_from_file_location(name, source)


def guard() -> None:
    if getattr(sys, "frozen", False):
        return  # a bundle holds one set of modules and no sources to compare with
    pure = os.environ.get("QUIVER_PURE", "") not in ("", "0")
    if not pure and not MANIFEST.exists():
        if not any(HERE.glob("native__mypyc.*")):
            return  # nothing compiled: the usual case
        stale = ["native_build.json (missing)"]
    elif not pure:
        stale = stale_sources()
        if not stale:
            return
    else:
        stale = []
    if stale:
        sys.stderr.write(
            f"quiver: the compiled engine is older than its sources ({', '.join(stale[:3])}); "
            "running the pure-Python modules (rebuild: python tools/build_compiled.py)\n"
        )
    sys.meta_path.insert(0, _PureFinder())

#!/usr/bin/env python3
"""Report modules over MODULE_LINES lines and functions over FUNCTION_LINES lines in
quiver/ that tools/sizes_allowed.toml does not list with a reason (issue 13 item 10).

Exit 0 when every offender is listed and every listed entry still offends (a stale entry
is an error too, so the list shrinks as code is split); 1 otherwise; 2 on a bad list.
`--list` prints every offender with its size, allowed or not.
"""

from __future__ import annotations

import argparse
import ast
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ALLOW_FILE = ROOT / "tools" / "sizes_allowed.toml"
MODULE_LINES = 400
FUNCTION_LINES = 60


def _functions(tree: ast.AST, prefix: str = "") -> Iterator[tuple[str, int]]:
    """(qualified name, lines) of every function and method, nested ones included."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            name = prefix + node.name
            first = min([node.lineno] + [d.lineno for d in node.decorator_list])
            yield name, (node.end_lineno or node.lineno) - first + 1
            yield from _functions(node, name + ".")
        elif isinstance(node, ast.ClassDef):
            yield from _functions(node, prefix + node.name + ".")
        else:
            yield from _functions(node, prefix)


def offenders(root: Path = ROOT) -> dict[str, int]:
    """{'path' or 'path::function': lines} for everything over its limit under quiver/."""
    found: dict[str, int] = {}
    for path in sorted((root / "quiver").rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8")
        lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
        if lines > MODULE_LINES:
            found[rel] = lines
        for name, n in _functions(ast.parse(text, rel)):
            if n > FUNCTION_LINES:
                found[f"{rel}::{name}"] = n
    return found


def load_allowed(path: Path = ALLOW_FILE) -> dict[str, str]:
    """{'path' or 'path::function': reason}; ValueError with one line if the file is bad."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise ValueError(f"cannot read {path.name}: {e}") from None
    allowed = data.get("allowed", {})
    if not isinstance(allowed, dict):
        raise ValueError(f"{path.name}: [allowed] must be a table of 'name = reason'")
    for key, reason in allowed.items():
        if not isinstance(reason, str) or len(reason.strip()) < 10:
            raise ValueError(f"{path.name}: {key!r} needs a written reason")
    return allowed


def problems(found: dict[str, int], allowed: dict[str, str]) -> list[str]:
    """One line per offender without a reason and per allowed entry that no longer offends."""
    out = [
        f"{key}: {n} lines (limit {FUNCTION_LINES if '::' in key else MODULE_LINES}); "
        "split it or list it with a reason in tools/sizes_allowed.toml"
        for key, n in found.items()
        if key not in allowed
    ]
    out += [
        f"{key}: listed in tools/sizes_allowed.toml but within its limit; remove it"
        for key in allowed
        if key not in found
    ]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="print every offender with its size")
    args = parser.parse_args(argv)
    try:
        allowed = load_allowed()
    except ValueError as e:
        print(f"sizes: {e}", file=sys.stderr)
        return 2
    found = offenders()
    if args.list:
        for key, n in sorted(found.items(), key=lambda kv: -kv[1]):
            print(f"{n:5d}  {key}  [{'allowed' if key in allowed else 'NOT ALLOWED'}]")
    bad = problems(found, allowed)
    for line in bad:
        print(f"sizes: {line}", file=sys.stderr)
    if not bad:
        print(f"sizes: {len(found)} over the limits, each listed with its reason")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

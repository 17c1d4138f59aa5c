"""The examples in docstrings are run, so they stay true (issue 13)."""
from __future__ import annotations

import doctest
import importlib
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
WITH_EXAMPLES = sorted(p for p in (ROOT / "quiver").rglob("*.py") if ">>> " in p.read_text(encoding="utf-8"))


def module_name(path: pathlib.Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def test_the_examples_are_found():
    assert len(WITH_EXAMPLES) >= 5, WITH_EXAMPLES


@pytest.mark.parametrize("path", WITH_EXAMPLES, ids=module_name)
def test_docstring_examples(path: pathlib.Path) -> None:
    module = importlib.import_module(module_name(path))
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0, f"{module.__name__}: no example was run"
    assert result.failed == 0, f"{module.__name__}: {result.failed} example(s) failed (see above)"

"""What the one-folder download must not hold (tools/build_bundle.py checks every build
with `contents_problems`): a byte-code cache (assets/__pycache__ came along with the
assets folder), a test folder, an extension module built for another Python, a module
of the leaderboard server or of the developer's tools. Here on made-up folders; the
real build runs in CI (`tools/build_bundle.py --smoke`)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_bundle  # noqa: E402

TAG = sys.implementation.cache_tag
GAME = ["quiver", "quiver.cli", "quiver.server", "quiver.server.serve", "quiver.server.limits", "numpy"]


def folder(tmp_path: Path, *files: str) -> Path:
    root = tmp_path / "quiver"
    for name in ("quiver", "_internal/quiver/assets/sounds/fire.wav", *files):
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"x")
    return root


def test_a_clean_build_has_no_problems(tmp_path):
    root = folder(tmp_path, f"_internal/numpy/_core/_multiarray_umath.{TAG}-x86_64-linux-gnu.so")
    assert build_bundle.contents_problems(root, GAME) == []


def test_caches_tests_and_foreign_extension_modules_are_named(tmp_path):
    root = folder(
        tmp_path,
        f"_internal/quiver/assets/__pycache__/__init__.{TAG}.pyc",
        "_internal/numpy/tests/test_x.py",
        "_internal/glm/glm.cpython-399-x86_64-linux-gnu.so",
    )
    got = build_bundle.contents_problems(root, GAME)
    assert got == [
        "an extension module built for another Python: _internal/glm/glm.cpython-399-x86_64-linux-gnu.so",
        "a test folder: _internal/numpy/tests",
        "a byte-code cache: _internal/quiver/assets/__pycache__",
        f"a byte-code cache: _internal/quiver/assets/__pycache__/__init__.{TAG}.pyc",
    ]


def test_the_server_and_the_developers_modules_are_named_once_each(tmp_path):
    modules = GAME + ["h11", "h11._abnf", "quiver.server.app", "sqlite3.dbapi2", "numpy.f2py.crackfortran"]
    got = build_bundle.contents_problems(folder(tmp_path), modules)
    assert got == [
        f"a module the download leaves out: {m}"
        for m in ("h11", "numpy.f2py", "quiver.server.app", "sqlite3")
    ]


def test_a_grown_bundle_is_named(tmp_path, monkeypatch):
    monkeypatch.setattr(build_bundle, "MAX_MB", 1e-6)
    assert build_bundle.contents_problems(folder(tmp_path), GAME) == ["0 MB, over 1e-06 MB"]

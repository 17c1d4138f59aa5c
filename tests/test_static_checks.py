"""The static checks CI runs (tools/check.sh): ruff and the size limits on the real tree,
and the logic of tools/sizes.py and tools/mypy_ratchet.py on small made-up inputs."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import mypy_ratchet  # noqa: E402
import sizes  # noqa: E402

RUFF = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")


@pytest.mark.skipif(RUFF is None, reason="ruff is not installed (it comes with the test extra)")
@pytest.mark.parametrize("args", [["check", "."], ["format", "--check", "."]])
def test_ruff_finds_nothing(args):
    run = subprocess.run([RUFF, *args], cwd=ROOT, capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stdout + run.stderr


# sizes.offenders() of this checkout, kept between runs in the system's temporary folder
# while no file it reads (quiver/'s modules) nor tools/sizes.py changed its size or time:
# it parses every module, 1.2 s of the fast tier's CPU.
_OFFENDERS = Path(tempfile.gettempdir()) / (
    f"quiver-sizes-{os.getuid()}-{hashlib.sha1(str(ROOT).encode()).hexdigest()[:10]}.json"
)


def offenders_now(root: Path = ROOT, kept: Path = _OFFENDERS) -> dict[str, int]:
    """sizes.offenders(root) as the tree is now (the last run's answer if nothing changed:
    no file's size and time, or else no file's content; a fresh checkout takes a sibling
    checkout's answer for the same contents, s395)."""
    files = [*sorted((root / "quiver").rglob("*.py")), Path(sizes.__file__).resolve()]
    stamps = [[str(p), p.stat().st_mtime_ns, p.stat().st_size] for p in files]
    key = hashlib.sha1(json.dumps(stamps).encode()).hexdigest()
    last = _kept_answer(kept)
    if last.get("key") == key:
        return last["found"]
    content = hashlib.sha1()
    for p in files:
        content.update(f"{p.relative_to(root) if p.is_relative_to(root) else p.name}\0".encode())
        content.update(p.read_bytes())
    siblings = sorted(kept.parent.glob(f"quiver-sizes-{os.getuid()}-*.json")) if kept == _OFFENDERS else []
    same = (a for a in map(_kept_answer, [kept, *siblings]) if a.get("content") == content.hexdigest())
    found = next(same, {}).get("found")
    if found is None:
        found = sizes.offenders(root)
    tmp = kept.with_name(f"{kept.name}.{os.getpid()}")
    with contextlib.suppress(OSError):
        tmp.write_text(
            json.dumps({"key": key, "content": content.hexdigest(), "found": found}), encoding="utf-8"
        )
        os.replace(tmp, kept)
    return found


def _kept_answer(kept: Path) -> dict:
    with contextlib.suppress(OSError, ValueError):
        answer = json.loads(kept.read_text(encoding="utf-8"))
        if isinstance(answer, dict) and isinstance(answer.get("found"), dict):
            return answer
    return {}


def test_every_oversized_module_and_function_is_listed_with_a_reason():
    assert sizes.problems(offenders_now(), sizes.load_allowed()) == []


def test_the_kept_offenders_are_the_trees(tmp_path, monkeypatch):
    """A kept answer stands for the tree only at the same sizes and times: a module that
    grows past the limit (the same name) is found at once."""
    tree, kept = _tree(tmp_path / "t", 10, 5), tmp_path / "kept.json"
    assert offenders_now(tree, kept) == {}
    with monkeypatch.context() as m:
        m.setattr(sizes, "offenders", lambda root: pytest.fail("read again"))
        assert offenders_now(tree, kept) == {}  # the same tree: the kept answer
    (tree / "quiver" / "m.py").write_text("x = 1\n" * (sizes.MODULE_LINES + 1), encoding="utf-8")
    assert offenders_now(tree, kept) == {"quiver/m.py": sizes.MODULE_LINES + 1}


def _tree(root: Path, lines: int, body: int) -> Path:
    """A tree with quiver/m.py of `lines` lines whose function `big` has `body` lines."""
    pkg = root / "quiver"
    pkg.mkdir(parents=True)
    func = "def big():\n" + "    x = 1\n" * (body - 1)
    (pkg / "m.py").write_text(func + "\n" * (lines - body), encoding="utf-8")
    return root


def test_sizes_reports_long_modules_and_functions(tmp_path):
    over = _tree(tmp_path / "over", sizes.MODULE_LINES + 1, sizes.FUNCTION_LINES + 1)
    assert sizes.offenders(over) == {"quiver/m.py": 401, "quiver/m.py::big": 61}
    at_limit = _tree(tmp_path / "at", sizes.MODULE_LINES, sizes.FUNCTION_LINES)
    assert sizes.offenders(at_limit) == {}


def test_sizes_flags_unlisted_offenders_and_stale_entries():
    found = {"quiver/a.py": 500}
    assert sizes.problems(found, {"quiver/a.py": "a data table"}) == []
    assert "quiver/a.py: 500 lines" in sizes.problems(found, {})[0]
    stale = sizes.problems({}, {"quiver/a.py": "a data table"})
    assert stale == ["quiver/a.py: listed in tools/sizes_allowed.toml but within its limit; remove it"]


def test_sizes_refuses_an_entry_without_a_reason(tmp_path):
    bad = tmp_path / "allowed.toml"
    bad.write_text('[allowed]\n"quiver/a.py" = ""\n', encoding="utf-8")
    with pytest.raises(ValueError, match="needs a written reason"):
        sizes.load_allowed(bad)


def test_mypy_ratchet_fails_on_a_new_error_and_asks_to_lower_the_baseline():
    out = "quiver/a.py:3: error: Bad  [x]\nquiver/a.py:9: error: Worse  [y]\nquiver/a.py:9: note: hint\n"
    now = mypy_ratchet.count_errors(out)
    assert now == Counter({"quiver/a.py": 2})
    assert mypy_ratchet.compare(now, Counter({"quiver/a.py": 2})) == []
    assert "fix the new ones" in mypy_ratchet.compare(now, Counter({"quiver/a.py": 1}))[0]
    assert "--update" in mypy_ratchet.compare(Counter(), Counter({"quiver/a.py": 1}))[0]


def test_mypy_baseline_round_trips(tmp_path):
    path = tmp_path / "baseline.txt"
    counts = Counter({"quiver/b.py": 3, "quiver/a.py": 1})
    mypy_ratchet.write_baseline(counts, path)
    assert mypy_ratchet.read_baseline(path) == counts

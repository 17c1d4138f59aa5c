"""The static checks CI runs (tools/check.sh): ruff and the size limits on the real tree,
and the logic of tools/sizes.py and tools/mypy_ratchet.py on small made-up inputs."""

from __future__ import annotations

import shutil
import subprocess
import sys
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


def test_every_oversized_module_and_function_is_listed_with_a_reason():
    assert sizes.problems(sizes.offenders(), sizes.load_allowed()) == []


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

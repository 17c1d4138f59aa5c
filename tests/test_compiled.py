"""The mypyc-compiled engine and generator (tools/build_compiled.py) make exactly the
boards the pure-Python modules make: both run tools/board_hashes.py's cases in their own
process, one with `QUIVER_PURE=1`. Where nothing is compiled (no C compiler, or nobody
ran the build) the comparison skips and says so; the guard that keeps stale or unwanted
compiled modules from running is tested everywhere."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from quiver import _native

ROOT = Path(__file__).resolve().parent.parent

# prints whether the compiled modules ran, then one line per board that differs
_CHECK = """
import sys
sys.path.insert(0, "tools")
import board_hashes
from quiver import _native
from quiver.engine import rng
cases = board_hashes.fast_cases() if sys.argv[1] == "fast" else board_hashes.full_cases()
bad = board_hashes.differences(cases)
print("compiled" if _native.active() else "pure", len(cases), "native" if rng.NATIVE else "bigint")
print("\\n".join(bad))
"""


def _run(tier: str, pure: bool) -> tuple[str, list[str]]:
    env = dict(os.environ)
    env.pop("QUIVER_PURE", None)
    if pure:
        env["QUIVER_PURE"] = "1"
    out = subprocess.run(
        [sys.executable, "-c", _CHECK, tier], cwd=ROOT, env=env, capture_output=True, text=True, timeout=900
    )
    assert out.returncode == 0, out.stderr[-2000:]
    first, *rest = out.stdout.splitlines()
    return first, [line for line in rest if line]


def _need_compiled() -> None:
    """Skip where nothing (current) is compiled; .ci/run, which builds the modules, sets
    QUIVER_REQUIRE_COMPILED=1 so that a failed build fails instead."""
    why = None
    if not _native.compiled_files():
        why = "no compiled modules here: `python tools/build_compiled.py` builds them (needs a C compiler)"
    elif stale := _native.stale_sources():
        why = f"the compiled modules are stale ({', '.join(stale[:3])}): rebuild them"
    if why and os.environ.get("QUIVER_REQUIRE_COMPILED"):
        pytest.fail(why)
    if why:
        pytest.skip(why)


@pytest.mark.slow  # two processes (the full tier: about 20 s of CPU compiled, 45 s pure)
@pytest.mark.parametrize("tier", ["fast", "full"])
def test_compiled_and_pure_boards_are_byte_identical(tier: str) -> None:
    _need_compiled()
    compiled, bad_compiled = _run(tier, pure=False)
    pure, bad_pure = _run(tier, pure=True)
    assert compiled.startswith("compiled ") and pure.startswith("pure ")
    assert compiled.split()[1] == pure.split()[1]  # the same number of cases
    # the PRNG's state a native 64-bit int compiled, one big int pure (engine/rng.py)
    assert compiled.split()[2] == "native" and pure.split()[2] == "bigint"
    assert bad_compiled == [] and bad_pure == []


# the worker process sends its board to the game pickled (ADR 0005)
_PICKLE = """
import pickle, sys
sys.path.insert(0, "tools")
import board_hashes
from quiver import _native
from quiver.engine.codec import dump_board
from quiver.generator import generate
assert _native.active()
for spec in board_hashes.fast_cases()[::4]:
    board = generate(spec)
    again = pickle.loads(pickle.dumps((spec, board)))
    assert again[0] == spec and dump_board(again[1]) == dump_board(board), spec
print("ok")
"""


@pytest.mark.slow
def test_compiled_boards_cross_the_worker_pipe() -> None:
    _need_compiled()
    env = {k: v for k, v in os.environ.items() if k != "QUIVER_PURE"}
    out = subprocess.run([sys.executable, "-c", _PICKLE], cwd=ROOT, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "ok"


@pytest.mark.slow
def test_quiver_pure_loads_the_python_sources() -> None:
    code = "import quiver.generator.build as b, quiver.engine.peeling as e; print(e.__file__, b.__file__)"
    env = dict(os.environ, QUIVER_PURE="1")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert [Path(p).suffix for p in out.stdout.split()] == [".py", ".py"]


def test_a_changed_source_makes_the_build_stale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    here = tmp_path / "quiver"
    (here / "engine").mkdir(parents=True)
    src = here / "engine" / "x.py"
    src.write_text("A = 1\n")
    monkeypatch.setattr(_native, "HERE", here)
    monkeypatch.setattr(_native, "MANIFEST", here / "native_build.json")
    _native.record(["quiver/engine/x.py"])
    assert _native.stale_sources() == []
    src.write_text("A = 1\n")  # the same text, a new time (a checkout): still current
    os.utime(src, ns=(1, 1))
    assert _native.stale_sources() == []
    src.write_text("A = 2\n")  # an edit
    assert _native.stale_sources() == ["quiver/engine/x.py"]
    src.unlink()
    assert _native.stale_sources() == ["quiver/engine/x.py"]
    (here / "native_build.json").write_text("{not json")
    assert _native.stale_sources() == ["native_build.json"]


@pytest.mark.slow
def test_stale_compiled_modules_are_not_run(tmp_path: Path) -> None:
    """A manifest that no longer matches: the game says so once and runs the sources."""
    _need_compiled()
    code = (
        "import json, quiver._native as n;"
        "from pathlib import Path;"
        f"n.MANIFEST = Path({str(tmp_path / 'm.json')!r});"
        "n.MANIFEST.write_text(json.dumps({'sources': {'quiver/engine/peeling.py': [0, 0, 'x']}}));"
        "import sys; sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != '_PureFinder'];"
        "n.guard(); import quiver.engine.peeling as b; print(b.__file__)"
    )
    env = {k: v for k, v in os.environ.items() if k != "QUIVER_PURE"}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().endswith("peeling.py")
    assert "older than its sources" in out.stderr

"""Compile the strictly typed engine and generator with mypyc, in place (opt-in).

    python tools/build_compiled.py            # build quiver/{engine,generator}/*.so in place
    python tools/build_compiled.py --clean    # remove them: the pure-Python modules again
    python tools/build_compiled.py --status   # say which modules are compiled and current

One source: mypyc compiles the same `.py` files the game runs without it. The
extension modules land next to their sources (ignored by git), and Python's import
system takes an extension module before a `.py` of the same name, so nothing else
changes. Without a C compiler nothing is built and the game runs as it always did:
the set-up in the README never calls this (docs/adr/0010-compiled-engine.md says why).

`quiver/_native.py` guards against stale builds: this tool records the size and a hash
of every compiled source in `quiver/native_build.json`; if a source no longer matches
(a checkout, a merge, an edit), the pure-Python modules are used instead and the game
says so once on stderr. `QUIVER_PURE=1` forces the pure-Python modules (the byte-identity
test and the benches use it to compare both in one run).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["QUIVER_PURE"] = "1"  # this tool never runs the modules it (re)builds

from quiver._native import (
    GROUP,
    MANIFEST,
    compiled_files,
    record,
    stale_sources,
)

# Modules left pure: the package __init__ files (re-exports only), and modules mypyc
# compiles but that gain nothing measurable or depend on Python-level behaviour.
EXCLUDED = {
    "quiver/engine/__init__.py",
    "quiver/generator/__init__.py",
    "quiver/engine/errors.py",  # one exception class
    "quiver/engine/regular.py",  # subclasses OSError (mypyc cannot); file opening only
    # Input checks: they hold what a caller passed before refusing it with one clear line;
    # compiled, a wrong-typed value would be a TypeError first. No hot path in them.
    "quiver/engine/spec.py",
    "quiver/engine/codec.py",
    "quiver/generator/spec.py",
    # Board.of and Puzzle.with_record/with_arrows/proven build instances with
    # object.__new__ and fill their __dict__ (a copy without re-validation), which native
    # classes refuse; an Arrow crosses from the worker pickled, as the space below does.
    "quiver/engine/arrows.py",
    "quiver/engine/board.py",
    "quiver/engine/puzzle.py",
    # A board crosses from the worker process to the game pickled, its space with it;
    # a native class neither pickles (it cannot be made without its constructor's
    # arguments) nor takes weak references (the generator keeps per-space tables in
    # WeakKeyDictionaries).
    "quiver/engine/space.py",
    "quiver/generator/gcpause.py",  # gc switches: nothing to speed up
}


def sources() -> list[str]:
    out = []
    for package in ("engine", "generator"):
        for path in sorted((ROOT / "quiver" / package).glob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel not in EXCLUDED:
                out.append(rel)
    return out


def compiler_missing() -> str | None:
    """Why nothing can be built here, or None if a C compiler and Python's headers exist."""
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None:
        return f"no C compiler ({cc}) on PATH"
    include = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not include.exists():
        return f"no Python headers ({include}); install the python3-dev package"
    try:
        import mypyc  # noqa: F401
    except ImportError:
        return "mypyc is missing (it comes with mypy: pip install --group dev)"
    return None


_SETUP = """
import sys
from setuptools.dist import Distribution
from mypyc.build import mypycify
tmp, paths = sys.argv[1], sys.argv[2:]
modules = mypycify(paths, opt_level="3", group_name={group!r}, target_dir=tmp)
# a bare Distribution: setup() would read the project's pyproject.toml, which is not this build
dist = Distribution(dict(name="quiver-native", ext_modules=modules,
                         script_args=["build_ext", "--inplace", "--build-temp", tmp]))
dist.parse_command_line()
dist.run_commands()
"""


def build(jobs: int) -> int:
    why = compiler_missing()
    if why:
        print(f"build_compiled: nothing built: {why}; the pure-Python modules stay in use")
        return 0
    clean(quiet=True)
    with tempfile.TemporaryDirectory(prefix="quiver-mypyc-") as tmp:
        script = Path(tmp) / "setup_native.py"
        script.write_text(_SETUP.format(group=GROUP))
        env = dict(os.environ, MAX_JOBS=str(jobs))
        if os.name != "nt":  # the native Rng's products wrap mod 2**64 (engine/rng.py): said
            env["CFLAGS"] = f"{env.get('CFLAGS', '')} -fwrapv".strip()  # (CPython's own has it)
        # the C files and objects go to the temporary folder, the modules next to their sources
        cmd = [sys.executable, str(script), tmp, *sources()]
        proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
        if proc.returncode != 0:
            sys.stderr.write(proc.stdout[-4000:] + proc.stderr[-4000:])
            clean(quiet=True)
            print("build_compiled: the build failed (above); the pure-Python modules stay in use")
            return 1
    record(sources())  # (the check below loads the build: the record says it is current)
    wrong = _wrong_draws()
    if wrong:
        clean(quiet=True)
        print(f"build_compiled: {wrong}; the pure-Python modules stay in use")
        return 1
    print(f"build_compiled: {len(compiled_files())} extension modules built in place ({MANIFEST.name})")
    return 0


# Run by the fresh build before it is kept: the compiled Rng (a native 64-bit state whose
# products must wrap, engine/rng.py) against SplitMix64 written out on Python ints here.
_DRAW_CHECK = """
from quiver.engine.rng import NATIVE, Rng
M, G = (1 << 64) - 1, 0x9E3779B97F4A7C15
def mix(z):
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & M
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB & M
    return z ^ (z >> 31)
for seed in (0, 1, 42, 2**63 - 1, 2**63, M):
    rng = Rng(seed)
    assert [rng.next_u64() for _ in range(64)] == [mix((seed + k * G) & M) for k in range(1, 65)], seed
print("native" if NATIVE else "pure")
"""


def _wrong_draws() -> str | None:
    """None when the compiled modules draw SplitMix64's numbers, else what is wrong (a
    C compiler that does not wrap signed products would change every board)."""
    env = {k: v for k, v in os.environ.items() if k != "QUIVER_PURE"}
    proc = subprocess.run(
        [sys.executable, "-c", _DRAW_CHECK], cwd=ROOT, env=env, capture_output=True, text=True
    )
    if proc.returncode != 0 or proc.stdout.strip() != "native":
        return "the compiled random numbers differ from SplitMix64's (or did not load)"
    return None


def clean(quiet: bool = False) -> int:
    files = compiled_files()
    for path in files:
        path.unlink()
    if MANIFEST.exists():
        MANIFEST.unlink()
    if not quiet:
        print(f"build_compiled: removed {len(files)} extension modules; the pure-Python modules are in use")
    return 0


def status() -> int:
    files = compiled_files()
    if not files:
        print("no compiled modules: the pure-Python modules are in use")
        return 0
    stale = stale_sources()
    print(f"{len(files)} compiled modules: " + ("current" if not stale else f"STALE ({', '.join(stale)})"))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--clean", action="store_true", help="remove the compiled modules")
    group.add_argument("--status", action="store_true", help="say what is compiled")
    parser.add_argument("--jobs", type=int, default=2, help="C compiler jobs (default 2)")
    args = parser.parse_args()
    if args.clean:
        return clean()
    if args.status:
        return status()
    return build(args.jobs)


if __name__ == "__main__":
    sys.exit(main())

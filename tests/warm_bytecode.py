"""The test modules' rewritten bytecode on a fresh checkout, made once and not once a worker.

pytest compiles each test module with its asserts rewritten and keeps the result (a pyc
under PYTHONPYCACHEPREFIX, tests/conftest.py). On a checkout it has not seen, each xdist
worker rewrote all ~880 test modules itself while it collected, the workers side by side
on the same files: about 18 s of CPU a worker on the 2-core machine, for the same pycs
(s395). So, before a worker collects:

- `seed`: a pyc pytest made for a sibling checkout of this machine (another worktree, the
  main one) is copied where this checkout's goes, when its source is byte for byte this
  checkout's. pytest keeps these pycs by the source's hash, not its time or path, so that
  a moved or restored cache stays good (pytest 9's `_read_pyc`): the copy is the pyc
  pytest would have written, and pytest checks its hash again as it reads it;
- `rewrite_share`: a worker rewrites its share of the modules still missing (every
  N-th, N workers), so the workers make the pycs between them and each then reads them all.

Only a cache: what a test module runs is the same code either way (the same source, the
same rewrite). Anything unexpected (another pytest's internals, a read-only folder) and
this does nothing: collection rewrites what is missing, as before.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import shutil
import sys
import types
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _pyc_of(source: Path, tail: str) -> Path:
    """Where pytest keeps source's rewritten pyc (its get_cache_dir, PYC_TAIL)."""
    from _pytest.assertion import rewrite

    return rewrite.get_cache_dir(source) / (source.name[:-3] + tail)


def _hash_of(path: Path) -> bytes | None:
    """The 8 bytes of source hash a checked-hash pyc holds after its magic and flags."""
    try:
        with open(path, "rb") as f:
            head = f.read(16)
    except OSError:
        return None
    good = len(head) == 16 and head[:4] == importlib.util.MAGIC_NUMBER and head[4:8] == b"\x03\x00\x00\x00"
    return head[8:16] if good else None


def _siblings(mine: Path) -> list[Path]:
    """Other checkouts' `tests` folders under the pycache prefix: those where pytest kept
    a rewritten conftest (up to four folders deep: /work/wt/NAME/tests and the like)."""
    prefix = Path(sys.pycache_prefix or "")
    if not sys.pycache_prefix or not prefix.is_dir():
        return []
    from _pytest.assertion.rewrite import PYC_TAIL

    found = []
    for depth in range(1, 5):
        pattern = "/".join(["*"] * depth) + f"/tests/conftest{PYC_TAIL}"
        found += [p.parent for p in prefix.glob(pattern) if p.parent != mine]
    return sorted(found, key=lambda d: -d.stat().st_mtime)[:8]


def _missing(files: list[Path], tail: str) -> list[tuple[Path, Path, bytes]]:
    """(source, its pyc, its source hash) of the files whose pyc is not there or stale."""
    out = []
    for source in files:
        digest = importlib.util.source_hash(source.read_bytes())[:8]
        pyc = _pyc_of(source, tail)
        if _hash_of(pyc) != digest:
            out.append((source, pyc, digest))
    return out


def seed(missing: list[tuple[Path, Path, bytes]]) -> list[tuple[Path, Path, bytes]]:
    """Copy a sibling checkout's pyc of the same source for each missing one; the ones
    still missing."""
    if not missing:
        return missing
    siblings = _siblings(missing[0][1].parent)
    left = []
    for source, pyc, digest in missing:
        donor = next((d / pyc.name for d in siblings if _hash_of(d / pyc.name) == digest), None)
        if donor is None:
            left.append((source, pyc, digest))
            continue
        pyc.parent.mkdir(parents=True, exist_ok=True)
        part = pyc.with_name(f"{pyc.name}.{os.getpid()}")
        shutil.copyfile(donor, part)
        os.replace(part, pyc)  # whole, as pytest writes its own
    return left


def warm(config) -> None:
    """Before this process collects: the test modules' pycs seeded, then this worker's
    share of the rest rewritten (every module when it runs alone)."""
    if sys.dont_write_bytecode:
        return
    with contextlib.suppress(Exception):  # a pytest whose internals moved: collect as before
        from _pytest.assertion import rewrite

        if not any(isinstance(h, rewrite.AssertionRewritingHook) for h in sys.meta_path):
            return  # (--assert=plain)
        worker = os.environ.get("PYTEST_XDIST_WORKER", "")
        count = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
        index = int(worker.removeprefix("gw")) if worker.startswith("gw") else 0
        files = sorted(TESTS.glob("test_*.py"))
        left = seed(_missing(files, rewrite.PYC_TAIL))
        state = types.SimpleNamespace(trace=lambda *_: None)
        for source, pyc, _digest in left[index::count] if count > 1 else ():
            source_hash, code = rewrite._rewrite_test(source, config)
            if rewrite.try_makedirs(pyc.parent):
                rewrite._write_pyc(state, code, source_hash, pyc)

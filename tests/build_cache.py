"""A test-only cache of the App's builds, installed by tests/conftest.py (not game code).

The fast tier's App tests build the same few puzzles again and again through the App's
generation job (`quiver.game.worker._build`, which an `InlineJob` runs): campaign level 1
of 2D alone about 116 times in 23 files (4.4 s of CPU), a 40x40 heart 37 times, the
toast tests' music note 56 times. `install()` puts a cache in front of `_build` for the
whole run of a process (an xdist worker):

- the first build of a task (a level task or a puzzle code; never a picture, which reads
  a file) runs the real generator and its result is kept pickled, as it was returned;
- a later build of the same task says the same stage (`BUILDING`) and returns a fresh
  unpickled copy: an independent board, as the game's worker process sends it back
  through its pipe (`worker._child_main`), so a board played in one test is never the
  next one's;
- while a monkeypatch (any `pytest.MonkeyPatch`, a `context()` too) has replaced anything
  in the packages a build reads (`GENERATION`), the cache is neither read nor filled: a
  test that spies on the generator or swaps a search or a table sees the real build.

`tests/test_s175_build_cache.py` checks that a kept copy is the board a real build makes,
that it is independent, and that a patch sets the cache aside.

`install()` puts the same kind of cache in front of the generator itself
(`quiver.generator.generate`, s221): the fast tier's tests asked it for the same board
again in other tests and files (a 3D cube 4 hard seed 2 eleven times in six files, a 17
cube seven times): about a third of the run's generation. Same rules (a built-in shape
only, never a picture; nothing while a patch is in place; its notes said again to the
caller), and the generator's own tests always get the real build: a test module whose
name holds one of REAL_BUILDS (determinism, byte-identical boards, the compiled engine,
the build's own work counted) never reads or fills it.
"""

from __future__ import annotations

import os
import pickle
import sys
import types

# The packages a build reads: a monkeypatch of anything in them turns the cache off.
GENERATION = ("quiver.generator", "quiver.engine", "quiver.shapes", "quiver.game", "quiver._native")
MAX_KEPT = 1 << 20  # bytes of one pickled build kept at most (bigger ones build each time)
MAX_TOTAL = 64 << 20  # bytes kept in all; past that, builds are no longer kept

# Test modules that check the generator itself: every build they ask for is the real one.
REAL_BUILDS = (
    "generat",
    "board_hashes",
    "build_cache",
    "campaign",
    "compiled",
    "gallery",
    "hot_paths",
    "locks",
    "progress",
    "quality",
    "rotating",
    "shapes",
    "specials",
    "two_headed",
    "worker",
)

_kept: dict[str, bytes] = {}
_boards: dict[str, tuple[bytes, tuple[str, ...]]] = {}
_patches: dict[int, int] = {}  # id(MonkeyPatch) -> its patches of GENERATION now in place
stats = {"built": 0, "copied": 0, "aside": 0, "generated": 0, "generate_copied": 0}


def _reads(target) -> bool:
    """Whether a build may read what a patch of `target` replaced: a module of GENERATION,
    or a class or function defined there. (A patch on an instance, the app's mid-end or a
    scene, cannot reach a build: a task is text, and a build makes its own objects.)"""
    if isinstance(target, types.ModuleType):
        name = target.__name__
    elif isinstance(target, type | types.FunctionType):
        name = target.__module__
    else:
        return False
    return any(name == p or name.startswith(p + ".") for p in GENERATION)


def patched() -> bool:
    """Whether some monkeypatch has replaced a name the build may read."""
    return any(_patches.values())


def _watch_monkeypatch() -> None:
    import pytest

    cls = pytest.MonkeyPatch
    setattr_, undo = cls.setattr, cls.undo

    def watched_setattr(self, *args, **kwargs):
        before = len(self._setattr)
        result = setattr_(self, *args, **kwargs)
        if any(_reads(target) for target, _, _ in self._setattr[before:]):
            _patches[id(self)] = _patches.get(id(self), 0) + 1
        return result

    def watched_undo(self):
        _patches.pop(id(self), None)
        return undo(self)

    cls.setattr, cls.undo = watched_setattr, watched_undo


def install() -> None:
    """Put the cache in front of `quiver.game.worker._build` and of the generator for this
    process."""
    from quiver.game import worker
    from quiver.game.tasks import PICTURE, BuildStage

    real = worker._build
    if getattr(real, "real_build", None) is not None:
        return
    _watch_monkeypatch()

    def _build(task: str, report=worker._quiet):
        if task.startswith(PICTURE) or patched():
            stats["aside"] += 1
            return real(task, report)
        kept = _kept.get(task)
        if kept is None:
            built = real(task, report)
            data = pickle.dumps(built, protocol=pickle.HIGHEST_PROTOCOL)
            _keep(_kept, task, data)
            stats["built"] += 1
            return built
        report(BuildStage.BUILDING)  # (what the real build says before it builds)
        stats["copied"] += 1
        return pickle.loads(kept)

    _build.real_build = real  # type: ignore[attr-defined]
    _build.__doc__ = real.__doc__
    worker._build = _build
    install_generate()


def _asking_module() -> str:
    """The test module (its file's name) whose code called the generator ("" if none)."""
    frame = sys._getframe(2)
    while frame is not None:
        name = os.path.basename(frame.f_code.co_filename)
        if name.startswith("test_"):
            return name
        frame = frame.f_back
    return ""


def _keep(store: dict, key: str, data: bytes, *extra) -> None:
    kept = sum(len(v[0]) if isinstance(v, tuple) else len(v) for s in (_kept, _boards) for v in s.values())
    if len(data) <= MAX_KEPT and kept + len(data) <= MAX_TOTAL:
        store[key] = (data, *extra) if extra else data


def install_generate() -> None:
    """Put the cache in front of `quiver.generator.generate` (and `build.generate`)."""
    import quiver.generator as generator
    from quiver.generator import build, shape_space

    real = build.generate
    if getattr(real, "real_build", None) is not None:
        return

    def generate(spec, on_note=None):
        if patched() or not shape_space.built_in(spec) or any(r in _asking_module() for r in REAL_BUILDS):
            return real(spec, on_note)
        key = repr(spec)
        kept = _boards.get(key)
        if kept is None:
            notes: list[str] = []

            def said(note: str) -> None:
                notes.append(note)
                if on_note is not None:
                    on_note(note)

            board = real(spec, said)
            stats["generated"] += 1
            _keep(_boards, key, pickle.dumps(board, protocol=pickle.HIGHEST_PROTOCOL), tuple(notes))
            return board
        data, notes = kept
        for note in notes if on_note is not None else ():
            on_note(note)
        stats["generate_copied"] += 1
        return pickle.loads(data)

    generate.real_build = real  # type: ignore[attr-defined]
    generate.__doc__ = real.__doc__
    build.generate = generator.generate = generate

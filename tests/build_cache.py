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
"""

from __future__ import annotations

import pickle
import types

# The packages a build reads: a monkeypatch of anything in them turns the cache off.
GENERATION = ("quiver.generator", "quiver.engine", "quiver.shapes", "quiver.game", "quiver._native")
MAX_KEPT = 1 << 20  # bytes of one pickled build kept at most (bigger ones build each time)
MAX_TOTAL = 64 << 20  # bytes kept in all; past that, builds are no longer kept

_kept: dict[str, bytes] = {}
_patches: dict[int, int] = {}  # id(MonkeyPatch) -> its patches of GENERATION now in place
stats = {"built": 0, "copied": 0, "aside": 0}


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
    """Put the cache in front of `quiver.game.worker._build` for this process."""
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
            if len(data) <= MAX_KEPT and sum(map(len, _kept.values())) + len(data) <= MAX_TOTAL:
                _kept[task] = data
            stats["built"] += 1
            return built
        report(BuildStage.BUILDING)  # (what the real build says before it builds)
        stats["copied"] += 1
        return pickle.loads(kept)

    _build.real_build = real  # type: ignore[attr-defined]
    _build.__doc__ = real.__doc__
    worker._build = _build

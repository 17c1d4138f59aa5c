"""Frames a player feels stutter (s206, bench/hitches.py): work that ran on one frame and
need not have run there."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow  # (a process of its own: a fresh interpreter's modules)
def test_2d_play_loads_no_numpy():
    """The 2D play scene imported numpy (play_toasts: the 3D views' outline only), 0.1 s
    of the frame the first board showed on; its module loads without it now."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYTHONPATH=str(ROOT))
    said = subprocess.run(
        [sys.executable, "-c", "import sys, quiver.scenes.play2d; print('numpy' in sys.modules)"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert said == ["False"]


@pytest.fixture
def fake_scene_module(tmp_path, monkeypatch):
    """The 3D mode's play scene module swapped for a new one nothing has imported yet."""
    from quiver.engine.modes import Mode
    from quiver.scenes import registry

    name = "s206_fake_scene"
    (tmp_path / f"{name}.py").write_text("class Play3DScene:\n    pass\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(registry._SCENES, Mode.THREE_D, (name, "Play3DScene"))
    monkeypatch.delitem(sys.modules, name, raising=False)
    yield name
    sys.modules.pop(name, None)


class _Job:
    def __init__(self, done: bool) -> None:
        self.done = done

    def poll(self) -> bool:
        return self.done

    def cancel(self) -> None:
        pass

    def result(self):
        return None  # (built: the board is not looked at here)


def _enter_loading(job, realtime=True) -> None:
    pygame = pytest.importorskip("pygame")  # noqa: F841 (loading.py draws with it)
    from quiver.engine.spec import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.scenes.loading import LoadingScene

    ports = SimpleNamespace(
        stack=SimpleNamespace(size=(800, 600)),
        feedback=None,
        journeys=None,
        display=SimpleNamespace(realtime=realtime),
        midend=SimpleNamespace(clock=lambda: 0.0, settings=None),
    )
    code = PuzzleSpec.parse("3d-cube-3x3x3-10-easy-1-g9")
    LoadingScene(ports, PuzzleRequest(FreePuzzle(), code), code, job=job).enter()
    for t in threading.enumerate():
        if t.name == "quiver-warm-scene":
            t.join(10)


def test_the_loading_screen_imports_the_play_scene_while_the_board_builds(fake_scene_module):
    """The 3D scene's modules (numpy, PyGLM, the renderer) were imported on the frame the
    built board arrived on: 0.2 to 0.3 s. They are imported while the worker builds."""
    _enter_loading(_Job(done=False))
    assert fake_scene_module in sys.modules


def test_no_import_ahead_for_a_finished_build_or_without_real_time(fake_scene_module):
    _enter_loading(_Job(done=True))  # (it opens on the next frame: nothing to overlap)
    _enter_loading(_Job(done=False), realtime=False)  # (tests, pictures: built at once)
    assert fake_scene_module not in sys.modules


def test_the_board_opens_once_its_scene_is_imported():
    """A board built before its scene's modules were imported opened at once, and the
    import's rest froze that frame; the loading screen's frames go on until it is done."""
    pytest.importorskip("pygame")
    from quiver.engine.spec import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.scenes.loading import LoadingScene

    opened, now = [], [0.0]
    ports = SimpleNamespace(
        stack=SimpleNamespace(size=(800, 600)),
        feedback=None,
        journeys=SimpleNamespace(built=lambda request, job: opened.append(job)),
        display=SimpleNamespace(realtime=True),
        midend=SimpleNamespace(clock=lambda: now[0], settings=None),
    )
    code = PuzzleSpec.parse("3d-cube-3x3x3-10-easy-1-g9")
    job = _Job(done=False)
    scene = LoadingScene(ports, PuzzleRequest(FreePuzzle(), code), code, job=job)
    release = threading.Event()
    importing = threading.Thread(target=release.wait, daemon=True)
    importing.start()
    scene.warming = importing  # (as enter() leaves it while the import runs)
    job.done = True
    scene.update(1 / 60)
    assert opened == [] and not scene.done
    release.set()
    importing.join(10)
    scene.update(1 / 60)
    assert opened == [job] and scene.done


def test_a_board_waits_for_an_import_that_never_ends_a_while_only():
    pytest.importorskip("pygame")
    from quiver.engine.spec import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.scenes.loading import WARM_WAIT_S, LoadingScene

    opened, now = [], [5.0]
    ports = SimpleNamespace(
        stack=SimpleNamespace(size=(800, 600)),
        feedback=None,
        journeys=SimpleNamespace(built=lambda request, job: opened.append(job)),
        display=SimpleNamespace(realtime=True),
        midend=SimpleNamespace(clock=lambda: now[0], settings=None),
    )
    code = PuzzleSpec.parse("3d-cube-3x3x3-10-easy-1-g9")
    job = _Job(done=True)
    scene = LoadingScene(ports, PuzzleRequest(FreePuzzle(), code), code, job=job)
    scene.warming = SimpleNamespace(is_alive=lambda: True)  # (a hung import)
    scene.update(1 / 60)
    now[0] += WARM_WAIT_S - 0.1
    scene.update(1 / 60)
    assert opened == []
    now[0] += 0.2
    scene.update(1 / 60)
    assert opened == [job]


def test_the_background_gradient_is_made_once_a_size():
    """Every screen made its own gradient on the frame it opened (18 ms at 1920x1080):
    the same size and colours give the same surface now, made once."""
    pytest.importorskip("pygame")
    from quiver.render2d import draw, theme

    draw._gradient.cache_clear()
    a = draw.vertical_gradient((640, 480), theme.BG_TOP, theme.BG_BOTTOM)
    b = draw.vertical_gradient([640, 480], list(theme.BG_TOP), theme.BG_BOTTOM)
    assert a is b and draw._gradient.cache_info().misses == 1
    assert a.get_at((0, 0))[:3] == theme.BG_TOP and a.get_at((639, 479))[:3] == theme.BG_BOTTOM
    assert draw.vertical_gradient((640, 481), theme.BG_TOP, theme.BG_BOTTOM) is not a


def test_a_text_is_measured_once(monkeypatch):
    """A layout measured the same labels again and again (Settings: 1 566 times on the
    frame it opened, 164 of them different): each is measured by the font once now."""
    pytest.importorskip("pygame")
    from quiver.render2d import textdraw, theme

    measured = []

    class Font:
        def size(self, s):
            measured.append(s)
            return (10 * len(s), 20)

    monkeypatch.setattr(textdraw, "font", lambda size, bold=False: Font())
    textdraw._measured.cache_clear()
    try:
        assert theme.fit_size("Settings", 40, 60) == 14
        tried = len(measured)  # (s218: 40, then its guess 30 down to 15; before, 40 down to 15)
        assert theme.fit_size("Settings", 40, 60) == 14
        assert theme.text_size("Settings", 30) == (80, 20)
        assert measured == ["Settings"] * tried and tried <= 26  # each size once
    finally:
        textdraw._measured.cache_clear()  # (the real font's sizes from here on)

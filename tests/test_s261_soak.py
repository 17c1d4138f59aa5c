"""A long session stays lean (s261): what a left screen held goes with it. bench/soak.py
runs the hour of play and prints the figures; these are its cheap guards: a scene left
is freed (everything it drew with goes with it), and a 3D or Flat board left releases
every GL object it made (moderngl frees none on garbage collection: an unreleased one
stays in the driver for the rest of the session)."""

import contextlib
import gc
import importlib.util
import weakref
from pathlib import Path

import pytest

from tests.app_helpers import app_maker, run, run_until

_PROBE = Path(__file__).resolve().parent.parent / "bench" / "_soak_probe.py"


def _probe():
    spec = importlib.util.spec_from_file_location("_soak_probe", _PROBE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _playing(app) -> bool:
    from quiver.scenes.play import PlayScene

    return isinstance(app.top, PlayScene)


def test_every_screen_left_is_freed(monkeypatch, tmp_path):
    """Puzzles, Settings and the Daily screen opened and left: none is still held."""
    from quiver.game.code import complete
    from quiver.scenes.daily import DailyScene

    left = []
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        for seed in (1, 2):
            app.flow.open_code(complete("2d", None, None, None, "easy", seed))
            run_until(app, lambda: _playing(app), what="the puzzle")
            left.append(weakref.ref(app.top))
            app.to_menu()
            app.flow.open_settings()
            run(app, 2)
            left.append(weakref.ref(app.top))
            app.pop()
            app.push(DailyScene(app.ports))
            run(app, 2)
            left.append(weakref.ref(app.top))
            app.pop()
            run(app, 2)
        gc.collect()
        held = [type(r()).__name__ for r in left if r() is not None]
        assert not held, f"left screens still held: {held}"


@pytest.mark.slow  # (an offscreen GL window: conftest.py)
def test_a_board_left_releases_its_gl_objects(monkeypatch, tmp_path):
    from quiver.game.code import complete

    count = _probe().GlCount()
    with contextlib.ExitStack() as undo, app_maker(monkeypatch, tmp_path, size=(800, 600)) as make:
        undo.callback(count.undo)
        app = make()
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        at_menu = count.alive()
        for mode in ("3d", "flat"):
            app.flow.open_code(complete(mode, None, None, None, "easy", 5))
            run_until(app, lambda: _playing(app), what="the puzzle")
            run(app, 3)
            assert sum(count.alive().values()) > sum(at_menu.values())  # (the count sees them)
            app._resize((1024, 700))
            run(app, 2)
            app.to_menu()
            run(app, 2)
            assert count.alive() == at_menu, mode

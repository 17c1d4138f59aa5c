"""Bugs a playtester met and left (round six): each test failed before its fix."""

from __future__ import annotations

import pytest
from app_helpers import FakeClock, post, run

pygame = pytest.importorskip("pygame")


@pytest.fixture
def small_app(monkeypatch, tmp_path):
    """The game at 640x480 on a fresh data folder, no window (fast tier), at the menu;
    its random seeds 100, 101, ..."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    from quiver.app import App

    app = App((640, 480), window=False, sound=False, realtime=False, clock=FakeClock())
    seeds = iter(range(100, 10_000))
    app.midend.random_seed = lambda: next(seeds)
    try:
        app.to_menu()
        run(app, 2)
        yield app
    finally:
        app.close()


def press(k) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def key(app, k, frames: int = 1):
    press(k)
    run(app, frames)


def test_play_this_puzzle_after_a_cancelled_build_builds_the_code_shown(small_app):
    """Custom panel, Play this puzzle, Esc on the loading screen: back on the menu, Play
    this puzzle built another random seed than the code the loading screen had shown.
    The seed is the next puzzle's only once a puzzle was opened with it."""
    from quiver.scenes.loading import LoadingScene

    app = small_app
    key(app, pygame.K_c, 2)
    menu = app.top
    seed = menu.seed
    pushed: list = []
    app.push = lambda scene, push=app.push: (pushed.append(scene), push(scene))[1]
    press(pygame.K_RETURN)
    press(pygame.K_ESCAPE)  # before the build's first update: cancelled
    run(app)
    assert app.top is menu
    (shown,) = [s.code for s in pushed if isinstance(s, LoadingScene)]
    assert shown.seed == seed
    key(app, pygame.K_RETURN, 3)
    assert app.top.code.seed == seed
    assert menu.seed != seed  # played: the next Play this puzzle is another one

"""A key pressed for one screen does not act on the screen it opened (stranger s41): Esc,
Esc in a lesson skipped it and paused, or cancelled the build of, the level it opened."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run, run_until

pygame = pytest.importorskip("pygame")


def _esc() -> None:
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
    post(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)


@pytest.mark.parametrize("second", ["same frame", "level open"])
def test_esc_twice_in_a_lesson_skips_it_and_leaves_the_level_playing(monkeypatch, tmp_path, second):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        assert app.top.coach is not None
        _esc()
        if second == "level open":  # the second press 0.1 s on, the level already showing
            run(app, 1, dt=0.05)
            run_until(app, lambda: getattr(app.top, "code", None) is not None, what="the level")
            run(app, 1, dt=0.05)
        _esc()
        run(app, 3)
        run_until(app, lambda: getattr(app.top, "code", None) is not None, what="the level")
        play = app.top
        assert play.name == "play2d" and play.coach is None
        run(app, 3)
        assert app.top is play, "the second Esc acted on the level"
        run(app, 1, dt=0.5)  # a press later is the player's own: it pauses
        _esc()
        run(app, 2)
        assert app.top.name == "pause"

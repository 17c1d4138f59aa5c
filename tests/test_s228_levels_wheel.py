"""s228: the wheel over Levels' grid paged on to chapter 2, all of it locked for a new
player. A notch pages back, or on no further than the last chapter with a level open;
PgDn and the Next button still show the locked chapter after it."""

from __future__ import annotations

import pygame
from app_helpers import app_maker, post, run


def _notch(app, down: bool) -> None:
    y = -1 if down else 1
    post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
    run(app)


def _levels(app, cleared: int):
    from quiver.game.progress import record_level
    from quiver.scenes.levels import LevelsScene

    for n in range(1, cleared + 1):
        record_level(app.midend.progress, "2d", n, 3, 60 + n)
    levels = LevelsScene(app.ports, "2d")
    app.push(levels)
    run(app, 2)
    return levels


def test_a_new_players_wheel_stays_on_the_open_chapter(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        levels = _levels(app, 0)
        assert levels.page == 0 and levels.last_page() == 1
        _notch(app, down=True)
        assert levels.page == 0, "a notch showed a chapter with nothing to play"
        post(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0)
        run(app)
        assert levels.page == 1, "PgDn still shows what comes next"
        _notch(app, down=True)
        assert levels.page == 1
        _notch(app, down=False)
        assert levels.page == 0


def test_the_wheel_pages_through_the_chapters_with_a_level_open(monkeypatch, tmp_path):
    from quiver.scenes.levels_pages import PER_PAGE

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        levels = _levels(app, PER_PAGE + 3)  # chapter 2 open, chapter 3 locked
        assert levels.page == 1
        _notch(app, down=False)
        assert levels.page == 0
        _notch(app, down=True)
        assert levels.page == 1
        _notch(app, down=True)
        assert levels.page == 1 and levels.last_page() == 2

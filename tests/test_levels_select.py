"""The levels screen names one level at a time (stranger playtest): the info line and the
Play button both follow the last tile pointed at or moved to, so they never name two
different levels ("Level 25..." next to "Play 35")."""

from __future__ import annotations

import datetime

import pytest
from app_helpers import app_maker, run

pygame = pytest.importorskip("pygame")


@pytest.fixture
def app(monkeypatch, tmp_path):
    today = datetime.date(2026, 5, 9)
    with app_maker(monkeypatch, tmp_path, gl=False, seed=5, today=lambda: today) as make:
        yield make()


def event(app, kind, **kw):
    """Hand the top scene one event, then step the app a frame."""
    app.top.handle_event(pygame.event.Event(kind, **kw))
    run(app)


def point(app, pos):
    event(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def press(app, key):
    event(app, pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def named(scene) -> tuple[int, int]:
    """(level on the Play button, level the info line describes), as drawn."""
    play = int(scene.play_btn.label.split()[-1])
    info = int(scene.info_line().split(":")[0].split()[-1])
    return play, info


def test_pointing_at_a_tile_names_it_on_play_and_the_info_line(app):
    from quiver.game.progress import record_level
    from quiver.scenes.levels import LevelsScene

    for n in range(1, 9):
        record_level(app.midend.progress, "2d", n, 3, 20.0)
    scene = LevelsScene(app.ports, "2d")
    app.push(scene)
    run(app)
    assert named(scene) == (9, 9)  # the next level to play, both places
    press(app, pygame.K_LEFT)  # the keyboard moves the selection
    assert named(scene) == (8, 8)
    point(app, scene.tile_center(3))  # the mouse points at level 3: both name level 3
    assert named(scene) == (3, 3)
    # leaving the tiles keeps the last one pointed at, on both
    off = (scene.play_btn.rect.centerx, scene.play_btn.rect.y - 4)
    assert scene.tile_at(off) < 0
    point(app, off)
    assert named(scene) == (3, 3)
    # a locked tile pointed at: both name it (Play is off, the line says why)
    point(app, scene.tile_center(15))
    assert named(scene) == (15, 15)
    assert not scene.play_btn.enabled and "locked" in scene.info_line()
    press(app, pygame.K_UP)  # then the keyboard moves on from there, a tile at a time (s268:
    assert named(scene) == (10, 10)  # Up went to 9, Right back to 9 too)
    press(app, pygame.K_LEFT)
    assert named(scene) == (9, 9)


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
def test_a_tiles_best_time_never_sits_on_its_stars(app, size):
    """At 640x480 the best time ("0:20") was drawn over the third star."""
    from quiver.render2d import theme
    from quiver.scenes import levels_card
    from quiver.scenes.levels import LevelsScene

    scene = LevelsScene(app.ports, "2d")
    scene.resize(size)
    for rect in scene.tiles:
        star, centres = levels_card.star_layout(rect)
        stars_right = centres[-1][0] + star // 2
        for text in ("0:20", "12:34", "1:02:03"):
            ts = levels_card.time_size(rect, text)
            if ts:
                tw = theme.text_size(text, ts, True)[0]
                assert rect.right - 14 - tw > stars_right, (size, rect, text, ts)
    if size == (1280, 800):  # room to spare: the time at its full size
        assert levels_card.time_size(scene.tiles[0], "0:20") == 22

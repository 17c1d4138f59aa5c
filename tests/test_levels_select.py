"""The levels screen names one level at a time (stranger playtest): the info line and the
Play button both follow the last tile pointed at or moved to, so they never name two
different levels ("Level 25..." next to "Play 35")."""

from __future__ import annotations

import datetime

import pytest

pygame = pytest.importorskip("pygame")


@pytest.fixture
def app(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    pygame.display.quit()
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    from quiver.app import App

    clock = [1000.0]
    a = App(clock=lambda: clock[0], sound=False, realtime=False, today=lambda: datetime.date(2026, 5, 9))
    a.clock_box = clock
    a.midend.random_seed = lambda: 5
    a.open_window()
    a.to_menu()
    yield a
    a.close()
    pygame.display.quit()


def steps(app, n=1):
    for _ in range(n):
        app.clock_box[0] += 1 / 60
        app.step()


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
    steps(app)
    assert named(scene) == (9, 9)  # the next level to play, both places
    # the keyboard moves the selection
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0))
    steps(app)
    assert named(scene) == (8, 8)
    # the mouse points at level 3: both name level 3
    pos = scene.tile_center(3)
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    steps(app)
    assert named(scene) == (3, 3)
    # leaving the tiles keeps the last one pointed at, on both
    off = (scene.play_btn.rect.centerx, scene.play_btn.rect.y - 4)
    assert scene.tile_at(off) < 0
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=off, rel=(0, 0), buttons=(0, 0, 0)))
    steps(app)
    assert named(scene) == (3, 3)
    # a locked tile pointed at: both name it (Play is off, the line says why)
    pos = scene.tile_center(15)
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    steps(app)
    assert named(scene) == (15, 15)
    assert not scene.play_btn.enabled and "locked" in scene.info_line()
    # then the keyboard moves on from there
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0))
    steps(app)
    assert named(scene) == (10, 10)


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
def test_a_tiles_best_time_never_sits_on_its_stars(app, size):
    """At 640x480 the best time ("0:20") was drawn over the third star."""
    from quiver.render2d import theme
    from quiver.scenes import levels
    from quiver.scenes.levels import LevelsScene

    scene = LevelsScene(app.ports, "2d")
    scene.resize(size)
    for rect in scene.tiles:
        star, centres = levels._star_layout(rect)
        stars_right = centres[-1][0] + star // 2
        for text in ("0:20", "12:34", "1:02:03"):
            ts = levels._time_size(rect, text)
            if ts:
                tw = theme.text_size(text, ts, True)[0]
                assert rect.right - 14 - tw > stars_right, (size, rect, text, ts)
    if size == (1280, 800):  # room to spare: the time at its full size
        assert levels._time_size(scene.tiles[0], "0:20") == 22

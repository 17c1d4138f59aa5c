"""The Levels screen walked as a stranger would (s268): on a locked chapter Right (key or
pad D-pad) jumped back to chapter 1's level 1, Left too; from a locked tile pointed at,
Right moved left to the next level to play; Up in chapter 1's top row went sideways to
level 1; a resize left the hover light on a tile the pointer was no longer over."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run
from test_s125_pad import trigger
from test_s150_pad_keys import button

pygame = pytest.importorskip("pygame")

RIGHT, LEFT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT, pygame.CONTROLLER_BUTTON_DPAD_LEFT


@pytest.fixture
def levels_at(monkeypatch, tmp_path):
    """levels_at(cleared): the app and its Levels screen with `cleared` levels of 2D cleared;
    the toasts it says, in `said`."""
    from quiver.game.progress import record_level
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        said: list[str] = []

        def go(cleared: int):
            for n in range(1, cleared + 1):
                record_level(app.midend.progress, "2d", n, 3, 60 + n)
            scene = LevelsScene(app.ports, "2d")
            app.push(scene)
            run(app, 2)
            monkeypatch.setattr(scene.feedback, "toast", lambda text, *a, **k: said.append(text))
            return app, scene, said

        yield go


def key(app, k) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app)


def at(scene) -> tuple[int, int]:
    """(chapter shown, level in focus)."""
    return scene.page + 1, scene.level_at(scene.focus)


@pytest.mark.parametrize("by", ["key", "pad"])
def test_right_on_a_locked_chapter_moves_a_tile_not_back_to_level_1(levels_at, by):
    app, scene, said = levels_at(0)
    if by == "key":  # chapter 2: all locked, its first level in focus
        key(app, pygame.K_PAGEDOWN)
    else:
        trigger(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT)
    assert at(scene) == (2, 21)
    for _ in range(3):
        key(app, pygame.K_RIGHT) if by == "key" else button(app, RIGHT)
    assert at(scene) == (2, 24), "Right on a locked chapter jumped back to level 1"
    key(app, pygame.K_LEFT) if by == "key" else button(app, LEFT)
    assert at(scene) == (2, 23)
    assert not scene.play_btn.enabled and "locked" in scene.info_line() and said == []
    if by == "pad":  # LT: back to chapter 1, on its next level
        trigger(app, pygame.CONTROLLER_AXIS_TRIGGERLEFT)
        assert at(scene) == (1, 1)


def test_left_from_a_locked_chapters_first_level_goes_to_the_chapter_before(levels_at):
    app, scene, _said = levels_at(4)
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_LEFT)
    assert at(scene) == (1, 20)  # the tile before, not level 5 (the next to play)
    key(app, pygame.K_UP)
    assert at(scene) == (1, 15)


def test_the_last_locked_level_shown_stays_and_says_why(levels_at):
    app, scene, said = levels_at(0)
    key(app, pygame.K_PAGEDOWN)
    for focus, k, level in ((15, pygame.K_DOWN, 36), (19, pygame.K_RIGHT, 40)):  # the last row, the last
        scene.focus = focus
        key(app, k)
        assert at(scene) == (2, level)
    assert said == ["Levels past 40 are locked: clear levels 1 to 40 first."] * 2


def test_right_from_a_locked_tile_pointed_at_moves_right(levels_at):
    app, scene, _said = levels_at(8)
    post(pygame.MOUSEMOTION, pos=scene.tile_center(15), rel=(0, 0), buttons=(0, 0, 0))
    run(app)
    assert at(scene) == (1, 15)
    key(app, pygame.K_RIGHT)
    assert at(scene) == (1, 16), "Right from a locked tile went back to the left, to level 9"


def test_up_in_chapter_1s_top_row_stays(levels_at):
    app, scene, said = levels_at(10)
    scene.focus = 3  # level 4
    key(app, pygame.K_UP)
    assert at(scene) == (1, 4) and said == []


def test_a_resize_lets_go_of_the_hover_light(levels_at):
    app, scene, _said = levels_at(0)
    post(pygame.MOUSEMOTION, pos=scene.tile_center(7), rel=(0, 0), buttons=(0, 0, 0))
    run(app)
    assert scene.hover == 6
    scene.resize((1280, 800))  # the tiles moved: the pointer is over another, or none
    assert scene.hover == -1

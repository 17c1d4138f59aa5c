"""The first minutes of a stranger, and of a returning player (s116): the home's key hints
and what Play says it will do."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run

pygame = pytest.importorskip("pygame")


@pytest.fixture
def make_app(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        yield make


@pytest.mark.parametrize("size", [(640, 480), (1280, 720)])
def test_every_home_button_under_the_big_one_says_its_key(make_app, size):
    """Custom said C, Settings O, Quit Esc, How to play F1, but Levels said "pick a level"
    (then "11 stars") and never L, the key that opens it."""
    from quiver.game.progress import record_level

    app = make_app(size=size)
    menu = app.top
    keys = {"custom_btn": "C", "levels_btn": "L", "settings_btn": "O", "quit_btn": "Esc", "help_btn": "F1"}
    for name, key in keys.items():
        assert getattr(menu, name).sub.split()[0] == key, (name, getattr(menu, name).sub)
    for n in (1, 2, 3):  # a returning player: stars on the button, the key still first
        record_level(app.midend.progress, "2d", n, 3, 40.0)
    from quiver.scenes.menu_home import refresh_home

    refresh_home(menu)
    assert menu.levels_btn.sub.split()[0] == "L" and "9 stars" in menu.levels_btn.sub


def test_a_player_past_level_one_is_not_sent_to_the_lesson_again(make_app):
    """A player on level 5 of 2D whose settings.json was lost (seen_lessons gone, progress
    kept) saw "2D lesson, then level 5" and Play opened the lesson; 3D, never played,
    still has its lesson first."""
    from quiver.game.journey import ShowLesson
    from quiver.game.progress import record_level
    from quiver.scenes.menu_home import play_sub, refresh_home

    app = make_app(size=(800, 600))
    midend = app.midend
    for n in (1, 2, 3, 4):
        record_level(midend.progress, "2d", n, 3, 40.0)
    menu = app.top
    refresh_home(menu)
    assert play_sub(menu, 5) == "2D  ·  level 5"
    assert not isinstance(midend.start(midend.level("2d")), ShowLesson)
    assert isinstance(midend.start(midend.level("3d")), ShowLesson)
    run(app, 1)


def test_the_level_after_the_first_lesson_says_what_to_do(make_app):
    """Play on a fresh start: the lesson, then level 1, which opened after "Lesson
    complete!" without a word. It says what now, on the level's own screen (a toast made
    while the level was still building went with the loading screen), and only once."""
    from quiver.scenes.play import PlayScene

    app = make_app(size=(640, 480))
    app.top.play_btn.action()
    run(app, 5)
    coach = app.top.coach
    assert coach is not None and coach.kind is None
    coach.finish()
    for _ in range(600):
        run(app, 1)
        if isinstance(app.top, PlayScene) and app.top.coach is None and not app.top.busy():
            break
    level = app.top
    assert isinstance(level, PlayScene) and level.coach is None
    said = [t for t in app.toasts.toasts if t.long.startswith("Level 1: clear the board")]  # (either form:
    assert len(said) == 1 and said[0].owner is level and "Hint" in said[0].text  # short at 640x480, s327)
    level.restart()
    run(app, 5)
    assert sum(t.long.startswith("Level 1:") for t in app.toasts.toasts) <= 1  # (not said again)


def test_every_view_step_names_its_key_as_well_as_the_mouse():
    """ "Drag to turn the shape" and "Scroll or pinch to zoom" said nothing to a player
    without a mouse, though an arrow key turns the view and + zooms it (and the step goes
    on for them: the slow test below)."""
    from quiver.game.lessons import LESSON_MODES, Until, lesson

    seen = 0
    for mode in LESSON_MODES:
        for stage in lesson(mode):
            for step in stage.steps:
                if step.until == Until.TURNED:
                    assert "arrow key" in step.line, step.line
                elif step.until == Until.ZOOMED:
                    assert "+" in step.line, step.line
                else:
                    continue
                seen += 1
    assert seen >= 3


@pytest.mark.slow  # OpenGL
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_the_view_steps_go_on_from_the_keyboard(monkeypatch, tmp_path, mode):
    """Keyboard only: an arrow key held turns the view and the turn step goes on; in 3D, +
    zooms and the zoom step goes on."""
    from app_helpers import post

    from quiver.game.lessons import Until

    with app_maker(monkeypatch, tmp_path, lessons=True) as make:
        app = make(size=(800, 600))
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        app.flow.lesson(mode)
        run(app, 10, dt=1 / 20)  # (half a second, as 30 frames of 1/60)
        coach = app.top.coach

        def press(key, frames):  # (held `frames` frames of 1/60 s, then a second on)
            post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
            run(app, frames)
            post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
            run(app, 20, dt=1 / 20)

        assert coach.current.until == Until.TURNED
        press(pygame.K_LEFT, 60)
        assert coach.step == 1
        if coach.current.until == Until.ZOOMED:
            press(pygame.K_PLUS, 2)
            assert coach.step == 2

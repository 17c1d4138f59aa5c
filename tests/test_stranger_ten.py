"""Leftovers a playtester met (round ten: lessons from the keyboard, small windows, odd
files and hand-edited saves): each test failed before its fix."""

from __future__ import annotations

import os

import pytest
from test_stranger_eight import _drop, make  # noqa: F401  (the game at 640x480, no window; a drop)


@pytest.mark.skipif(not os.path.exists("/dev/null") or not hasattr(os, "mkfifo"), reason="POSIX files")
def test_a_dropped_device_or_pipe_is_not_a_file_the_game_can_open(make, tmp_path, capsys):  # noqa: F811
    """Dropping /dev/null said "unknown 2d shape '/dev/null'" (it was read as a shape's
    name); a pipe named .png or .json would wait for ever for its bytes."""
    from quiver.cli import main

    app = make()
    pipe = tmp_path / "cat.png"
    os.mkfifo(pipe)
    board = tmp_path / "board.json"
    os.mkfifo(board)
    for path, name in (("/dev/null", "null"), (pipe, "cat.png"), (board, "board.json")):
        said = _drop(app, path)
        assert said == [f"'{name}' is not a file the game can open (a device or a pipe)"], said
        assert [s.name for s in app.stack] == ["menu"]
    assert main(["--shape", "/dev/null"]) == 2
    assert "'/dev/null' is not a file the game can open" in capsys.readouterr().err


@pytest.mark.parametrize("current", [999, -4, "7", 2.5, True])
def test_a_hand_edited_current_level_is_brought_back_to_the_saved_clears(current, tmp_path, monkeypatch):
    """progress.json's "current": 999 (or negative, or no whole number) unlocked levels
    that were never cleared, without a word: it is the level after the last cleared, said
    in one line, and nothing else of the file is lost."""
    import json

    from quiver.game.midend import Midend

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    levels = {"1": {"stars": 3, "completed": True}, "2": {"stars": 1, "completed": True}, "5": {"stars": 0}}
    saved = {
        "schema": 1,
        "campaign": {"2d": {"current": current, "levels": levels}, "3d": {"current": 1}},
        "daily": {"2026-12-01": {"mode": "2d", "won": True, "stars": 2}},
    }
    (tmp_path / "progress.json").write_text(json.dumps(saved))
    midend = Midend()
    progress = midend.progress
    assert progress.current_level("2d") == 3 and progress.current_level("3d") == 1
    assert sorted(progress.campaigns["2d"].levels) == [1, 2, 5] and progress.dailies("2d")["2026-12-01"].won
    said = [w for w in midend.warnings if "progress.json" in w]
    assert len(said) == 1 and "2d" in said[0] and "level 3" in said[0], midend.warnings


def test_a_current_level_the_clears_allow_says_nothing(tmp_path, monkeypatch):
    import json

    from quiver.game.midend import Midend

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    levels = {"1": {"stars": 3, "completed": True}, "2": {"stars": 1, "completed": True}}
    (tmp_path / "progress.json").write_text(
        json.dumps({"schema": 1, "campaign": {"2d": {"current": 2, "levels": levels}}})
    )
    midend = Midend()
    assert midend.progress.current_level("2d") == 2 and midend.warnings == []


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720)])
def test_a_special_arrow_lessons_title_says_which_lesson_at_every_width(monkeypatch, tmp_path, size):
    """At 640 wide the two-headed arrow's lesson was titled "Lesson 1 of 1": the HUD kept
    the first part of "Lesson 1 of 1  •  Two Heads", and which lesson it was went."""
    import pygame
    from app_helpers import app_maker, run

    from quiver.render2d import drawn

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as new:
        app = new()
        app.flow.lesson("2d", kind="two-headed")
        run(app, 5)
        play = app.top
        with drawn.recording() as seen:
            play.full_redraw = True
            play.draw(pygame.Surface(size))
        top = [i.label for i in seen.of(drawn.TEXT) if i.rect.bottom <= play.hud.top_h]
        assert any("Two Heads" in t for t in top), top
        assert any(t in ("arrows", "left") for t in top), top  # (640: a bare number, no word)


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
@pytest.mark.parametrize("reason", ["no OpenGL 3.3 context", "OpenGL was turned off (QUIVER_NO_GL)"])
def test_the_menus_no_opengl_line_keeps_its_reason_whole(monkeypatch, tmp_path, size, reason):
    """At 640x480 and 800x600 the menu's "3D needs OpenGL 3.3, which is unavailable here:
    ..." was cut with an ellipsis before its reason."""
    import pygame
    from app_helpers import app_maker, run

    from quiver.render2d import theme
    from quiver.scenes import menu_home

    shown = []
    wrap = theme.wrap

    def spy(s, size_, colour, width, line_height, **kw):
        if s.startswith("3D needs"):  # what it said, and whether all of it fitted
            whole = wrap(s, size_, colour, width, line_height).lines <= kw.get("most", 0)
            shown.append((s, whole, kw.get("most")))
        return wrap(s, size_, colour, width, line_height, **kw)

    monkeypatch.setattr(menu_home.theme, "wrap", spy)
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as new:
        app = new()
        menu = app.top
        menu.status["3d"] = f"3D needs OpenGL 3.3, which is unavailable here: {reason}"
        menu.mode = "3d"
        run(app, 2)
        menu.full_redraw = True
        menu.draw(pygame.Surface(size))
    assert shown and all(whole and s.endswith(reason) for s, whole, _most in shown), shown


LONG_GL_REASON = (
    "RuntimeError: (detect) glXChooseFBConfig failed: no matching framebuffer config for a 3.3 core"
    " context on display :0"
)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_custom_panels_no_opengl_line_keeps_a_long_reason_whole(monkeypatch, tmp_path, size):
    """At 800x600 the Custom panel's "3D needs OpenGL 3.3: RuntimeError: (detect) glXCho..."
    was cut to one line. It takes the lines it needs under the Mode row, whichever way 3D
    was chosen (on the home view, or in the panel), and Difficulty moves down for them."""
    import pygame
    from app_helpers import app_maker, click, run

    from quiver.render2d import theme
    from quiver.scenes import menu_draw

    shown = []
    wrap = theme.wrap

    def spy(s, size_, colour, width, line_height, **kw):
        out = wrap(s, size_, colour, width, line_height, **kw)
        if s.startswith("3D needs"):  # what it said, whether all of it fitted, and its height
            whole = kw.get("most", 0) == 0 or wrap(s, size_, colour, width, line_height).lines <= kw["most"]
            shown.append((s, whole, out.image.get_height()))
        return out

    monkeypatch.setattr(menu_draw.theme, "wrap", spy)
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as new:
        app = new()
        menu = app.top
        menu.status["3d"] = f"3D needs OpenGL 3.3, which is unavailable here: {LONG_GL_REASON}"
        for on_home in (True, False):
            if not on_home:
                click(app, menu.widget_center("mode:2d"))
            click(app, menu.widget_center("mode:3d"))
            if on_home:
                menu.open_custom()
            run(app, 2)
            shown.clear()
            menu.full_redraw = True
            menu.draw(pygame.Surface(size))
            assert menu.mode == "3d" and shown, on_home
            assert all(whole and s.endswith(LONG_GL_REASON) for s, whole, _h in shown), shown
            bottom = menu.mode_seg.rect.bottom + 2 + max(h for _s, _w, h in shown)
            assert bottom <= menu.rows_y["Difficulty"], (bottom, menu.rows_y)


def test_tab_in_now_tap_a_free_arrow_lights_only_free_arrows(make):  # noqa: F811
    """Keyboard only, the first lesson's third step ("... Now tap a free arrow", the bubble
    at the hearts): Shift+Tab from the blocked arrow just tapped lit another blocked one,
    and Enter cost a second heart. In a step that waits for an arrow to leave, Tab lights
    only arrows that can leave (a pointer player sees which those are)."""
    import pygame
    from app_helpers import post, run

    app = make()
    app.flow.lesson("2d")
    run(app, 3)

    def press(key, mod=0):
        post(pygame.KEYDOWN, key=key, mod=mod, unicode="")
        run(app, 2)

    play = app.top
    coach = play.coach
    press(pygame.K_TAB)
    press(pygame.K_RETURN)  # the free arrow the bubble points at flies off
    run(app, 40)
    press(pygame.K_TAB)
    press(pygame.K_RETURN)  # the blocked one: it bounces back, a heart lost, as the step asks
    run(app, 40)
    assert coach.step == 2 and play.session.hearts == 2
    for mod in (pygame.KMOD_SHIFT, 0, pygame.KMOD_SHIFT, 0):
        press(pygame.K_TAB, mod)
        assert play.ptr.keyed in play.board.free_arrows(), mod
    press(pygame.K_RETURN)
    run(app, 40)
    assert coach.step == 3 and play.session.hearts == 2


def test_the_first_tab_in_a_3d_lesson_lights_the_arrow_the_bubble_points_at():
    """As efbd429 did for 2D: in a 3D lesson the first Tab lit the first head in reading
    order, not the arrow the bubble points at; and in a step that asks for a free arrow,
    Tab goes on among the free ones only."""
    from types import SimpleNamespace

    import pygame

    from quiver.game.lessons import Until
    from quiver.game.session import Session
    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.controller import BoardController
    from quiver.scenes.keypick3d import KeyPick3D, key_pick, shown_heads

    board = generate(PuzzleSpec("3d", "cube", (4,), None, "hard", 2))
    ctl = BoardController(Session(board, hearts=3), (640, 400))
    ctl.fit_between(40, 360)
    heads = [h.arrow for h in shown_heads(ctl)]
    free = set(board.free_arrows())
    aimed = [i for i in heads if i in free][-1]
    assert aimed != heads[0] and any(i not in free for i in heads)
    step = SimpleNamespace(until=Until.LEFT)
    coach = SimpleNamespace(aimed=aimed, beat=None, current=step, done=False, play=None)
    scene = SimpleNamespace(keys=KeyPick3D(ctl), coach=coach, board=board)
    tab = SimpleNamespace(key=pygame.K_TAB, mod=0)
    key_pick(scene, tab)
    assert scene.keys.lit.arrow == aimed and ctl.hover == aimed
    for _ in range(len(heads)):
        key_pick(scene, tab)
        assert scene.keys.lit.arrow in free
